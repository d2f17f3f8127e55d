import type { ActionMeta, EntityMeta } from '../../runtime-shared/meta';
import { apiSend, type DataResponse } from '../api/client';

/**
 * Runs a declared action on one record; the server answers the changed
 * record, or 409 when the record is no longer in a `from` state.
 * @example await runAction(jobMeta, 3, publish)
 */
export function runAction(meta: EntityMeta, id: number | string, action: ActionMeta) {
  return apiSend<DataResponse<Record<string, unknown>>>('POST', `/api/${meta.name}/${id}/actions/${encodeURIComponent(action.name)}`);
}
