/**
 * The one place that decides what a client sees of a failure. Known errors
 * keep their message; client errors raised by Express or a body parser keep
 * their 4xx status; anything else is logged and answered "Something went wrong".
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type multer from 'multer';
import { ZodError } from 'zod';
import { APIError, invalidFields } from './errors';
import { fromDatabaseError } from './database-errors';
import { fieldErrors } from './zod-errors';
import { isMulterError } from '../uploads/multer';

const MULTER_MESSAGES: Partial<Record<multer.ErrorCode, string>> = {
  LIMIT_FILE_SIZE: 'The file is too large',
  LIMIT_FIELD_VALUE: 'The value is too long',
  LIMIT_FIELD_COUNT: 'The form has too many fields',
  LIMIT_PART_COUNT: 'The form has too many parts',
  LIMIT_FILE_COUNT: 'The form has too many files',
  LIMIT_FIELD_KEY: 'A field name is too long',
};

function fromMulter(error: multer.MulterError): APIError {
  const message = MULTER_MESSAGES[error.code];
  if (message) return new APIError(413, message, error.field ? { [error.field]: message } : undefined);
  if (error.code === 'LIMIT_UNEXPECTED_FILE') return new APIError(400, `Unexpected file field "${error.field}"`, error.field ? { [error.field]: 'This field takes no file' } : undefined);
  return new APIError(400, 'The multipart body is malformed');
}

/**
 * Errors that Express and its parsers raise for a bad request (http-errors: a
 * malformed `%E0` path parameter, a body that is not JSON, too large, or in an
 * unsupported charset) carry a 4xx `status`; they are the client's, not ours.
 */
function fromClientError(error: unknown): APIError | undefined {
  const { status, statusCode, type } = error as { status?: unknown; statusCode?: unknown; type?: unknown };
  const code = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : undefined;
  if (code === undefined || code < 400 || code > 499) return undefined;
  if (type === 'entity.parse.failed') return new APIError(400, 'The request body is not valid JSON');
  if (code === 413) return new APIError(413, 'The request body is too large');
  if (code === 415) return new APIError(415, 'Unsupported content type or charset');
  if (error instanceof URIError) return new APIError(400, 'The path is not valid (malformed percent-encoding)');
  return new APIError(400, 'The request is malformed');
}

function toAPIError(error: unknown): APIError | undefined {
  if (error instanceof APIError) return error;
  if (error instanceof ZodError) return invalidFields(fieldErrors(error));
  if (isMulterError(error)) return fromMulter(error);
  return fromClientError(error) ?? fromDatabaseError(error);
}

// Four parameters, `_next` unused: Express recognises an error handler by them.
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = toAPIError(error);
  if (!known) console.error(`${req.method} ${req.originalUrl} failed:`, error);
  const status = known?.status ?? 500;
  // Internal failures can carry SQL, paths or stack details: the client gets none of them.
  const message = known?.message ?? 'Something went wrong';
  res.status(status).json({ error: { message, ...(known?.fields ? { fields: known.fields } : {}) } });
};

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: { message: `No API route for ${req.method} ${req.path}` } });
};
