/**
 * What the account routes (runtime-server/auth) accept and answer, in zod: the routes validate
 * with these schemas and the generator documents them (auth-routes.ts), so both read one source.
 * Shared because the generator may import runtime-shared only, never the server runtime.
 */
import { z } from 'zod';
import { ADMIN_LANGUAGES } from './admin-languages';
import { REQUIRED, dateTimeValue, idValue, passwordValue, textValue } from './validation';

const secret = { writeOnly: true } as const;

/**
 * An account's address: stored and compared in lower case. Documented by its pattern, not as
 * `format: email`: JSON Schema's email format is stricter than the check, and the document must
 * not refuse what the route accepts.
 */
export const emailValue = () => textValue({ required: true, max: 254, format: 'email' }).meta({ description: 'Stored in lower case' });

/** A new password, as the password policy (validation.ts) checks it. */
const newPassword = () => passwordValue({ required: true }).meta(secret);

/** The password the user signs in with now, typed again: only "present" is checked, the hash decides the rest. */
export const currentPasswordValue = () => z.string({ error: REQUIRED }).min(1, REQUIRED).meta({ ...secret, description: 'The password the user signs in with now' });

/** A token from a mailed link (43 characters of base64url); anything longer is not one of ours. */
const linkTokenValue = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(200, 'This link is not valid. Ask for a new one.')
    .meta({ ...secret, description: 'The `token` of the mailed link; it works once, until it expires' });

const codeValue = () =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(40, 'This code is not right').meta({ ...secret, description: 'The 6 digits the authenticator app shows, or an unused recovery code' });
const challengeValue = () =>
  z.string({ error: REQUIRED }).min(1, REQUIRED).max(2000, 'This sign-in has expired; sign in again').meta({ ...secret, description: 'The `challenge` the password step answered' });

export const loginInput = z
  .object({ email: z.string({ error: REQUIRED }).trim().min(1, REQUIRED), password: z.string({ error: REQUIRED }).min(1, REQUIRED) })
  .meta({ id: 'LoginInput' });
export const registerInput = z
  .object({ first_name: textValue({ required: true, max: 80 }), last_name: textValue({ required: false, max: 80 }), email: emailValue(), password: newPassword() })
  .meta({ id: 'RegisterInput' });
export const passwordChangeInput = z.object({ current_password: currentPasswordValue(), new_password: newPassword() }).meta({ id: 'PasswordChangeInput' });
export const emailChangeInput = z
  .object({ current_password: currentPasswordValue(), email: emailValue().meta({ description: 'The new address; the link is mailed there' }) })
  .meta({ id: 'EmailChangeInput' });
export const forgotPasswordInput = z.object({ email: emailValue() }).meta({ id: 'ForgotPasswordInput' });
export const resetPasswordInput = z.object({ token: linkTokenValue(), password: newPassword() }).meta({ id: 'ResetPasswordInput' });
export const emailConfirmInput = z.object({ token: linkTokenValue() }).meta({ id: 'EmailConfirmInput' });

export const twoFactorCodeInput = z.object({ challenge: challengeValue(), code: codeValue() }).meta({ id: 'TwoFactorCodeInput' });
export const twoFactorSetupInput = z
  .object({ challenge: challengeValue().optional().meta({ description: 'The `two_factor_setup` challenge of a sign-in; leave out when signed in' }) })
  .meta({ id: 'TwoFactorSetupInput' });
export const twoFactorConfirmInput = z
  .object({ challenge: challengeValue().optional(), current_password: z.string().optional().meta(secret), code: codeValue().meta({ description: 'The 6 digits the app shows now' }) })
  .meta({ id: 'TwoFactorConfirmInput', description: 'Signed in: with `current_password`. With a setup challenge: with `challenge`.' });
export const passwordAndCodeInput = z.object({ current_password: currentPasswordValue(), code: codeValue() }).meta({ id: 'PasswordAndCodeInput' });

const OPERATION = z.enum(['read', 'create', 'update', 'delete']);

