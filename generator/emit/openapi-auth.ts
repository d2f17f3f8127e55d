/**
 * The hand-written account routes every app mounts (runtime-server/auth/routes.ts)
 * and their schemas: sign-in, sign-up, sign-out, changing one's own password
 * (with the current password), a forgotten password (a mailed reset link),
 * changing one's own email (the current password, then a link mailed to the
 * new address), ending another user's sessions, two-factor sign-in, and `me`.
 */
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '../../runtime-shared/openapi';
import { errorRefs, securityFor } from './openapi-common';
import { dataOf, json } from './openapi-paths';
import { ref } from './openapi-schemas';

const PASSWORD: JsonSchema = { type: 'string', minLength: 8, maxLength: 200, writeOnly: true };
const CURRENT_PASSWORD: JsonSchema = { type: 'string', minLength: 1, writeOnly: true, description: 'The password the user signs in with now' };
const EMAIL: JsonSchema = { type: 'string', format: 'email', maxLength: 254, description: 'Stored in lower case' };
const LINK_TOKEN: JsonSchema = { type: 'string', minLength: 1, maxLength: 200, writeOnly: true, description: 'The `token` of the mailed link; it works once, until it expires' };

const CHALLENGE: JsonSchema = { type: 'string', minLength: 1, maxLength: 2000, writeOnly: true, description: 'The `challenge` the password step answered' };
const CODE: JsonSchema = { type: 'string', minLength: 1, maxLength: 40, writeOnly: true, description: 'The 6 digits the authenticator app shows, or an unused recovery code' };
const RECOVERY_CODES: JsonSchema = {
  type: 'array',
  minItems: 10,
  maxItems: 10,
  items: { type: 'string', pattern: '^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$' },
  description: 'Ten one-time codes for when the phone is not at hand; each works once. Shown only now.',
};

