/**
 * The local API's draft operations, for entities with `drafts: true`
 * (docs/drafts-and-scheduling.md): save a draft, publish it, discard it,
 * unpublish a record, read the draft. They check the caller's access as the
 * other operations do; publishing and unpublishing write the live record
 * through `update` (operations.ts), so validation, rules, the audit log and
 * history, and whatever else `update` runs, apply to them as to any edit.
 *
 * @example
 *   await drafts.saveDraft(services, target, 3, { title: 'New title' }, { caller: req.user });
 *   await drafts.publish(services, target, 3, { caller: system('scheduled publish') });
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { assertUserAccess } from '../auth/access';
import type { LocalServices } from '../crud/action-hooks';
import { prepareInput } from '../crud/prepare-input';
import { TRANSLATIONS } from '../crud/localize';
import { findRaw } from '../crud/read';
import { serializeRows, type Row } from '../crud/serialize';
import type { Viewer } from '../crud/visibility';
import { lockedRow } from '../db/write-lock';
import { draftableColumns, draftableFields, currentVersion, draftState, nextVersion, readDraft, withDraft, type DraftState, type StoredDraft } from '../drafts/draft-store';
import { DRAFTS_TABLE } from '../drafts/tables';
import { badRequest, conflict, notFound } from '../http/errors';
import { allowed, isSystem, scopeOf, type Caller } from './caller';
import { update, type CallOptions, type EntityTarget } from './operations';

export interface DraftOptions extends CallOptions {
  /** The version (`If-Match`) the caller's copy is based on: 409 when the draft was saved since. */
  basedOn?: string;
  /** The content locale a draft is saved in (`?locale=`): another than the default drafts the localized fields' translations. */
  locale?: string;
}

/** Where a record stands: its state, the version an editor works on, and who saved the draft when. */
export interface DraftStatus {
  state: DraftState;
  version: string;
  has_draft: boolean;
  draft_saved_at: string | null;
  draft_saved_by: string | null;
}

const viewerOf = (s: LocalServices, caller: Caller): Viewer => ({ user: isSystem(caller) ? undefined : (caller ?? undefined), entities: s.entities });

function assertDrafts(meta: EntityMeta): void {
  if (!meta.drafts) throw badRequest(`${meta.pluralLabel} have no drafts`);
}

/** Staff with the read grant (or the server) may read drafts; the public never. */
function assertDraftReader(caller: Caller, meta: EntityMeta): void {
  if (!isSystem(caller)) assertUserAccess(caller ?? undefined, 'admin', meta.name, 'read');
}

function assertBasedOn(meta: EntityMeta, current: string, basedOn: string | undefined, draft: StoredDraft | undefined): void {
  if (basedOn === undefined || basedOn === current) return;
  const who = draft?.userEmail ? ` by ${draft.userEmail}` : '';
  throw conflict(`This ${meta.label.toLowerCase()} was saved${who} after you opened it. Reload it to see the changes, or save again to overwrite them.`);
}

/** `db`: the caller's transaction when inside one (SQLite's pool has one connection: another query there would wait for ever). */
async function statusOf(s: LocalServices, db: Knex, meta: EntityMeta, raw: Row, draft: StoredDraft | undefined): Promise<DraftStatus> {
  const [record] = await serializeRows(db, meta, [raw], { user: undefined, entities: s.entities });
  return {
    state: draftState(meta, record!, draft),
    version: currentVersion(raw, draft),
    has_draft: Boolean(draft),
    draft_saved_at: draft?.updatedAt ?? null,
    draft_saved_by: draft?.userEmail ?? null,
  };
}

/**
 * Saves `input` (some draftable fields, validated as an update would be) as the record's draft, over the
 * draft it has or the live values. The live record is not changed. Fields a draft does not hold are ignored.
 */
export async function saveDraft(s: LocalServices, t: EntityTarget, id: number, input: Row, o: DraftOptions): Promise<DraftStatus> {
  assertDrafts(t.meta);
  const actor = allowed(o.caller, t.meta, 'update');
  const names = new Set(draftableFields(t.meta).map((f) => f.name));
  const body = Object.fromEntries(Object.entries(input).filter(([name]) => names.has(name)));
  const stored = await findRaw(o.trx ?? s.db, t.meta, id, scopeOf(o.caller, t.meta, 'update'));
  // A translation is merged into the draft's translations, when there is a draft.
  const drafted = o.locale ? (await readDraft(o.trx ?? s.db, t.meta, id))?.values : undefined;
  const existing = drafted && TRANSLATIONS in drafted ? { ...stored, [TRANSLATIONS]: drafted[TRANSLATIONS] } : stored;
  // The update's checks (types, sizes, sanitized HTML, related records that exist, unique values), no write.
  const { values } = await prepareInput({ db: o.trx ?? s.db, uploads: s.uploads, meta: t.meta, schema: t.updateSchema.partial(), body, files: undefined, existing, ...(actor ? { actor } : {}), ...(o.locale ? { locale: o.locale } : {}) });
  const save = async (trx: Knex.Transaction) => {
    const raw = await lockedRow(trx, t.meta.table, id); // one save at a time per record
    if (!raw) throw notFound(`${t.meta.label} ${id}`);
    const draft = await readDraft(trx, t.meta, id);
    assertBasedOn(t.meta, currentVersion(raw, draft), o.basedOn, draft);
    const merged = { ...(draft?.values ?? draftableColumns(t.meta, raw)), ...values };
    const now = nextVersion(currentVersion(raw, draft));
    const row = { values: JSON.stringify(merged), user_email: actor?.email ?? null, updated_at: now };
    if (draft) await trx(DRAFTS_TABLE).where({ entity: t.meta.name, record_id: id }).update(row);
    else await trx(DRAFTS_TABLE).insert({ ...row, entity: t.meta.name, record_id: id, created_at: now });
    return statusOf(s, trx, t.meta, raw, { values: merged, updatedAt: now, userEmail: row.user_email });
  };
  return o.trx ? save(o.trx) : s.db.transaction(save);
}