/** The account as runtime-server/auth/accounts.ts answers it: never the password hash. */
export const authUser = z
  .object({
    id: z.int().min(1),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    role_id: z.int().nullable(),
    language: z.string().nullable().optional().meta({ description: "The language of the admin's own texts (`en`, `de`); English when missing or unknown" }),
    role: z
      .object({
        id: z.int(),
        key: z.string(),
        name: z.string(),
        admin_access: z.boolean(),
        all_permissions: z.boolean(),
        requires_two_factor: z.boolean().meta({ description: 'Its users sign in with a second factor' }),
        permissions: z.record(z.string(), z.array(OPERATION)),
      })
      .meta({ description: 'What the role grants: the back office at all, everything, or operations per entity' })
      .nullable(),
  })
  .meta({ id: 'AuthUser' });

export const languageInput = z.object({ language: z.enum(ADMIN_LANGUAGES, { error: `Choose one of: ${ADMIN_LANGUAGES.join(', ')}` }) }).meta({ id: 'LanguageInput' });

export const authSession = z.object({ token: z.string().meta({ description: 'Send as `Authorization: Bearer <token>`' }), user: authUser }).meta({ id: 'AuthSession' });

export const signInChallenge = z
  .object({
    step: z.enum(['two_factor', 'two_factor_setup']),
    challenge: z.string().meta({ description: 'Not a sign-in token: good only for the next step' }),
  })
  .meta({
    id: 'SignInChallenge',
    description:
      'The password was right and a second step is needed. `two_factor`: send a code with the challenge to POST /api/auth/login/two-factor (5 minutes). ' +
      '`two_factor_setup`: the role requires two-factor sign-in and the account has not set it up; set it up with the challenge at POST /api/auth/two-factor/setup and /confirm (15 minutes).',
  });

export const twoFactorStatus = z
  .object({
    enabled: z.boolean(),
    since: z.string().nullable().meta({ format: 'date-time', description: 'When it was turned on' }),
    recovery_codes_left: z.int().min(0),
    required: z.boolean().meta({ description: "The user's role requires it (it cannot be turned off)" }),
  })
  .meta({ id: 'TwoFactorStatus' });

export const twoFactorSetup = z
  .object({
    secret: z.string().meta({ description: 'The TOTP secret in base32, to type in by hand' }),
    uri: z.string().meta({ description: 'The otpauth:// address' }),
    qr: z.string().meta({ description: 'The address as a QR code: an SVG data URL for an <img>' }),
  })
  .meta({ id: 'TwoFactorSetup', description: 'For the authenticator app; the secret is not shown again once confirmed' });

const recoveryCodes = z
  .array(z.string().regex(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/))
  .length(10)
  .meta({ description: 'Ten one-time codes for when the phone is not at hand; each works once. Shown only now.' });

export const twoFactorEnabled = z
  .object({ token: z.string(), user: authUser, recovery_codes: recoveryCodes })
  .meta({ id: 'TwoFactorEnabled', description: 'Two-factor sign-in is on; every other sign-in ended, keep the new token. The recovery codes are shown this once.' });

export const recoveryCodesAnswer = z.object({ recovery_codes: recoveryCodes }).meta({ id: 'RecoveryCodes' });
export const authNotice = z.object({ message: z.string() }).meta({ id: 'AuthNotice', description: 'What happens next, in words for the user' });
export const emailChanged = z
  .object({ email: z.string().meta({ description: 'The address the account signs in with from now on' }) })
  .meta({ id: 'EmailChanged' });

/** A new API key: what it is for, its role, and when it stops working (none: until revoked). */
export const apiKeyInput = z
  .object({
    name: textValue({ required: true, max: 80 }).meta({ description: 'What the key is for: the audit log names its writes so', examples: ['Warehouse sync'] }),
    role_id: idValue({ required: true }).meta({ description: 'The role the key acts with: at most what your own role grants', examples: [1] }),
    expires_at: dateTimeValue({ required: false }).meta({ description: 'When the key stops working; none: until revoked', examples: ['2099-01-01T00:00:00.000Z'] }),
  })
  .strict()
  .meta({ id: 'ApiKeyInput' });
