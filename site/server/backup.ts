/**
 * Operators' backup commands, on the deployment `npm start` uses
 * (runtime-server/config.ts: DATABASE_URL or data/app.sqlite, DATA_DIR):
 *   npm run backup -- <folder>             the database and the uploads, while the server runs
 *   npm run restore -- <folder> [--force]  brings them back (stop the server first; --force replaces existing data)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../runtime-server/config';
import { backup, restore } from '../../runtime-server/db/backup';
import { runCommand } from './run-command';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main([command, folder, ...flags]: string[]): Promise<number> {
  if ((command !== 'backup' && command !== 'restore') || !folder) {
    console.error('usage: npm run backup -- <folder> | npm run restore -- <folder> [--force]');
    return 2;
  }
  const config = loadConfig(process.env, root);
  const deployment = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const target = path.resolve(folder);
  if (command === 'backup') {
    const { files } = await backup(deployment, target);
    console.log(`backup written to ${target}: the database, ${Object.entries(files).map(([name, n]) => `${name} (${n} entries)`).join(', ') || 'no file folders'}`);
  } else {
    const { movedAside } = restore(deployment, target, flags.includes('--force'));
    console.log(`restored from ${target}${movedAside ? `; the data it replaced is in ${movedAside}` : ''}`);
  }
  return 0;
}

runCommand(() => main(process.argv.slice(2)));
