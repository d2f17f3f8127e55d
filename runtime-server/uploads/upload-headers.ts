/**
 * The headers a public upload is answered with, whichever store holds it:
 * /uploads sends them (serve.ts) and the S3 store writes them onto each
 * object (s3-store.ts), so a bucket or CDN serving the files answers alike.
 *
 * Never sniffed by the browser, and anything but a re-encoded image is a
 * download (attachment), so a PDF or archive cannot run in the site's origin.
 * Hashed names (storage.ts) never change their bytes: cached for a year and
 * marked immutable. Files stored before hashed names are revalidated.
 */
import path from 'node:path';
import { isHashedName } from '../../runtime-shared/thumbnails';

/** The extensions of images that are re-encoded on upload (reencode-image.ts); the rest are attachments. */
const INLINE = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp']);

/** Hashed names: a year, the longest lifetime caches honour; `immutable`: not even revalidated on reload. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What express.static sent for every file before hashed names: the browser asks again each time (and gets a 304). */
export const REVALIDATE = 'public, max-age=0';

const TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.doc': 'application/msword',
  '.zip': 'application/zip',
};

export interface UploadHeaders {
  'Content-Type': string;
  'Cache-Control': string;
  'Content-Disposition'?: string;
}

export function uploadHeaders(file: string): UploadHeaders {
  const ext = path.extname(file).toLowerCase();
  return {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': isHashedName(file) ? IMMUTABLE : REVALIDATE,
    ...(INLINE.has(ext) ? {} : { 'Content-Disposition': `attachment; filename="${path.basename(file)}"` }),
  };
}
