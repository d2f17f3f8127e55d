/**
 * The ceiling's sign-in: the account and its role in one prepared query, `@node-rs/bcrypt` in libuv's thread pool
 * (the event loop goes on serving reads meanwhile), then a
 * token signed with one key object. The answer is ours, field for field: `{data: {token, user}}`.
 * As ours (runtime-server/auth/hashing-threads.ts), at most all cores but one (one to three) check at once, so
 * that a burst of sign-ins leaves a core to the event loop: without it the ceiling's reads during sign-ins
 * would compete with four hashing threads where ours compete with one, and the comparison would flatter ours.
 */
import { verify } from '@node-rs/bcrypt';
import type { Database } from 'better-sqlite3';
import jwt from 'jsonwebtoken';
import { createSecretKey } from 'node:crypto';
import { availableParallelism } from 'node:os';

const AT_ONCE = Math.max(1, Math.min(3, availableParallelism() - 1));
let running = 0;
const waiting: (() => void)[] = [];

async function checkPassword(plain: string, hash: string): Promise<boolean> {
  if (running < AT_ONCE) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing check hands its slot over
  try {
    return await verify(plain, hash);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

type AccountRow = { id: number; email: string; first_name: string; last_name: string | null; role_id: number | null; language: string | null; password: string; token_version: number; two_factor_since: string | null; role_key: string | null; role_name: string; admin_access: number; all_permissions: number; requires_two_factor: number; permissions: string };

export function signIn(db: Database, secret: string) {
  const key = createSecretKey(Buffer.from(secret));
  const byEmail = db.prepare(`SELECT u.id, u.email, u.first_name, u.last_name, u.role_id, u.language, u.password, u.token_version, u.two_factor_since,
    r.key AS role_key, r.name AS role_name, r.admin_access, r.all_permissions, r.requires_two_factor, r.permissions
    FROM users u LEFT JOIN roles r ON r.id = u.role_id WHERE lower(u.email) = ?`);
  /** The session, or undefined when the email or the password is wrong (or a second factor is needed: not benchmarked). */
  return async (email: unknown, password: unknown) => {
    if (typeof email !== 'string' || typeof password !== 'string') return undefined;
    const row = byEmail.get(email.trim().toLowerCase()) as AccountRow | undefined;
    if (!row || !(await checkPassword(password, row.password)) || row.two_factor_since || row.requires_two_factor) return undefined;
    const role = row.role_key === null ? null : {
      id: row.role_id, key: row.role_key, name: row.role_name, admin_access: Boolean(row.admin_access), all_permissions: Boolean(row.all_permissions),
      requires_two_factor: Boolean(row.requires_two_factor), permissions: JSON.parse(row.permissions) as unknown,
    };
    const user = { id: row.id, email: row.email, first_name: row.first_name, last_name: row.last_name, role_id: row.role_id, language: row.language ?? null, role };
    return { token: jwt.sign({ ver: row.token_version }, key, { algorithm: 'HS256', subject: String(row.id), expiresIn: '8h' }), user };
  };
}
