/**
 * The signed-in account of each request, kept for a second. Every
 * authenticated request needs the user and their role; a profile of reads by
 * id under load showed that lookup (one join, through knex) as the largest
 * single cost of the request, more than reading the record itself.
 *
 * A kept account is dropped as soon as this process writes to the account or
 * role tables, whichever code writes them (knex's `query` event sees every
 * statement, in transactions too), so a sign-out everywhere, a password
 * change or a role change holds from the next request. Writes made by
 * another server on the same database show within `ACCOUNT_CACHE_MS`. So
 * may, on PostgreSQL, a change committed while a request on another
 * connection was reading the account (on SQLite the one connection orders
 * them).
 */
import type { Knex } from 'knex';
import { ACCOUNT_TABLE, findAccountWithSecrets, ROLE_TABLE } from './accounts';

type Account = NonNullable<Awaited<ReturnType<typeof findAccountWithSecrets>>>;

/** How long a kept account is used (ms): the bound on seeing another server's change. */
export const ACCOUNT_CACHE_MS = 1000;
/** Accounts kept at most; the oldest goes first. */
const MAX_ACCOUNTS = 1000;

/** A statement that may change an account or a role (knex quotes names with ` on SQLite and " on PostgreSQL). */
const WRITES_ACCOUNTS = new RegExp(`^\\s*(insert|update|delete|replace|drop|alter)\\b[^;]*[\`"](${ACCOUNT_TABLE}|${ROLE_TABLE})[\`"]`, 'i');

interface Kept {
  account: Account | undefined;
  at: number;
}

/** Exported for its tests (a clock of their own); the server uses `findSignedInAccount`. */
export class AccountCache {
  private readonly kept = new Map<number, Kept>();
  /** Raised by every write to the accounts: a lookup that overlapped one is not kept. */
  private generation = 0;

  constructor(private readonly db: Knex) {
    db.on('query', (query: { sql?: unknown }) => {
      if (typeof query.sql !== 'string' || !WRITES_ACCOUNTS.test(query.sql)) return;
      this.generation++;
      this.kept.clear();
    });
  }

  async find(id: number, now = Date.now()): Promise<Account | undefined> {
    const hit = this.kept.get(id);
    if (hit && now - hit.at < ACCOUNT_CACHE_MS) return hit.account;
    const generation = this.generation;
    const account = await findAccountWithSecrets(this.db, id);
    if (generation !== this.generation) return account;
    this.kept.delete(id);
    if (this.kept.size >= MAX_ACCOUNTS) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(id, { account: account && freeze(account), at: now });
    return account;
  }
}

/** Requests share a kept account: it must not be changed by one of them. */
function freeze(account: Account): Account {
  const role = account.user.role;
  if (role) for (const grant of [role, role.permissions, ...Object.values(role.permissions)]) Object.freeze(grant);
  Object.freeze(account.user);
  Object.freeze(account.secrets);
  return Object.freeze(account);
}

const caches = new WeakMap<Knex, AccountCache>();

/**
 * The account with its role and secrets, as `findAccountWithSecrets` reads it, kept for
 * `ACCOUNT_CACHE_MS`. For authenticating requests only: signing in and confirming a
 * password read the current row.
 * @example const account = await findSignedInAccount(db, claims.userId);
 */
export function findSignedInAccount(db: Knex, id: number): Promise<Account | undefined> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AccountCache(db)));
  return cache.find(id);
}
