/**
 * The public uploads at /uploads: never executed, never sniffed by the
 * browser, and anything but a re-encoded image is a download (attachment), so
 * a PDF or archive cannot run in the site's origin. A folder store is served
 * by express.static; any other store (the database) through its `read`.
 */
import express, { type RequestHandler, type Response } from 'express';
import path from 'node:path';
import { PUBLIC_PREFIX, type UploadStore } from './store';
import { isStoredPath } from './storage';

/** The extensions of images that are re-encoded on upload (reencode-image.ts); the rest are attachments. */
const INLINE = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp']);

function setHeaders(res: Response, file: string): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
  if (!INLINE.has(path.extname(file).toLowerCase())) res.setHeader('Content-Disposition', `attachment; filename="${path.basename(file)}"`);
}

export function serveUploads(store: UploadStore): RequestHandler {
  if (store.publicDir) return express.static(store.publicDir, { index: false, dotfiles: 'deny', setHeaders });
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let stored: string;
    try {
      stored = `${PUBLIC_PREFIX}${decodeURIComponent(req.path.slice(1))}`;
    } catch {
      return next(); // a malformed escape names no file
    }
    const data = isStoredPath(stored) ? await store.read(stored) : undefined;
    if (!data) return next();
    setHeaders(res, stored);
    res.type(path.extname(stored));
    res.setHeader('Content-Length', data.length);
    res.end(req.method === 'HEAD' ? undefined : data);
  };
}
