/**
 * A fresh PostgreSQL database for one test file, created through the server
 * TEST_DATABASE_URL names (.ci/run starts one) and dropped afterwards.
 * Without TEST_DATABASE_URL, `POSTGRES` is undefined and such tests skip, saying
 * so on stderr; where PostgreSQL is expected (`REQUIRE_POSTGRES=1`, as .ci/run
 * sets), its absence fails instead of skipping.
 */
import { randomBytes } from 'node:crypto';
import { connectDatabase } from '../../runtime-server/db/connect';

export const POSTGRES = process.env.TEST_DATABASE_URL;

if (!POSTGRES && process.env.REQUIRE_POSTGRES === '1') {
  throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL tests cannot run');
}

/** Says loudly, once per file, that the PostgreSQL tests of `what` are skipped. */
export function warnPostgresSkipped(what: string): void {
  if (!POSTGRES) console.warn(`\n*** SKIPPED on PostgreSQL: ${what} (set TEST_DATABASE_URL=postgres://… to run it) ***\n`);
}

export async function createPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!POSTGRES) throw new Error('TEST_DATABASE_URL is not set: no PostgreSQL server to create a test database on');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = connectDatabase({ url: POSTGRES });
  await admin.raw('CREATE DATABASE ??', [name]);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      await admin.destroy();
    },
  };
}
