/**
 * The media library: the entity that declares `library` (runtime-shared/meta.ts LibraryMeta) holds files
 * that the public image and file fields of every entity may pick. Those fields store the library file's
 * path, as they store their own uploads, so pages, thumbnails and srcset need nothing new; "where a file
 * is used" is found by scanning every upload field of every entity (their `upload` meta comes from the
 * kinds' emit parts), with no entity named here. A file in use cannot be deleted (409 naming the places);
 * replacing it, or moving its focal point, stores a new file and points every record at it in the same
 * transaction. docs/media-library.md.
 */
import type { Knex } from 'knex';
import type { EntityMeta, FieldMeta, LibraryMeta } from '../../runtime-shared/meta';
import { acceptedTypesMessage } from '../../runtime-shared/file-types';
import { grants } from '../auth/access';
import { isPostgres } from '../db/connect';
import type { RoleGrant } from '../auth/accounts';
import { conflict, invalidFields } from '../http/errors';

type Row = Record<string, unknown>;
export type Library = EntityMeta & { library: LibraryMeta };
type Entities = ReadonlyMap<string, EntityMeta>;

/** The library entity among the app's entities, if it has one. */
export function libraryOf(entities: Entities | undefined): Library | undefined {
  for (const meta of entities?.values() ?? []) if (meta.library) return meta as Library;
  return undefined;
}

/** Every file the library names (to keep them when the records that showed them let go). */
export async function libraryPaths(db: Knex, library: Library): Promise<Set<string>> {
  return new Set((await db(library.table).pluck(library.library.file)) as string[]);
}

/** Whether the library names `stored` (a file adopted where it was: library-adopt.ts). */
export async function inLibrary(db: Knex, entities: Entities | undefined, stored: string): Promise<boolean> {
  const library = libraryOf(entities);
  return library ? (await db(library.table).where(library.library.file, stored).first('id')) !== undefined : false;
}

/** `image` for the types re-encoded as images, `document` for the rest: what the picker filters on. */
export const kindOfMime = (mime: string): 'image' | 'document' => (mime.startsWith('image/') ? 'image' : 'document');

/** The facts of a stored library file, by the library's field names (read-only fields: only the server sets them). */
export function libraryFacts(library: LibraryMeta, file: { mime: string; size: number; width?: number; height?: number }, uploader: number | undefined): Row {
  return {
    [library.width]: file.width ?? null,
    [library.height]: file.height ?? null,
    [library.size]: file.size,
    [library.mimeType]: file.mime,
    [library.kind]: kindOfMime(file.mime),
    [library.uploadedBy]: uploader ?? null,
  };
}

/** An image without alt text is refused, naming the alt field: people who cannot see it need the words. */
export function assertAltText(library: LibraryMeta, record: Row): void {
  const alt = record[library.alt];
  if (record[library.kind] === 'image' && (typeof alt !== 'string' || alt.trim() === '')) {
    throw invalidFields({ [library.alt]: 'Describe the image for people who cannot see it: alt text is required for images' });
  }
}

/**
 * A path sent for an upload field that names a library file of a type the field accepts: answers it;
 * anything else is refused with what to do. Private fields never take library files (those are public),
 * and only callers who may read the library pick from it (a customer's profile photo is an upload).
 */
export async function pickFromLibrary(db: Knex, entities: Entities | undefined, meta: EntityMeta, field: FieldMeta, sent: unknown, role: RoleGrant | null | undefined): Promise<string> {
  const library = libraryOf(entities);
  if (!library || field.upload?.private || meta.name === library.name || typeof sent !== 'string' || !grants(role, library.name, 'read')) {
    throw invalidFields({ [field.name]: 'Choose a file to upload' });
  }
  const row = await db<Row>(library.table).where(library.library.file, sent).first(library.library.mimeType);
  if (!row) throw invalidFields({ [field.name]: 'Choose a file to upload, or one from the media library' });
  if (!field.upload!.mimeTypes.includes(String(row[library.library.mimeType]))) throw invalidFields({ [field.name]: acceptedTypesMessage(field.upload!.mimeTypes) });
  return sent;
}

/**
 * Inside the write's transaction, just before the row is written: every picked library file is still in the
 * library, its row locked until the commit (PostgreSQL's share lock; SQLite's write transaction already
 * excludes every other writer). A delete of that file waits for this write, then sees the record that
 * shows it (409); had the delete committed first, this answers 400 instead of storing a dead path.
 */
