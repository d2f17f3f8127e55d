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
 * (thumbnails.ts): its name is answered with the original. So is a thumbnail
 * still to be made (thumbnail-jobs.ts), but revalidated rather than cached for
 * good, so that browsers and CDNs fetch the thumbnail once it exists.
 */
import express, { type RequestHandler, type Response } from 'express';
import { originalOfThumbnail } from '../../runtime-shared/thumbnails';
import { PUBLIC_PREFIX, type UploadStore } from './store';
import { isStoredPath } from './storage';
import { thumbnailPoolOf } from './thumbnail-jobs';
import { REVALIDATE, uploadHeaders } from './upload-headers';

/** The headers of upload-headers.ts; the folder's content type is express.static's own (from the same extension). */
function setHeaders(res: Response, file: string): void {
  const headers = uploadHeaders(file);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
  res.setHeader('Cache-Control', res.locals.thumbnailPending === true ? REVALIDATE : headers['Cache-Control']);
  if (headers['Content-Disposition']) res.setHeader('Content-Disposition', headers['Content-Disposition']);
}

/** Whether the thumbnails of `original` are still to be made (their names answer it meanwhile). */
async function pending(store: UploadStore, original: string): Promise<boolean> {
  return (await thumbnailPoolOf(store)?.isPending(original)) === true;
}

export function serveUploads(store: UploadStore): RequestHandler {
  if (store.publicUrl) return redirectTo(store, store.publicUrl);
  return store.publicDir ? serveFolder(store, store.publicDir) : serveFromStore(store);
}

/**
 * A store whose public files have a URL of their own (S3_PUBLIC_URL: a CDN or the bucket): /uploads sends
 * browsers there, files and headers coming from the CDN. A thumbnail width the original does not exceed
 * was never made (thumbnails.ts): its name is sent to the original, as the other stores answer it.
 */
function redirectTo(store: UploadStore, base: string): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const stored = safeDecode(`${PUBLIC_PREFIX}${req.path.slice(1)}`);
    if (!isStoredPath(stored)) return next();
    const original = originalOfThumbnail(stored);
    const target = original && !(await store.has(stored)) ? original : stored;
    res.setHeader('Cache-Control', target !== stored && (await pending(store, original!)) ? 'no-cache' : 'public, max-age=3600');
    res.redirect(302, `${base}/${target.split('/').map(encodeURIComponent).join('/')}`);
  };
}

const safeDecode = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined; // a malformed escape names no file
  }
};

function serveFolder(store: UploadStore, dir: string): RequestHandler {
  const serve = express.static(dir, { index: false, dotfiles: 'deny', cacheControl: false, setHeaders });
  return (req, res, next) => {
    serve(req, res, (error?: unknown) => {
      const original = error ? undefined : originalOfThumbnail(req.path);
      if (!original) return next(error);
      void pending(store, `${PUBLIC_PREFIX}${original.slice(1)}`).then((isPending) => {
        res.locals.thumbnailPending = isPending;
        const url = req.url;
        req.url = original;
        serve(req, res, (again?: unknown) => {
          req.url = url;
          next(again);
        });
      }, next);
    });
  };
}

function serveFromStore(store: UploadStore): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const stored = safeDecode(`${PUBLIC_PREFIX}${req.path.slice(1)}`);
    if (!isStoredPath(stored)) return next();
    const original = originalOfThumbnail(stored);
    const own = await store.read(stored);
    const data = own ?? (original ? await store.read(original) : undefined);
    if (!data) return next();
    if (!own && original) res.locals.thumbnailPending = await pending(store, original);
    setHeaders(res, stored);
    res.setHeader('Content-Type', uploadHeaders(stored)['Content-Type']);
    res.setHeader('Content-Length', data.length);
    res.end(req.method === 'HEAD' ? undefined : data);
  };
}
