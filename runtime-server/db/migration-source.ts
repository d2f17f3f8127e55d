/**
 * Feeds knex the generated migrations as a list (generated/migrations/index.ts)
 * instead of a folder, so they load the same under tsx, Vite and a bundler.
 */
import type { Knex } from 'knex';
import { MIGRATION_TABLE, whileLocked, type LockWait } from './migration-lock';

export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
  /** `{ transaction: false }`: the migration opens its own transaction (see schema-change.ts). */
  config?: { transaction?: boolean };
}

class ListMigrationSource implements Knex.MigrationSource<Migration> {
  constructor(private readonly migrations: Migration[]) {}
  // Knex.MigrationSource asks for promises; the list is at hand.
  getMigrations() {
    return Promise.resolve(this.migrations);
  }
  getMigrationName(migration: Migration) {
    return migration.name;
  }
  getMigration(migration: Migration) {
    return Promise.resolve(migration);
  }
}

const source = (migrations: Migration[]) => ({ migrationSource: new ListMigrationSource(migrations) });

/** The applied migrations' names, in the order they were applied. */
const appliedNames = async (db: Knex): Promise<string[]> => db(MIGRATION_TABLE).orderBy('id').pluck('name');

/**
 * Runs a knex migrator call under the lock; answers the names it added to (or took from) knex's table.
 * Counted from the table, not taken from knex's answer: a call that failed on a busy database is tried
 * again (migration-lock.ts), and knex's answer then names only what the last try did.
 */
async function changedWhileLocked(db: Knex, call: () => Promise<unknown>, lock: LockWait | undefined, which: 'added' | 'removed'): Promise<string[]> {
  let before: string[] | undefined;
  return whileLocked(db, async () => {
    before ??= await appliedNames(db); // once: the lock is held from here to the end, tries again included
    await call();
    const after = await appliedNames(db);
    // Undone in reverse order, as knex undoes them.
    return which === 'added' ? after.filter((name) => !before!.includes(name)) : before.filter((name) => !after.includes(name)).reverse();
  }, lock);
}

/**
 * Applies pending migrations; answers the names of those it ran. While
 * another process migrates, waits for it (then usually finds nothing to do).
 */
export async function migrateToLatest(db: Knex, migrations: Migration[], lock?: LockWait): Promise<string[]> {
  return changedWhileLocked(db, () => db.migrate.latest(source(migrations)), lock, 'added');
}

/** Undoes the last batch (the migrations one `migrate` or start applied); answers their names. */
export async function rollbackLast(db: Knex, migrations: Migration[], lock?: LockWait): Promise<string[]> {
  return changedWhileLocked(db, () => db.migrate.rollback(source(migrations)), lock, 'removed');
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
}

export async function migrationStatus(db: Knex, migrations: Migration[]): Promise<MigrationStatus> {
  const [applied, pending] = (await db.migrate.list(source(migrations))) as [{ name: string }[], Migration[]];
  return { applied: applied.map((m) => m.name), pending: pending.map((m) => m.name) };
}

/**
 * Applies the next pending migration (`up`) or undoes the last applied one (`down`), without waiting
 * for other processes: for a database no one else uses (a rehearsal's copy, rehearsal/rehearse.ts).
 */
export async function migrateOne(db: Knex, migrations: Migration[], direction: 'up' | 'down'): Promise<string[]> {
  const [, names] = (await (direction === 'up' ? db.migrate.up(source(migrations)) : db.migrate.down(source(migrations)))) as [number, string[]];
  return names;
}
