/**
 * A fresh PostgreSQL database for one test file, created through the server
 * TEST_DATABASE_URL names (.ci/run starts one) and dropped afterwards.
 * Without TEST_DATABASE_URL, `POSTGRES` is undefined and such tests skip, saying
 * so on stderr; where PostgreSQL is expected (`REQUIRE_POSTGRES=1`, as .ci/run
 * sets), its absence fails instead of skipping.
 */
import { createScratchDatabase, type ScratchDatabase } from '../../runtime-server/db/scratch-database';

export const POSTGRES = process.env.TEST_DATABASE_URL;

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
