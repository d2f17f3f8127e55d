/**
 * The back-office routes every generated list has beside its CRUD routes:
 * `POST /bulk`, `GET /export?format=csv` and `POST /import?dryRun=1`. They
 * are staff tools whatever the entity's public access: each needs a
 * back-office role granted the operation it performs (read to export, create
 * to import, update or delete to bulk-change). Mounted before `/:id`, whose
 * pattern would otherwise take `bulk` and `export` for ids.
 */
import type { Request, RequestHandler, Router } from 'express';
import type { ZodObject } from 'zod';
import type { EntityMeta, Operation } from '../../runtime-shared/meta';
import { assertAccess, grants } from '../auth/access';
import { contextOf, viewerOf } from '../http/context';
import { APIError, badRequest, unsupportedType } from '../http/errors';
import { callerOf } from '../local-api/caller';
import { bulkOperation, runBulk } from './bulk';
import { streamCsv } from './export';
import { runImport } from './import';
import { readableRows } from './visibility';
import { isMulterError, multipartParser } from '../uploads/multer';

/** The largest CSV file an import reads (kept in memory while it is checked). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export interface BackOfficeOptions {
  meta: EntityMeta;
  createSchema: ZodObject;
  updateSchema: ZodObject;
}

const csvUpload = multipartParser((multer) => multer({ storage: multer.memoryStorage(), limits: { files: 1, fileSize: MAX_IMPORT_BYTES, fields: 2, parts: 3, fieldNameSize: 100, headerPairs: 20 } }).single('file'));

/** The CSV file part: multipart only; busboy's own failures are the client's (400). */
const receiveCsv: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) throw unsupportedType('Send the CSV file as multipart/form-data, in the part "file"');
  csvUpload(req, res, (error?: unknown) => {
    if (error && !isMulterError(error)) return next(new APIError(400, 'The multipart body is malformed or incomplete'));
    next(error);
  });
};

function csvText(req: Request): string {
  const file = req.file;
  if (!file) throw badRequest('Choose a CSV file', { file: 'Choose a CSV file' });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file.buffer);
  } catch {
    throw badRequest('The file is not UTF-8 text', { file: 'Save the file as CSV in UTF-8' });
  }
}

/** `dryRun=1` (or `true`): preview only. */
function dryRunOf(req: Request): boolean {
  const raw = req.query.dryRun;
  if (raw === undefined) return false;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw badRequest('dryRun must be 1 or 0');
}

export function mountBackOffice(router: Router, { meta, createSchema, updateSchema }: BackOfficeOptions): void {
  const offered = (op: Operation) => meta.access[op] !== 'none';
  const staff = (req: Request, op: Operation) => assertAccess(req, 'admin', meta.name, op);
  // Staff without the read grant see only what the public sees (the public filter), as in the list.
  const only = (req: Request) => {
    const readable = readableRows(req.user, meta);
    return typeof readable === 'object' ? readable.only : undefined;
  };

  if (offered('read')) router.get('/export', async (req, res) => {
    staff(req, 'read');
    const { db } = contextOf(req);
    const visible = only(req);
    await streamCsv(db, meta, { query: req.query, ...(visible ? { only: visible } : {}) }, viewerOf(req), res);
  });

  if (offered('update') || offered('delete')) router.post('/bulk', async (req, res) => {
    assertAccess(req, 'admin'); // a back-office role, before the body is even read
    const { operation, body } = bulkOperation(meta, req.body);
    if (!offered(operation)) throw badRequest(`${meta.pluralLabel} cannot be ${operation === 'delete' ? 'deleted' : 'changed'} through the API`, { action: 'Not offered' });
    staff(req, operation);
    const context = contextOf(req);
    const visible = only(req);
    // Action and lifecycle hooks' after-commit effects (mail) run once the whole request committed.
    const result = await runBulk({ db: context.db, uploads: context.uploads, meta, target: { meta, createSchema, updateSchema }, body, actor: req.user, services: context, ...(visible ? { only: visible } : {}) });
    res.json({ data: result });
  });

  if (offered('create')) router.post('/import', (req, _res, next) => {
    staff(req, 'create'); // before the file is read
    next();
  }, receiveCsv, async (req, res) => {
    const dryRun = dryRunOf(req);
    const mayUpdate = offered('update') && grants(req.user?.role, meta.name, 'update');
    res.json({ data: await runImport({ services: contextOf(req), meta, createSchema, updateSchema, csv: csvText(req), dryRun, caller: callerOf(req), mayUpdate }) });
  });
}
