/**
 * The data step of a migration that changed the sub-fields of a group, array or blocks field
 * (generator/diff/json-shape.ts writes the plan): every stored value is read, reshaped (sub-fields
 * renamed, removed, filled where empty; block types renamed or their blocks removed) and written back,
 * in the migration's transaction. Values are JSON text on SQLite and jsonb on PostgreSQL; both are
 * written back as JSON text, which a jsonb column reads.
 */
import type { Knex } from 'knex';
import type { PartReshape, ReshapePlan } from '../../kinds/types/emit';
import { eachJsonValue } from './each-json-value';

type Item = Record<string, unknown>;
const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

function reshapeObject(item: Item, part: PartReshape | undefined): Item {
  if (!part) return item;
  const out: Item = {};
  for (const [key, value] of Object.entries(item)) out[part.rename?.[key] ?? key] = value;
  for (const name of part.drop ?? []) delete out[name];
  for (const [name, value] of Object.entries(part.fill ?? {})) if (out[name] === undefined || out[name] === null || out[name] === '') out[name] = value;
  for (const [name, nested] of Object.entries(part.nested ?? {})) if (out[name] !== undefined && out[name] !== null) out[name] = reshapeValue(out[name], nested);
  return out;
}

/** One stored value (already parsed) reshaped by the plan. */
export function reshapeValue(value: unknown, plan: ReshapePlan): unknown {
  if (plan.form === 'one') return isItem(value) ? reshapeObject(value, plan.parts['']) : value;
  if (!Array.isArray(value)) return value;
  const list = value as unknown[];
  if (plan.form === 'list') return list.map((row) => (isItem(row) ? reshapeObject(row, plan.parts['']) : row));
  return list.flatMap((block): unknown[] => {
    if (!isItem(block) || typeof block.type !== 'string') return [block];
    if (plan.dropTypes?.includes(block.type)) return [];
    const type = plan.renameTypes?.[block.type] ?? block.type;
    return [reshapeObject({ ...block, type }, plan.parts[type])];
  });
}

/**
 * Reshapes every stored value of `table.column`.
 * @example await reshapeJson(trx, 'pages', 'seo', { form: 'one', parts: { '': { rename: { heading: 'title' } } } });
 */
export async function reshapeJson(trx: Knex, table: string, column: string, plan: ReshapePlan): Promise<void> {
  await eachJsonValue(trx, table, column, column, (value) => JSON.stringify(reshapeValue(value, plan)));
}
