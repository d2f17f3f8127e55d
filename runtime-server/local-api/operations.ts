/**
 * The local API's operations, generic over entities: create, update, delete,
 * a declared action, find and find by id, for the entity a target names.
 * Each checks the caller's access as the HTTP route does, then runs the same
 * write code (crud/write.ts, crud/actions.ts, crud/trash.ts): validation by
 * the entity's zod schema, rules, editableWhile, unique checks, the account
 * guard, audit log and history, conflict checks and action hooks. The
 * generated routes call these (crud/router.ts); so does hand-written code,
 * through the typed wrapper (local-api.ts) the generator gives each app.
 *
 * `trx`: the caller's transaction: several writes commit together (an order
 * and its lines), and a write inside an action hook joins the action's.
 *
 * Lifecycle hooks (hooks.ts): an entity with hooks is written inside one
 * transaction that also runs them (run-hooks.ts); its `afterCommit` hooks
 * wait for the commit (after-commit.ts). Without hooks nothing changes.
 */
import type { Knex } from 'knex';
import type { ZodObject } from 'zod';
import { filterParams, type ListFilter } from '../../runtime-shared/list-query';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { assertUserAccess } from '../auth/access';
import { lockedRow } from '../db/write-lock';
import { badRequest, notFound } from '../http/errors';
import { hooksFor, runAfterCommit, type LocalServices } from '../crud/action-hooks';
import { runAction as applyAction, computed } from '../crud/actions';
import { parseListQuery, type ListQuery } from '../crud/list-query';
import { findRecord, listRecords, type ListResult } from '../crud/read';
import type { Selection } from '../crud/selection';
import { serializeRows, type Row } from '../crud/serialize';
import { restoreRecord, trashRecord } from '../crud/trash';
import { releaseFiles } from '../uploads/file-refs';
import { readableRows, rowConditions, type Viewer } from '../crud/visibility';
import { createRecord, deleteRecord, NotChanged, updateRecord } from '../crud/write';
import { committing, transaction, whenCommitted } from './after-commit';
import { withOutbox } from '../webhooks/outbox';
import { allowed, isSystem, scopeOf, type Caller } from './caller';
import { hooksOf, previousOf } from './run-hooks';
import { matches, type Where } from './where';

/** One entity as the local API needs it: its meta and the zod schemas of its create and update. */
export interface EntityTarget {
  meta: EntityMeta;
  createSchema: ZodObject;
  updateSchema: ZodObject;
}

export interface CallOptions {
  caller: Caller;
  /** Run inside this transaction (it commits or rolls back with the caller's other writes). */
  trx?: Knex.Transaction;
}

export interface WriteOptions extends CallOptions {
  /** Uploaded files (multer's `req.files`) for the entity's file fields. */
  files?: unknown;
  /** The content locale written (`?locale=`): another than the default writes the localized fields' translations (crud/localize.ts). */
  locale?: string;
}

/**
 * A record's own creation time, for data whose story is older than the write: the demo seed's order
 * "placed 21 days ago". Only the system may give it (`system('demo content')`): a user's or a visitor's
 * create is refused with it, and no HTTP route passes it, so no client can date a record.
 */
export interface Stamps {
  /** ISO 8601; `updated_at` defaults to it. */
  created_at: string;
  updated_at?: string;
}

export interface CreateOptions extends WriteOptions {
  stamps?: Stamps;
  /**
   * Upload fields given a file already in the store, by its path: the media library taking in the files
   * that records show (uploads/library-adopt.ts). Only the system gives them; the file is checked by its
   * bytes (type, size) but not stored again, and stays where it is if the write fails.
   */
  storedFiles?: Readonly<Record<string, string>>;
}

export interface UpdateOptions extends WriteOptions {
  /** The `updated_at` of the copy the change is based on: 409 naming the fields changed meanwhile when it is stale. */
  basedOn?: string;
  /** Write only if the stored row meets these conditions (tested locked, in the write's transaction); else answer `null`. */
  where?: Where;
  /** `false`: the input is the whole record (HTTP PUT); by default only the fields given change (PATCH). */
  partial?: boolean;
  /** Names the change in the history (a restored version). */
  auditAction?: string;
  /** A row in the trash may be changed too (stock of a product trashed after it was ordered). */
  trashed?: boolean;
  /** The input's `translations` are written as they are (publishing a draft, restoring a version). */
  withTranslations?: boolean;
  /**
   * Columns of the entity's `internal` fields (never in its API, so never in its schema), computed from the
   * stored row read and locked in the write's transaction: an account's two-factor state and token version
   * (auth/two-factor.ts). Only the system gives them; the history keeps the change under `auditAction`.
   */
  internal?: (stored: Row) => Row;
}

