/**
 * The upload fields of a request body, before validation: a new file is
 * checked, stored, and its path put in the body; no file (or the stored value
 * sent back, as the spec's edit form does) means "keep the stored file", and
 * such fields are named so that the write leaves their column alone. Writing
 * back a value read before the write's transaction could resurrect a path
 * that a concurrent update has just replaced and removed.
 */
import type { EntityMeta } from '../../runtime-shared/meta';
import { APIError, invalidFields } from '../http/errors';
import { uploadedFile } from './receive';
import { checkUpload } from './sniff';
import { storeFile } from './storage';
import { downloadPath } from './private-files';
import type { UploadStore } from './store';

type Row = Record<string, unknown>;

export interface UploadInput {
  uploads: UploadStore;
  meta: EntityMeta;
  files: unknown;
  /** The stored row when updating. */
  existing?: Row;
}

/** Stores the body's uploads (pushing each path onto `written`); answers the fields to keep as stored. */
export async function applyUploads(o: UploadInput, body: Row, written: string[]): Promise<string[]> {
  const kept: string[] = [];
  for (const field of o.meta.fields) {
    if (!field.upload) continue;
    const file = uploadedFile(o.files, field.name);
    const sent = body[field.name];
    if (file) {
      const check = await checkUpload(file.buffer, field.upload);
      if (!check.ok) throw new APIError(check.status, check.problem, { [field.name]: check.problem });
      const stored = await storeFile(o.uploads, o.meta.name, check.buffer, check.ext, field.upload.private ? 'private' : 'public', check.width);
      written.push(stored);
      body[field.name] = stored;
    } else if (o.existing && isKeep(sent, o.existing[field.name], downloadPath(o.meta, Number(o.existing.id), field.name))) {
      body[field.name] = o.existing[field.name] ?? undefined; // for validation only: the write leaves the column as it is
      kept.push(field.name);
    } else if (sent !== undefined && sent !== '' && sent !== null) {
      // A path typed by the client could point at someone else's file: only uploads are accepted.
      throw invalidFields({ [field.name]: 'Choose a file to upload' });
    }
  }
  return kept;
}

/** Nothing sent, or the value the record answers sent back (a stored path, or a private file's download path). */
function isKeep(sent: unknown, stored: unknown, download: string): boolean {
  return sent === undefined || sent === '' || (sent !== null && (sent === stored || sent === download));
}
