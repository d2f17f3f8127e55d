/**
 * `POST /api/<name>/bulk`: delete, set fields, or run a declared action on
 * many rows in one request. Every row goes through the local API's
 * operations (local-api/operations.ts: the account guard, the action's
 * `from` states, action and lifecycle hooks, rules, foreign keys, the audit
 * log), each in a savepoint of ONE transaction: if any row is refused, the
 * whole request is rolled back and the answer names each refused row and why
 * (`error.fields`, keyed by id). Nothing is half-done.
 *
 * @example { "action": "publish", "filter": { "state": "draft" } } → { "data": { "action": "publish", "count": 3, "ids": [4, 7, 9] } }
 */
import type { Knex } from 'knex';
import { z } from 'zod';
import { serverKinds } from '../../kinds/registry/server';
import type { ListFilter } from '../../runtime-shared/list-query';
import type { EntityMeta, Operation } from '../../runtime-shared/meta';
import { MAX_INT } from '../../runtime-shared/validation';
import type { AuthUser } from '../auth/accounts';
import { fromDatabaseError } from '../http/database-errors';
import { APIError, badRequest, invalidFields } from '../http/errors';
import { fieldErrors } from '../http/zod-errors';
import { transaction } from '../local-api/after-commit';
import { remove, runAction, update, type EntityTarget } from '../local-api/operations';
import { MAX_BULK_ROWS, selectRows, type Selection } from './bulk-selection';
import { prepareInput } from './prepare-input';
import type { Row } from './serialize';
import type { RowFilter } from './visibility';
import type { LocalServices } from './action-hooks';
import type { UploadStore } from '../uploads/store';

const SCALAR = z.union([z.string(), z.number(), z.boolean()]);
const OPERATORS = z
  .object({ eq: SCALAR, ne: SCALAR, gte: SCALAR, lte: SCALAR, in: z.array(SCALAR), nin: z.array(SCALAR), contains: z.string(), startsWith: z.string(), null: z.literal(true), notNull: z.literal(true) })
  .partial()
  .strict();
/** The list's filter as JSON (runtime-shared/list-query.ts `ListFilter`); the list's parser then checks fields, operators and values. */
const FILTER: z.ZodType<ListFilter> = z.lazy(() =>
  z.record(z.string(), z.union([SCALAR, z.null(), OPERATORS, z.array(FILTER)]), { error: 'An object of field: value (or field: {operator: value}, or: [...])' }),
);

const BODY = z
  .object({
    action: z.string({ error: 'Name the action: delete, update or a declared action' }).min(1),
    ids: z.array(z.number().int().positive().max(MAX_INT), { error: 'A list of record ids' }).min(1, 'Choose at least one record').max(MAX_BULK_ROWS, `At most ${MAX_BULK_ROWS} records at once`).optional(),
    filter: FILTER.optional(),
    q: z.string().optional(),
    all: z.literal(true, { error: 'all is true or left out' }).optional(),
    values: z.record(z.string(), z.unknown(), { error: 'An object of field: value' }).optional(),
  })
  .strict();

export type BulkBody = z.infer<typeof BODY>;

export interface BulkResult {
  action: string;
  count: number;
  ids: number[];
}

/** The operation whose grant a bulk action needs; throws 400 for an action the entity does not have. */
export function bulkOperation(meta: EntityMeta, body: unknown): { operation: Operation; body: BulkBody } {
  const parsed = BODY.safeParse(body ?? {});
  if (!parsed.success) throw invalidFields(fieldErrors(parsed.error));
  const { action } = parsed.data;
  if (action !== 'delete' && action !== 'update' && !meta.actions.some((a) => a.name === action)) {
    throw badRequest(`Unknown action "${action}"; use delete, update${meta.actions.map((a) => `, ${a.name}`).join('')}`, { action: 'Unknown action' });
  }
  return { operation: action === 'delete' ? 'delete' : 'update', body: parsed.data };
}

/** Fields a bulk update may set: one value for every row makes no sense for files, passwords or link lists. */
const settable = (meta: EntityMeta, name: string) => {
  const field = meta.fields.find((f) => f.name === name);
  return field && !field.upload && serverKinds[field.kind].bulk !== false;
};

