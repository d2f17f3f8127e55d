/**
 * Thumbnails, made once at upload from the re-encoded image (storage.ts), so
 * that a list of sixty rows or a page of product cards downloads pictures of
 * the size it shows instead of every original. Same format as the original;
 * never wider than it: a width the original does not exceed gets no file,
 * and /uploads answers that name with the original (serve.ts).
 *
 * A media-library image (given its focal point) also gets square crops
 * (CROP_WIDTHS): the largest square of the image that holds the focal point,
 * as near its centre as the edges allow, then resized. Made again whenever the
 * focal point moves (runtime-server/uploads/library.ts).
 */
import { sharp } from './sharp';
import type { FocalPoint } from '../../runtime-shared/focal-point';
import { CROP_WIDTHS, cropPath, THUMBNAIL_WIDTHS, thumbnailPath, type ThumbnailWidth } from '../../runtime-shared/thumbnails';
import { MAX_PIXELS } from './reencode-image';

const FORMAT: Record<string, 'jpeg' | 'png' | 'gif' | 'webp'> = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };

export interface Thumbnail {
  width: ThumbnailWidth;
  data: Buffer;
  /** A square crop around the focal point (`.s<width>`), not a whole-picture thumbnail (`.w<width>`). */
  crop?: true;
}

/** Where a thumbnail is stored beside its original. */
export const storedPathOf = (stored: string, t: Thumbnail): string => (t.crop ? cropPath(stored, t.width as (typeof CROP_WIDTHS)[number]) : thumbnailPath(stored, t.width));

/** The square around `focal` (percent), as large as the image's shorter side, kept inside the image. */
export function squareAround(width: number, height: number, focal: FocalPoint): { left: number; top: number; width: number; height: number } {
  const side = Math.min(width, height);
  const start = (length: number, percent: number) => Math.round(Math.min(length - side, Math.max(0, (percent / 100) * length - side / 2)));
  return { left: start(width, focal.x), top: start(height, focal.y), width: side, height: side };
}

/**
 * The thumbnails of an image stored as `ext`, one per width narrower than the image itself (`width`, read
 * from it when not given); with `focal`, the square crops around it too, one per width narrower than the square.
 */
export async function makeThumbnails(image: Buffer, ext: string, width?: number, focal?: FocalPoint): Promise<Thumbnail[]> {
  const format = FORMAT[ext];
  if (!format) throw new Error(`No thumbnails for .${ext} files`);
  // Animated GIF and WebP keep every frame (sharp resizes each page alike).
  const input = { animated: format === 'gif' || format === 'webp', limitInputPixels: MAX_PIXELS } as const;
  const meta = width === undefined || focal ? await sharp()(image, input).metadata() : undefined;
  const original = width ?? meta?.width ?? 0;
  const widths = THUMBNAIL_WIDTHS.filter((w) => w < original);
  const thumbnails = widths.map(async (w) => ({ width: w, data: await sharp()(image, input).resize({ width: w }).toFormat(format).toBuffer() }));
  const square = focal && meta ? squareAround(original, meta.pageHeight ?? meta.height ?? 0, focal) : undefined;
  const crops = square
    ? CROP_WIDTHS.filter((w) => w < square.width).map(async (w) => ({
        width: w,
        crop: true as const,
        data: await sharp()(image, input).extract(square).resize({ width: w, height: w }).toFormat(format).toBuffer(),
      }))
    : [];
  return Promise.all([...thumbnails, ...crops]);
}
