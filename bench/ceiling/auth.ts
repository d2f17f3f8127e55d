/**
 * The ceiling's bearer-token check: jsonwebtoken with a key object made once,
 * then the user and role in one prepared query. `Bearer<token>` (no space) is
 * accepted, as by the product. A valid token answers the account (its id and
 * email, which the audit log records).
 *
 * With the product's two tricks, as a competent hand-written server would have them
 * (runtime-server/auth/tokens.ts, account-cache.ts): a token whose signature was
 * checked is remembered with its expiry (at most 1,000), and an account read is
 * kept for a second (at most 1,000). The bench writes no account, so the ceiling
 * needs none of the product's dropping of kept accounts on writes.
 */
import type { Database } from 'better-sqlite3';
import jwt from 'jsonwebtoken';
import { createSecretKey } from 'node:crypto';

export interface Account {
  id: number;
  email: string;
  admin: boolean;
}

const KEEP = 1000;
const ACCOUNT_MS = 1000;

function keep<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (map.size >= KEEP) map.delete(map.keys().next().value!);
  map.set(key, value);
}

export function checkBearer(db: Database, secret: string) {
  const key = createSecretKey(Buffer.from(secret));
  const account = db.prepare('SELECT u.id, u.email, r.admin_access, r.all_permissions FROM users u LEFT JOIN roles r ON r.id = u.role_id WHERE u.id = ?');
  const tokens = new Map<string, { userId: number; exp: number }>();
  const accounts = new Map<number, { account: Account | undefined; at: number }>();
  const userOf = (token: string): number | undefined => {
    const known = tokens.get(token);
    if (known) return Date.now() / 1000 < known.exp ? known.userId : undefined;
    const claims = jwt.verify(token, key, { algorithms: ['HS256'] }) as { sub: string; exp: number };
    const userId = Number(claims.sub);
    keep(tokens, token, { userId, exp: claims.exp });
    return userId;
  };
  const accountOf = (userId: number, now: number): Account | undefined => {
    const hit = accounts.get(userId);
    if (hit && now - hit.at < ACCOUNT_MS) return hit.account;
    const row = account.get(userId) as { id: number; email: string; admin_access: number; all_permissions: number } | undefined;
    const found = row && { id: row.id, email: row.email, admin: Boolean(row.admin_access && row.all_permissions) };
    accounts.delete(userId);
    keep(accounts, userId, { account: found, at: now });
    return found;
  };
  return (header: string | undefined): 'none' | 'invalid' | Account => {
    const token = /^Bearer\s*(\S+)$/i.exec(header?.trim() ?? '')?.[1];
    if (!token) return 'none';
    try {
      const userId = userOf(token);
      const found = userId === undefined ? undefined : accountOf(userId, Date.now());
      return found ?? 'invalid';
    } catch {
      return 'invalid';
    }
  };
}
