/**
 * The entity's rules across fields, on the server: the same `checkRules` as
 * the form (runtime-shared/rules.ts) on the record as it will be stored (the
 * stored row with the request's values over it, so a PATCH of one field is
 * checked against the others), plus `belongsTo`, which needs the database.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { checkRules } from '../../runtime-shared/rules';
import { invalidFields } from '../http/errors';
import type { Row } from './serialize';

export async function assertRules(db: Knex, meta: EntityMeta, values: Row, existing?: Row): Promise<void> {
  if (!meta.rules?.length) return;
  const record: Row = { ...existing, ...values };
  const broken = checkRules(meta.rules, record);
  for (const rule of meta.rules) {
    if (!('belongsTo' in rule) || broken[rule.field]) continue;
    const chosen = record[rule.field];
    const owner = record[rule.belongsTo.relation];
    if (chosen === null || chosen === undefined || owner === null || owner === undefined) continue;
    const row = await db<Row>(rule.belongsTo.table).where({ id: chosen }).first(rule.belongsTo.via);
    // A chosen record that does not exist is reported by prepare-input ("No subcategory with id ...").
    if (row && Number(row[rule.belongsTo.via]) !== Number(owner)) broken[rule.field] = rule.message;
  }
  if (Object.keys(broken).length) throw invalidFields(broken);
}
