/**
 * Plays the scripted entity history (entity-history.ts) on a temporary
 * project and a real database holding data: at every step the generator
 * writes one new migration, the migration is applied, and every row (and
 * every uploaded file a row points at) is still there. Shared by the SQLite
 * and PostgreSQL tests. Ends by rolling every step back and forward again.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { generateFresh as run, generateIn } from '../helpers/generate';
import { migrateToLatest, migrationStatus, rollbackLast, type Migration } from '../../runtime-server/db/migration-source';
import { entityFilesAt, STEPS } from './entity-history';
import { checkStep, seed } from './history-data';

let loads = 0;

export async function runHistory(root: string, db: Knex): Promise<void> {
  // A new query loads the regenerated index anew (each migration file is new, so it loads once).
  const migrationsOf = async () =>
    ((await import(`${pathToFileURL(path.join(root, 'generated/migrations/index.ts')).href}?v=${Date.now()}-${++loads}`)) as { migrations: Migration[] }).migrations;
  const written = () => readdirSync(path.join(root, 'generated/migrations')).filter((f) => /^\d{4}_.*\.ts$/.test(f)).sort();
  const uploads = path.join(root, 'uploads');

  const writeStep = (s: number) => {
    for (const [file, text] of Object.entries(entityFilesAt(s))) {
      if (text === null) rmSync(path.join(root, file), { force: true });
      else {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      }
    }
  };
  // The history starts from a project of its own: just the two entities of step 0, and their first migration.
  for (const f of readdirSync(path.join(root, 'entities'))) rmSync(path.join(root, 'entities', f));
  writeStep(0);
  expect(await run(root, []), 'step 0: the first migration').toBe(0);
  await migrateToLatest(db, await migrationsOf());
  await seed(db, uploads);
  for (let s = 1; s <= STEPS.length; s++) {
    writeStep(s);
    const before = written();
    expect(await run(root, []), `step ${s}: ${STEPS[s - 1]}`).toBe(0);
    expect(written().length, `step ${s} writes one new migration`).toBe(before.length + 1);
    const ran = await migrateToLatest(db, await migrationsOf());
    expect(ran, `step ${s}: ${STEPS[s - 1]}`).toHaveLength(1);
    await checkStep(s, db, uploads);
  }
  // Nothing left to generate; --check still fails, as CI would: the history renames and removes fields,
  // breaking changes for the API's clients that no entity accepts (docs/change-safety.md).
  const check = await generateIn(root, ['--check']);
  expect(check.output, 'nothing left to generate').not.toContain('out of sync');
  expect(check.output).toContain('Breaking changes no entity accepts');
  expect(check.output).toContain('\n  banner.sub_title removed\n');
  expect(check.code).toBe(1);

  // Every down migration works, down to the first, and up again.
  const all = await migrationsOf();
  for (let s = STEPS.length; s >= 1; s--) expect(await rollbackLast(db, all)).toHaveLength(1);
  expect((await migrationStatus(db, all)).pending).toHaveLength(STEPS.length);
  expect(await migrateToLatest(db, all)).toHaveLength(STEPS.length);
  expect(all).toHaveLength(STEPS.length + 1);
  expect(await db('services').count({ n: '*' })).toEqual([{ n: expect.anything() }]);
  expect(Number((await db('services').count({ n: '*' }))[0]!.n)).toBe(2);
  for (const f of ['banner/one.png', 'banner/two.png', 'partner/logo.png']) expect(existsSync(path.join(uploads, f)), f).toBe(true);
}
