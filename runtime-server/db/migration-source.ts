/**
 * Feeds knex the generated migrations as a list (generated/migrations/index.ts)
 * instead of a folder, so they load the same under tsx, Vite and a bundler.
 */
import type { Knex } from 'knex';

export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

class ListMigrationSource implements Knex.MigrationSource<Migration> {
  constructor(private readonly migrations: Migration[]) {}
  async getMigrations() {
    return this.migrations;
  }
  getMigrationName(migration: Migration) {
    return migration.name;
  }
  async getMigration(migration: Migration) {
    return migration;
  }
}

/** Applies pending migrations; answers the names of those it ran. */
export async function migrateToLatest(db: Knex, migrations: Migration[]): Promise<string[]> {
  const [, ran] = (await db.migrate.latest({ migrationSource: new ListMigrationSource(migrations) })) as [number, string[]];
  return ran;
}

export async function rollbackLast(db: Knex, migrations: Migration[]): Promise<string[]> {
  const [, undone] = (await db.migrate.rollback({ migrationSource: new ListMigrationSource(migrations) })) as [number, string[]];
  return undone;
}
