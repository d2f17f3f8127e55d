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
 */
import type { Knex } from 'knex';
import type { ZodObject } from 'zod';
import { filterParams, type ListFilter } from '../../runtime-shared/list-query';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { assertUserAccess } from '../auth/access';
import { lockedRow } from '../db/write-lock';
import { notFound } from '../http/errors';
import { runAfterCommit, type LocalServices } from '../crud/action-hooks';
import { runAction as applyAction } from '../crud/actions';
import { parseListQuery, type ListQuery } from '../crud/list-query';
import { findRecord, listRecords, type ListResult } from '../crud/read';
import type { Selection } from '../crud/selection';
import { serializeRows, type Row } from '../crud/serialize';
import { trashRecord } from '../crud/trash';
import { readableRows, rowConditions, type Viewer } from '../crud/visibility';
import { createRecord, deleteRecord, NotChanged, updateRecord } from '../crud/write';
import { withOutbox } from '../webhooks/outbox';
import { allowed, isSystem, scopeOf, type Caller } from './caller';
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

/** Runs `work` in the caller's transaction, or in a new one. */
const inTransaction = <T>(s: LocalServices, o: CallOptions, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> =>
  o.trx ? work(o.trx) : s.db.transaction(work);

export async function create(s: LocalServices, t: EntityTarget, input: Row, o: WriteOptions): Promise<Row> {
  const actor = allowed(o.caller, t.meta, 'create');
  return withOutbox(s, o, { meta: t.meta, kind: 'created' }, (w) => createRecord({ db: db(s, w), uploads: s.uploads, meta: t.meta, schema: t.createSchema, body: input, files: o.files, viewer: viewerOf(s, actor), ...withActor(actor) }));
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
  const write = (d: Knex, body: Row) =>
    updateRecord({
      db: d, uploads: s.uploads, meta: t.meta, id, body, files: o.files, viewer: viewerOf(s, actor), ...withActor(actor),
      schema: o.partial === false ? t.updateSchema : partialOf(t.updateSchema),
      scope: scopeOf(o.caller, t.meta, 'update'),
      ...(o.basedOn !== undefined ? { basedOn: o.basedOn } : {}),
      ...(o.auditAction ? { auditAction: o.auditAction } : {}),
      ...(o.trashed ? { trashed: true } : {}),
      ...(o.where ? { onlyIf: (row: Row) => matches(row, o.where!) } : {}),
    });
  try {
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
  const target = { db: db(s, o), meta: t.meta, uploads: s.uploads, id, scope: scopeOf(o.caller, t.meta, 'delete'), ...withActor(actor) };
  await withOutbox(s, o, { meta: t.meta, kind: 'deleted', id }, (w) => {
    const inTrx = { ...target, db: db(s, w) };
    return t.meta.softDelete && !purge ? trashRecord(inTrx) : deleteRecord({ ...inTrx, purge, entities: s.entities, ...(o.unusedFiles ? { unusedFiles: o.unusedFiles } : {}) });
  });
}

/**
 * Runs a declared action (its `from` guard, `set`, hooks, audit). Its `afterCommit` hooks (mail) run
 * once it is stored; inside a caller's `trx` that is the caller's to know: they are not run then.
 */
export async function runAction(s: LocalServices, t: EntityTarget, id: number, action: string, o: CallOptions): Promise<Row> {
  const actor = allowed(o.caller, t.meta, 'update');
  const record = await withOutbox(s, o, { meta: t.meta, kind: 'action', id, action }, (w) => applyAction(db(s, w), t.meta, id, action, viewerOf(s, actor), actor, s, scopeOf(o.caller, t.meta, 'update')));
  if (!o.trx) await runAfterCommit(s.actionHooks, { entity: t.meta.name, action, id, context: s });
  return record;
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
