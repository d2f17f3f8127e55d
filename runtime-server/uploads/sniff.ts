/**
 * What a file really is, from its bytes (file-type), never from its name or
 * the browser's claim: an .exe renamed .jpg is still an executable. A type is
 * accepted only where the field lists it, and images are re-encoded
 * (reencode-image.ts), so the bytes stored are the bytes checked.
 */
import { acceptedTypesMessage } from '../../runtime-shared/file-types';
import type { UploadMeta } from '../../runtime-shared/meta';
import { reencodeImage, REENCODED } from './reencode-image';

/** `width`, `height`: a re-encoded image's, known from the encoder (thumbnails.ts need not read it again). */
export type SniffResult = { ok: true; ext: string; mime: string; buffer: Buffer; width?: number; height?: number } | { ok: false; problem: string; status: 413 | 415 };

export async function checkUpload(buffer: Buffer, rules: UploadMeta): Promise<SniffResult> {
  if (buffer.length > rules.maxBytes) {
    return { ok: false, status: 413, problem: `The file is too large (at most ${Math.round(rules.maxBytes / 1024 / 1024)} MB)` };
  }
  const { fileTypeFromBuffer } = await import('file-type'); // loaded on the first upload (lazy-module.ts)
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !rules.mimeTypes.includes(type.mime)) {
    return { ok: false, status: 415, problem: acceptedTypesMessage(rules.mimeTypes) };
  }
  if (!REENCODED[type.mime]) return { ok: true, ext: type.ext, mime: type.mime, buffer };
  const image = await reencodeImage(buffer, type.mime);
  if (!image) return { ok: false, status: 415, problem: 'The image could not be read: it is damaged or not what it claims to be' };
  return { ok: true, ext: type.ext, mime: type.mime, buffer: image.data, width: image.width, height: image.height };
}
