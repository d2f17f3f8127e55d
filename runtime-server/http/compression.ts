/**
 * gzip for clients that accept it (the `compression` package is not a
 * dependency; Node's zlib does the work): JSON, HTML and other text answers
 * sent whole with `res.send`/`res.json` (API answers, server-rendered pages),
 * and the built web assets, compressed once and kept in memory (their names
 * carry a content hash, so they never change while the server runs and can be
 * cached by browsers for a year). Files streamed from disk (uploads, images)
 * are left alone: images are compressed already.
 */
import type { RequestHandler } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Below this, gzip's header and the CPU cost outweigh the bytes saved. */
const MIN_BYTES = 1024;
const acceptsGzip = (header: string | undefined) => /\bgzip\b(?!\s*;\s*q=0(\.0*)?\b)/i.test(header ?? '');
const TEXT = /^(application\/(json|problem\+json|xml)|text\/(html|xml|plain|css))\b/i;

/**
 * Compresses text answers of 1 KB or more that `res.send` (and so `res.json`) sends whole. A list page
 * (~10 KB of JSON) compresses to about a fifth at level 4 in well under a millisecond.
 */
export const compressAnswers: RequestHandler = (req, res, next) => {
  if (!acceptsGzip(req.headers['accept-encoding'])) return next();
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    const type = String(res.get('Content-Type') ?? '');
    const text = typeof body === 'string' || Buffer.isBuffer(body);
    if (!text || !TEXT.test(type) || res.get('Content-Encoding') || res.statusCode === 204 || res.statusCode === 304) return send(body);
    res.vary('Accept-Encoding');
    const raw = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    if (raw.length < MIN_BYTES) return send(body);
    // res.send adds the charset to a string's type itself, but not to a Buffer's.
    if (typeof body === 'string' && !/charset=/i.test(type)) res.setHeader('Content-Type', `${type}; charset=utf-8`);
    res.setHeader('Content-Encoding', 'gzip');
    return send(gzipSync(raw, { level: 4 }));
  };
  next();
};

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
