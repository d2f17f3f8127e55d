/**
 * API keys: machine tokens staff make for integrations. A key is 32 random
 * bytes behind a recognisable prefix (`ak_`), shown once when made; only its
 * SHA-256 is stored (a random key needs no slow hash, and it is checked on
 * every request). A request that sends `Authorization: Bearer ak_...` acts
 * with the key's role, on behalf of its creator, and its writes are audited
 * under the key's name (`API key: Warehouse sync`).
 *
 * A key is refused (401, at once: nothing is cached) when it is revoked, past
 * its expiry, or its creator is gone or no longer holds a role covering the
 * key's. Its role is never wider than its creator's when made; a key cannot
 * make or revoke keys. Its last use (time and address) is written at most once
 * a minute per key, so a burst of requests is not a burst of writes.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { logChange } from '../audit/record-change';
import { APIError, forbidden, invalidFields, notFound } from '../http/errors';
import { within } from './account-guard';
import { findSignedInAccount } from './account-cache';
import { findRole, type AuthUser } from './accounts';

export const API_KEY_TABLE = 'api_keys';
export const API_KEY_ENTITY = 'api-key';
/** Every key starts so: a leaked one is recognisable, and the server tells it from a sign-in token. */
export const API_KEY_PREFIX = 'ak_';
/** Last use is written at most this often per key (ms). */
export const TOUCH_INTERVAL_MS = 60_000;

type Row = Record<string, unknown>;

const hashOf = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');
export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** The actors of requests made with a key: they may not manage keys. */
const keyActors = new WeakSet<AuthUser>();
export const isApiKeyActor = (user: AuthUser | undefined): boolean => user !== undefined && keyActors.has(user);

/** A key's request as who it acts as, or why the key is refused. */
export async function actorOfKey(db: Knex, key: string): Promise<{ actor: AuthUser; id: number } | { problem: string }> {
  const hash = hashOf(key);
  const row = await db(API_KEY_TABLE).where({ key_hash: hash }).first<Row | undefined>();
  // The lookup is by the hash; comparing it again in constant time leaves no timing to learn from whatever the index did.
  if (!row || !timingSafeEqual(Buffer.from(String(row.key_hash)), Buffer.from(hash))) return { problem: 'The API key is not valid' };
  if (row.revoked_at) return { problem: 'This API key was revoked' };
  if (typeof row.expires_at === 'string' && Date.parse(row.expires_at) <= Date.now()) return { problem: 'This API key has expired' };
  const creator = await findSignedInAccount(db, Number(row.creator_id));
  const role = await findRole(db, { id: Number(row.role_id) });
  if (!creator || !role || !creator.user.role?.admin_access || !within(role, creator.user.role)) {
    return { problem: "This API key's creator may no longer grant its role; ask for a new key" };
  }
  const name = String(row.name);
  const actor: AuthUser = { id: creator.user.id, email: `API key: ${name}`, first_name: name, last_name: null, role_id: role.id, role };
  keyActors.add(actor);
  return { actor, id: Number(row.id) };
}

const touched = new Map<number, number>();

/** Records the key's last use, at most once a minute per key (in this process, and across processes by the condition). */
export async function touchKey(db: Knex, id: number, address: string | undefined): Promise<void> {
  const now = Date.now();
  if ((touched.get(id) ?? 0) > now - TOUCH_INTERVAL_MS) return;
  touched.set(id, now);
  const since = new Date(now - TOUCH_INTERVAL_MS).toISOString();
  await db(API_KEY_TABLE)
    .where({ id })
    .andWhere((q) => {
      void q.whereNull('last_used_at').orWhere('last_used_at', '<', since);
    })
    .update({ last_used_at: new Date(now).toISOString(), last_used_ip: (address ?? '').slice(0, 64) || null });
}

function assertManager(actor: AuthUser): void {
  if (isApiKeyActor(actor)) throw forbidden('An API key cannot make or revoke API keys; sign in as a member of staff');
}

export interface NewKey {
  name: string;
  role_id: number;
  expires_at?: string | null | undefined;
}

/** Makes a key for `creator`; answers the stored row and the key, which is never shown again. */
export async function createApiKey(db: Knex, meta: EntityMeta, creator: AuthUser, input: NewKey): Promise<{ row: Row; key: string }> {
  assertManager(creator);
  const role = await findRole(db, { id: input.role_id });
  if (!role) throw invalidFields({ role_id: `No role with id ${input.role_id}` });
  if (!within(role, creator.role)) throw new APIError(403, 'A key may not grant more than your own role', { role_id: 'This role grants more than your own' });
  if (input.expires_at && Date.parse(input.expires_at) <= Date.now()) throw invalidFields({ expires_at: 'Choose a time in the future' });
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = new Date().toISOString();
  const values = { name: input.name, prefix: key.slice(0, 10), key_hash: hashOf(key), role_id: role.id, creator_id: creator.id, expires_at: input.expires_at ?? null, created_at: now, updated_at: now };
  const row = await db.transaction(async (trx) => {
    const [inserted] = (await trx(API_KEY_TABLE).insert(values).returning('*')) as Row[];
    await logChange(trx, { meta, actor: creator, operation: 'create', id: Number(inserted!.id) }, undefined, inserted);
    return inserted!;
  });
  return { row, key };
}

/** Revokes a key at once; revoking it again changes nothing. Staff whose role covers the key's role may. */
export async function revokeApiKey(db: Knex, meta: EntityMeta, actor: AuthUser, id: number): Promise<Row> {
  assertManager(actor);
  return db.transaction(async (trx) => {
    const row = await trx(API_KEY_TABLE).where({ id }).first<Row | undefined>();
    if (!row) throw notFound(`API key ${id}`);
    if (!within(await findRole(trx, { id: Number(row.role_id) }), actor.role)) throw forbidden('You cannot revoke a key whose role grants more than your own');
    if (row.revoked_at) return row;
    const now = new Date().toISOString();
    const [revoked] = (await trx(API_KEY_TABLE).where({ id }).update({ revoked_at: now, updated_at: now }).returning('*')) as Row[];
    await logChange(trx, { meta, actor, operation: 'action', action: 'revoke', id }, row, revoked);
    return revoked!;
  });
}
