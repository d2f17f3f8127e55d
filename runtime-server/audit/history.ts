/**
 * A record's history, read from the audit log: its versions, numbered 1, 2, 3...
 * in the order of its changes (version 1 is usually its creation), each with
 * who, when, the fields changed and the values before and after. Secrets are
 * redacted in the log itself (audit/snapshot.ts) and never appear here.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { notFound } from '../http/errors';
import { AUDIT_TABLE } from './record-change';

export interface Version {
  version: number;
  at: string;
  operation: string;
  action: string | null;
  user_email: string | null;
  changed: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const parse = <T>(text: unknown, fallback: T): T => (typeof text === 'string' && text ? (JSON.parse(text) as T) : fallback);

/** Every version of the record, newest first. */
export async function recordHistory(db: Knex, meta: EntityMeta, id: number): Promise<Version[]> {
  const rows: Record<string, unknown>[] = await db(AUDIT_TABLE)
    .where({ entity: meta.name, record_id: id })
    .orderBy('id')
    .select('at', 'operation', 'action', 'user_email', 'changed', 'before', 'after');
  return rows
    .map((row, index) => ({
      version: index + 1,
      at: row.at instanceof Date ? row.at.toISOString() : String(row.at),
      operation: String(row.operation),
      action: (row.action as string | null) ?? null,
      user_email: (row.user_email as string | null) ?? null,
      changed: parse<string[]>(row.changed, []),
      before: parse<Record<string, unknown> | null>(row.before, null),
      after: parse<Record<string, unknown> | null>(row.after, null),
    }))
    .reverse();
}

/** One version; 404 when the record has no such version. */
export async function findVersion(db: Knex, meta: EntityMeta, id: number, version: number): Promise<Version> {
  const found = (await recordHistory(db, meta, id)).find((v) => v.version === version);
  if (!found) throw notFound(`Version ${version} of ${meta.label} ${id}`);
  return found;
}
