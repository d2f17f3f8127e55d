/**
 * Bringing the files that records hold into the media library, with the data in place: run after every
 * start (in the background, under the migration lock: start/library-adoption.ts), it finds the public image and file values
 * that no library row names yet (uploads made before the library, the seeded pictures, files sent
 * straight to a field's multipart API) and adds a library row for each, naming the file where it is:
 * no file moves, no record changes. The row is named after the first record showing the file (an
 * image's first alt text too, for editors to improve). From then on the library keeps the file: a
 * record that lets go of it does not remove it (file-refs.ts, sweep.ts ask the library too).
 *
 * Each row is written through the local API as `system('media library')`, its file given by path
 * (`storedFiles`): validated, audited and kept in history as an upload to the library is.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { LocalServices } from '../crud/action-hooks';
import { system } from '../local-api/caller';
import { create, type EntityTarget } from '../local-api/operations';
import { libraryOf, type Library } from './library';
import { PUBLIC_PREFIX } from './store';
import { storedFileFacts } from './stored-facts';

type Row = Record<string, unknown>;

const ADOPTION = system('media library');

/**
 * Adds a library row for every record's public file that has none; answers their paths. `stopping` is asked
 * between files: a server shutting down stops there, and its next start takes in the rest.
 */
export async function adoptIntoLibrary(services: LocalServices, targets: readonly EntityTarget[], stopping: () => boolean = () => false): Promise<string[]> {
  const { db } = services;
  const metas = targets.map((t) => t.meta);
  const library = libraryOf(new Map(metas.map((m) => [m.name, m])));
  const target = targets.find((t) => t.meta.name === library?.name);
  if (!library || !target) return [];
  const found = new Map<string, string>(); // path → the title of the first record showing it
  for (const meta of metas) {
    if (meta.name === library.name) continue;
    for (const field of meta.fields.filter((f) => f.upload && !f.upload.private)) {
      for (const [stored, title] of await unknownFiles(db, library, meta, field.name)) if (!found.has(stored)) found.set(stored, title);
    }
  }
  const adopted: string[] = [];
  for (const [stored, title] of found) {
    if (stopping()) break;
    if (await adopt(services, target, library, stored, title)) adopted.push(stored);
  }
  return adopted;
}

/** Rows of one table compared per statement: a few milliseconds each, so requests are answered in between. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * The public files of one field that the library does not name, each with the title of the first record
 * (by id) showing it. The database compares and groups: this runs at every start, and a table of 100,000
 * records whose files are all in the library answers no row (read into JavaScript row by row, they took
 * ~0.3 s of the start and its garbage). It runs while the server serves, so it compares a range of ids
 * at a time and lets waiting requests in between: the whole table in one statement held the event loop
 * for ~60 ms (100,000 banners).
 */
async function unknownFiles(db: Knex, library: Library, meta: EntityMeta, field: string): Promise<Map<string, string>> {
  const bounds = (await db(meta.table).min('id as low').max('id as high').first()) as { low: unknown; high: unknown } | undefined;
  const [low, high] = [Number(bounds?.low), Number(bounds?.high)];
  const firstIds = new Map<string, number>(); // file → the first record (by id) showing it
  for (let from = low; from <= high; from += ROWS_PER_STATEMENT) {
    const named = db(library.table).whereNotNull(library.library.file).select(library.library.file); // NOT IN meets no NULL
    const firsts: Row[] = await db(meta.table)
      .whereBetween('id', [from, from + ROWS_PER_STATEMENT - 1])
      .whereNotNull(field)
      .whereNotIn(field, named)
      .groupBy(field)
      .select(`${field} as stored`)
      .min('id as id');
    for (const { stored, id } of firsts) {
      if (typeof stored === 'string' && stored.startsWith(PUBLIC_PREFIX) && !firstIds.has(stored)) firstIds.set(stored, Number(id));
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  const files = [...firstIds].map(([stored, id]) => ({ stored, id }));
  if (!files.length) return new Map();
  const titles = new Map<number, unknown>();
  for (const ids of chunks(files.map((f) => f.id), 500)) {
    const rows: Row[] = await db(meta.table).whereIn('id', ids).select('id', meta.titleField);
    for (const row of rows) titles.set(Number(row.id), row[meta.titleField]);
  }
  return new Map(
    files.sort((a, b) => a.id - b.id).map(({ stored, id }) => {
      const title = titles.get(id);
      return [stored, typeof title === 'string' && title.trim() ? title.trim().slice(0, 200) : `${meta.label} ${String(id)}`];
    }),
  );
}

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** One file into the library, unless the library's file field does not take it (a file gone, a type it refuses). */
async function adopt(services: LocalServices, target: EntityTarget, library: Library, stored: string, title: string): Promise<boolean> {
  const rules = library.fields.find((f) => f.name === library.library.file)?.upload;
  const facts = rules ? await storedFileFacts(services.uploads, stored, rules) : { problem: 'no file field' };
  if ('problem' in facts) return false;
  const named = library.titleField !== 'id' ? { [library.titleField]: title } : {};
  const alt = facts.mime.startsWith('image/') ? { [library.library.alt]: title } : {};
  await create(services, target, { ...named, ...alt }, { caller: ADOPTION, storedFiles: { [library.library.file]: stored } });
  return true;
}
