import { apiGet, type RequestOptions } from './client';
import { useApiCall, type ApiCallState } from './use-api-call';

export type ApiGetState<T> = ApiCallState<T>;

/**
 * Fetches `path` (null = do nothing) and refetches when it changes, with the
 * abort and keep-previous-data behaviour of `useApiCall`. For generic pages
 * that build paths from EntityMeta; site pages use the typed clients of generated/api.
 * @example const { data, error, loading } = useApiGet<ListResponse<Service>>('/api/service');
 */
export function useApiGet<T>(path: string | null, options: Omit<RequestOptions, 'signal'> = {}): ApiGetState<T> {
  const anonymous = options.anonymous ?? false;
  return useApiCall(path === null ? null : (signal) => apiGet<T>(path, { anonymous, signal }), [path, anonymous]);
}
