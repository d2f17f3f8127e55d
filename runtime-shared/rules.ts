/**
 * Rules across fields (`rules` of an entity), run by the same code in the
 * admin form (runtime-web/form/EntityFormBody.tsx) and on the server
 * (runtime-server/crud/rules.ts), so both refuse the same values with the
 * same message under the same field.
 */
import type { RuleMeta } from './meta';

type Values = Readonly<Record<string, unknown>>;

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

/** A number, a money amount (cents) or a date (`YYYY-MM-DD` or ISO time), in one comparable form. */
function comparable(value: unknown): number | string {
  return typeof value === 'number' ? value : /^-?\d+(\.\d+)?$/.test(String(value)) ? Number(value) : String(value);
}

/**
 * The rules the values break that need no database (`lessThan`, `notBefore`):
 * field → message. A rule whose fields are not both set holds.
 * @example checkRules([{ field: 'discount_price', lessThan: 'price', message: '...' }], { price: 1000, discount_price: 1200 })
 *   // → { discount_price: '...' }
 */
export function checkRules(rules: readonly RuleMeta[] | undefined, values: Values): Record<string, string> {
  const broken: Record<string, string> = {};
  for (const rule of rules ?? []) {
    const value = values[rule.field];
    if ('lessThan' in rule) {
      const other = values[rule.lessThan];
      if (isSet(value) && isSet(other) && !(comparable(value) < comparable(other))) broken[rule.field] ??= rule.message;
    } else if ('notBefore' in rule) {
      const other = values[rule.notBefore];
      if (isSet(value) && isSet(other) && comparable(value) < comparable(other)) broken[rule.field] ??= rule.message;
    }
  }
  return broken;
}
