/**
 * `npm run migrate -- --rehearse` (runtime-server/db/rehearsal/): pending migrations tried on a copy of a
 * real database holding rows, on SQLite files and on PostgreSQL (TEST_DATABASE_URL). A clean migration
 * passes; a migration that fills a required column and narrows a text column is reported with the rows
 * concerned; a unique index that repeated values block fails with the values named; the rollback is
 * tried; and the live database is exactly as it was.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, sqliteFile } from '../../runtime-server/db/connect';
import { migrateToLatest, type Migration } from '../../runtime-server/db/migration-source';
import { rehearsalLines } from '../../runtime-server/db/rehearsal/report';
import { rehearseMigrations } from '../../runtime-server/db/rehearsal/rehearse';
import { readSchema } from '../../runtime-server/db/rehearsal/schema';
import { schemaChange } from '../../runtime-server/db/schema-change';
import { migrations as generated } from '../../generated/migrations';
import { createPostgresDatabase, POSTGRES, warnPostgresSkipped } from '../helpers/postgres';
import { processEnv, runToEnd } from '../helpers/process';

warnPostgresSkipped('migration rehearsals');
const noTransaction = { transaction: false };

/** The history the live database has: a notes table. */
const createNotes: Migration = {
  name: '0001_create_notes',
  config: noTransaction,
  up: (knex) =>
    schemaChange(knex, async (trx) => {
      await trx.schema.createTable('notes', (t) => {
        t.increments('id');
        t.string('title', 100).notNullable();
        t.string('email', 255).nullable();
        t.string('code', 50).nullable();
      });
    }),
  down: (knex) => schemaChange(knex, (trx) => trx.schema.dropTable('notes')),
};
/** Pending, harmless: a new optional column. */
const addSummary: Migration = {
  name: '0002_add_notes_summary',
  config: noTransaction,
  up: (knex) => schemaChange(knex, (trx) => trx.schema.alterTable('notes', (t) => void t.string('summary', 200).nullable())),
  down: (knex) => schemaChange(knex, (trx) => trx.schema.alterTable('notes', (t) => void t.dropColumn('summary'))),
};
/** Pending, as the generator writes a required field with a backfill and a narrowed field with `convert: true`. */
const requireCode: Migration = {
  name: '0002_alter_notes_code_notes_title',
  config: noTransaction,
  up: (knex) =>
    schemaChange(knex, async (trx) => {
      await trx('notes').whereNull('code').update({ code: 'none' });
      await trx.schema.alterTable('notes', (t) => void t.string('code', 50).notNullable().alter());
      await trx.schema.alterTable('notes', (t) => void t.string('title', 20).notNullable().alter());
    }),
  down: (knex) =>
    schemaChange(knex, async (trx) => {
      await trx.schema.alterTable('notes', (t) => void t.string('title', 100).notNullable().alter());
      await trx.schema.alterTable('notes', (t) => void t.string('code', 50).nullable().alter());
    }),
};
/** Pending, blocked by the rows: two notes share an email. */
const uniqueEmail: Migration = {
  name: '0003_index_notes_email',
  config: noTransaction,
  up: (knex) => schemaChange(knex, (trx) => trx.schema.alterTable('notes', (t) => void t.unique(['email']))),
  down: (knex) => schemaChange(knex, (trx) => trx.schema.alterTable('notes', (t) => void t.dropUnique(['email']))),
};

const LONG_TITLE = 'A title much longer than twenty characters';
async function liveDatabase(url: string): Promise<void> {
  const db = connectDatabase({ url });
  try {
    await migrateToLatest(db, [createNotes]);
    await db('notes').insert([
      { title: LONG_TITLE, email: 'dup@example.com', code: null },
      { title: 'Short', email: 'dup@example.com', code: 'k1' },
      { title: 'Other', email: 'solo@example.com', code: null },
    ]);
  } finally {
    await db.destroy();
  }
}

/** Everything a rehearsal could change on the live database: its schema, its rows and its migration history. */
async function stateOf(url: string): Promise<string> {
  const file = sqliteFile(url);
  // Read-only: connectDatabase() writes planner statistics into the file as it connects.
  const db = file ? knex({ client: 'better-sqlite3', connection: { filename: file, options: { readonly: true } }, useNullAsDefault: true }) : connectDatabase({ url });
  try {
    const parts: unknown[] = [await readSchema(db), await db('notes').orderBy('id'), await db('knex_migrations').orderBy('id').select('name', 'batch')];
    if (file) parts.push(createHash('sha256').update(readFileSync(file)).digest('hex'));
    return JSON.stringify(parts);
  } finally {
    await db.destroy();
  }
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

type Make = () => Promise<string>;
const sqlite: Make = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rehearsal-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return Promise.resolve(path.join(dir, 'live.sqlite'));
};
const postgres: Make = async () => {
  const scratch = await createPostgresDatabase('rehearsal_live');
  cleanups.push(() => scratch.drop());
  return scratch.url;
};

