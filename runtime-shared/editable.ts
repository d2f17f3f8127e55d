/**
 * Whether a row may still change under its entity's `editableWhile`, judged
 * from the related record attached to the row (its relation carries the
 * deciding field, `RelationMeta.also`). The server decides for itself from
 * the database (runtime-server/crud/editable-while.ts); screens use this to
 * leave out Edit and Delete that would only be refused.
 */
import type { EditableWhileMeta, EntityMeta } from './meta';

/** Whether a stored value is one of the allowed ones. */
export const allowedValue = (rule: EditableWhileMeta, value: unknown): boolean => typeof value === 'string' && rule.in.includes(value);

/**
 * Whether the row is locked: the record it belongs to is known and not in an allowed state.
 * @example isLocked(orderItemMeta, { order_id: 3, order: { id: 3, order_number: 'A-1', status: 'shipped' } }) // true
 */
export function isLocked(meta: EntityMeta, row: Record<string, unknown>, parent?: Record<string, unknown> | null): boolean {
  const rule = meta.editableWhile;
  if (!rule) return false;
  const as = meta.fields.find((f) => f.name === rule.relation)?.relation?.as;
  const owner = parent ?? (as ? (row[as] as Record<string, unknown> | null | undefined) : undefined);
  if (!owner || !(rule.field in owner)) return false;
  return !allowedValue(rule, owner[rule.field]);
}