export interface DeleteOptions extends CallOptions {
  /** A soft-delete entity's row removed for good (staff with the delete grant, or the system). */
  purge?: boolean;
  /**
   * Inside `trx`: the record's stored files are pushed here instead of removed, for the caller to remove
   * once its transaction committed (a bulk delete that may still roll back).
   */
  unusedFiles?: string[];
}

export interface FindQuery {
  /** The filter of `filter[...]` over HTTP (runtime-shared/list-query.ts): values (`null`: empty), operators, `or`. */
  filter?: ListFilter;
  /** As over HTTP: `-created_at,title`. */
  sort?: string;
  q?: string;
  page?: number;
  perPage?: number;
}

export const db = (s: LocalServices, o: CallOptions): Knex => o.trx ?? s.db;
export const viewerOf = (s: LocalServices, actor: AuthUser | undefined): Viewer => ({ user: actor, entities: s.entities });
export const withActor = (actor: AuthUser | undefined) => (actor ? { actor } : {});

/** Runs `work` in the caller's transaction, or in a new one (whose after-commit effects run once it committed). */
const inTransaction = <T>(s: LocalServices, o: CallOptions, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> =>
  o.trx ? work(o.trx) : transaction(s.db, work);

type BeforeChange = (values: Row) => Promise<Row>;
const withBeforeChange = (beforeChange: BeforeChange | undefined) => (beforeChange ? { beforeChange } : {});

/** The stamps a create was given, checked: only the system dates a record, and only with real moments. */
function stampsOf(caller: Caller, stamps: Stamps | undefined): Stamps | undefined {
  if (!stamps) return undefined;
  if (!isSystem(caller)) throw new Error('Only the system (a caller made with system()) sets created_at and updated_at of a new record');
  for (const value of [stamps.created_at, stamps.updated_at]) {
    if (value !== undefined && Number.isNaN(Date.parse(value))) throw new Error(`stamps: ${value} is no ISO 8601 moment`);
  }
  return stamps;
}

export async function create(s: LocalServices, t: EntityTarget, input: Row, o: CreateOptions): Promise<Row> {
  const actor = allowed(o.caller, t.meta, 'create');
  const stamps = stampsOf(o.caller, o.stamps);
  if (o.storedFiles && !isSystem(o.caller)) throw new Error('Only the system (a caller made with system()) gives a new record a file already in the store');
  const write = (d: Knex, body: Row, beforeChange?: BeforeChange) =>
    createRecord({
      db: d, uploads: s.uploads, meta: t.meta, schema: t.createSchema, body, files: o.files, viewer: viewerOf(s, actor), ...withActor(actor), ...withBeforeChange(beforeChange),
      ...(o.locale ? { locale: o.locale } : {}), ...(stamps ? { stamps } : {}), ...(o.storedFiles ? { storedFiles: o.storedFiles } : {}),
    });
  const hooks = hooksOf(s, t.meta);
  return withOutbox(s, o, { meta: t.meta, kind: 'created' }, (w) => {
    if (!hooks) return write(db(s, w), input);
    return inTransaction(s, w, (trx) => hooks(trx, o.caller, viewerOf(s, actor)).change({ operation: 'create', data: input, previous: undefined }, (data, beforeChange) => write(trx, data, beforeChange)));
  });
}

const partials = new WeakMap<ZodObject, ZodObject>();
const partialOf = (schema: ZodObject): ZodObject => {
  let partial = partials.get(schema);
  if (!partial) partials.set(schema, (partial = schema.partial()));
  return partial;
};

/**
 * Changes a record. `input` may be a function of the record as stored (its API form): it is then read
 * and locked first, inside the transaction, so a relative change (stock minus three) is race-safe.
 * With `where`, answers `null` when the row does not meet it (nothing written).
 */
export async function update(s: LocalServices, t: EntityTarget, id: number, input: Row | ((current: Row) => Row), o: UpdateOptions): Promise<Row | null> {
  return withOutbox(s, o, { meta: t.meta, kind: 'updated', id }, (w) => updateNow(s, t, id, input, w));
}

async function updateNow(s: LocalServices, t: EntityTarget, id: number, input: Row | ((current: Row) => Row), o: UpdateOptions): Promise<Row | null> {
  const actor = allowed(o.caller, t.meta, 'update');
  if (o.internal && !isSystem(o.caller)) throw new Error('Only the system (a caller made with system()) writes internal fields');
  const write = (d: Knex, body: Row, beforeChange?: BeforeChange) =>
    updateRecord({
      db: d, uploads: s.uploads, meta: t.meta, id, body, files: o.files, viewer: viewerOf(s, actor), ...withActor(actor), ...withBeforeChange(beforeChange),
      schema: o.partial === false ? t.updateSchema : partialOf(t.updateSchema),
      scope: scopeOf(o.caller, t.meta, 'update'),
      ...(o.basedOn !== undefined ? { basedOn: o.basedOn } : {}),
      ...(o.auditAction ? { auditAction: o.auditAction } : {}),
      ...(o.trashed ? { trashed: true } : {}),
      ...(o.locale ? { locale: o.locale } : {}),
      ...(o.withTranslations ? { withTranslations: true } : {}),
      ...(o.where ? { onlyIf: (row: Row) => matches(row, o.where!) } : {}),
      ...(o.internal ? { internal: o.internal } : {}),
    });
  const hooks = hooksOf(s, t.meta);
  try {
    if (hooks) {
      return await inTransaction(s, o, async (trx) => {
        const previous = await previousOf(trx, s, t.meta, id, scopeOf(o.caller, t.meta, 'update'), Boolean(o.trashed));
        if (o.where && !matches(previous.row, o.where)) return null;
        const body = typeof input === 'function' ? input((await serializeRows(trx, t.meta, [previous.row], viewerOf(s, actor)))[0]!) : input;
        return hooks(trx, o.caller, viewerOf(s, actor)).change({ operation: 'update', data: body, previous: previous.record }, (data, beforeChange) => write(trx, data, beforeChange));
      });
    }
    if (typeof input !== 'function') return await write(db(s, o), input);
    return await inTransaction(s, o, async (trx) => {
      const row = await lockedRow(trx, t.meta.table, id);
      if (!row) throw notFound(`${t.meta.label} ${id}`);
      // Before the input is computed: a relative change from a row that fails the guard may not even be valid.
      if (o.where && !matches(row, o.where)) return null;
      const [current] = await serializeRows(trx, t.meta, [row], viewerOf(s, actor));
      return write(trx, input(current!));
    });
  } catch (error) {
    if (error instanceof NotChanged && o.where) return null;
    throw error;
  }
}

/** Deletes a record; a soft-delete entity's goes to the trash unless `purge`. */
export async function remove(s: LocalServices, t: EntityTarget, id: number, o: DeleteOptions): Promise<void> {
  const actor = allowed(o.caller, t.meta, 'delete');
  const purge = Boolean(t.meta.softDelete && o.purge);
  // Purging is a staff tool whatever the entity's public access (as `DELETE ?purge=1`).
  if (purge && !isSystem(o.caller)) assertUserAccess(o.caller ?? undefined, 'admin', t.meta.name, 'delete');
  const scope = scopeOf(o.caller, t.meta, 'delete');
  const soft = Boolean(t.meta.softDelete && !purge);
  const hooks = hooksOf(s, t.meta);
  // Files the row no longer needs go once the write committed: at once, unless a transaction that may still
  // roll back holds it; or they are handed to the caller (`unusedFiles`), who removes them.
  const removeRow = async (d: Knex, inTransaction: boolean) => {
    const target = { db: d, meta: t.meta, uploads: s.uploads, id, scope, ...withActor(actor) };
    if (soft) return trashRecord(target);
    const unusedFiles: string[] = [];
    await deleteRecord({ ...target, purge, unusedFiles, entities: s.entities });
    if (o.unusedFiles) return void o.unusedFiles.push(...unusedFiles);
    const release = () => releaseFiles(s.db, t.meta, s.uploads, unusedFiles, s.entities);
    if (committing() && inTransaction) whenCommitted(release, 'A delete');
    else await release();
  };
  await withOutbox(s, o, { meta: t.meta, kind: 'deleted', id }, async (w) => {
    if (!hooks) return removeRow(db(s, w), Boolean(w.trx));
    await inTransaction(s, w, async (trx) => {
      const previous = await previousOf(trx, s, t.meta, id, scope, purge);
      await hooks(trx, o.caller, viewerOf(s, actor)).remove(previous.record, soft, () => removeRow(trx, true));
    });
  });
}

/** Brings a soft-delete entity's row back from the trash (staff with the delete grant, or the system); a live row is answered as it is. */
export async function restore(s: LocalServices, t: EntityTarget, id: number, o: CallOptions): Promise<Row> {
  if (!t.meta.softDelete) throw badRequest(`${t.meta.pluralLabel} have no trash to restore from`);
  const actor = allowed(o.caller, t.meta, 'delete');
  if (!isSystem(o.caller)) assertUserAccess(o.caller ?? undefined, 'admin', t.meta.name, 'delete');
  const run = (d: Knex) => restoreRecord({ db: d, meta: t.meta, id, viewer: viewerOf(s, actor), ...withActor(actor) });
  const hooks = hooksOf(s, t.meta);
  return withOutbox(s, o, { meta: t.meta, kind: 'updated', id }, (w) => {
    if (!hooks) return run(db(s, w));
    return inTransaction(s, w, async (trx) => {
      const previous = await previousOf(trx, s, t.meta, id, undefined, true);
      if (previous.row.deleted_at === null || previous.row.deleted_at === undefined) return run(trx); // not in the trash: nothing happens
      return hooks(trx, o.caller, viewerOf(s, actor)).change({ operation: 'restore', data: {}, previous: previous.record }, () => run(trx));
    });
  });
}

/**
 * Runs a declared action (its `from` guard, `set`, hooks, audit). Its `afterCommit` action hooks and
 * lifecycle hooks (mail) run once it is committed: its own transaction's, or the one `trx` belongs to
 * (opened with `transaction()`, after-commit.ts).
 */
export async function runAction(s: LocalServices, t: EntityTarget, id: number, action: string, o: CallOptions): Promise<Row> {
  const actor = allowed(o.caller, t.meta, 'update');
  const scope = scopeOf(o.caller, t.meta, 'update');
  const apply = (d: Knex) => applyAction(d, t.meta, id, action, viewerOf(s, actor), actor, s, scope);
  const hooks = hooksOf(s, t.meta);
  const mails = hooksFor(s.actionHooks, t.meta.name, action).some((h) => h.afterCommit);
  return withOutbox(s, o, { meta: t.meta, kind: 'action', id, action }, (w) => {
    if (!hooks && !mails) return apply(db(s, w));
    return inTransaction(s, w, async (trx) => {
      let record: Row;
      if (hooks) {
        const previous = await previousOf(trx, s, t.meta, id, scope, false);
        const set = t.meta.actions.find((a) => a.name === action)?.set ?? {};
        record = await hooks(trx, o.caller, viewerOf(s, actor)).change({ operation: 'action', action, data: computed(set, new Date().toISOString(), actor), previous: previous.record }, () => apply(trx));
      } else record = await apply(trx);
      if (mails) whenCommitted(() => runAfterCommit(s.actionHooks, { entity: t.meta.name, action, id, context: s }), `The action ${action}`);
      return record;
    });
  });
}

/** Which rows the caller reads: without the role's grant, only those the entity shows them (public filter, their own). */
function visible(caller: Caller, meta: EntityMeta) {
  if (isSystem(caller)) return undefined;
  const readable = readableRows(caller ?? undefined, meta);
  return typeof readable === 'object' ? rowConditions(readable.only) : undefined;
}

/** `selection`: `fields=` and `expand=` of an HTTP request (crud/selection.ts). */
export async function findById(s: LocalServices, t: EntityTarget, id: number, o: CallOptions & { selection?: Selection }): Promise<Row> {
  const actor = allowed(o.caller, t.meta, 'read');
  const only = visible(o.caller, t.meta);
  return findRecord(db(s, o), t.meta, id, viewerOf(s, actor), { ...(o.selection ? { selection: o.selection } : {}), ...(only ? { only } : {}) });
}

export async function find(s: LocalServices, t: EntityTarget, query: FindQuery, o: CallOptions): Promise<ListResult> {
  allowed(o.caller, t.meta, 'read'); // before the query is read, as over HTTP
  const raw: Record<string, unknown> = Object.fromEntries(filterParams(query.filter ?? {}));
  if (query.sort !== undefined) raw.sort = query.sort;
  if (query.q !== undefined) raw.q = query.q;
  if (query.page !== undefined) raw.page = String(query.page);
  if (query.perPage !== undefined) raw.perPage = String(query.perPage);
  return list(s, t, parseListQuery(t.meta, raw), o);
}

/**
 * One page of records for a parsed list query (`GET /api/<name>`'s, operators and `trashed=only` included):
 * `find` with every option of the HTTP list. The trash is a staff tool whatever the entity's public access.
 */
export async function list(s: LocalServices, t: EntityTarget, query: ListQuery, o: CallOptions): Promise<ListResult> {
  const actor = allowed(o.caller, t.meta, 'read');
  if (query.trashed && !isSystem(o.caller)) assertUserAccess(o.caller ?? undefined, 'admin', t.meta.name, 'read');
  const only = visible(o.caller, t.meta);
  return listRecords(db(s, o), t.meta, only ? { ...query, filters: [...query.filters, ...only] } : query, viewerOf(s, actor));
}
