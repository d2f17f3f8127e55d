/**
 * The database: SQLite in a file by default, PostgreSQL when a
 * `postgres://` URL is given. SQLite's one connection is set up and
 * handed out as sqlite-connection.ts describes.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { lockSingleConnection, setUpConnection, type SqliteConnection } from './sqlite-connection';

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
  const db = knex({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) => {
        setUpConnection(conn);
        done(null, conn);
      },
    },
  });
  lockSingleConnection(db);
  return db;
}

export const isPostgres = (db: Knex): boolean => db.client.config.client === 'pg';
