/**
 * The guard of a conditional update (`update(..., { where })`): conditions on
 * the stored row, tested inside the write's transaction on the row read and
 * locked there, so a guarded write is race-safe (of two payments of the last
 * unit, one finds `quantity >= 1` no longer true).
 */
import type { ColumnValue, Row } from '../crud/serialize';

type Scalar = string | number | boolean | null;

/** A field's condition: a value (or `null`), one of several values, or a bound. */
export type Condition<V = Scalar> = V | null | readonly V[] | { gte: number | string } | { lte: number | string };

export type Where<R = Record<string, unknown>> = { [K in keyof R]?: Condition<Exclude<R[K], undefined>> };

/** A stored value compared as the API shows it: SQLite stores booleans as 0/1, PostgreSQL may answer numbers as strings. */
function same(stored: ColumnValue | undefined, wanted: ColumnValue): boolean {
  if (wanted === null) return stored === null || stored === undefined;
  if (stored === null || stored === undefined) return false;
  if (typeof wanted === 'boolean') return Boolean(Number(stored) || stored === true) === wanted;
  if (typeof wanted === 'number') return Number(stored) === wanted;
  return String(stored) === String(wanted);
}

// A condition names values as the API shows them: text, numbers, booleans, null.
function meets(stored: ColumnValue | undefined, condition: unknown): boolean {
  if (Array.isArray(condition)) return (condition as unknown[]).some((value) => same(stored, value as ColumnValue));
  if (condition !== null && typeof condition === 'object') {
    if (stored === null || stored === undefined) return false;
    const bound = 'gte' in condition ? (condition as { gte: number | string }).gte : (condition as { lte: number | string }).lte;
    const [a, b] = typeof bound === 'number' ? [Number(stored), bound] : [String(stored), bound];
    return 'gte' in condition ? a >= b : a <= b;
  }
  return same(stored, condition as ColumnValue);
}

/** Whether the stored row meets every condition. */
export const matches = (row: Row, where: Where): boolean => Object.entries(where).every(([field, condition]) => meets(row[field] as ColumnValue | undefined, condition));
