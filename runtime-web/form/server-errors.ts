import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client';

/**
 * Puts the field messages of a refused save under their fields: a 400 names
 * the invalid fields, a 409 the value already used (a unique field). Answers
 * whether there were any; the caller still shows the error's message.
 * @example if (!showFieldErrors(form.setError, error)) toast.error(errorMessage(error));
 */
export function showFieldErrors(setError: UseFormSetError<FieldValues>, error: unknown): boolean {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409) || !error.fields) return false;
  for (const [name, message] of Object.entries(error.fields)) setError(name, { type: 'server', message });
  return Object.keys(error.fields).length > 0;
}
