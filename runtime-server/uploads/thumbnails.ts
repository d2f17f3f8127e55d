/**
 * Thumbnails, made once at upload from the re-encoded image (storage.ts), so
 * that a list of sixty rows or a page of product cards downloads pictures of
 * the size it shows instead of every original. Same format as the original;
 * never wider than it: a width the original does not exceed gets no file,
 * and /uploads answers that name with the original (serve.ts).
 */
import { sharp } from './sharp';
import { THUMBNAIL_WIDTHS, type ThumbnailWidth } from '../../runtime-shared/thumbnails';
import { MAX_PIXELS } from './reencode-image';

const FORMAT: Record<string, 'jpeg' | 'png' | 'gif' | 'webp'> = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };

export interface Thumbnail {
  width: ThumbnailWidth;
  data: Buffer;
}

/** The thumbnails of an image stored as `ext`, one per width narrower than the image itself (`width`, read from it when not given). */
export async function makeThumbnails(image: Buffer, ext: string, width?: number): Promise<Thumbnail[]> {
  const format = FORMAT[ext];
  if (!format) throw new Error(`No thumbnails for .${ext} files`);
  // Animated GIF and WebP keep every frame (sharp resizes each page alike).
  const input = { animated: format === 'gif' || format === 'webp', limitInputPixels: MAX_PIXELS } as const;
  const original = width ?? (await sharp()(image, input).metadata()).width ?? 0;
  const widths = THUMBNAIL_WIDTHS.filter((w) => w < original);
  return Promise.all(widths.map(async (w) => ({ width: w, data: await sharp()(image, input).resize({ width: w }).toFormat(format).toBuffer() })));
}
