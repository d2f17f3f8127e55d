import { useCallback, useEffect, useState } from 'react';
import { apiGet, type RequestOptions } from './client';

export interface ApiGetState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Fetch the same path again (after a delete, for instance). */
  reload: () => void;
}

/**
 * Fetches `path` (null = do nothing) and refetches when it changes. A newer
 * request aborts the older one, so a slow answer never overwrites a fresh one.
 * The previous data is kept while the next page loads, so tables do not flicker.
 * @example const { data, error, loading } = useApiGet<ListResponse<Service>>('/api/service');
 */
export function useApiGet<T>(path: string | null, options: Omit<RequestOptions, 'signal'> = {}): ApiGetState<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<Error>();
  const [loading, setLoading] = useState(path !== null);
  const [generation, setGeneration] = useState(0);
  const anonymous = options.anonymous ?? false;

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    apiGet<T>(path, { anonymous, signal: controller.signal })
      .then((body) => setData(body))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(err instanceof Error ? err : new Error(String(err)));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [path, anonymous, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, error, loading, reload };
}
