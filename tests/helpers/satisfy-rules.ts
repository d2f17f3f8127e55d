/**
 * Valid sample bodies must also keep the entity's rules across fields: a
 * `lessThan` field is set below the other, a `belongsTo` relation points at a
 * target row of the chosen owner; an `editableWhile` relation points at a
 * record that still allows changes (an order line: a pending order). Generic
 * over every entity's declared rules.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';

export async function satisfyRules(db: Knex, meta: EntityMeta | undefined, values: Record<string, unknown>): Promise<void> {
  for (const rule of meta?.rules ?? []) {
    if ('lessThan' in rule && typeof values[rule.lessThan] === 'number' && typeof values[rule.field] === 'number') {
      values[rule.lessThan] = Math.max(Number(values[rule.lessThan]), 2);
      values[rule.field] = Number(values[rule.lessThan]) - 1;
    }
    if ('belongsTo' in rule && values[rule.field] !== undefined && values[rule.field] !== null) {
      const row = await db(rule.belongsTo.table).where(rule.belongsTo.via, values[rule.belongsTo.relation] as number).orderBy('id').first('id');
      values[rule.field] = row ? Number(row.id) : null;
    }
  }
  const lock = meta?.editableWhile;
  if (lock && lock.relation in values) {
    const open = await db(lock.table).whereIn(lock.field, [...lock.in]).orderBy('id').first('id');
    if (!open) throw new Error(`no ${lock.table} row with ${lock.field} in ${lock.in.join(', ')}: the demo seed should create one`);
    values[lock.relation] = Number(open.id);
  }
}
