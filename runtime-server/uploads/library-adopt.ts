/**
 * Bringing the files that records hold into the media library, with the data in place: run at every
 * start (under the migration lock, after the demo content), it finds the public image and file values
 * that no library row names yet (uploads made before the library, the seeded pictures, files sent
 * straight to a field's multipart API) and adds a library row for each, naming the file where it is:
 * no file moves, no record changes. The row is named after the first record showing the file (an
 * image's first alt text too, for editors to improve). From then on the library keeps the file: a
 * record that lets go of it does not remove it (file-refs.ts, sweep.ts ask the library too).
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { libraryFacts, libraryOf, libraryPaths, type Library } from './library';
import { sharp } from './sharp';
import { PUBLIC_PREFIX, type UploadStore } from './store';

type Row = Record<string, unknown>;

/** Adds a library row for every record's public file that has none; answers their paths. */
export async function adoptIntoLibrary(db: Knex, uploads: UploadStore, metas: readonly EntityMeta[]): Promise<string[]> {
  const library = libraryOf(new Map(metas.map((m) => [m.name, m])));
  if (!library) return [];
  const known = await libraryPaths(db, library);
  const found = new Map<string, string>(); // path → the title of the first record showing it
  for (const meta of metas) {
    if (meta.name === library.name) continue;
    for (const field of meta.fields.filter((f) => f.upload && !f.upload.private)) {
      const rows = await db<Row>(meta.table).whereNotNull(field.name).orderBy('id').select('id', meta.titleField, field.name);
      for (const row of rows) {
        const stored = row[field.name];
        if (typeof stored !== 'string' || !stored.startsWith(PUBLIC_PREFIX) || known.has(stored) || found.has(stored)) continue;
        const title = row[meta.titleField];
        found.set(stored, typeof title === 'string' && title.trim() ? title.trim().slice(0, 200) : `${meta.label} ${String(row.id)}`);
      }
    }
  }
  const adopted: string[] = [];
  for (const [stored, title] of found) if (await adopt(db, uploads, library, stored, title)) adopted.push(stored);
  return adopted;
}

async function adopt(db: Knex, uploads: UploadStore, library: Library, stored: string, title: string): Promise<boolean> {
  const data = await uploads.read(stored);
  if (!data) return false; // a file gone missing: nothing to show in the library
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(data);
  const accepted = library.fields.find((f) => f.name === library.library.file)?.upload?.mimeTypes ?? [];
  if (!type || !accepted.includes(type.mime)) return false;
  const image = type.mime.startsWith('image/') ? await sharp()(data).metadata() : undefined;
  const facts = libraryFacts(library.library, { mime: type.mime, size: data.length, width: image?.width, height: image?.pageHeight ?? image?.height }, undefined);
  const now = new Date().toISOString();
  await db(library.table).insert({
    ...(library.titleField !== 'id' ? { [library.titleField]: title } : {}),
    [library.library.file]: stored,
    [library.library.alt]: image ? title : null,
    ...facts,
    created_at: now,
    updated_at: now,
  });
  return true;
}
