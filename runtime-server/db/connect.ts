/**
 * The database: SQLite in a file by default, PostgreSQL when a
 * `postgres://` URL is given. SQLite's one connection is set up and
 * handed out as sqlite-connection.ts describes, its transactions run as
 * sqlite-transaction.ts describes.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { lockSingleConnection, setUpConnection, type SqliteConnection } from './sqlite-connection';
import { lightTransactions } from './sqlite-transaction';

export interface DatabaseOptions {
  /** `postgres://user:pass@host:port/db`, or a SQLite file path. */
  url: string;
}

// knex warns on every refused migration lock, naming a `knex migrate:unlock` command this project does not
// have; migration-lock.ts waits for the lock and names `npm run migrate:unlock` itself.
const log = { warn: (message: string) => void (/lock/i.test(message) || console.warn(message)) };

export function connectDatabase({ url }: DatabaseOptions): Knex {
  if (/^postgres(ql)?:\/\//.test(url)) {
    return knex({ client: 'pg', connection: url, pool: { min: 0, max: 10 }, log });
  }
  const filename = sqliteFile(url)!;
  if (filename !== ':memory:') mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const db = knex({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    log,
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
  lightTransactions(db);
  return db;
}

/** The SQLite file a database URL names, or undefined for PostgreSQL. */
export function sqliteFile(url: string): string | undefined {
  return /^postgres(ql)?:\/\//.test(url) ? undefined : url.replace(/^sqlite:(\/\/)?/, '');
}

/**
 * In production a missing SQLite file means a wrong DATA_DIR or DATABASE_URL (or a lost volume), and
 * creating a fresh one would start an empty site over the real one: refused unless the first start
 * says so (`DATABASE_CREATE=1`). Development creates the file.
 */
export function refuseMissingDatabase(url: string, o: { production: boolean; allowCreate: boolean }): void {
  const file = sqliteFile(url);
  if (!o.production || o.allowCreate || !file || file === ':memory:' || existsSync(file)) return;
  throw new Error(
    `The database file ${path.resolve(file)} does not exist. In production it is not created silently: check DATA_DIR / DATABASE_URL, ` +
      'or set DATABASE_CREATE=1 for the first start.',
  );
}

export const isPostgres = (db: Knex): boolean => (db.client as { config: Knex.Config }).config.client === 'pg';

/**
 * After migrations and seeding: SQLite's planner statistics for the tables that changed
 * (sqlite-connection.ts). PostgreSQL's autovacuum keeps its own.
 */
export async function refreshStatistics(db: Knex): Promise<void> {
  if (!isPostgres(db)) await db.raw('PRAGMA optimize = 0x10002');
}
