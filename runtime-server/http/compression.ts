/**
 * gzip for clients that accept it (the `compression` package is not a
 * dependency; Node's zlib does the work): JSON, HTML and other text answers
 * sent whole with `res.send`/`res.json` (API answers, server-rendered pages),
 * and the built web assets, compressed once and kept in memory (their names
 * carry a content hash, so they never change while the server runs and can be
 * cached by browsers for a year). Files streamed from disk (uploads, images)
 * are left alone: images are compressed already.
 */
import type { Express, RequestHandler, Response } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Below this, gzip's header and the CPU cost outweigh the bytes saved. */
const MIN_BYTES = 1024;
const acceptsGzip = (header: string | undefined) => /\bgzip\b(?!\s*;\s*q=0(\.0*)?\b)/i.test(header ?? '');
const TEXT = /^(application\/(json|problem\+json|xml)|text\/(html|xml|plain|css))\b/i;

/** A string's UTF-8 size can reach MIN_BYTES only from this length on (at most 3 bytes per UTF-16 unit). */
const MIN_CHARS = Math.ceil(MIN_BYTES / 3);

/**
 * Compresses text answers of 1 KB or more that `res.send` (and so `res.json`) sends whole. A list page
 * (~10 KB of JSON) compresses to about a fifth at level 4 in well under a millisecond.
 *
 * Installed once on the app's response prototype, not as a middleware wrapping `res.send` on each request:
 * giving every response an own `send` (a bound function and a closure) cost ~10 µs per answer, the
 * compressing included, against under 1 µs this way (bench/middleware/micro.ts). A small answer (most reads
 * by id, errors) costs one size check, made without copying the text, before any header is read; it gets
 * no `Vary: Accept-Encoding`, as it is the same whatever the client accepts. A text answer large enough to
 * compress gets it whether or not this client accepts gzip, since another client's copy is compressed.
 */
export function compressAnswers(app: Express): void {
  const send = app.response.send;
  app.response.send = function compressed(this: Response, body?: unknown) {
    const size = typeof body === 'string' ? (body.length < MIN_CHARS ? 0 : Buffer.byteLength(body)) : Buffer.isBuffer(body) ? body.length : 0;
    if (size < MIN_BYTES || this.statusCode === 204 || this.statusCode === 304) return send.call(this, body);
    const type = String(this.get('Content-Type') ?? '');
    if (!TEXT.test(type) || this.get('Content-Encoding')) return send.call(this, body);
    this.vary('Accept-Encoding');
    if (!acceptsGzip(this.req.headers['accept-encoding'])) return send.call(this, body);
    // res.send adds the charset to a string's type itself, but not to a Buffer's.
    if (typeof body === 'string' && !/charset=/i.test(type)) this.setHeader('Content-Type', `${type}; charset=utf-8`);
    this.setHeader('Content-Encoding', 'gzip');
    return send.call(this, gzipSync(typeof body === 'string' ? Buffer.from(body, 'utf8') : (body as Buffer), { level: 4 }));
  };
}

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
