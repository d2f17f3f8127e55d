/**
 * A record's values as the audit log keeps them: every declared field in
 * its API form (many-to-many fields as their id lists), without the attached
 * related records, and secrets (passwords, write-only fields) redacted. Full
 * snapshots, not differences, so that any earlier version can be restored.
 */
import type { Knex } from 'knex';
import { serverKinds } from '../../kinds/registry/server';
import type { EntityMeta } from '../../runtime-shared/meta';
import { serializeRows, type Row } from '../crud/serialize';
import type { Viewer } from '../crud/visibility';

export const REDACTED = '[redacted]';

const NO_RELATIONS: Viewer = { user: undefined, entities: new Map() };

const isSecret = (meta: EntityMeta, field: string) => meta.fields.some((f) => f.name === field && (f.writeOnly || serverKinds[f.kind].secret));

export interface Snapshot {
  /** What the log stores. */
  values: Row;
  /** The stored secrets, only to tell whether they changed; never written to the log. */
  secrets: Row;
}

/** The snapshot of a stored row (all its columns, as `select *` reads them; many-to-many links are read here). */
export async function snapshotOf(db: Knex, meta: EntityMeta, raw: Row): Promise<Snapshot> {
  const id = Number(raw.id);
  // Field values only: attached related records are not part of a snapshot, so no viewer may read any.
  const [record] = await serializeRows(db, meta, [raw], NO_RELATIONS);
  const values: Row = { id };
  const secrets: Row = {};
  for (const f of meta.fields) {
    if (isSecret(meta, f.name)) {
      values[f.name] = raw[f.name] === null || raw[f.name] === undefined ? null : REDACTED;
      secrets[f.name] = raw[f.name] ?? null;
    } else values[f.name] = record![f.name] ?? null;
  }
  values.created_at = record!.created_at;
  values.updated_at = record!.updated_at;
  return { values, secrets };
}

/** The fields whose value differs between two snapshots (secrets compared by their stored value). */
export function changedFields(meta: EntityMeta, before: Snapshot | undefined, after: Snapshot | undefined): string[] {
  return meta.fields
    .map((f) => f.name)
    .filter((name) => {
      const [a, b] = isSecret(meta, name) ? [before?.secrets[name], after?.secrets[name]] : [before?.values[name], after?.values[name]];
      return JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);
    });
}