describe.each([
  { name: 'SQLite', make: sqlite, skip: false },
  { name: 'PostgreSQL', make: postgres, skip: !POSTGRES },
])('a migration rehearsal on $name', ({ make, skip }) => {
  it.skipIf(skip)('passes a harmless migration, rolls it back, and leaves the live database as it was', async () => {
    const url = await make();
    await liveDatabase(url);
    const before = await stateOf(url);
    const r = await rehearseMigrations(url, [createNotes, addSummary]);
    expect(r.ok).toBe(true);
    expect(r.steps).toEqual([{ name: '0002_add_notes_summary', ms: expect.any(Number), findings: [] }]);
    expect(r.rollback).toEqual([{ name: '0002_add_notes_summary', ms: expect.any(Number) }]);
    expect(r.rollbackLeaves).toEqual([]);
    expect(rehearsalLines(r).at(-1)).toBe('The pending migrations apply and roll back cleanly.');
    expect(await stateOf(url)).toBe(before);
  }, 60_000);

  it.skipIf(skip)('reports rows filled, values a narrowed type refuses, and the duplicates that fail a unique index', async () => {
    const url = await make();
    await liveDatabase(url);
    const before = await stateOf(url);
    const r = await rehearseMigrations(url, [createNotes, requireCode, uniqueEmail]);
    expect(r.ok).toBe(false);
    const [first, second] = r.steps;
    expect(first!.error).toBeUndefined();
    expect(first!.findings).toEqual([
      {
        severity: 'problem',
        text: `notes.title becomes string(20): 1 stored value does not fit (id 1: "A title much longer than twenty characte…"); PostgreSQL refuses them or cuts strings to the new length, SQLite keeps them as they are`,
      },
      { severity: 'change', text: 'notes.code becomes required: fills it in 2 rows that had no value' },
    ]);
    expect(second!.name).toBe('0003_index_notes_email');
    expect(second!.error).toMatch(/UNIQUE constraint failed: notes\.email|could not create unique index "notes_email_unique"/);
    expect(second!.statement).toMatch(/unique/i);
    expect(second!.findings).toEqual([{ severity: 'problem', text: expect.stringMatching(/^the unique index on notes \(.email.\) is blocked by 1 repeated value: "dup@example.com" in 2 rows$/) }]);
    // The migration that applied is rolled back on the copy.
    expect(r.rollback).toEqual([{ name: '0002_alter_notes_code_notes_title', ms: expect.any(Number) }]);
    const lines = rehearsalLines(r);
    expect(lines).toContain('    notes.code becomes required: fills it in 2 rows that had no value');
    expect(lines.some((l) => l.startsWith('    PROBLEM: notes.title becomes string(20): 1 stored value does not fit'))).toBe(true);
    expect(lines.some((l) => /^ {2}0003_index_notes_email: FAILS after \d+ ms: /.test(l))).toBe(true);
    expect(lines.at(-1)).toBe('The rehearsal found problems: fix them before `npm run migrate`.');
    expect(await stateOf(url)).toBe(before);
  }, 60_000);
});

describe('npm run migrate -- --rehearse', () => {
  it('exits 1 naming the repeated emails that block the generated case-insensitive unique index, and changes nothing', async () => {
    const url = await sqlite();
    const db = connectDatabase({ url });
    try {
      await migrateToLatest(db, generated.slice(0, 1));
      await db('subscribers').insert([{ email: 'Dup@example.com' }, { email: 'dup@example.com' }]);
    } finally {
      await db.destroy();
    }
    const digest = () => createHash('sha256').update(readFileSync(url)).digest('hex');
    const before = digest();
    const run = await runToEnd('site/server/migrate.ts', ['latest', '--rehearse'], processEnv(path.dirname(url), { DATABASE_URL: url }));
    expect(run.output).toContain(`  ${generated[1]!.name}: FAILS after `);
    expect(run.output).toMatch(/the unique index on subscribers \(lower\(.email.\)\) is blocked by 1 repeated value: "dup@example.com" in 2 rows/);
    expect(run.output).toContain(`  ${generated[2]!.name}: not tried (an earlier migration fails)`);
    expect(run.code).toBe(1);
    expect(digest()).toBe(before);
  }, 120_000);
});
