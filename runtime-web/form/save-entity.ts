import type { EntityMeta } from '../../runtime-shared/meta';
import { apiSend, type DataResponse } from '../api/client';
import { hasUploads, toFormData } from './form-values';

/**
 * Creates (`id` undefined) or updates a record. With uploads: multipart, and
 * an update is `POST /api/<name>/<id>` with `_method=PUT`; without: JSON.
 * A singleton entity's one record is created or updated by `PUT /api/<name>`.
 * `basedOn`: the loaded record's `updated_at`, sent as `If-Match`.
 * @example await saveEntity(bannerMeta, '3', values, record.updated_at);
 */
export function saveEntity(meta: EntityMeta, id: string | undefined, values: Record<string, unknown>, basedOn?: string, locale?: string) {
  const base = `/api/${meta.name}`;
  const body = hasUploads(meta) ? toFormData(values) : values;
  if (meta.singleton) return apiSend<DataResponse<unknown>>('PUT', base, body);
  if (id === undefined) return apiSend<DataResponse<unknown>>('POST', base, body);
  // The version the form was loaded with: a save over someone else's newer one answers 409 (crud/conflict.ts).
  const options = basedOn ? { headers: { 'If-Match': `"${basedOn}"` } } : {};
  // `locale`: the localized fields are that locale's values (docs/localization.md).
  const at = `${base}/${id}${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`;
  return hasUploads(meta)
    ? apiSend<DataResponse<unknown>>('POST', at, toFormData(values, 'PUT'), options)
    : apiSend<DataResponse<unknown>>('PUT', at, values, options);
}
