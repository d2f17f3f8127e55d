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

/**
 * A folder's listing, kept while the folder's ctime says no entry was added, removed or renamed in it.
 * Listing the uploads folder before and after each write the test sends, with a `stat` a file, was a quarter
 * of the test's CPU (a profile, 14 folders and 200-400 files). The upload store changes a folder only
 * through its entries (a file is written under a temporary name, linked into place and never rewritten:
 * runtime-server/uploads/store.ts), so an unchanged folder holds the files, and sizes, it held.
 */
interface Listing {
  ctimeNs: bigint;
  files: string[];
  folders: string[];
}
const listings = new Map<string, Listing>();
/**
 * A listing is kept only when its folder's last change is older than this: a change made in the same tick
 * of the file system's coarse clock as the one before could leave the ctime as it was (git's "racily clean").
 */
const SETTLED_MS = 100;

/** Every file under `dir` with its size (read before and after each write the test sends). */
function files(dir: string): string[] {
  const now = Date.now();
  let ctimeNs: bigint;
  try {
    ctimeNs = statSync(dir, { bigint: true }).ctimeNs;
  } catch {
    return [];
  }
  let listing = listings.get(dir);
  if (listing?.ctimeNs !== ctimeNs) {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    listing = { ctimeNs, files: [], folders: [] };
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) listing.folders.push(full);
      else listing.files.push(`${full} ${statSync(full, { throwIfNoEntry: false })?.size ?? 'removed'}`);
    }
    if (now - Number(ctimeNs / 1_000_000n) > SETTLED_MS) listings.set(dir, listing);
    else listings.delete(dir);
  }
  return [...listing.files, ...listing.folders.flatMap(files)];
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
