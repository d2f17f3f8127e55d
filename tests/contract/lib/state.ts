/** What a refused write must leave as it was: the rows of the tables it writes, and the uploads folder. */
import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { entityMetas } from '../../../generated/schemas';
import type { Operation } from './document';

/** The tables an operation may write: its entity's table and join tables; for the account routes the users and their mailed links. */
export function tablesOf(o: Operation): string[] {
  const meta = entityMetas.find((m) => m.name === o.entity);
  if (!meta) return o.path.startsWith('/api/auth/') ? ['users', 'account_tokens'] : [];
  return [meta.table, ...meta.fields.flatMap((f) => (f.manyToMany ? [f.manyToMany.joinTable] : []))];
}

/** Every file under `dir` with its size; one stat a file (read before and after each write the test sends). */
function files(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [`${full} ${statSync(full).size}`];
  });
}

export interface State {
  rows: Record<string, string[]>;
  uploads: string[];
}

export async function stateOf(db: Knex, uploadsDir: string, tables: string[]): Promise<State> {
  const rows: Record<string, string[]> = {};
  for (const table of tables) rows[table] = (await db(table).select('*')).map((row) => JSON.stringify(row)).sort();
  return { rows, uploads: files(uploadsDir).sort() };
}
