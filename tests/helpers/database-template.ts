/**
 * Test servers start on a copy of one database made once per run, instead of building the schema each:
 * running every migration and, on PostgreSQL, making the trigram search indexes took about 1.5 s a server
 * on SQLite and 10 s on PostgreSQL on a loaded machine (load average 25); a copy takes a few ms (SQLite
 * file) or a second or two (`CREATE DATABASE … TEMPLATE`). The copy holds the schema only, no row: the
 * server still runs its whole start on it (first admin, seed, the `ensure…` steps find their work done).
 * A server started with the demo content copies a second template instead, holding the seed too
 * (`demoTemplate` below).
 *
 * SQLite: the file is made by the first test that needs it, in a folder the Vitest global setup below
 * makes (and removes at the end), named in TEST_SQLITE_TEMPLATE_DIR. PostgreSQL: the "postgres" project's
 * global setup (postgres-reachable.ts) makes it and names it in TEST_POSTGRES_TEMPLATE (postgres.ts).
 * Outside Vitest (e.g. `npm run bench:web`) neither is set and servers build their own schema.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { migrations } from '../../generated/migrations';
import { resources } from '../../generated/server';
import { connectDatabase } from '../../runtime-server/db/connect';
import { migrateToLatest } from '../../runtime-server/db/migration-source';
import { ensureSearchIndexes } from '../../runtime-server/db/search-indexes';
import { privateDirOf } from '../../runtime-server/uploads/store';
import { DEFAULT_SITE_TIME_ZONE, todayIn } from '../../runtime-shared/site-time';
import { POSTGRES, POSTGRES_TEMPLATE_VARIABLE } from './postgres';

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
    // Two workers may both make it, and so may two servers one file starts at once (Promise.all): each call
    // writes a file of its own and renames it into place (atomic), so no test ever copies a half-written template.
    const own = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
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

/**
 * The demo template: the schema AND the demo seed (its rows, and the files it uploaded with their
 * thumbnails), made once per run per database by the first server that needs it, and copied by each test
 * server started with `demoContent: true` and nothing that changes what the seed writes
 * (tests/helpers/server.ts says which options those are). Seeding wrote ~250 records through the local
 * API (validation, hooks, audit, history, search index, the German translations, uploads re-encoded with
 * thumbnails) at every such start, on both databases. The copy's start then finds the seed's tables
 * filled, as a restart does, and seeds nothing (site/server/seed/seed.ts: each part writes into empty
 * tables only); its admin exists, its pictures are in the media library and have their thumbnails.
 *
 * The seed dates things relative to its moment (`moment`, `day` in site/server/seed/util.ts: an order placed
 * 21 days ago, a discount that ends in 14 days, a job's deadline). A template serves only the half hour of
 * UTC it was seeded in (its name holds it): a copy is at most 30 minutes older than a seed of its own, and
 * seeded on the same day in the site's time zone (the default zone's midnight is on the hour), so no date
 * the demo shows moves, and no "days ago" rounds differently. A run that crosses a half hour seeds once more.
 *
 * Folder `<run folder>/demo-<database>-<day>-<half hour>/`: `uploads/` and `private/` (the server's two
 * upload folders) and `demo.sqlite`, or for PostgreSQL `database` naming the seeded database, which the
 * "postgres" project's global setup drops at the end (its name starts with the schema template's).
 */
export interface DemoTemplate {
  /** The seeded SQLite file to copy, or the PostgreSQL database to copy with `CREATE DATABASE … TEMPLATE`. */
  source: string;
  /** Copies the seed's uploaded files into a server's uploads folder (and its sibling `private`). */
  copyFiles(uploadsDir: string): void;
}

/** Starts a server with the demo content on the database at `databaseUrl`, files in `uploadsDir`, waits for its thumbnails, and closes it. */
export type DemoSeeder = (databaseUrl: string, uploadsDir: string) => Promise<void>;

/** The half hour of UTC a template serves: aligned to the hour, so also to midnight in the default site zone. */
const HALF_HOUR = 30 * 60_000;

/**
 * The run's demo template for `database`, made now by `seed` when it is not there yet; undefined when the
 * run has no template (outside Vitest), so the server seeds for itself.
 */
export async function demoTemplate(database: 'sqlite' | 'postgres', seed: DemoSeeder, now = new Date()): Promise<DemoTemplate | undefined> {
  const folder = process.env[FOLDER_VARIABLE];
  const schemaTemplate = database === 'postgres' ? process.env[POSTGRES_TEMPLATE_VARIABLE] : undefined;
  if (!folder || (database === 'postgres' && (!schemaTemplate || !POSTGRES))) return undefined;
  const slot = `${todayIn(now, DEFAULT_SITE_TIME_ZONE)}-${Math.floor(now.getTime() / HALF_HOUR)}`;
  const template = path.join(folder, `demo-${database}-${slot}`);
  if (!existsSync(template)) {
    // Made in a folder of this process's own, then renamed into place: the rename is atomic, so no server
    // copies a half-made template; when two workers (or two servers of one file) make one at once, the
    // second's rename fails and it throws its own away (and its database).
    const own = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    rmSync(own, { recursive: true, force: true });
    mkdirSync(own);
    const made = database === 'sqlite' ? await seedSqlite(own, seed) : await seedPostgres(own, seed, schemaTemplate!);
    try {
      renameSync(own, template);
    } catch (error) {
      if (!existsSync(template)) throw error;
      rmSync(own, { recursive: true, force: true });
      await made.discard();
    }
  }
  const source = database === 'sqlite' ? path.join(template, 'demo.sqlite') : readFileSync(path.join(template, 'database'), 'utf8');
  return {
    source,
    copyFiles(uploadsDir) {
      for (const [from, to] of [
        [path.join(template, 'uploads'), uploadsDir],
        [path.join(template, 'private'), privateDirOf(uploadsDir)],
      ] as const) {
        if (existsSync(from)) cpSync(from, to, { recursive: true });
      }
    },
  };
}

/** The outbox stays out of the template: the seed sends no mail, and each server has its own. */
const seedIn = async (own: string, databaseUrl: string, seed: DemoSeeder) => {
  await seed(databaseUrl, path.join(own, 'uploads'));
  rmSync(path.join(own, 'outbox'), { recursive: true, force: true });
};

async function seedSqlite(own: string, seed: DemoSeeder): Promise<{ discard(): Promise<void> }> {
  const file = path.join(own, 'demo.sqlite');
  if (!(await copyMigratedSqlite(file))) throw new Error('no template folder'); // demoTemplate checked it
  await seedIn(own, file, seed); // the seeder closes its database: the WAL is folded into the file
  return { discard: async () => {} };
}

async function seedPostgres(own: string, seed: DemoSeeder, schemaTemplate: string): Promise<{ discard(): Promise<void> }> {
  const name = `${schemaTemplate}${DEMO_SUFFIX}${randomBytes(4).toString('hex')}`;
  const server = connectDatabase({ url: POSTGRES! });
  try {
    await server.raw('CREATE DATABASE ?? TEMPLATE ??', [name, schemaTemplate]);
    const url = new URL(POSTGRES!);
    url.pathname = `/${name}`;
    // The seeder's server closes its connections: a database is copied only while no session is connected to it.
    await seedIn(own, url.toString(), seed);
    writeFileSync(path.join(own, 'database'), name);
  } finally {
    await server.destroy();
  }
  return {
    async discard() {
      const again = connectDatabase({ url: POSTGRES! });
      try {
        await again.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      } finally {
        await again.destroy();
      }
    },
  };
}

/** What follows the schema template's name in its demo templates' names. */
export const DEMO_SUFFIX = '_demo_';
