/**
 * What a file already in the store is, read from its bytes as an upload's are (its type sniffed, never
 * taken from its name): for the media library taking in files that records show (library-adopt.ts).
 * Unlike an upload it is not re-encoded: it was checked when it was stored, and it stays where it is.
 */
import type { UploadMeta } from '../../runtime-shared/meta';
import { sharp } from './sharp';
import type { UploadStore } from './store';

export interface StoredFacts {
  mime: string;
  size: number;
  width?: number;
  height?: number;
}

/** The stored file's facts, or why the field cannot take it (gone, too large, a type it does not accept). */
export async function storedFileFacts(uploads: UploadStore, stored: string, rules: UploadMeta): Promise<StoredFacts | { problem: string }> {
  const data = await uploads.read(stored);
  if (!data) return { problem: `No stored file is named ${stored}` };
  if (data.length > rules.maxBytes) return { problem: `The file is too large (at most ${Math.round(rules.maxBytes / 1024 / 1024)} MB)` };
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(data);
  if (!type || !rules.mimeTypes.includes(type.mime)) return { problem: `The stored file is of a type this field does not accept (${type?.mime ?? 'unknown'})` };
  if (!type.mime.startsWith('image/')) return { mime: type.mime, size: data.length };
  const image = await sharp()(data).metadata();
  return { mime: type.mime, size: data.length, width: image.width, height: image.pageHeight ?? image.height };
}
