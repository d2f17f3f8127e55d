/**
 * Uploaded files in a table of the database (`UPLOAD_STORE=database`): every
 * server process that shares the database shares the files, with no shared
 * disk. Meant for PostgreSQL behind a load balancer; works on SQLite too.
 * Files are bounded by their field's `maxSizeMb`, so a bytea/blob column is enough.
 */
import { transactionOf } from '../local-api/after-commit';
import type { Knex } from 'knex';
import type { UploadStore } from './store';

export const UPLOAD_TABLE = 'stored_files';

/** Creates the table when missing; run under the migration lock, so two processes starting together create it once. */
export async function ensureUploadTable(db: Knex): Promise<void> {
  if (await db.schema.hasTable(UPLOAD_TABLE)) return;
  await db.schema.createTable(UPLOAD_TABLE, (t) => {
    t.string('path', 255).primary();
    t.binary('content').notNullable();
    t.integer('size').notNullable();
    t.string('created_at').notNullable();
  });
}

export function databaseStore(base: Knex): UploadStore {
  // Inside a record's transaction (local-api/after-commit.ts), files are written in it: they commit or roll back with the row.
  const db = (): Knex => transactionOf(base) ?? base;
  return {
    async put(stored, data) {
      await db()(UPLOAD_TABLE).insert({ path: stored, content: data, size: data.length, created_at: new Date().toISOString() });
    },
    async read(stored) {
      const row = await db()<{ path: string; content: Buffer }>(UPLOAD_TABLE).where({ path: stored }).first('content');
      return row ? Buffer.from(row.content) : undefined;
    },
    async has(stored) {
      return (await db()(UPLOAD_TABLE).where({ path: stored }).first('path')) !== undefined;
    },
    async remove(stored) {
      await db()(UPLOAD_TABLE).where({ path: stored }).delete();
    },
    async list(folder) {
      // Paths only, never the content; filtered here rather than with LIKE, whose `_` is a wildcard.
      const rows = await db()<{ path: string; created_at: string }>(UPLOAD_TABLE).select('path', 'created_at');
      return rows
        .filter((r) => r.path.startsWith(folder) && !r.path.slice(folder.length).includes('/'))
        .map((r) => ({ stored: r.path, writtenAt: Date.parse(r.created_at) }));
    },
  };
}
