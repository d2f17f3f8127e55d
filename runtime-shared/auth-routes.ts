/**
 * The account routes every app mounts (runtime-server/auth), declared once (api-route.ts):
 * sign-in, sign-up, sign-out, changing one's own password (with the current password), a
 * forgotten password (a mailed reset link), changing one's own email (the current password, then
 * a link mailed to the new address), ending another user's sessions, two-factor sign-in, and `me`.
 * The handlers validate with these declarations; the generator writes them into
 * generated/openapi.json (generator/emit/openapi-auth.ts).
 */
import { z } from 'zod';
import { apiRoute, component, data, type ApiRoute, type RouteAnswer } from './api-route';
import * as s from './auth-schemas';

const tags = ['Auth'];
const session = (description = 'Signed in'): RouteAnswer => ({ description, schema: data(s.authSession) });
const SIGNED_OUT: RouteAnswer = { description: 'Signed out: every token issued to the user before is refused from now on' };
const userId = z.object({ id: z.int().min(1).meta({ description: 'The user id.' }) });

export const LOGIN = apiRoute({
  method: 'post',
  path: '/api/auth/login',
  operationId: 'login',
  summary: 'Sign in',
  tags,
  access: 'public',
  description:
    'Failed attempts are limited per email and address, and per address across all emails. ' +
    'A right password of an account with two-factor sign-in (or whose role requires it) answers a challenge for the next step instead of a session.',
  body: s.loginInput,
  answers: { 200: { description: 'Signed in, or a second step is needed', schema: data(z.union([s.authSession, s.signInChallenge])) } },
  errors: [400, 401, 429],
});

export const LOGIN_TWO_FACTOR = apiRoute({
  method: 'post',
  path: '/api/auth/login/two-factor',
  operationId: 'loginTwoFactor',
  summary: 'Sign in: the code step',
  tags,
  access: 'public',
  description:
    'The challenge of the password step and a code: 6 digits from the authenticator app (each accepted once) or a recovery code (spent). ' +
    'Wrong codes count against the sign-in limits: per account from any address, and per address with wrong passwords.',
  body: s.twoFactorCodeInput,
  answers: { 200: session() },
  errors: [400, 401, 429],
});

export const TWO_FACTOR_STATUS = apiRoute({
  method: 'get',
  path: '/api/auth/two-factor',
  operationId: 'twoFactorStatus',
  summary: 'Whether your two-factor sign-in is on',
  tags,
  access: 'authenticated',
  answers: { 200: { description: 'The state', schema: data(s.twoFactorStatus) } },
  errors: [400, 401],
});

export const TWO_FACTOR_SETUP = apiRoute({
  method: 'post',
  path: '/api/auth/two-factor/setup',
  operationId: 'twoFactorSetup',
  summary: 'Start setting up two-factor sign-in',
  tags,
  access: 'public',
  description:
    'Signed in, or with the `two_factor_setup` challenge of a sign-in. Makes a new secret that waits for `/confirm`; starting again replaces it. 409 when it is on already.',
  body: s.twoFactorSetupInput,
  optionalBody: true,
  answers: { 200: { description: 'Scan the QR code or type the secret into the app', schema: data(s.twoFactorSetup) } },
  errors: [400, 401, 409],
});

export const TWO_FACTOR_CONFIRM = apiRoute({
  method: 'post',
  path: '/api/auth/two-factor/confirm',
  operationId: 'twoFactorConfirm',
  summary: 'Turn two-factor sign-in on with a first code',
  tags,
  access: 'public',
  description:
    'Signed in with the current password, or with the setup challenge. Every other sign-in ends; the answer carries a new token and the recovery codes, shown once. Wrong codes count against the sign-in limits.',
  body: s.twoFactorConfirmInput,
  answers: { 200: { description: 'On', schema: data(s.twoFactorEnabled) } },
  errors: [400, 401, 409, 429],
});

export const RECOVERY_CODES = apiRoute({
  method: 'post',
  path: '/api/auth/two-factor/recovery-codes',
  operationId: 'twoFactorRecoveryCodes',
  summary: 'New recovery codes',
  tags,
  access: 'authenticated',
  description: 'With the current password and a code. The old recovery codes stop working; the new ones are shown once.',
  body: s.passwordAndCodeInput,
  answers: { 200: { description: 'The new codes', schema: data(s.recoveryCodesAnswer) } },
  errors: [400, 401, 429],
});