/** The account as runtime-server/auth/accounts.ts answers it: never the password hash. */
export const AUTH_SCHEMAS: Record<string, JsonSchema> = {
  AuthUser: {
    type: 'object',
    properties: {
      id: { type: 'integer', minimum: 1 },
      email: { type: 'string', format: 'email' },
      first_name: { type: 'string' },
      last_name: { type: ['string', 'null'] },
      role_id: { type: ['integer', 'null'] },
      role: {
        oneOf: [
          {
            type: 'object',
            description: 'What the role grants: the back office at all, everything, or operations per entity',
            properties: {
              id: { type: 'integer' },
              key: { type: 'string' },
              name: { type: 'string' },
              admin_access: { type: 'boolean' },
              all_permissions: { type: 'boolean' },
              requires_two_factor: { type: 'boolean', description: 'Its users sign in with a second factor' },
              permissions: { type: 'object', additionalProperties: { type: 'array', items: { enum: ['read', 'create', 'update', 'delete'] } } },
            },
            required: ['id', 'key', 'name', 'admin_access', 'all_permissions', 'requires_two_factor', 'permissions'],
            additionalProperties: false,
          },
          { type: 'null' },
        ],
      },
    },
    required: ['id', 'email', 'first_name', 'last_name', 'role_id', 'role'],
    additionalProperties: false,
  },
  AuthSession: {
    type: 'object',
    properties: { token: { type: 'string', description: 'Send as `Authorization: Bearer <token>`' }, user: { $ref: '#/components/schemas/AuthUser' } },
    required: ['token', 'user'],
    additionalProperties: false,
  },
  LoginInput: {
    type: 'object',
    properties: { email: { type: 'string', minLength: 1 }, password: { type: 'string', minLength: 1 } },
    required: ['email', 'password'],
  },
  RegisterInput: {
    type: 'object',
    properties: {
      first_name: { type: 'string', minLength: 1, maxLength: 80 },
      last_name: { type: ['string', 'null'], maxLength: 80 },
      email: EMAIL,
      password: PASSWORD,
    },
    required: ['first_name', 'email', 'password'],
  },
  PasswordChangeInput: {
    type: 'object',
    properties: { current_password: CURRENT_PASSWORD, new_password: PASSWORD },
    required: ['current_password', 'new_password'],
  },
  EmailChangeInput: {
    type: 'object',
    properties: { current_password: CURRENT_PASSWORD, email: { ...EMAIL, description: 'The new address; the link is mailed there' } },
    required: ['current_password', 'email'],
  },
  ForgotPasswordInput: {
    type: 'object',
    properties: { email: EMAIL },
    required: ['email'],
  },
  ResetPasswordInput: {
    type: 'object',
    properties: { token: LINK_TOKEN, password: PASSWORD },
    required: ['token', 'password'],
  },
  EmailConfirmInput: {
    type: 'object',
    properties: { token: LINK_TOKEN },
    required: ['token'],
  },
  SignInChallenge: {
    type: 'object',
    description:
      'The password was right and a second step is needed. `two_factor`: send a code with the challenge to POST /api/auth/login/two-factor (5 minutes). ' +
      '`two_factor_setup`: the role requires two-factor sign-in and the account has not set it up; set it up with the challenge at POST /api/auth/two-factor/setup and /confirm (15 minutes).',
    properties: {
      step: { enum: ['two_factor', 'two_factor_setup'] },
      challenge: { type: 'string', description: 'Not a sign-in token: good only for the next step' },
    },
    required: ['step', 'challenge'],
    additionalProperties: false,
  },
  TwoFactorCodeInput: {
    type: 'object',
    properties: {
      challenge: CHALLENGE,
      code: CODE,
    },
    required: ['challenge', 'code'],
  },
  TwoFactorStatus: {
    type: 'object',
    properties: {
      enabled: { type: 'boolean' },
      since: { type: ['string', 'null'], format: 'date-time', description: 'When it was turned on' },
      recovery_codes_left: { type: 'integer', minimum: 0 },
      required: { type: 'boolean', description: "The user's role requires it (it cannot be turned off)" },
    },
    required: ['enabled', 'since', 'recovery_codes_left', 'required'],
    additionalProperties: false,
  },
  TwoFactorSetupInput: {
    type: 'object',
    properties: { challenge: { ...CHALLENGE, description: 'The `two_factor_setup` challenge of a sign-in; leave out when signed in' } },
  },
  TwoFactorSetup: {
    type: 'object',
    description: 'For the authenticator app; the secret is not shown again once confirmed',
    properties: {
      secret: { type: 'string', description: 'The TOTP secret in base32, to type in by hand' },
      uri: { type: 'string', description: 'The otpauth:// address' },
      qr: { type: 'string', description: 'The address as a QR code: an SVG data URL for an <img>' },
    },
    required: ['secret', 'uri', 'qr'],
    additionalProperties: false,
  },
  TwoFactorConfirmInput: {
    type: 'object',
    description: 'Signed in: with `current_password`. With a setup challenge: with `challenge`.',
    properties: { challenge: CHALLENGE, current_password: { type: 'string', writeOnly: true }, code: { ...CODE, description: 'The 6 digits the app shows now' } },
    required: ['code'],
  },
  TwoFactorEnabled: {
    type: 'object',
    description: 'Two-factor sign-in is on; every other sign-in ended, keep the new token. The recovery codes are shown this once.',
    properties: {
      token: { type: 'string' },
      user: { $ref: '#/components/schemas/AuthUser' },
      recovery_codes: RECOVERY_CODES,
    },
    required: ['token', 'user', 'recovery_codes'],
    additionalProperties: false,
  },
  PasswordAndCodeInput: {
    type: 'object',
    properties: { current_password: CURRENT_PASSWORD, code: CODE },
    required: ['current_password', 'code'],
  },
  RecoveryCodes: {
    type: 'object',
    properties: { recovery_codes: RECOVERY_CODES },
    required: ['recovery_codes'],
    additionalProperties: false,
  },
  AuthNotice: {
    type: 'object',
    description: 'What happens next, in words for the user',
    properties: { message: { type: 'string' } },
    required: ['message'],
    additionalProperties: false,
  },
  EmailChanged: {
    type: 'object',
    properties: { email: { type: 'string', format: 'email', description: 'The address the account signs in with from now on' } },
    required: ['email'],
    additionalProperties: false,
  },
};

const session = (status: string, description = 'Signed in') => ({ [status]: { description, content: json(dataOf(ref('AuthSession'))) } });
const signedOut = { 204: { description: 'Signed out: every token issued to the user before is refused from now on' } };

