import type { EntityMeta } from '../../runtime-shared/meta';
import { apiSend, type DataResponse } from '../api/client';
import { hasUploads, toFormData } from './form-values';

/**
 * Creates (`id` undefined) or updates a record. With uploads: multipart, and
 * an update is `POST /api/<name>/<id>` with `_method=PUT`; without: JSON.
 * @example await saveEntity(bannerMeta, '3', values);
 */
export function saveEntity(meta: EntityMeta, id: string | undefined, values: Record<string, unknown>) {
  const base = `/api/${meta.name}`;
  if (hasUploads(meta)) {
    return id === undefined
      ? apiSend<DataResponse<unknown>>('POST', base, toFormData(values))
      : apiSend<DataResponse<unknown>>('POST', `${base}/${id}`, toFormData(values, 'PUT'));
  }
  return id === undefined
    ? apiSend<DataResponse<unknown>>('POST', base, values)
    : apiSend<DataResponse<unknown>>('PUT', `${base}/${id}`, values);
}
