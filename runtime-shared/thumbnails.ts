/**
 * The names of uploaded images and their thumbnails, shared by the server
 * (which writes them at upload, runtime-server/uploads/storage.ts) and the
 * browser (which names them in `src`/`srcset` without asking the server).
 *
 * A stored file is named `<hash>-<nonce>.<ext>`: `hash`, the first 16 hex
 * digits of the SHA-256 of its bytes; `nonce`, 8 random hex digits. A public
 * image has thumbnails beside it, `<hash>-<nonce>.w<width>.<ext>`, one per
 * width of THUMBNAIL_WIDTHS, so no column records them: the stored path is
 * enough to name (and remove) them all. Files stored before hashed names have
 * 24 random hex digits and no thumbnails.
 */

/**
 * The thumbnail widths, in pixels: 60 for the admin list (spec section 9,
 * "Banner thumbnail width in list: 60"); 160, 400, 800 and 1600 for the public
 * pages, whose pictures are shown 32-160 px wide (icons, logos, team photos),
 * 400 (product cards), 600 (about, product details) and 1200 (the home
 * banner), on screens of 1x to 3x density. A width added later is missing
 * for images stored before: /uploads answers its name with the original
 * (runtime-server/uploads/serve.ts). A width dropped later is no longer
 * removed with its image: remove those files by hand.
 */
export const THUMBNAIL_WIDTHS = [60, 160, 400, 800, 1600] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/**
 * Square crops of media-library images, cut around the image's focal point
 * (runtime-shared/focal-point.ts): `<hash>-<nonce>.s<width>.<ext>`. For places that show a picture
 * in a square or circle (the library's grid, avatars, icons), where a plain thumbnail would be cut
 * in the middle by the browser. Only library images have them; a missing one answers the original.
 */
export const CROP_WIDTHS = [60, 160, 400] as const;
export type CropWidth = (typeof CROP_WIDTHS)[number];

/** The square crop the admin list shows a library image at (the list's 60 px). */
export const LIST_CROP_WIDTH: CropWidth = 60;

/** The width the generated admin list shows images at (spec section 9). */
export const LIST_THUMBNAIL_WIDTH: ThumbnailWidth = 60;

/** Formats that get thumbnails: the images re-encoded at upload (runtime-server/uploads/reencode-image.ts). */
const IMAGE_EXT = '(?:jpg|png|gif|webp)';

/** A hashed name, with its thumbnail width if it is one: `0123456789abcdef-01234567(.w60)?.png`. */
const HASHED_NAME = /^[0-9a-f]{16}-[0-9a-f]{8}(?:\.[ws]\d+)?\.[a-z0-9]+$/;

/** A public image stored with thumbnails: `uploads/<entity>/<hash>-<nonce>.<image ext>`. */
const WITH_THUMBNAILS = new RegExp(`^uploads/[\\w-]+/[0-9a-f]{16}-[0-9a-f]{8}\\.${IMAGE_EXT}$`);

/** Whether a file name (or path) is content-hashed: its bytes never change, so it may be cached for good. */
export function isHashedName(file: string): boolean {
  return HASHED_NAME.test(file.slice(file.lastIndexOf('/') + 1));
}

/** Whether a stored path names a public image stored with its thumbnails (not one stored before them). */
export function hasThumbnails(stored: string): boolean {
  return WITH_THUMBNAILS.test(stored);
}

/**
 * A thumbnail's stored path.
 * @example thumbnailPath('uploads/banner/0123456789abcdef-01234567.png', 60) // 'uploads/banner/0123456789abcdef-01234567.w60.png'
 */
export function thumbnailPath(stored: string, width: ThumbnailWidth): string {
  const dot = stored.lastIndexOf('.');
  return `${stored.slice(0, dot)}.w${width}${stored.slice(dot)}`;
}

/**
 * A square crop's stored path.
 * @example cropPath('uploads/media/0123456789abcdef-01234567.png', 160) // 'uploads/media/0123456789abcdef-01234567.s160.png'
 */
export function cropPath(stored: string, width: CropWidth): string {
  const dot = stored.lastIndexOf('.');
  return `${stored.slice(0, dot)}.s${width}${stored.slice(dot)}`;
}

/** Every thumbnail and crop a stored path may have: none for files that have none (a crop never made is no matter to removal). */
export function thumbnailPaths(stored: string): string[] {
  return hasThumbnails(stored) ? [...THUMBNAIL_WIDTHS.map((w) => thumbnailPath(stored, w)), ...CROP_WIDTHS.map((w) => cropPath(stored, w))] : [];
}

/** A thumbnail name, split into the original's path without extension, the width and the extension. */
const THUMBNAIL = new RegExp(`^(.*/)?([0-9a-f]{16}-[0-9a-f]{8})\\.([ws])(\\d+)(\\.${IMAGE_EXT})$`);

/**
 * The original a thumbnail or crop name belongs to, for a width of THUMBNAIL_WIDTHS or CROP_WIDTHS (any path prefix kept); undefined for other names.
 * @example originalOfThumbnail('/banner/0123456789abcdef-01234567.w60.png') // '/banner/0123456789abcdef-01234567.png'
 */
export function originalOfThumbnail(file: string): string | undefined {
  const match = THUMBNAIL.exec(file);
  const widths: readonly number[] = match?.[3] === 's' ? CROP_WIDTHS : THUMBNAIL_WIDTHS;
  if (!match || !widths.includes(Number(match[4]))) return undefined;
  return `${match[1] ?? ''}${match[2]}${match[5]}`;
}
