/** Lists and objects stored as JSON text (SQLite) or read back already parsed (a driver's JSON type). */

/** The stored value parsed; `fallback` when it is missing or is no JSON. */
export function parseJsonColumn(value: unknown, fallback: unknown): unknown {
  if (typeof value !== 'string') return value ?? fallback;
  try {
    return JSON.parse(value);
  } catch {
    return fallback;
  }
}

/** A list or an object as the text column stores it; null stays null. */
export const jsonColumnText = (value: unknown): string | null | undefined => (value === null ? null : value === undefined ? undefined : JSON.stringify(value));
