/**
 * Reading and writing `record_drafts` rows (tables.ts), and what a draft
 * covers: the record's own fields (text, rich text, numbers, dates, choices,
 * relations). Files, many-to-many links and secrets are not drafted: they are
 * saved to the live record directly (an upload is stored when it is sent).
 */
import type { Knex } from 'knex';
import { serverKinds } from '../../kinds/registry/server';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { apiTime } from '../crud/conflict';
import { serializeRows, type Row } from '../crud/serialize';
import { meetsConditions, rowConditions, type Viewer } from '../crud/visibility';
import { DRAFTS_TABLE } from './tables';

export interface StoredDraft {
  values: Row;
  /** The draft's version: autosave and publish send it back as `If-Match`. */
  updatedAt: string;
  userEmail: string | null;
}

const draftable = new WeakMap<EntityMeta, FieldMeta[]>();
/** The fields a draft holds. */
export function draftableFields(meta: EntityMeta): FieldMeta[] {
  let fields = draftable.get(meta);
  if (!fields) {
    fields = meta.fields.filter((f) => !f.writeOnly && !f.upload && !f.manyToMany && !serverKinds[f.kind].secret && serverKinds[f.kind].inTable !== false);
    draftable.set(meta, fields);
  }
  return fields;
}

/** The draftable columns of a stored row. */
export function draftableColumns(meta: EntityMeta, raw: Row): Row {
  return Object.fromEntries(draftableFields(meta).map((f) => [f.name, raw[f.name] ?? null]));
}

export async function readDraft(db: Knex, meta: EntityMeta, id: number): Promise<StoredDraft | undefined> {
  const row = (await db(DRAFTS_TABLE).where({ entity: meta.name, record_id: id }).first()) as Row | undefined;
  return row ? { values: JSON.parse(String(row.values)) as Row, updatedAt: String(row.updated_at), userEmail: (row.user_email as string | null) ?? null } : undefined;
}

/** The drafts of several records, by record id. */
export async function readDrafts(db: Knex, meta: EntityMeta, ids: readonly number[]): Promise<Map<number, StoredDraft>> {
  if (!ids.length) return new Map();
  const rows = (await db(DRAFTS_TABLE).where({ entity: meta.name }).whereIn('record_id', ids)) as Row[];
  return new Map(rows.map((r) => [Number(r.record_id), { values: JSON.parse(String(r.values)) as Row, updatedAt: String(r.updated_at), userEmail: (r.user_email as string | null) ?? null }]));
}

/** The stored row as it would be with the draft applied: what `?draft=1` and a preview answer. */
export async function withDraft(db: Knex, meta: EntityMeta, raw: Row, draft: StoredDraft | undefined, viewer: Viewer): Promise<Row> {
  const [record] = await serializeRows(db, meta, [draft ? { ...raw, ...draft.values } : raw], viewer);
  return record!;
}

/** The version an editor's copy is based on: the draft's, or the live record's when there is none. */
export const currentVersion = (raw: Row, draft: StoredDraft | undefined): string => draft?.updatedAt ?? apiTime(raw.updated_at);

export type DraftState = 'published' | 'draft' | 'changed';

/**
 * How the list labels a record: "Draft" while the public does not see it, "Changed since published"
 * while it is live with a draft pending, else "Published".
 */
export function draftState(meta: EntityMeta, record: Row, draft: StoredDraft | undefined): DraftState {
  const live = !meta.publicFilter || meetsConditions(record, rowConditions(meta.publicFilter));
  if (!live) return 'draft';
  return draft ? 'changed' : 'published';
}

/** A time strictly after `previous` (two saves in one millisecond must still be two versions). */
export function nextVersion(previous: string | undefined, now = new Date()): string {
  if (previous && now.toISOString() <= previous) return new Date(Date.parse(previous) + 1).toISOString();
  return now.toISOString();
}
