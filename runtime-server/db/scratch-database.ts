/**
 * A new, empty PostgreSQL database next to the one `serverUrl` names, and a
 * way to drop it: each test file and each benchmark run gets its own, so runs
 * never see each other's rows. Not used by the server itself.
 */
import { randomBytes } from 'node:crypto';
import { connectDatabase } from './connect';

export interface ScratchDatabase {
  /** The URL of the new database (same server and credentials). */
  url: string;
  /** Drops it, closing the connections still open to it. */
  drop(): Promise<void>;
}

/**
 * `template`: a database to copy (`CREATE DATABASE … TEMPLATE`), e.g. one already migrated, which the tests
 * make once per run (tests/helpers/postgres.ts); no session may be connected to it meanwhile.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, options: { template?: string } = {}): Promise<ScratchDatabase> {
  const admin = connectDatabase({ url: serverUrl });
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  try {
    if (options.template) await admin.raw('CREATE DATABASE ?? TEMPLATE ??', [name, options.template]);
    else await admin.raw('CREATE DATABASE ??', [name]);
  } catch (error) {
    await admin.destroy();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      await admin.destroy();
    },
  };
}