/** The account routes, as runtime-server/auth/routes.ts serves them. */
export function authPaths(): OpenApiDocument['paths'] {
  const auth = (id: string, summary: string, rest: Pick<OpenApiOperation, 'responses'> & Partial<OpenApiOperation>): OpenApiOperation => ({
    operationId: id,
    summary,
    tags: ['Auth'],
    security: [],
    'x-access': 'public',
    ...rest,
  });
  const signedIn = { security: securityFor('authenticated'), 'x-access': 'authenticated' as const };
  return {
    '/api/auth/login': {
      post: auth('login', 'Sign in', {
        description:
          'Failed attempts are limited per email and address, and per address across all emails. ' +
          'A right password of an account with two-factor sign-in (or whose role requires it) answers a challenge for the next step instead of a session.',
        requestBody: { required: true, content: json(ref('LoginInput')) },
        responses: {
          200: { description: 'Signed in, or a second step is needed', content: json(dataOf({ oneOf: [ref('AuthSession'), ref('SignInChallenge')] })) },
          ...errorRefs([400, 401, 429]),
        },
      }),
    },
    '/api/auth/login/two-factor': {
      post: auth('loginTwoFactor', 'Sign in: the code step', {
        description:
          'The challenge of the password step and a code: 6 digits from the authenticator app (each accepted once) or a recovery code (spent). ' +
          'Wrong codes count against the sign-in limits: per account from any address, and per address with wrong passwords.',
        requestBody: { required: true, content: json(ref('TwoFactorCodeInput')) },
        responses: { ...session('200'), ...errorRefs([400, 401, 429]) },
      }),
    },
    '/api/auth/two-factor': {
      get: auth('twoFactorStatus', 'Whether your two-factor sign-in is on', {
        ...signedIn,
        responses: { 200: { description: 'The state', content: json(dataOf(ref('TwoFactorStatus'))) }, ...errorRefs([400, 401]) },
      }),
    },
    '/api/auth/two-factor/setup': {
      post: auth('twoFactorSetup', 'Start setting up two-factor sign-in', {
        description:
          'Signed in, or with the `two_factor_setup` challenge of a sign-in. Makes a new secret that waits for `/confirm`; starting again replaces it. 409 when it is on already.',
        requestBody: { required: false, content: json(ref('TwoFactorSetupInput')) },
        responses: { 200: { description: 'Scan the QR code or type the secret into the app', content: json(dataOf(ref('TwoFactorSetup'))) }, ...errorRefs([400, 401, 409]) },
      }),
    },
    '/api/auth/two-factor/confirm': {
      post: auth('twoFactorConfirm', 'Turn two-factor sign-in on with a first code', {
        description: 'Signed in with the current password, or with the setup challenge. Every other sign-in ends; the answer carries a new token and the recovery codes, shown once. Wrong codes count against the sign-in limits.',
        requestBody: { required: true, content: json(ref('TwoFactorConfirmInput')) },
        responses: { 200: { description: 'On', content: json(dataOf(ref('TwoFactorEnabled'))) }, ...errorRefs([400, 401, 409, 429]) },
      }),
    },
    '/api/auth/two-factor/recovery-codes': {
      post: auth('twoFactorRecoveryCodes', 'New recovery codes', {
        ...signedIn,
        description: 'With the current password and a code. The old recovery codes stop working; the new ones are shown once.',
        requestBody: { required: true, content: json(ref('PasswordAndCodeInput')) },
        responses: { 200: { description: 'The new codes', content: json(dataOf(ref('RecoveryCodes'))) }, ...errorRefs([400, 401, 429]) },
      }),
    },
    '/api/auth/two-factor/disable': {
      post: auth('twoFactorDisable', 'Turn two-factor sign-in off', {
        ...signedIn,
        description: "With the current password and a code. 403 when the user's role requires it.",
        requestBody: { required: true, content: json(ref('PasswordAndCodeInput')) },
        responses: { 204: { description: 'Off: the next sign-in asks only for the password' }, ...errorRefs([400, 401, 403, 429]) },
      }),
    },
    '/api/auth/register': {
      post: auth('register', 'Create a customer account and sign in', {
        description:
          'The account always gets the customer role, which has no back-office access. Limited per address for every caller, with or without a token, ' +
          'and per caller with the other routes that send mail (429).',
        requestBody: { required: true, content: json(ref('RegisterInput')) },
        responses: { ...session('201'), ...errorRefs([400, 409, 429]) },
      }),
    },
    '/api/auth/logout': {
      post: auth('logout', 'Sign out', {
        ...signedIn,
        description: "Ends every token of the signed-in user (on every device), not only the one sent.",
        responses: { ...signedOut, ...errorRefs([400, 401]) },
      }),
    },
    '/api/auth/password': {
      post: auth('changePassword', 'Change your own password', {
        ...signedIn,
        description:
          'Asks for the current password; wrong ones are limited as failed sign-ins are, per account and per address (429). ' +
          'Every other sign-in of the user ends, and every pending reset or email-change link; the answer carries a new token for this one.',
        requestBody: { required: true, content: json(ref('PasswordChangeInput')) },
        responses: { ...session('200', 'Changed; keep the new token'), ...errorRefs([400, 401, 429]) },
      }),
    },
    '/api/auth/forgot-password': {
      post: auth('forgotPassword', 'Mail a link to choose a new password', {
        description:
          'Answers the same, in status, body and time, whether or not an account uses the address: the lookup and the mail happen after the answer. ' +
          'The link (`/reset-password?token=…`) works once, for one hour; an account is sent at most three an hour. Limited per address with the other writes made without signing in, ' +
          'and per caller with the other routes that send mail.',
        requestBody: { required: true, content: json(ref('ForgotPasswordInput')) },
        responses: { 202: { description: 'Accepted; a link is mailed if an account uses the address', content: json(dataOf(ref('AuthNotice'))) }, ...errorRefs([400, 429]) },
      }),
    },
    '/api/auth/reset-password': {
      post: auth('resetPassword', 'Choose a new password with a mailed link', {
        description:
          "Uses the link's token up, sets the password and ends every sign-in of the account and its other pending links. " +
          'A token that is unknown, used, expired, or made before the password changed or the account was signed out everywhere is a 400 saying which.',
        requestBody: { required: true, content: json(ref('ResetPasswordInput')) },
        responses: { 204: { description: 'The password is changed; sign in with it' }, ...errorRefs([400, 429]) },
      }),
    },
    '/api/auth/email': {
      post: auth('changeEmail', 'Ask to change your own email', {
        ...signedIn,
        description:
          'Asks for the current password (wrong ones are limited as failed sign-ins are), then mails a link (`/email-change?token=…`, valid 24 hours, once) to the new address. ' +
          'Nothing changes until the link is confirmed. The answer is the same whether or not another account uses the address (its owner is told of the attempt instead of being sent a link). ' +
          'At most three requests an hour per account, and the limit per caller of the routes that send mail (429), counted before the address is looked up.',
        requestBody: { required: true, content: json(ref('EmailChangeInput')) },
        responses: { 202: { description: 'Accepted: the link is on its way to the new address, unless another account uses it', content: json(dataOf(ref('AuthNotice'))) }, ...errorRefs([400, 401, 429]) },
      }),
    },
    '/api/auth/email/confirm': {
      post: auth('confirmEmailChange', 'Confirm a new email with the mailed link', {
        description:
          "Needs no sign-in (the link may be opened on another device). Uses the token up, changes the account's email, ends the account's other pending links and tells the old address. " +
          'A token that is unknown, used, expired, or made before the password changed or the account was signed out everywhere is a 400 saying which; an address taken meanwhile is a 409.',
        requestBody: { required: true, content: json(ref('EmailConfirmInput')) },
        responses: { 200: { description: 'Changed', content: json(dataOf(ref('EmailChanged'))) }, ...errorRefs([400, 409, 429]) },
      }),
    },
    '/api/auth/users/{id}/sign-out': {
      parameters: [{ name: 'id', in: 'path', required: true, description: 'The user id.', schema: { type: 'integer', minimum: 1 } }],
      post: auth('signOutUser', "End all of a user's sign-ins", {
        security: securityFor('admin'),
        'x-access': 'admin',
        description: "Needs the update permission on users, and a role that grants at least what the user's role grants.",
        responses: { ...signedOut, ...errorRefs([400, 401, 403, 404]) },
      }),
    },
    '/api/auth/users/two-factor': {
      get: auth('usersWithTwoFactor', 'The users with two-factor sign-in on', {
        security: securityFor('admin'),
        'x-access': 'admin',
        description: 'The ids of the users whose two-factor sign-in is on, in id order (the back office offers the reset only for them). Needs the read permission on users.',
        responses: { 200: { description: 'The user ids', content: json(dataOf({ type: 'array', items: { type: 'integer', minimum: 1 } })) }, ...errorRefs([400, 401, 403]) },
      }),
    },
    '/api/auth/users/{id}/two-factor/reset': {
      parameters: [{ name: 'id', in: 'path', required: true, description: 'The user id.', schema: { type: 'integer', minimum: 1 } }],
      post: auth('resetUserTwoFactor', "Reset a user's two-factor sign-in (a lost phone)", {
        security: securityFor('admin'),
        'x-access': 'admin',
        description:
          "Turns it off and ends the user's sign-ins: they sign in with the password alone, and set it up again if their role requires it. " +
          "Needs the update permission on users, and a role that grants at least what the user's role grants; not for one's own account. Written to the audit log.",
        responses: { 204: { description: 'Reset' }, ...errorRefs([400, 401, 403, 404]) },
      }),
    },
    '/api/auth/me': {
      get: auth('me', 'The signed-in user', {
        ...signedIn,
        responses: { 200: { description: 'The user of the token', content: json(dataOf(ref('AuthUser'))) }, ...errorRefs([400, 401]) },
      }),
    },
  };
}
