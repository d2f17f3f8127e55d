/**
 * `load`: the local API's bulk-load path, for rows the code itself ships
 * (the demo seed). A loaded row goes through what `create` does to its
 * input: the entity's create schema parses it (a bad row fails loudly with
 * the table and the fields named), and the stored values are the schema's
 * output in the column form the field kinds give (`toColumn`: JSON text for
 * option lists, sanitized rich text, a hashed password). The schema's
 * output is what is stored, never the row as given.
 *
 * What it does not do, on purpose (docs/local-api.md, "Seeds"): no access
 * check (the system loads the code's own data), no rules, hooks or audit
 * entry (the seed is where a record's history begins, not a change to
 * it), and it keeps what `create` would refuse from a client: the row's own
 * `created_at`/`updated_at` (demo dates relative to the seeding moment), a
 * file path the seed stored itself, and fields named in `stored` that
 * arrive in column form already (a password hashed once for every demo user).
 * It does write a searchable entity's search index entry (runtime-server/search), so
 * the demo content is found like any record.
 */
import type { Knex } from 'knex';
import { serverKinds } from '../../kinds/registry/server';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { Row } from '../crud/serialize';
import type { EntityTarget } from './operations';
import { indexRow } from '../search/index-table';

export interface LoadOptions {
  /** Fields the row gives in their stored form already (a password's hash): checked, then stored as given. */
  stored?: readonly string[];
}

/** Columns a loaded row may give besides its entity's fields. */
const STAMPS = ['created_at', 'updated_at'];

/**
 * The row as the create schema reads it: values a kind stores as text of a structure (option lists, JSON:
 * kinds with both `toColumn` and `fromColumn`) back from that text, when the row gives them as stored.
 */
function apiForm(meta: EntityMeta, row: Row): Row {
  const values: Row = { ...row };
  for (const f of meta.fields) {
    const value = values[f.name];
    const kind = serverKinds[f.kind];
    if (kind.toColumn && kind.fromColumn && typeof value === 'string') values[f.name] = kind.fromColumn(value, { field: f, kinds: serverKinds });
  }
  return values;
}

const problem = (t: EntityTarget, row: Row, problems: string[]) =>
  new Error(`${t.meta.table}: a row breaks the ${t.meta.name} schema (${problems.join('; ')}): ${JSON.stringify(row).slice(0, 300)}`);

/** The values to store: the create schema's output, each in its column form; throws naming each field that is wrong. */
export async function loadable(t: EntityTarget, row: Row, o: LoadOptions = {}): Promise<Row> {
  const unknown = Object.keys(row).filter((name) => !STAMPS.includes(name) && !t.meta.fields.some((f) => f.name === name));
  if (unknown.length) throw problem(t, row, unknown.map((name) => `${name}: no field of ${t.meta.name}`));
  const parsed = t.createSchema.safeParse(apiForm(t.meta, row));
  if (!parsed.success) throw problem(t, row, parsed.error.issues.map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`));
  const values: Row = { ...(parsed.data as Row) };
  for (const f of t.meta.fields) {
    if (!(f.name in values)) continue;
    const kind = serverKinds[f.kind];
    if (o.stored?.includes(f.name)) values[f.name] = row[f.name];
    else if (kind.toColumn) values[f.name] = await kind.toColumn(values[f.name], { field: f, kinds: serverKinds });
  }
  for (const stamp of STAMPS) if (stamp in row) values[stamp] = row[stamp];
  return values;
}

/**
 * Checks one row and stores it (in `db`, or the caller's transaction), with the links its many-to-many
 * fields give (their join tables, as `create` writes them); answers its id.
 */
export async function load(db: Knex, t: EntityTarget, row: Row, o: LoadOptions = {}): Promise<number> {
  const values = await loadable(t, row, o);
  const links: [string, number[]][] = [];
  for (const f of t.meta.fields) {
    if (!f.manyToMany || !(f.name in values)) continue;
    if (Array.isArray(values[f.name])) links.push([f.name, values[f.name] as number[]]);
    delete values[f.name];
  }
  const [result] = (await db(t.meta.table).insert(values).returning('id')) as unknown[];
  const id = typeof result === 'object' && result !== null ? Number((result as { id: number }).id) : Number(result);
  for (const [field, targets] of links) await loadLinks(db, t, field, id, targets);
  // The search index is written as every write writes it: the demo content is found like an edited record.
  if (t.meta.search) await indexRow(db, t.meta, t.meta.search, { ...values, id });
  return id;
}

/** Links a loaded row to others through a many-to-many field of its entity (its join table). */
export async function loadLinks(db: Knex, t: EntityTarget, field: string, id: number, targets: number[]): Promise<void> {
  const link = t.meta.fields.find((f) => f.name === field)?.manyToMany;
  if (!link) throw new Error(`${t.meta.name}.${field} is not a many-to-many field`);
  if (targets.length) await db(link.joinTable).insert(targets.map((target) => ({ [link.ownColumn]: id, [link.targetColumn]: target })));
}
