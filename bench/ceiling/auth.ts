/**
 * The ceiling's bearer-token check: jsonwebtoken with a key object made once,
 * then the user and role in one prepared query. `Bearer<token>` (no space) is
 * accepted, as by the product. A valid token answers the account (its id and
 * email, which the audit log records).
 */
import type { Database } from 'better-sqlite3';
import jwt from 'jsonwebtoken';
import { createSecretKey } from 'node:crypto';

export interface Account {
  id: number;
  email: string;
  admin: boolean;
}

export function checkBearer(db: Database, secret: string) {
  const key = createSecretKey(Buffer.from(secret));
  const account = db.prepare('SELECT u.id, u.email, r.admin_access, r.all_permissions FROM users u LEFT JOIN roles r ON r.id = u.role_id WHERE u.id = ?');
  return (header: string | undefined): 'none' | 'invalid' | Account => {
    const token = /^Bearer\s*(\S+)$/i.exec(header?.trim() ?? '')?.[1];
    if (!token) return 'none';
    try {
      const claims = jwt.verify(token, key, { algorithms: ['HS256'] }) as { sub: string };
      const row = account.get(Number(claims.sub)) as { id: number; email: string; admin_access: number; all_permissions: number } | undefined;
      if (!row) return 'invalid';
      return { id: row.id, email: row.email, admin: Boolean(row.admin_access && row.all_permissions) };
    } catch {
      return 'invalid';
    }
  };
}
