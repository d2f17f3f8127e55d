import { useMemo } from 'react';
import type { EntityMeta } from '../../runtime-shared/meta';
import { useApiCall } from '../api/use-api-call';
import { draftsOf, type DraftState } from './draft-api';

/** The draft states of the records a list page shows, by id (none for entities without drafts). */
export function useDraftStates(meta: EntityMeta, ids: readonly number[]): ReadonlyMap<number, DraftState> {
  const key = ids.join(',');
  const call = useApiCall(
    meta.drafts && key ? (signal) => draftsOf(meta).draftStates(key.split(',').map(Number), { signal }) : null,
    [meta, key],
  );
  return useMemo(() => new Map((call.data ?? []).map((s) => [s.id, s.state])), [call.data]);
}
