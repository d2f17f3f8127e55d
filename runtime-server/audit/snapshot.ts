/**
 * A record's values as the audit log keeps them: every declared field in
 * its API form (many-to-many fields as their id lists), without the attached
 * related records, and secrets (passwords, write-only fields) redacted. Full
 * snapshots, not differences, so that any earlier version can be restored.
 */
import type { Knex } from 'knex';
import { serverKinds } from '../../kinds/registry/server';
import type { EntityMeta } from '../../runtime-shared/meta';
import { normalise, serializeRows, type Row } from '../crud/serialize';
import type { Viewer } from '../crud/visibility';

export const REDACTED = '[redacted]';

const NO_RELATIONS: Viewer = { user: undefined, entities: new Map() };

/** Per entity, made once: its fields' names, which of them are secrets, whether any is many-to-many (read from its join table). */
interface Plan {
  names: readonly string[];
  secrets: ReadonlySet<string>;
  links: boolean;
}
const plans = new WeakMap<EntityMeta, Plan>();
function planOf(meta: EntityMeta): Plan {
  let plan = plans.get(meta);
  if (!plan) {
    const names = meta.fields.map((f) => f.name);
    const secrets = new Set(meta.fields.filter((f) => f.writeOnly || serverKinds[f.kind].secret).map((f) => f.name));
    plans.set(meta, (plan = { names, secrets, links: meta.fields.some((f) => f.manyToMany) }));
  }
  return plan;
}

export interface Snapshot {
  /** What the log stores. */
  values: Row;
  /** The stored secrets, only to tell whether they changed; never written to the log. */
  secrets: Row;
}

/** The snapshot of a stored row (all its columns, as `select *` reads them; many-to-many links are read here). */
export async function snapshotOf(db: Knex, meta: EntityMeta, raw: Row): Promise<Snapshot> {
  const id = Number(raw.id);
  const plan = planOf(meta);
  // Field values only: attached related records are not part of a snapshot, so no viewer may read any. Without
  // many-to-many fields the API form is the normalised row alone (nothing to read from another table).
  const record = plan.links ? (await serializeRows(db, meta, [raw], NO_RELATIONS))[0]! : normalise(meta, raw);
  const values: Row = { id };
  const secrets: Row = {};
  for (const name of plan.names) {
    if (plan.secrets.has(name)) {
      values[name] = raw[name] === null || raw[name] === undefined ? null : REDACTED;
      secrets[name] = raw[name] ?? null;
    } else values[name] = record[name] ?? null;
  }
  values.created_at = record.created_at;
  values.updated_at = record.updated_at;
  return { values, secrets };
}

/** The fields whose value differs between two snapshots (secrets compared by their stored value). */
export function changedFields(meta: EntityMeta, before: Snapshot | undefined, after: Snapshot | undefined): string[] {
  const { names, secrets } = planOf(meta);
  return names.filter((name) => {
    const [a, b] = secrets.has(name) ? [before?.secrets[name], after?.secrets[name]] : [before?.values[name], after?.values[name]];
    return !sameJson(a ?? null, b ?? null);
  });
}

/**
 * Whether two values have the same JSON text: texts, finite numbers, booleans and null are compared as they
 * are (the same text exactly when they are equal), anything else (a list, an object) by its JSON.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === null || typeof a === 'string' || typeof a === 'boolean' || (typeof a === 'number' && Number.isFinite(a))) {
    if (typeof a === typeof b && (typeof b !== 'number' || Number.isFinite(b))) return a === b;
  }
  return JSON.stringify(a) === JSON.stringify(b);
}
