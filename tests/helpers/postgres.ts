/**
 * A fresh PostgreSQL database for one test file, created through the server
 * TEST_DATABASE_URL names (.ci/run starts one) and dropped afterwards.
 * Without TEST_DATABASE_URL, `POSTGRES` is undefined and such tests skip.
 */
import { randomBytes } from 'node:crypto';
import { connectDatabase } from '../../runtime-server/db/connect';

export const POSTGRES = process.env.TEST_DATABASE_URL;

export async function createPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = connectDatabase({ url: POSTGRES! });
  await admin.raw('CREATE DATABASE ??', [name]);
  const url = new URL(POSTGRES!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      await admin.destroy();
    },
  };
}
