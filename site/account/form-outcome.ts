/**
 * How the account forms show a refused request, the same whether the browser
 * sent it or the server's route action did (a form sent without JavaScript).
 */
import { ApiError, errorMessage } from '../../runtime-web/api/client';
import type { FieldErrors } from './validate';

/** The API names each wrong field; its message goes above the form. Anything else (offline, 5xx) is one message. */
export function formErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.fields ? { ...error.fields, form: error.message } : { form: errorMessage(error) };
}

/** The status of the page answered to a refused form: the API's, or 502 when the API could not be reached. */
export function answerStatus(error: unknown): number {
  return error instanceof ApiError && error.status >= 400 ? error.status : 502;
}
