import { displayTranslate } from '../i18n/display-language';
import { serverText } from '../i18n/server-messages';

/**
 * A failed API call. `message` is fit to show to the user; `fields` holds
 * per-field validation messages from a 400 answer (`{error: {message, fields}}`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(status: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

/**
 * The 409 of a save based on a copy someone else has changed since (`If-Match`,
 * runtime-server/crud/conflict.ts), not one of the other 409s (a unique value
 * taken, a state that forbids the change).
 */
export function isStaleSave(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && /changed by someone else/.test(error.message);
}

/**
 * A readable message for anything thrown, so the UI never shows "[object Object]"; in the admin, the API's
 * common messages are in the user's language (i18n/server-messages.ts).
 */
export function errorMessage(error: unknown): string {
  const t = displayTranslate();
  const message = error instanceof Error && error.message ? error.message : typeof error === 'string' && error ? error : undefined;
  if (message) return t ? serverText(message, t) : message;
  return t ? t('server.unknown') : 'Something went wrong. Please try again.';
}
