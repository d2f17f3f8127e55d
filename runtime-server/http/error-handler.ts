/**
 * The one place that decides what a client sees of a failure. Known errors
 * keep their message; anything else is logged and answered "Something went wrong".
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { ZodError } from 'zod';
import { APIError, invalidFields } from './errors';
import { fromDatabaseError } from './database-errors';
import { fieldErrors } from './zod-errors';

function toAPIError(error: unknown): APIError | undefined {
  if (error instanceof APIError) return error;
  if (error instanceof ZodError) return invalidFields(fieldErrors(error));
  if (error instanceof multer.MulterError) {
    const field = error.field ? { [error.field]: error.code === 'LIMIT_FILE_SIZE' ? 'The file is too large' : error.message } : undefined;
    if (error.code === 'LIMIT_FILE_SIZE') return new APIError(413, 'The file is too large', field);
    if (error.code === 'LIMIT_UNEXPECTED_FILE') return new APIError(400, `Unexpected file field "${error.field}"`, field);
    return new APIError(400, error.message, field);
  }
  const status = (error as { status?: number; type?: string }).status;
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed') return new APIError(400, 'The request body is not valid JSON');
  if (type === 'entity.too.large') return new APIError(413, 'The request body is too large');
  if (status === 415) return new APIError(415, 'Unsupported content type');
  return fromDatabaseError(error);
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = toAPIError(error);
  if (!known) console.error(`${req.method} ${req.originalUrl} failed:`, error);
  const status = known?.status ?? 500;
  const message = known?.message ?? 'Something went wrong';
  res.status(status).json({ error: { message, ...(known?.fields ? { fields: known.fields } : {}) } });
};

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: { message: `No API route for ${req.method} ${req.path}` } });
};