export const TWO_FACTOR_DISABLE = apiRoute({
  method: 'post',
  path: '/api/auth/two-factor/disable',
  operationId: 'twoFactorDisable',
  summary: 'Turn two-factor sign-in off',
  tags,
  access: 'authenticated',
  description: "With the current password and a code. 403 when the user's role requires it.",
  body: s.passwordAndCodeInput,
  answers: { 204: { description: 'Off: the next sign-in asks only for the password' } },
  errors: [400, 401, 403, 429],
});

export const REGISTER = apiRoute({
  method: 'post',
  path: '/api/auth/register',
  operationId: 'register',
  summary: 'Create a customer account and sign in',
  tags,
  access: 'public',
  description:
    'The account always gets the customer role, which has no back-office access. Limited per address for every caller, with or without a token, ' +
    'and per caller with the other routes that send mail (429).',
  body: s.registerInput,
  answers: { 201: session() },
  errors: [400, 409, 429],
});

export const LOGOUT = apiRoute({
  method: 'post',
  path: '/api/auth/logout',
  operationId: 'logout',
  summary: 'Sign out',
  tags,
  access: 'authenticated',
  description: 'Ends every token of the signed-in user (on every device), not only the one sent.',
  answers: { 204: SIGNED_OUT },
  errors: [400, 401],
});

export const CHANGE_PASSWORD = apiRoute({
  method: 'post',
  path: '/api/auth/password',
  operationId: 'changePassword',
  summary: 'Change your own password',
  tags,
  access: 'authenticated',
  description:
    'Asks for the current password; wrong ones are limited as failed sign-ins are, per account and per address (429). ' +
    'Every other sign-in of the user ends, and every pending reset or email-change link; the answer carries a new token for this one.',
  body: s.passwordChangeInput,
  answers: { 200: session('Changed; keep the new token') },
  errors: [400, 401, 429],
});

export const FORGOT_PASSWORD = apiRoute({
  method: 'post',
  path: '/api/auth/forgot-password',
  operationId: 'forgotPassword',
  summary: 'Mail a link to choose a new password',
  tags,
  access: 'public',
  description:
    'Answers the same, in status, body and time, whether or not an account uses the address: the lookup and the mail happen after the answer. ' +
    'The link (`/reset-password?token=…`) works once, for one hour; an account is sent at most three an hour. Limited per address with the other writes made without signing in, ' +
    'and per caller with the other routes that send mail.',
  body: s.forgotPasswordInput,
  answers: { 202: { description: 'Accepted; a link is mailed if an account uses the address', schema: data(s.authNotice) } },
  errors: [400, 429],
});

export const RESET_PASSWORD = apiRoute({
  method: 'post',
  path: '/api/auth/reset-password',
  operationId: 'resetPassword',
  summary: 'Choose a new password with a mailed link',
  tags,
  access: 'public',
  description:
    "Uses the link's token up, sets the password and ends every sign-in of the account and its other pending links. " +
    'A token that is unknown, used, expired, or made before the password changed or the account was signed out everywhere is a 400 saying which.',
  body: s.resetPasswordInput,
  answers: { 204: { description: 'The password is changed; sign in with it' } },
  errors: [400, 429],
});

export const CHANGE_EMAIL = apiRoute({
  method: 'post',
  path: '/api/auth/email',
  operationId: 'changeEmail',
  summary: 'Ask to change your own email',
  tags,
  access: 'authenticated',
  description:
    'Asks for the current password (wrong ones are limited as failed sign-ins are), then mails a link (`/email-change?token=…`, valid 24 hours, once) to the new address. ' +
    'Nothing changes until the link is confirmed. The answer is the same whether or not another account uses the address (its owner is told of the attempt instead of being sent a link). ' +
    'At most three requests an hour per account, and the limit per caller of the routes that send mail (429), counted before the address is looked up.',
  body: s.emailChangeInput,
  answers: { 202: { description: 'Accepted: the link is on its way to the new address, unless another account uses it', schema: data(s.authNotice) } },
  errors: [400, 401, 429],
});

export const CONFIRM_EMAIL_CHANGE = apiRoute({
  method: 'post',
  path: '/api/auth/email/confirm',
  operationId: 'confirmEmailChange',
  summary: 'Confirm a new email with the mailed link',
  tags,
  access: 'public',
  description:
    "Needs no sign-in (the link may be opened on another device). Uses the token up, changes the account's email, ends the account's other pending links and tells the old address. " +
    'A token that is unknown, used, expired, or made before the password changed or the account was signed out everywhere is a 400 saying which; an address taken meanwhile is a 409.',
  body: s.emailConfirmInput,
  answers: { 200: { description: 'Changed', schema: data(s.emailChanged) } },
  errors: [400, 409, 429],
});

