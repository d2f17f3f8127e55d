/**
 * `filter[<column>]` values checked and converted as a column of each sort compares them, for the
 * field kinds' server parts (kinds/<kind>/server.ts). A value the column cannot compare is a 400
 * naming the parameter (`param`: `filter[total][in]`): PostgreSQL would refuse it (a 500), SQLite
 * would quietly match nothing.
 */
import { isRealDate, MAX_INT } from '../../runtime-shared/validation';
import { badRequest } from '../http/errors';

/** `true`/`1` or `false`/`0`. */
export function booleanFilter(raw: string, param: string): boolean {
  if (!['true', 'false', '1', '0'].includes(raw)) throw badRequest(`${param} must be true or false`);
  return raw === 'true' || raw === '1';
}

/**
 * A number; `whole` for integer columns (ids, relations, money in minor units, numbers not declared
 * `integer: false`), where PostgreSQL refuses 1.5 or 1e12 (a 500).
 */
export function numberFilter(raw: string, param: string, whole: boolean): number {
  const value = Number(raw);
  if (raw.trim() === '' || Number.isNaN(value)) throw badRequest(`${param} must be a number`);
  if (whole && (!Number.isInteger(value) || value > MAX_INT || value < -MAX_INT - 1)) throw badRequest(`${param} must be a whole number`);
  return value;
}

/** A date or an ISO 8601 moment: PostgreSQL refuses a comparison of a date column with text that is no date (a 500). */
export function momentFilter(raw: string, param: string): string {
  if (!isIsoMoment(raw)) throw badRequest(`${param} must be a date (YYYY-MM-DD) or an ISO 8601 date and time`);
  return raw;
}

/** YYYY-MM-DD, optionally with a time and zone, naming a day that exists (Date.parse rolls 02-31 over to March). */
function isIsoMoment(raw: string): boolean {
  return /^\d{4}-\d{2}-\d{2}(?:[T ]([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,6})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/.test(raw) && isRealDate(raw);
}

/** One of the field's declared options (an enum): anything else could never match, and is most likely a typo. */
export function optionFilter(raw: string, param: string, options: readonly { value: string }[] | undefined): string {
  if (options && !options.some((o) => o.value === raw)) throw badRequest(`${param} must be one of ${options.map((o) => o.value).join(', ')}`);
  return raw;
}
