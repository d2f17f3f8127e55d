/**
 * A fresh PostgreSQL database for one test file, created through the server
 * TEST_DATABASE_URL names (.ci/run starts one) and dropped afterwards.
 * Without TEST_DATABASE_URL, `POSTGRES` is undefined and such tests skip, saying
 * so on stderr; where PostgreSQL is expected (`REQUIRE_POSTGRES=1`, as .ci/run
 * sets), its absence fails instead of skipping.
 */
import { createScratchDatabase, type ScratchDatabase } from '../../runtime-server/db/scratch-database';

export const POSTGRES = process.env.TEST_DATABASE_URL;

/**
 * Names the database holding the schema that the "postgres" project's global setup
 * (postgres-reachable.ts) made once for the run: test servers start on a copy of it
 * (database-template.ts).
 */
export const POSTGRES_TEMPLATE_VARIABLE = 'TEST_POSTGRES_TEMPLATE';

if (!POSTGRES && process.env.REQUIRE_POSTGRES === '1') {
  throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL tests cannot run');
}

/** Says loudly, once per file, that the PostgreSQL tests of `what` are skipped. */
export function warnPostgresSkipped(what: string): void {
  if (!POSTGRES) console.warn(`\n*** SKIPPED on PostgreSQL: ${what} (set TEST_DATABASE_URL=postgres://… to run it) ***\n`);
}

export async function createPostgresDatabase(prefix: string): Promise<ScratchDatabase> {
  if (!POSTGRES) throw new Error('TEST_DATABASE_URL is not set: no PostgreSQL server to create a test database on');
  return createScratchDatabase(POSTGRES, prefix);
}

/**
 * A fresh database already holding the schema (no rows): a copy of the run's template when there is one
 * (the "postgres" project), else an empty database that the server then migrates. Dropped by `drop()`.
 * `template`: another database to copy instead (the demo template, database-template.ts).
 */
export async function createMigratedPostgresDatabase(prefix: string, template = process.env[POSTGRES_TEMPLATE_VARIABLE]): Promise<ScratchDatabase> {
  if (!POSTGRES) throw new Error('TEST_DATABASE_URL is not set: no PostgreSQL server to create a test database on');
  return createScratchDatabase(POSTGRES, prefix, template ? { template } : {});
}
