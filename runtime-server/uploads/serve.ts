/**
 * The public uploads folder at /uploads: never executed, never sniffed by the
 * browser, and anything but a re-encoded image is a download (attachment), so
 * a PDF or archive cannot run in the site's origin.
 */
import express, { type RequestHandler } from 'express';
import path from 'node:path';

/** The extensions of images that are re-encoded on upload (reencode-image.ts); the rest are attachments. */
const INLINE = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp']);

export function serveUploads(uploadsDir: string): RequestHandler {
  return express.static(uploadsDir, {
    index: false,
    dotfiles: 'deny',
    setHeaders: (res, file) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
      if (!INLINE.has(path.extname(file).toLowerCase())) res.setHeader('Content-Disposition', `attachment; filename="${path.basename(file)}"`);
    },
  });
}
