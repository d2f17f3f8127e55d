/**
 * Vitest global setup of the "postgres" project: the server TEST_DATABASE_URL
 * names must answer before any test runs, or the run fails saying so (a
 * PostgreSQL run that silently tested nothing would look like a pass).
 */
import { connectDatabase } from '../../runtime-server/db/connect';

export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The postgres project needs TEST_DATABASE_URL');
  const db = connectDatabase({ url });
  try {
    await db.raw('SELECT 1');
  } catch (error) {
    throw new Error(`PostgreSQL was expected at ${url.replace(/\/\/[^@]*@/, '//…@')} but could not be reached: ${(error as Error).message}`);
  } finally {
    await db.destroy();
  }
}
