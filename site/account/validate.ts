/**
 * What the account forms check before sending, with the server's own
 * messages (runtime-shared/validation), so an error reads the same whether
 * the browser or the API found it. The server checks everything again.
 */
export type FieldErrors = Record<string, string | undefined>;

export const REQUIRED = 'This field is required';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): string | undefined {
  if (!value.trim()) return REQUIRED;
  return EMAIL.test(value.trim()) ? undefined : 'Enter a valid email address';
}

/** The password policy of every account: 8 to 200 characters. */
export function checkNewPassword(password: string, repeat: string): FieldErrors {
  if (!password) return { password: REQUIRED };
  if (password.length < 8) return { password: 'Use at least 8 characters' };
  if (password.length > 200) return { password: 'Must be at most 200 characters' };
  return repeat === password ? {} : { password_repeat: 'The two passwords differ' };
}

export function checkRegistration(values: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {
    first_name: values.first_name?.trim() ? undefined : REQUIRED,
    email: checkEmail(values.email ?? ''),
    ...checkNewPassword(values.password ?? '', values.password_repeat ?? ''),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);
