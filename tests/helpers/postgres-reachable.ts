/**
 * Vitest global setup of the "postgres" project: the server TEST_DATABASE_URL
 * names must answer before any test runs, or the run fails saying so (a
 * PostgreSQL run that silently tested nothing would look like a pass).
 *
 * It then makes the run's template (database-template.ts): a database holding the schema, which every
 * test server of the project copies (postgres.ts) instead of building the schema itself, and drops it
 * when the run ends, with the demo templates made from it. Its name reaches the test workers in
 * TEST_POSTGRES_TEMPLATE.
 */
import { connectDatabase } from '../../runtime-server/db/connect';
import { createScratchDatabase } from '../../runtime-server/db/scratch-database';
import { buildTemplateSchema, DEMO_SUFFIX } from './database-template';
import { POSTGRES_TEMPLATE_VARIABLE } from './postgres';

export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The postgres project needs TEST_DATABASE_URL');
  const db = connectDatabase({ url });
  try {
    await db.raw('SELECT 1');
  } catch (error) {
    throw new Error(`PostgreSQL was expected at ${url.replace(/\/\/[^@]*@/, '//…@')} but could not be reached: ${(error as Error).message}`, { cause: error });
  } finally {
    await db.destroy();
  }

  const template = await createScratchDatabase(url, 'http_template');
  const migrated = connectDatabase({ url: template.url });
  try {
    await buildTemplateSchema(migrated);
  } finally {
    // A template copies only while no session is connected to it.
    await migrated.destroy();
  }
  const name = new URL(template.url).pathname.slice(1);
  process.env[POSTGRES_TEMPLATE_VARIABLE] = name;
  return async () => {
    delete process.env[POSTGRES_TEMPLATE_VARIABLE];
    await template.drop();
    // The demo templates the test servers made from it (database-template.ts).
    const server = connectDatabase({ url });
    try {
      const rows = await server('pg_database').where('datname', 'like', `${name}${DEMO_SUFFIX}%`).select<{ datname: string }[]>('datname');
      for (const { datname } of rows) await server.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [datname]);
    } finally {
      await server.destroy();
    }
  };
}
