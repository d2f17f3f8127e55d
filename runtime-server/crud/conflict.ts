/**
 * No lost updates. A client sends the `updated_at` of the copy it edited as
 * `If-Match` (`PUT /api/job/3` with `If-Match: "2026-11-23T14:05:00.000Z"`);
 * when the stored record has changed since, the update is refused with 409,
 * naming the fields changed meanwhile (from the audit log) and who changed
 * them, so the form can show them instead of overwriting them silently.
 * Without `If-Match` an update is not checked (API clients that want the last word).
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { AUDIT_TABLE } from '../audit/record-change';
import { badRequest, conflict } from '../http/errors';

/** A stored time as the API answers it (PostgreSQL may hand back a Date). */
export const apiTime = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** The version an `If-Match` header names: the ETag-style quotes are optional; `*` means any version. */
export function basedOnHeader(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  const value = header.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  if (Number.isNaN(Date.parse(value))) throw badRequest('If-Match must be the updated_at of the record you edited, e.g. "2026-11-23T14:05:00.000Z"');
  return value;
}

/** Inside the update's transaction, given the row as it is now (read and locked there): 409 when it changed after `basedOn`. */
export async function assertUnchangedSince(trx: Knex.Transaction, meta: EntityMeta, row: Record<string, unknown>, basedOn: string): Promise<void> {
  const id = Number(row.id);
  const current = apiTime(row.updated_at);
  if (current === basedOn) return;
  // The changes whose result is newer than the client's copy (by the record's own updated_at, not the entry's time).
  const entries: { changed: string; after: string | null; user_email: string | null }[] = await trx(AUDIT_TABLE)
    .where({ entity: meta.name, record_id: id })
    .orderBy('id')
    .select('changed', 'after', 'user_email');
  const fields: Record<string, string> = {};
  for (const entry of entries) {
    const after = entry.after ? (JSON.parse(entry.after) as { updated_at?: string }) : undefined;
    if (!after?.updated_at || after.updated_at <= basedOn) continue;
    for (const name of JSON.parse(entry.changed) as string[]) fields[name] = `Changed meanwhile${entry.user_email ? ` by ${entry.user_email}` : ''}`;
  }
  const labels = Object.keys(fields).map((name) => meta.fields.find((f) => f.name === name)?.label ?? name);
  throw conflict(
    `This ${meta.label.toLowerCase()} was changed by someone else after you opened it${labels.length ? ` (${labels.join(', ')})` : ''}. Reload it to see the changes, or save again to overwrite them.`,
    Object.keys(fields).length ? fields : undefined,
  );
}
