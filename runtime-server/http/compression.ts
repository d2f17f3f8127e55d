/**
 * gzip for browsers that accept it (the `compression` package is not a
 * dependency; Node's zlib does the work): the built web assets, compressed
 * once and kept in memory (their names carry a content hash, so they never
 * change while the server runs and can be cached by browsers for a year).
 */
import type { RequestHandler } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Below this, gzip's header and the CPU cost outweigh the bytes saved. */
const MIN_BYTES = 1024;
const acceptsGzip = (header: string | undefined) => /\bgzip\b/i.test(header ?? '');

/** Serves `/assets/<name>` gzip-compressed from `<webDir>/assets`; only names that exist at start. */
export function compressedAssets(webDir: string): RequestHandler {
  const folder = path.join(webDir, 'assets');
  const names = new Set(existsSync(folder) ? readdirSync(folder).filter((f) => /\.(js|css|svg|json|txt|map)$/.test(f)) : []);
  const cache = new Map<string, Buffer | null>();
  return (req, res, next) => {
    const name = /^\/assets\/([\w.-]+)$/.exec(req.path)?.[1];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !name || !names.has(name)) return next();
    res.vary('Accept-Encoding');
    if (!acceptsGzip(req.headers['accept-encoding'])) return next();
    let compressed = cache.get(name);
    if (compressed === undefined) {
      const raw = readFileSync(path.join(folder, name));
      compressed = raw.length >= MIN_BYTES ? gzipSync(raw, { level: 9 }) : null;
      cache.set(name, compressed);
    }
    if (!compressed) return next();
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Length', compressed.length);
    res.end(req.method === 'HEAD' ? undefined : compressed);
  };
}
