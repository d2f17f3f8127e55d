/**
 * `npm run search:reindex`: rebuilds the site search's index from the tables, on the database `npm start`
 * uses (DATABASE_URL, or data/app.sqlite). For recovery: after a restore from an older backup, or rows
 * written around the local API. The running site keeps answering meanwhile; each entity is rebuilt in one
 * transaction, so a search sees its old or its new entries, never none.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resources } from '../../generated/server';
import { loadConfig } from '../../runtime-server/config';
import { connectDatabase, refuseMissingDatabase } from '../../runtime-server/db/connect';
import { rebuildSearchIndex } from '../../runtime-server/search/rebuild';
import { runCommand } from './run-command';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<number> {
  const config = loadConfig(process.env, root);
  refuseMissingDatabase(config.databaseUrl, { production: config.production, allowCreate: false });
  const db = connectDatabase({ url: config.databaseUrl });
  try {
    console.log(`database: ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`);
    const lines = await rebuildSearchIndex(db, resources.map((r) => r.meta), { waitMs: config.migrationLockWaitMs, onWait: (line: string) => console.log(line) });
    for (const line of lines) console.log(line);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand(main);
