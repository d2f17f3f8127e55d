/**
 * The account routes of runtime-server/auth (routes.ts, password-reset.ts, email-change.ts), typed. They are
 * hand-written on the server, so their client is hand-written here.
 * @example const { token, user } = await authApi.login({ email, password });
 */
import type { AdminLanguage } from '../../runtime-shared/admin-languages';
import type { AuthUser } from '../auth/storage';
import { apiGet, apiSend, type DataResponse, type RequestOptions } from './client';

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput {
  first_name: string;
  last_name?: string | null;
  email: string;
  password: string;
}

export interface PasswordChangeInput {
  current_password: string;
  new_password: string;
}

export interface EmailChangeInput {
  current_password: string;
  email: string;
}

export interface ResetPasswordInput {
  /** The `token` of the mailed link. */
  token: string;
  password: string;
}

/** What an account route that mails a link answers: what happens next, in words for the user. */
export interface AuthNotice {
  message: string;
}

/** What login and register answer: keep the token with `saveAuth`. */
export interface AuthSession {
  token: string;
  user: AuthUser;
}

/** A right password when a second step is needed (two-factor sign-in on, or required by the role and not set up). */
export interface SignInChallenge {
  step: 'two_factor' | 'two_factor_setup';
  /** Not a sign-in: good only for the next step, for a few minutes. */
  challenge: string;
}

export const isChallenge = (answer: AuthSession | SignInChallenge): answer is SignInChallenge => 'challenge' in answer;

export interface TwoFactorStatus {
  enabled: boolean;
  since: string | null;
  recovery_codes_left: number;
  /** The role requires it: it cannot be turned off. */
  required: boolean;
}

/** What an authenticator app needs: the secret as text, its otpauth:// address, and that address as a QR code (an image data URL). */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
  qr: string;
}

/** Signed in, the current password; with a sign-in's setup challenge, the challenge. */
export type TwoFactorProof = { current_password: string } | { challenge: string };

const data = async <T>(answer: Promise<DataResponse<T>>): Promise<T> => (await answer).data;

export const authApi = {
  /** A session, or a challenge for the code step (`loginTwoFactor`) or a setup (`twoFactorSetup`): see `isChallenge`. */
  login: (input: LoginInput, options?: RequestOptions) => data(apiSend<DataResponse<AuthSession | SignInChallenge>>('POST', '/api/auth/login', input, options)),
  /** The code step: the app's 6 digits or a recovery code. */
  loginTwoFactor: (challenge: string, code: string) => data(apiSend<DataResponse<AuthSession>>('POST', '/api/auth/login/two-factor', { challenge, code }, { anonymous: true })),
  twoFactorStatus: (options?: RequestOptions) => data(apiGet<DataResponse<TwoFactorStatus>>('/api/auth/two-factor', options)),
  /** Starts a setup, signed in or with a sign-in's setup challenge. */
  twoFactorSetup: (challenge?: string) =>
    data(apiSend<DataResponse<TwoFactorSetup>>('POST', '/api/auth/two-factor/setup', challenge ? { challenge } : {}, challenge ? { anonymous: true } : undefined)),
  /** Turns it on with a first code; answers a new session (keep it with `saveAuth`) and the recovery codes, shown once. */
  twoFactorConfirm: (proof: TwoFactorProof, code: string) =>
    data(apiSend<DataResponse<AuthSession & { recovery_codes: string[] }>>('POST', '/api/auth/two-factor/confirm', { ...proof, code }, 'challenge' in proof ? { anonymous: true } : undefined)),
  newRecoveryCodes: (current_password: string, code: string) => data(apiSend<DataResponse<{ recovery_codes: string[] }>>('POST', '/api/auth/two-factor/recovery-codes', { current_password, code })),
  disableTwoFactor: (current_password: string, code: string) => apiSend<void>('POST', '/api/auth/two-factor/disable', { current_password, code }),
  /** The ids of the users whose two-factor sign-in is on (staff who may read users). */
  usersWithTwoFactor: (options?: RequestOptions) => data(apiGet<DataResponse<number[]>>('/api/auth/users/two-factor', options)),
  /** An admin turns off another user's two-factor sign-in (a lost phone); their sign-ins end. */
  resetUserTwoFactor: (userId: number) => apiSend<void>('POST', `/api/auth/users/${userId}/two-factor/reset`),
  register: (input: RegisterInput, options?: RequestOptions) => data(apiSend<DataResponse<AuthSession>>('POST', '/api/auth/register', input, options)),
  /** The user of the stored token; a 401 ends the session (see client.ts). */
  me: (options?: RequestOptions) => data(apiGet<DataResponse<AuthUser>>('/api/auth/me', options)),
  /** Ends every token of the signed-in user on the server. */
  logout: () => apiSend<void>('POST', '/api/auth/logout'),
  /** Asks for the current password; answers a new session (every other one ends): keep it with `saveAuth`. */
  /** The language of the admin's own texts for the signed-in user; answers the user with it. */
  setLanguage: (language: AdminLanguage) => data(apiSend<DataResponse<AuthUser>>('POST', '/api/auth/language', { language })),
  changePassword: (input: PasswordChangeInput) => data(apiSend<DataResponse<AuthSession>>('POST', '/api/auth/password', input)),
  /** Asks for the current password and mails a confirmation link to the new address; nothing changes until it is followed. */
  changeEmail: (input: EmailChangeInput) => data(apiSend<DataResponse<AuthNotice>>('POST', '/api/auth/email', input)),
  /** Follows the link of `changeEmail`; needs no sign-in. Answers the address the account now uses. */
  confirmEmailChange: (token: string) => data(apiSend<DataResponse<{ email: string }>>('POST', '/api/auth/email/confirm', { token }, { anonymous: true })),
  /** Mails a reset link if an account uses the address; answers the same either way. `options`: e.g. the server's loopback address (a form sent without JavaScript). */
  forgotPassword: (email: string, options?: RequestOptions) => data(apiSend<DataResponse<AuthNotice>>('POST', '/api/auth/forgot-password', { email }, { anonymous: true, ...options })),
  /** Sets a new password with the mailed link's token; every sign-in of the account ends. */
  resetPassword: (input: ResetPasswordInput, options?: RequestOptions) => apiSend<void>('POST', '/api/auth/reset-password', input, { anonymous: true, ...options }),
  /** An admin ends all sign-ins of another user. */
  signOutUser: (userId: number) => apiSend<void>('POST', `/api/auth/users/${userId}/sign-out`),
};
