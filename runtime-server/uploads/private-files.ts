/**
 * Private file fields (`file({ private: true })`): answers carry a download
 * path instead of the stored one, and `GET /api/<name>/:id/files/<field>`
 * sends the file as an attachment to callers the router let read the record.
 */
import type { Response } from 'express';
import path from 'node:path';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { notFound } from '../http/errors';
import { isStoredPath } from './storage';
import type { UploadStore } from './store';

export const privateFields = (meta: EntityMeta): FieldMeta[] => meta.fields.filter((f) => f.upload?.private);

/** Where a record's private file is downloaded, relative to the API host like public paths. */
export const downloadPath = (meta: EntityMeta, id: number, field: string): string => `api/${meta.name}/${id}/files/${field}`;

/** The value a record answers for an upload field: a private file's download path, else the stored path. */
export function answeredFileValue(meta: EntityMeta, field: FieldMeta, id: number, stored: unknown): unknown {
  if (!field.upload?.private || typeof stored !== 'string' || !stored) return stored ?? null;
  return downloadPath(meta, id, field.name);
}

/** Sends the stored file of `row[field]` as an attachment, or answers 404. */
export async function sendStoredFile(res: Response, store: UploadStore, meta: EntityMeta, row: Record<string, unknown>, fieldName: string): Promise<void> {
  const field = privateFields(meta).find((f) => f.name === fieldName);
  const stored = field ? row[field.name] : undefined;
  const missing = () => notFound(`The file "${fieldName}" of ${meta.label} ${String(row.id)}`);
  if (!field || !isStoredPath(stored)) throw missing();
  const filename = `${meta.name}-${String(row.id)}-${field.name}${path.extname(stored)}`;
  res.setHeader('Cache-Control', 'private, no-store');
  if (store.signedUrl) {
    // Access was checked by the caller; the signed URL lets only this reader fetch the bytes, for seconds.
    if (!(await store.has(stored))) throw missing();
    res.redirect(302, await store.signedUrl(stored, filename));
    return;
  }
  const data = await store.read(stored);
  if (!data) throw missing();
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.attachment(filename);
  res.setHeader('Content-Length', data.length);
  res.end(data);
}