export const SIGN_OUT_USER = apiRoute({
  method: 'post',
  path: '/api/auth/users/{id}/sign-out',
  operationId: 'signOutUser',
  summary: "End all of a user's sign-ins",
  tags,
  access: 'admin',
  description: "Needs the update permission on users, and a role that grants at least what the user's role grants.",
  params: userId,
  answers: { 204: SIGNED_OUT },
  errors: [400, 401, 403, 404],
});

export const USERS_WITH_TWO_FACTOR = apiRoute({
  method: 'get',
  path: '/api/auth/users/two-factor',
  operationId: 'usersWithTwoFactor',
  summary: 'The users with two-factor sign-in on',
  tags,
  access: 'admin',
  description: 'The ids of the users whose two-factor sign-in is on, in id order (the back office offers the reset only for them). Needs the read permission on users.',
  answers: { 200: { description: 'The user ids', schema: data(z.array(z.int().min(1))) } },
  errors: [400, 401, 403],
});

export const RESET_USER_TWO_FACTOR = apiRoute({
  method: 'post',
  path: '/api/auth/users/{id}/two-factor/reset',
  operationId: 'resetUserTwoFactor',
  summary: "Reset a user's two-factor sign-in (a lost phone)",
  tags,
  access: 'admin',
  description:
    "Turns it off and ends the user's sign-ins: they sign in with the password alone, and set it up again if their role requires it. " +
    "Needs the update permission on users, and a role that grants at least what the user's role grants; not for one's own account. Written to the audit log.",
  params: userId,
  answers: { 204: { description: 'Reset' } },
  errors: [400, 401, 403, 404],
});

export const SET_LANGUAGE = apiRoute({
  method: 'post',
  path: '/api/auth/language',
  operationId: 'setLanguage',
  summary: "Choose the language of your admin",
  tags,
  access: 'authenticated',
  description: "Sets the signed-in user's `language`: the admin shows its own buttons and messages in it. Content languages are LOCALES, not this.",
  body: s.languageInput,
  answers: { 200: { description: 'The user with the new language', schema: data(s.authUser) } },
  errors: [400, 401],
});

export const ME = apiRoute({
  method: 'get',
  path: '/api/auth/me',
  operationId: 'me',
  summary: 'The signed-in user',
  tags,
  access: 'authenticated',
  answers: { 200: { description: 'The user of the token', schema: data(s.authUser) } },
  errors: [400, 401],
});

/** Every account route, in the document's order. */
export const AUTH_ROUTES: readonly ApiRoute[] = [
  LOGIN, LOGIN_TWO_FACTOR, TWO_FACTOR_STATUS, TWO_FACTOR_SETUP, TWO_FACTOR_CONFIRM, RECOVERY_CODES, TWO_FACTOR_DISABLE, REGISTER, LOGOUT, CHANGE_PASSWORD,
  FORGOT_PASSWORD, RESET_PASSWORD, CHANGE_EMAIL, CONFIRM_EMAIL_CHANGE, SIGN_OUT_USER, USERS_WITH_TWO_FACTOR, RESET_USER_TWO_FACTOR, SET_LANGUAGE, ME,
];

const keyId = z.object({ id: z.int().min(1).meta({ description: 'The API key id.' }) });
const apiKey = component('ApiKey');

export const CREATE_API_KEY = apiRoute({
  method: 'post',
  path: '/api/api-keys',
  operationId: 'createApiKey',
  summary: 'Make an API key',
  tags,
  access: 'admin',
  description:
    'Needs the create permission on api-key, and a sign-in (a key cannot make keys). The role may grant no more than your own. ' +
    'The answer holds the key itself, once: only its SHA-256 is stored. Send it as `Authorization: Bearer <key>`.',
  body: s.apiKeyInput,
  answers: { 201: { description: 'Made: copy the key now, it is not shown again', schema: data(z.object({ key: z.string().meta({ description: 'The key, starting ak_' }), api_key: apiKey })) } },
  errors: [400, 401, 403],
});

export const REVOKE_API_KEY = apiRoute({
  method: 'post',
  path: '/api/api-keys/{id}/revoke',
  operationId: 'revokeApiKey',
  summary: 'Revoke an API key',
  tags,
  access: 'admin',
  description: 'Needs the update permission on api-key, and a role that grants at least what the key grants. The key is refused from the next request. Revoking it again changes nothing.',
  params: keyId,
  answers: { 200: { description: 'Revoked', schema: data(apiKey) } },
  errors: [400, 401, 403, 404],
});

/** The API key routes (runtime-server/auth/api-key-routes.ts). */
export const API_KEY_ROUTES: readonly ApiRoute[] = [CREATE_API_KEY, REVOKE_API_KEY];