/**
 * Makes the draft live: its values (and the live flag, `published: true`) are written to the record by
 * `update`, and the draft row is removed by a conditional delete of the version read, in one transaction:
 * of two racing publishes one writes, the other answers 409. A record without a draft is only made live.
 */
export async function publish(s: LocalServices, t: EntityTarget, id: number, o: DraftOptions): Promise<Row> {
  assertDrafts(t.meta);
  allowed(o.caller, t.meta, 'update');
  const work = async (trx: Knex.Transaction) => {
    const raw = await lockedRow(trx, t.meta.table, id);
    if (!raw) throw notFound(`${t.meta.label} ${id}`);
    const draft = await readDraft(trx, t.meta, id);
    assertBasedOn(t.meta, currentVersion(raw, draft), o.basedOn, draft);
    const live = t.meta.drafts?.liveField;
    if (!draft && !live) throw conflict(`This ${t.meta.label.toLowerCase()} has no draft to publish`);
    const body: Row = {};
    if (draft) {
      const gone = await trx(DRAFTS_TABLE).where({ entity: t.meta.name, record_id: id, updated_at: draft.updatedAt }).delete();
      if (gone !== 1) throw conflict(`This ${t.meta.label.toLowerCase()}'s draft was published or changed meanwhile. Reload it.`);
      const record = await withDraft(trx, t.meta, raw, draft, viewerOf(s, o.caller));
      for (const f of draftableFields(t.meta)) body[f.name] = record[f.name];
    }
    if (live) body[live] = true;
    return (await update(s, t, id, body, { caller: o.caller, trx, auditAction: 'publish', withTranslations: true }))!;
  };
  return o.trx ? work(o.trx) : s.db.transaction(work);
}

/** Takes the record off the public site (clears its live flag); its draft, if any, stays. */
export async function unpublish(s: LocalServices, t: EntityTarget, id: number, o: CallOptions): Promise<Row> {
  assertDrafts(t.meta);
  const live = t.meta.drafts?.liveField;
  if (!live) throw badRequest(`${t.meta.pluralLabel} are always live: they cannot be unpublished`);
  return (await update(s, t, id, { [live]: false }, { caller: o.caller, ...(o.trx ? { trx: o.trx } : {}), auditAction: 'unpublish' }))!;
}

/** Drops the draft; the live record stays as it is. 404 when there is none. */
export async function discardDraft(s: LocalServices, t: EntityTarget, id: number, o: DraftOptions): Promise<void> {
  assertDrafts(t.meta);
  allowed(o.caller, t.meta, 'update');
  const db = o.trx ?? s.db;
  await findRaw(db, t.meta, id, scopeOf(o.caller, t.meta, 'update'));
  const where = { entity: t.meta.name, record_id: id, ...(o.basedOn !== undefined ? { updated_at: o.basedOn } : {}) };
  if ((await db(DRAFTS_TABLE).where(where).delete()) === 0) {
    if (await readDraft(db, t.meta, id)) throw conflict(`This ${t.meta.label.toLowerCase()}'s draft was saved again after you opened it. Reload it.`);
    throw notFound(`A draft of ${t.meta.label} ${id}`);
  }
}

/** The record as it would be with its draft applied (the live record when it has none): staff with the read grant. */
export async function findDraft(s: LocalServices, t: EntityTarget, id: number, o: CallOptions): Promise<Row> {
  assertDrafts(t.meta);
  assertDraftReader(o.caller, t.meta);
  const db = o.trx ?? s.db;
  const raw = await findRaw(db, t.meta, id);
  return withDraft(db, t.meta, raw, await readDraft(db, t.meta, id), viewerOf(s, o.caller));
}

/** Where the record stands (published, draft, changed since published) and its draft's version. */
export async function draftStatus(s: LocalServices, t: EntityTarget, id: number, o: CallOptions): Promise<DraftStatus> {
  assertDrafts(t.meta);
  assertDraftReader(o.caller, t.meta);
  const db = o.trx ?? s.db;
  const raw = await findRaw(db, t.meta, id);
  return statusOf(s, db, t.meta, raw, await readDraft(db, t.meta, id));
}
