/**
 * The text a form sent under `name`, '' when it sent none. Text inputs always give a string; a `File` (a file
 * input) is not text and reads as '' as well, rather than as "[object File]".
 */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
