/**
 * Bringing the files that records hold into the media library, with the data in place: run at every
 * start (under the migration lock, after the demo content), it finds the public image and file fields
 * whose value is not yet a library file (uploads made before the library, seeded pictures, files sent
 * straight to a field's multipart API), copies each file with its thumbnails into the library's folder
 * under the same name (same bytes, so browsers' cached copies stay valid), adds a library row (named
 * after the first record showing it, which is also an image's first alt text) and points every record
 * at the copy, row and references committed together. The old files are left to the start-up sweep
 * (sweep.ts), which removes them once no row has named them for an hour: a page another server
 * rendered a moment ago keeps its pictures. Resumable: a copy already made is used as it is.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { thumbnailPaths } from '../../runtime-shared/thumbnails';
import { libraryFacts, libraryOf, rewriteReferences, type Library } from './library';
import { sharp } from './sharp';
import { PUBLIC_PREFIX, type UploadStore } from './store';

type Row = Record<string, unknown>;

/** Adopts every record's file that is not a library file yet; answers the new library paths. */
export async function adoptIntoLibrary(db: Knex, uploads: UploadStore, metas: readonly EntityMeta[]): Promise<string[]> {
  const entities = new Map(metas.map((m) => [m.name, m]));
  const library = libraryOf(entities);
  if (!library) return [];
  const folder = `${PUBLIC_PREFIX}${library.name}/`;
  const found = new Map<string, string>(); // path → the title of the first record showing it
  for (const meta of metas) {
    if (meta.name === library.name) continue;
    for (const field of meta.fields.filter((f) => f.upload && !f.upload.private)) {
      const rows = await db<Row>(meta.table).whereNotNull(field.name).orderBy('id').select('id', meta.titleField, field.name);
      for (const row of rows) {
        const stored = row[field.name];
        if (typeof stored !== 'string' || !stored.startsWith(PUBLIC_PREFIX) || stored.startsWith(folder) || found.has(stored)) continue;
        const title = row[meta.titleField];
        found.set(stored, typeof title === 'string' && title.trim() ? title.trim().slice(0, 200) : `${meta.label} ${String(row.id)}`);
      }
    }
  }
  const adopted: string[] = [];
  for (const [stored, title] of found) {
    const copy = await adopt(db, uploads, entities, library, stored, title);
    if (copy) adopted.push(copy);
  }
  return adopted;
}

async function adopt(db: Knex, uploads: UploadStore, entities: ReadonlyMap<string, EntityMeta>, library: Library, stored: string, title: string): Promise<string | undefined> {
  const data = await uploads.read(stored);
  if (!data) return undefined; // a file gone missing: the record keeps its value, as before
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(data);
  const accepted = library.fields.find((f) => f.name === library.library.file)?.upload?.mimeTypes ?? [];
  if (!type || !accepted.includes(type.mime)) return undefined;
  const copy = `${PUBLIC_PREFIX}${library.name}/${stored.slice(stored.lastIndexOf('/') + 1)}`;
  for (const [from, to] of [[stored, copy] as const, ...thumbnailPaths(stored).map((t, i) => [t, thumbnailPaths(copy)[i]!] as const)]) {
    if (await uploads.has(to)) continue;
    const bytes = from === stored ? data : await uploads.read(from);
    if (bytes) await uploads.put(to, bytes);
  }
  const image = type.mime.startsWith('image/') ? await sharp()(data).metadata() : undefined;
  const facts = libraryFacts(library.library, { mime: type.mime, size: data.length, width: image?.width, height: image?.pageHeight ?? image?.height }, undefined);
  const now = new Date().toISOString();
  await db.transaction(async (trx) => {
    const row: Row = { ...(library.titleField !== 'id' ? { [library.titleField]: title } : {}), [library.library.file]: copy, [library.library.alt]: image ? title : null, ...facts, created_at: now, updated_at: now };
    await trx(library.table).insert(row);
    await rewriteReferences(trx, entities, stored, copy);
  });
  return copy;
}
