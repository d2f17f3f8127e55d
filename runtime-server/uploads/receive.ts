/**
 * Multipart parsing for an entity's routes. Only entities with upload fields
 * parse multipart at all (the others answer 415: they take JSON), and the
 * parser is bounded by the entity's schema (multipart-limits.ts). Files stay
 * in memory until their content is checked, so nothing refused reaches the disk.
 */
import type { RequestHandler } from 'express';
import type { EntityMeta } from '../../runtime-shared/meta';
import { APIError, unsupportedType } from '../http/errors';
import { multipartLimits } from './multipart-limits';
import { isMulterError, multipartParser } from './multer';

export function receiveUploads(meta: EntityMeta): RequestHandler {
  const uploadFields = meta.fields.filter((f) => f.upload);
  if (!uploadFields.length) {
    return (req, _res, next) => {
      if (req.is('multipart/form-data')) throw unsupportedType(`${meta.pluralLabel} take JSON (application/json); multipart/form-data is only for records with files`);
      next();
    };
  }
  const parser = multipartParser((multer) => multer({ storage: multer.memoryStorage(), limits: multipartLimits(meta) }).fields(uploadFields.map((f) => ({ name: f.name, maxCount: 1 }))));
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    parser(req, res, (error?: unknown) => {
      // Busboy's own failures (a truncated body, a missing boundary) are the client's: 400, not 500.
      if (error && !isMulterError(error)) return next(new APIError(400, 'The multipart body is malformed or incomplete'));
      next(error);
    });
  };
}

/** The one uploaded file of a field, if any (multer's `.fields()` shape). */
export function uploadedFile(files: unknown, field: string): Express.Multer.File | undefined {
  return (files as Record<string, Express.Multer.File[]> | undefined)?.[field]?.[0];
}
