/**
 * The public uploads at /uploads: never executed, never sniffed by the
 * browser, and anything but a re-encoded image is a download (attachment), so
 * a PDF or archive cannot run in the site's origin. A folder store is served
 * by express.static; any other store (the database) through its `read`.
 *
 * Hashed names (storage.ts) never change their bytes: they are cached for a
 * year and marked immutable, so a page seen again costs no request for its
 * pictures. Files stored before hashed names are revalidated as before.
 * A thumbnail width that the original does not exceed has no file
 * (thumbnails.ts): its name is answered with the original.
 */
import express, { type RequestHandler, type Response } from 'express';
import path from 'node:path';
import { isHashedName, originalOfThumbnail } from '../../runtime-shared/thumbnails';
import { PUBLIC_PREFIX, type UploadStore } from './store';
import { isStoredPath } from './storage';

/** The extensions of images that are re-encoded on upload (reencode-image.ts); the rest are attachments. */
const INLINE = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp']);

/** Hashed names: a year, the longest lifetime caches honour; `immutable`: not even revalidated on reload. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What express.static sent for every file before hashed names: the browser asks again each time (and gets a 304). */
const REVALIDATE = 'public, max-age=0';

function setHeaders(res: Response, file: string): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
  res.setHeader('Cache-Control', isHashedName(file) ? IMMUTABLE : REVALIDATE);
  if (!INLINE.has(path.extname(file).toLowerCase())) res.setHeader('Content-Disposition', `attachment; filename="${path.basename(file)}"`);
}

export function serveUploads(store: UploadStore): RequestHandler {
  return store.publicDir ? serveFolder(store.publicDir) : serveFromStore(store);
}

function serveFolder(dir: string): RequestHandler {
  const serve = express.static(dir, { index: false, dotfiles: 'deny', cacheControl: false, setHeaders });
  return (req, res, next) => {
    serve(req, res, (error?: unknown) => {
      const original = error ? undefined : originalOfThumbnail(req.path);
      if (!original) return next(error);
      const url = req.url;
      req.url = original;
      serve(req, res, (again?: unknown) => {
        req.url = url;
        next(again);
      });
    });
  };
}

function serveFromStore(store: UploadStore): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let stored: string;
    try {
      stored = `${PUBLIC_PREFIX}${decodeURIComponent(req.path.slice(1))}`;
    } catch {
      return next(); // a malformed escape names no file
    }
    if (!isStoredPath(stored)) return next();
    const original = originalOfThumbnail(stored);
    const data = (await store.read(stored)) ?? (original ? await store.read(original) : undefined);
    if (!data) return next();
    setHeaders(res, stored);
    res.type(path.extname(stored));
    res.setHeader('Content-Length', data.length);
    res.end(req.method === 'HEAD' ? undefined : data);
  };
}
