/**
 * Loading fixture data (the demo seed) through the local API: each row is
 * checked by its entity's create schema, so bad seed data fails loudly with
 * the table, the row and the fields named, then stored as given. Loading is
 * the system's, for data the code itself ships: no access check, and no
 * audit entry (the seed is where history starts, not a change to it). Rows
 * arrive as the database stores them (JSON text for option lists, the
 * seed's own timestamps and file paths it stored itself), which the
 * schema-checked copy reads back first. It is not `create` because a seed
 * needs what `create` refuses from a client: its own `created_at`, a stored
 * file's path, a password hashed once for every demo user.
 */
import type { Knex } from 'knex';
import { serverKinds } from '../../kinds/registry/server';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { Row } from '../crud/serialize';
import type { EntityTarget } from './operations';

/**
 * The row as the create schema reads it: values a kind stores as text of a structure (option lists, JSON:
 * kinds with both `toColumn` and `fromColumn`) back from that text, when the seed wrote them as stored.
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

/** Throws when the row breaks its entity's schema, naming each field and why. */
export function assertLoadable(t: EntityTarget, row: Row): void {
  const parsed = t.createSchema.safeParse(apiForm(t.meta, row));
  if (parsed.success) return;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`);
  throw new Error(`${t.meta.table}: a row breaks the ${t.meta.name} schema (${problems.join('; ')}): ${JSON.stringify(row).slice(0, 300)}`);
}

/** Checks and stores one row; answers its id. */
export async function loadRow(db: Knex, t: EntityTarget, row: Row): Promise<number> {
  assertLoadable(t, row);
  const [result] = (await db(t.meta.table).insert(row).returning('id')) as unknown[];
  return typeof result === 'object' && result !== null ? Number((result as { id: number }).id) : Number(result);
}

/** Links a loaded row to others through a many-to-many field of its entity (its join table). */
export async function loadLinks(db: Knex, t: EntityTarget, field: string, id: number, targets: number[]): Promise<void> {
  const link = t.meta.fields.find((f) => f.name === field)?.manyToMany;
  if (!link) throw new Error(`${t.meta.name}.${field} is not a many-to-many field`);
  if (targets.length) await db(link.joinTable).insert(targets.map((target) => ({ [link.ownColumn]: id, [link.targetColumn]: target })));
}
