/**
 * Images are decoded and encoded again (sharp) before they are stored: what
 * is kept is only the pixels, in the format the bytes claimed. Metadata (EXIF
 * with GPS positions, comments) and anything appended or smuggled inside the
 * file (a script after the image data, a polyglot) does not survive. A file
 * that does not decode cleanly as the format its bytes claim is refused.
 */
import { sharp } from './sharp';

/** Formats sharp both reads and writes; the upload rules may allow only these. */
export const REENCODED: Record<string, 'jpeg' | 'png' | 'gif' | 'webp'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** A decompression bomb (a small file of huge dimensions) is refused before its pixels are held in memory. */
export const MAX_PIXELS = 40_000_000;

/** The re-encoded image and its size, or undefined when the bytes are not a clean image of `mime`. */
export async function reencodeImage(buffer: Buffer, mime: string): Promise<{ data: Buffer; width: number; height: number } | undefined> {
  const format = REENCODED[mime];
  if (!format) return undefined;
  try {
    const options = { failOn: 'warning', limitInputPixels: MAX_PIXELS, animated: format === 'gif' || format === 'webp', autoOrient: true } as const;
    const { format: decoded } = await sharp()(buffer, options).metadata();
    if (decoded !== format) return undefined;
    const { data, info } = await sharp()(buffer, options).toFormat(format).toBuffer({ resolveWithObject: true });
    // An animated image's height is one frame's (sharp stacks the frames).
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    return undefined;
  }
}