export interface BulkOptions {
  db: Knex;
  uploads: UploadStore;
  meta: EntityMeta;
  /** The entity's meta and schemas: bulk updates are checked by its update schema, as a PATCH is. */
  target: EntityTarget;
  body: BulkBody;
  actor: AuthUser | undefined;
  /** Rows outside this filter do not exist for the caller (a public filter). */
  only?: RowFilter;
  /** The app's services, with its action hooks (action-hooks.ts): a declared action in bulk runs them as the single route does. */
  services: LocalServices;
}

function selectionOf(body: BulkBody): Selection {
  if (body.ids && body.filter) throw badRequest('Send ids or filter, not both', { ids: 'Send ids or filter, not both' });
  if (body.ids) return { ids: body.ids };
  if (body.filter) {
    // An empty filter selects every record: a mistake is too costly to take it without `all: true`.
    if (Object.keys(body.filter).length === 0 && !body.q?.trim() && !body.all) throw badRequest('An empty filter selects every record: send "all": true to mean it', { filter: 'Empty: send "all": true to mean every record' });
    return { filter: body.filter, ...(body.q !== undefined ? { q: body.q } : {}) };
  }
  throw badRequest('Choose the records: ids or filter', { ids: 'Choose the records: ids or filter' });
}

/** A bulk update's values, checked once for all rows (they are the same for every row) before any is changed. */
async function checkValues(o: BulkOptions): Promise<void> {
  const values = o.body.values ?? {};
  const names = Object.keys(values);
  if (names.length === 0) throw badRequest('Name the field to set in values', { values: 'Name the field to set' });
  const wrong = names.find((n) => !settable(o.meta, n));
  if (wrong) throw badRequest(`"${wrong}" cannot be set for many records at once`, { [wrong]: 'Cannot be set in bulk' });
  const mask: Record<string, true> = Object.fromEntries(names.map((n) => [n, true]));
  const schema = o.target.updateSchema.partial().pick(mask);
  await prepareInput({ db: o.db, uploads: o.uploads, meta: o.meta, schema, body: values, files: undefined, existing: {}, ...(o.actor ? { actor: o.actor } : {}) });
}

/**
 * Changes one row inside `sp` (a savepoint) with the local API's operations: the same checks, audit
 * entries and hooks as one record's route. A soft-delete entity's rows go to the trash, as the single
 * delete route does; the files of rows deleted for good are removed once the whole request committed.
 */
async function changeRow(sp: Knex.Transaction, o: BulkOptions, row: Row): Promise<void> {
  const options = { caller: o.actor ?? null, trx: sp };
  const id = Number(row.id);
  if (o.body.action === 'delete') await remove(o.services, o.target, id, options);
  else if (o.body.action === 'update') await update(o.services, o.target, id, { ...o.body.values }, options);
  else await runAction(o.services, o.target, id, o.body.action, options);
}

/** Why a row was refused, from what the single-record code threw; anything else is not a refusal and goes on up. */
function reasonOf(error: unknown): APIError {
  const known = error instanceof APIError ? error : fromDatabaseError(error);
  if (!known || known.status >= 500) throw error;
  return known;
}

/** A refusal's status: a missing grant first, then a state or link conflict, then a missing row. */
const RANK = [403, 409, 400, 404];

export async function runBulk(o: BulkOptions): Promise<BulkResult> {
  const selection = selectionOf(o.body);
  if (o.body.action === 'update') await checkValues(o); // the values, checked once before any row is read
  // Effects after the commit (files of deleted rows, hooks' mail) wait for the whole request (local-api/after-commit.ts).
  const ids = await transaction(o.db, async (trx) => {
    const { rows, missing } = await selectRows(trx, o.meta, selection, o.only);
    const refused: Record<string, string> = {};
    const statuses = new Set<number>();
    for (const id of missing) {
      refused[id] = `No ${o.meta.label.toLowerCase()} with id ${id}`;
      statuses.add(404);
    }
    for (const row of rows) {
      try {
        await trx.transaction((sp) => changeRow(sp, o, row));
      } catch (error) {
        const reason = reasonOf(error);
        refused[String(row.id)] = reason.fields ? Object.entries(reason.fields).map(([f, m]) => `${f}: ${m}`).join('; ') : reason.message;
        statuses.add(reason.status);
      }
    }
    const count = Object.keys(refused).length;
    if (count) {
      const status = RANK.find((s) => statuses.has(s)) ?? 400;
      throw new APIError(status, `${count} of ${rows.length + missing.length} records were refused; nothing was changed`, refused);
    }
    return rows.map((r) => Number(r.id));
  });
  return { action: o.body.action, count: ids.length, ids };
}
