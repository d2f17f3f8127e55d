/**
 * The database: SQLite in a file by default, PostgreSQL when a
 * `postgres://` URL is given. SQLite gets foreign keys, WAL and a busy
 * timeout on every connection (they are per connection, not per file).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';

export interface DatabaseOptions {
  /** `postgres://user:pass@host:port/db`, or a SQLite file path. */
  url: string;
}

export function connectDatabase({ url }: DatabaseOptions): Knex {
  if (/^postgres(ql)?:\/\//.test(url)) {
    return knex({ client: 'pg', connection: url, pool: { min: 0, max: 10 } });
  }
  const filename = url.replace(/^sqlite:(\/\/)?/, '');
  if (filename !== ':memory:') mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  return knex({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: { pragma: (sql: string) => unknown }, done: (err: Error | null, conn: unknown) => void) => {
        conn.pragma('foreign_keys = ON');
        conn.pragma('journal_mode = WAL');
        conn.pragma('synchronous = NORMAL');
        conn.pragma('busy_timeout = 5000');
        conn.pragma('cache_size = -16000');
        done(null, conn);
      },
    },
  });
}

export const isPostgres = (db: Knex): boolean => db.client.config.client === 'pg';
