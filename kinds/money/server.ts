import { numberFilter } from '../../runtime-server/crud/filter-values';
import type { ServerKind } from '../types/server';

/** Integer minor units (cents) in the column and the API; CSV carries the decimal amount (12.50). */
export const server: ServerKind = {
  fromColumn: (value) => (value === null || value === undefined ? null : Number(value)),
  filterValue: (raw, { param }) => numberFilter(raw, param, true),
  toCsv: (value) => ({ text: (Number(value) / 100).toFixed(2), numeric: true }),
  fromCsv: (text) => {
    const trimmed = text.trim();
    if (trimmed === '') return { value: text };
    if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: 'Enter an amount such as 12.50' };
    return { value: Math.round(Number(trimmed) * 100) };
  },
};
