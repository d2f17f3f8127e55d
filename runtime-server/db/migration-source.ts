/**
 * Feeds knex the generated migrations as a list (generated/migrations/index.ts)
 * instead of a folder, so they load the same under tsx, Vite and a bundler.
 */
import type { Knex } from 'knex';
import { whileLocked, type LockWait } from './migration-lock';

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

/**
 * Applies pending migrations; answers the names of those it ran. While
 * another process migrates, waits for it (then usually finds nothing to do).
 */
export async function migrateToLatest(db: Knex, migrations: Migration[], lock?: LockWait): Promise<string[]> {
  const [, ran] = (await whileLocked(db, () => db.migrate.latest(source(migrations)), lock)) as [number, string[]];
  return ran;
}

/** Undoes the last batch (the migrations one `migrate` or start applied); answers their names. */
export async function rollbackLast(db: Knex, migrations: Migration[], lock?: LockWait): Promise<string[]> {
  const [, undone] = (await whileLocked(db, () => db.migrate.rollback(source(migrations)), lock)) as [number, string[]];
  return undone;
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
