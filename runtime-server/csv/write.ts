/**
 * CSV output (RFC 4180): CRLF line ends; a field is quoted when it holds a
 * comma, a quote, a line break or leading/trailing space, quotes doubled.
 * A field starting with =, +, - or @ gets a leading apostrophe (inside the
 * quotes), so that a spreadsheet opening the export never runs it as a
 * formula (CSV injection); numbers like -3 are written by the caller as numbers.
 */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const FORMULA = /^[=+\-@\t\r]/;

/** One field as text. `numeric`: a number written as such, exempt from the formula guard. */
export function csvField(value: string, numeric = false): string {
  const safe = !numeric && FORMULA.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(fields: readonly { text: string; numeric?: boolean }[]): string {
  return `${fields.map((f) => csvField(f.text, f.numeric)).join(',')}\r\n`;
}
