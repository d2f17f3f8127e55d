/**
 * The upload fields of a request body, before validation: a new file is
 * checked, stored, and its path put in the body; no file (or the stored value
 * sent back, as the spec's edit form does) means "keep the stored file", and
 * such fields are named so that the write leaves their column alone. Writing
 * back a value read before the write's transaction could resurrect a path
 * that a concurrent update has just replaced and removed. Any other path is
 * accepted only when it names a file of the media library (library.ts).
 *
 * The library's own file field also records the file's facts (size, type,
 * dimensions, uploader) and cuts its crops around the focal point; moving the
 * focal point stores the same bytes again with new crops (a new name: the old
 * crops are cached for good under theirs).
 */
import type { Knex } from 'knex';
import { CENTRE, parseFocalPoint } from '../../runtime-shared/focal-point';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { hasThumbnails } from '../../runtime-shared/thumbnails';
import type { AuthUser } from '../auth/accounts';
import { isSystemActor } from '../auth/system-actor';
import { APIError } from '../http/errors';
import { libraryFacts, pickFromLibrary } from './library';
import { uploadedFile } from './receive';
import { checkUpload } from './sniff';
import { storeFile } from './storage';
import { storedFileFacts } from './stored-facts';
import { downloadPath } from './private-files';
import type { UploadStore } from './store';

type Row = Record<string, unknown>;

export interface UploadInput {
  db: Knex;
  uploads: UploadStore;
  meta: EntityMeta;
  files: unknown;
  /** The stored row when updating. */
  existing?: Row;
  /** Every entity of the app: where the media library is found. */
  entities?: ReadonlyMap<string, EntityMeta>;
  /** Who writes: the library records the uploader; picking from the library needs its read grant. */
  actor?: AuthUser;
  /**
   * Fields given a file that is in the store already, by its path (the local API's `storedFiles`, which only
   * the system gives): the file is checked by its bytes but not stored again, and a failed write leaves it.
   */
  storedFiles?: Readonly<Record<string, string>>;
}

/**
 * Stores the body's uploads (pushing each path onto `written`); answers the fields to keep as stored.
 * The fields given a library file are pushed onto `picked`: the write checks again, inside its
 * transaction, that the file is still in the library (library.ts `assertPicksInLibrary`).
 */
export async function applyUploads(o: UploadInput, body: Row, written: string[], picked: string[] = []): Promise<string[]> {
  const kept: string[] = [];
  // The library records who uploaded a file; the system has no account to name.
  const uploader = isSystemActor(o.actor) ? undefined : o.actor?.id;
  for (const field of o.meta.fields) {
    if (!field.upload) continue;
    const file = uploadedFile(o.files, field.name);
    const sent = body[field.name];
    const inStore = o.storedFiles?.[field.name];
    if (inStore !== undefined) {
      const facts = await storedFileFacts(o.uploads, inStore, field.upload);
      if ('problem' in facts) throw new APIError(400, facts.problem, { [field.name]: facts.problem });
      body[field.name] = inStore;
      const library = o.meta.library?.file === field.name ? o.meta.library : undefined;
      if (library) Object.assign(body, libraryFacts(library, facts, uploader));
    } else if (file) {
      const check = await checkUpload(file.buffer, field.upload);
      if (!check.ok) throw new APIError(check.status, check.problem, { [field.name]: check.problem });
      const library = o.meta.library?.file === field.name ? o.meta.library : undefined;
      const focal = library ? (parseFocalPoint(body[library.focalPoint] ?? o.existing?.[library.focalPoint]) ?? CENTRE) : undefined;
      const stored = await storeFile(o.uploads, o.meta.name, check.buffer, check.ext, field.upload.private ? 'private' : 'public', check.width, focal);
      written.push(stored);
      body[field.name] = stored;
      if (library) Object.assign(body, libraryFacts(library, { mime: check.mime, size: check.buffer.length, width: check.width, height: check.height }, uploader));
    } else if (o.existing && isKeep(sent, o.existing[field.name], downloadPath(o.meta, Number(o.existing.id), field.name))) {
      const moved = await recropped(o, field, body);
      if (moved) {
        written.push(moved);
        body[field.name] = moved;
        continue;
      }
      body[field.name] = o.existing[field.name] ?? undefined; // for validation only: the write leaves the column as it is
      kept.push(field.name);
    } else if (sent !== undefined && sent !== '' && sent !== null) {
      // A path typed by the client could point at someone else's file: only uploads and library files are accepted.
      body[field.name] = await pickFromLibrary(o.db, o.entities, o.meta, field, sent, o.actor?.role);
      picked.push(field.name);
    }
  }
  return kept;
}

/** Nothing sent, or the value the record answers sent back (a stored path, or a private file's download path). */
function isKeep(sent: unknown, stored: unknown, download: string): boolean {
  return sent === undefined || sent === '' || (sent !== null && (sent === stored || sent === download));
}

/**
 * The library image stored again with crops around a focal point the body moves (its new path), or
 * undefined when nothing moves. An invalid point is left to the schema, which names it.
 */
async function recropped(o: UploadInput, field: FieldMeta, body: Row): Promise<string | undefined> {
  const library = o.meta.library;
  const stored = o.existing?.[field.name];
  if (library?.file !== field.name || typeof stored !== 'string' || !hasThumbnails(stored)) return undefined;
  const sent = body[library.focalPoint];
  const before = o.existing?.[library.focalPoint] ?? null;
  if (sent === undefined || (sent === '' ? null : sent) === before) return undefined;
  const focal = sent === '' || sent === null ? CENTRE : parseFocalPoint(sent);
  const data = focal ? await o.uploads.read(stored) : undefined;
  if (!focal || !data) return undefined;
  return storeFile(o.uploads, o.meta.name, data, stored.slice(stored.lastIndexOf('.') + 1), 'public', Number(o.existing?.[library.width]) || undefined, focal);
}
