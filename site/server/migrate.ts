/**
 * Operators' migration commands, on the database `npm start` uses
 * (runtime-server/config.ts: DATABASE_URL, or data/app.sqlite):
 *   npm run migrate            applies pending migrations
 *   npm run migrate -- --rehearse   applies them to a copy first and reports what would fail or change;
 *                              exits 1 when something would (docs/change-safety.md)
 *   npm run migrate:rollback   undoes the last batch (the migrations one run applied)
 *   npm run migrate:status     lists applied and pending migrations
 *   npm run migrate:unlock     frees the migration lock a killed migration left held
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrations } from '../../generated/migrations';
import { loadConfig } from '../../runtime-server/config';
import { connectDatabase, refuseMissingDatabase } from '../../runtime-server/db/connect';
import { freeMigrationLock, migrationLockHeld } from '../../runtime-server/db/migration-lock';
import { migrateToLatest, migrationStatus, rollbackLast } from '../../runtime-server/db/migration-source';
import { rehearsalLines } from '../../runtime-server/db/rehearsal/report';
import { rehearseMigrations } from '../../runtime-server/db/rehearsal/rehearse';
import { runCommand } from './run-command';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COMMANDS = ['latest', 'rollback', 'status', 'unlock'] as const;

async function main(command: string | undefined, options: string[]): Promise<number> {
  if (!COMMANDS.includes(command as (typeof COMMANDS)[number])) {
    console.error(`usage: tsx site/server/migrate.ts ${COMMANDS.join(' | ')}`);
    return 2;
  }
  const config = loadConfig(process.env, root);
  refuseMissingDatabase(config.databaseUrl, { production: config.production, allowCreate: config.databaseCreate });
  if (command === 'latest' && options.includes('--rehearse')) {
    console.log(`database: ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`);
    const rehearsal = await rehearseMigrations(config.databaseUrl, migrations);
    for (const line of rehearsalLines(rehearsal)) console.log(line);
    return rehearsal.ok ? 0 : 1;
  }
  const lock = { waitMs: config.migrationLockWaitMs, onWait: (line: string) => console.log(line) };
  const db = connectDatabase({ url: config.databaseUrl });
  try {
    console.log(`database: ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`);
    if (command === 'latest') {
      const ran = await migrateToLatest(db, migrations, lock);
      console.log(ran.length ? `applied: ${ran.join(', ')}` : 'nothing to apply: the database is up to date');
    } else if (command === 'rollback') {
      const undone = await rollbackLast(db, migrations, lock);
      console.log(undone.length ? `rolled back: ${undone.join(', ')}` : 'nothing to roll back');
    } else if (command === 'unlock') {
      const held = await migrationLockHeld(db);
      await freeMigrationLock(db);
      console.log(held ? 'the migration lock was held: it is free now' : 'the migration lock was not held: nothing to do');
    } else {
      const { applied, pending } = await migrationStatus(db, migrations);
      for (const name of applied) console.log(`applied  ${name}`);
      for (const name of pending) console.log(`pending  ${name}`);
      console.log(`${applied.length} applied, ${pending.length} pending`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand(() => main(process.argv[2], process.argv.slice(3)));
