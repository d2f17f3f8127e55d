/**
 * Typed HTTP errors. Services throw them; `error-handler.ts` turns them into
 * the one JSON error shape: `{ error: { message, fields? } }`.
 */
export class APIError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'APIError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new APIError(400, message, fields);
export const invalidFields = (fields: Record<string, string>) =>
  new APIError(400, 'Please correct the highlighted fields', fields);
export const unauthorized = (message = 'Sign in to continue') => new APIError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new APIError(403, message);
export const notFound = (what = 'The record') => new APIError(404, `${what} was not found`);
export const conflict = (message: string, fields?: Record<string, string>) => new APIError(409, message, fields);
export const tooLarge = (message: string, fields?: Record<string, string>) => new APIError(413, message, fields);
export const unsupportedType = (message: string, fields?: Record<string, string>) => new APIError(415, message, fields);
