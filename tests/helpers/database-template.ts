/**
 * Test servers start on a copy of one database made once per run, instead of building the schema each:
 * running every migration and, on PostgreSQL, making the trigram search indexes took about 1.5 s a server
 * on SQLite and 10 s on PostgreSQL on a loaded machine (load average 25); a copy takes a few ms (SQLite
 * file) or a second or two (`CREATE DATABASE … TEMPLATE`). The copy holds the schema only, no row: the
 * server still runs its whole start on it (first admin, seed, the `ensure…` steps find their work done).
 *
 * SQLite: the file is made by the first test that needs it, in a folder the Vitest global setup below
 * makes (and removes at the end), named in TEST_SQLITE_TEMPLATE_DIR. PostgreSQL: the "postgres" project's
 * global setup (postgres-reachable.ts) makes it and names it in TEST_POSTGRES_TEMPLATE (postgres.ts).
 * Outside Vitest (e.g. `npm run bench:web`) neither is set and servers build their own schema.
 */
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { migrations } from '../../generated/migrations';
import { resources } from '../../generated/server';
import { connectDatabase } from '../../runtime-server/db/connect';
import { migrateToLatest } from '../../runtime-server/db/migration-source';
import { ensureSearchIndexes } from '../../runtime-server/db/search-indexes';

const FOLDER_VARIABLE = 'TEST_SQLITE_TEMPLATE_DIR';

/** Vitest global setup (vitest.config.ts): the run's template folder. Runs once per project; the first makes it. */
export default function setup(): (() => void) | undefined {
  if (process.env[FOLDER_VARIABLE]) return undefined;
  const folder = mkdtempSync(path.join(tmpdir(), 'company-admin-template-'));
  process.env[FOLDER_VARIABLE] = folder;
  return () => {
    delete process.env[FOLDER_VARIABLE];
    rmSync(folder, { recursive: true, force: true });
  };
}

/**
 * The schema a server's start makes on an empty database: the migrations and the search indexes (the
 * costly part; site/server/start.ts). Tests of the start itself run on an empty database
 * (`startTestServer({ buildSchema: true })`, tests/api/search-indexes.test.ts) or in a process of its own
 * (tests/reliability/two-servers.test.ts), so a start that stopped making either is still seen.
 */
export async function buildTemplateSchema(db: Knex): Promise<void> {
  await migrateToLatest(db, migrations);
  await ensureSearchIndexes(db, resources.map((r) => r.meta));
}

/**
 * Writes at `file` a SQLite database holding the schema and no rows, as a server's start leaves an empty
 * file before its first admin; answers false (writing nothing) when the run has no template folder.
 */
export async function copyMigratedSqlite(file: string): Promise<boolean> {
  const folder = process.env[FOLDER_VARIABLE];
  if (!folder) return false;
  const template = path.join(folder, 'migrated.sqlite');
  if (!existsSync(template)) {
    // Two workers may both make it: each writes its own file and renames it into place (atomic), so no
    // test ever copies a half-written template.
    const own = `${template}.${process.pid}`;
    const db = connectDatabase({ url: own });
    try {
      await buildTemplateSchema(db);
    } finally {
      await db.destroy(); // the last connection's close folds the WAL into the file
    }
    renameSync(own, template);
  }
  copyFileSync(template, file);
  return true;
}
