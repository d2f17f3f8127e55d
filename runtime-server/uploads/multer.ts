/**
 * multer (and busboy under it), loaded on the first multipart request instead of at start (lazy-module.ts):
 * most requests are JSON, and a server that never receives a file never needs them.
 */
import type { RequestHandler } from 'express';
import type Multer from 'multer';
import { lazyRequire } from '../lazy-module';

const load = lazyRequire<typeof Multer>('multer');
let loaded = false;

/** A multipart parser, made from multer when the first request needs it. */
export function multipartParser(make: (multer: typeof Multer) => RequestHandler): RequestHandler {
  let parser: RequestHandler | undefined;
  return (req, res, next) => {
    loaded = true;
    parser ??= make(load());
    return parser(req, res, next);
  };
}

/** Whether `error` is multer's own (a limit reached, an unexpected file): none can be before multer is loaded. */
export const isMulterError = (error: unknown): error is Multer.MulterError => loaded && error instanceof load().MulterError;
