/**
 * Multipart parsing for an entity's routes. Files stay in memory until their
 * content is checked, so nothing reaches the disk that was refused.
 */
import type { RequestHandler } from 'express';
import multer from 'multer';
import type { EntityMeta } from '../../runtime-shared/meta';
import { badRequest } from '../http/errors';

export function receiveUploads(meta: EntityMeta): RequestHandler {
  const uploadFields = meta.fields.filter((f) => f.upload);
  const maxBytes = Math.max(1, ...uploadFields.map((f) => f.upload!.maxBytes));
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: Math.max(1, uploadFields.length), fields: 200, fieldSize: 1024 * 1024 },
  }).fields(uploadFields.map((f) => ({ name: f.name, maxCount: 1 })));
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    // Multer's own errors carry a code (sizes, counts); anything else is busboy failing to read
    // the body (no boundary, a truncated or malformed part): the client's fault, not ours.
    parser(req, res, (error?: unknown) => next(error && !(error instanceof multer.MulterError) ? badRequest('The multipart/form-data body is malformed') : error));
  };
}

/** The one uploaded file of a field, if any (multer's `.fields()` shape). */
export function uploadedFile(files: unknown, field: string): Express.Multer.File | undefined {
  return (files as Record<string, Express.Multer.File[]> | undefined)?.[field]?.[0];
}