export async function assertPicksInLibrary(trx: Knex.Transaction, entities: Entities | undefined, values: Row, picked: readonly string[]): Promise<void> {
  const library = libraryOf(entities);
  if (!library || !picked.length) return;
  const gone: Record<string, string> = {};
  for (const field of picked) {
    const query = trx(library.table).where(library.library.file, values[field] as string);
    const found: unknown = await (isPostgres(trx) ? query.forShare() : query).first('id');
    if (!found) gone[field] = 'That library file was deleted meanwhile: choose another file';
  }
  if (Object.keys(gone).length) throw invalidFields(gone);
}

/** The upload fields that may hold a library file: the public ones of every other entity. */
function referringFields(entities: Entities, library: Library): { meta: EntityMeta; field: FieldMeta }[] {
  return [...entities.values()]
    .filter((meta) => meta.name !== library.name)
    .flatMap((meta) => meta.fields.filter((f) => f.upload && !f.upload.private).map((field) => ({ meta, field })));
}

/** One record's field that shows a library file. */
export interface Usage {
  entity: string;
  entityLabel: string;
  id: number;
  /** The record's name (its title field), or its id. */
  title: string;
  field: string;
  fieldLabel: string;
  /** The record's admin edit screen, e.g. `/admin/edit-banner/3`; null when the entity has none. */
  adminPath: string | null;
  /** The record is in its entity's trash (it still names the file, and a restore brings it back). */
  trashed: boolean;
}

/** Every record field that names `stored`, trashed rows included. */
export async function usagesOf(db: Knex, entities: Entities, stored: string): Promise<Usage[]> {
  const library = libraryOf(entities);
  if (!library) return [];
  const usages: Usage[] = [];
  for (const { meta, field } of referringFields(entities, library)) {
    const columns = ['id', ...new Set([meta.titleField, ...(meta.softDelete ? ['deleted_at'] : [])].filter((c) => c !== 'id'))];
    const rows = await db<Row>(meta.table).where(field.name, stored).orderBy('id').select(columns);
    for (const row of rows) {
      const id = Number(row.id);
      const title = row[meta.titleField];
      usages.push({
        entity: meta.name,
        entityLabel: meta.label,
        id,
        title: typeof title === 'string' && title !== '' ? title : `${meta.label} ${id}`,
        field: field.name,
        fieldLabel: field.label,
        adminPath: meta.admin.edit ? `/admin/${meta.admin.edit}/${id}` : null,
        trashed: Boolean(row.deleted_at),
      });
    }
  }
  return usages;
}

/**
 * The places `role` may read (its back-office read grant on the record's entity), and how many others there
 * are: the titles of records the caller may not read are not theirs to see, only that they exist.
 */
export function visibleUsages(usages: Usage[], role: RoleGrant | null | undefined): { visible: Usage[]; hidden: number } {
  const visible = usages.filter((u) => grants(role, u.entity, 'read'));
  return { visible, hidden: usages.length - visible.length };
}

/**
 * Refuses (409) to delete a library row whose file a record still shows, naming each place `role` may read
 * and counting the others.
 */
export async function assertNotInUse(trx: Knex.Transaction, entities: Entities, library: Library, row: Row, role: RoleGrant | null | undefined): Promise<void> {
  const stored = row[library.library.file];
  if (typeof stored !== 'string' || !stored) return;
  const usages = await usagesOf(trx, entities, stored);
  if (!usages.length) return;
  const { visible, hidden } = visibleUsages(usages, role);
  const places = visible.map((u) => `${u.entityLabel} "${u.title}" (${u.fieldLabel}${u.trashed ? ', in the trash' : ''})`);
  if (hidden) places.push(`${hidden === 1 ? 'one other record' : `${hidden} other records`} you cannot see`);
  throw conflict(`This file is used in ${usages.length === 1 ? 'one place' : `${usages.length} places`}: ${places.join(', ')}. Choose another file there first.`);
}

/** Points every record field that names `from` at `to` (a replaced library file), inside the replacing write's transaction. */
export async function rewriteReferences(trx: Knex.Transaction, entities: Entities, from: string, to: string): Promise<number> {
  const library = libraryOf(entities);
  if (!library) return 0;
  let changed = 0;
  for (const { meta, field } of referringFields(entities, library)) {
    changed += await trx(meta.table).where(field.name, from).update({ [field.name]: to, updated_at: new Date().toISOString() });
  }
  return changed;
}
