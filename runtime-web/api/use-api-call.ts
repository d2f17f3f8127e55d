import { useCallback, useEffect, useState, type DependencyList } from 'react';

export interface ApiCallState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Call again (after a delete, for instance). */
  reload: () => void;
}

/**
 * Runs `call` (null = do nothing) and again when `deps` change. A newer call
 * aborts the older one, so a slow answer never overwrites a fresh one; the
 * previous data is kept while the next loads, so tables do not flicker.
 * @example const banners = useApiCall((signal) => bannerApi.list({ perPage: 10 }, { signal }), []);
 */
export function useApiCall<T>(call: ((signal: AbortSignal) => Promise<T>) | null, deps: DependencyList): ApiCallState<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<Error>();
  const [loading, setLoading] = useState(call !== null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (call === null) return;
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    call(controller.signal)
      .then((body) => setData(body))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(err instanceof Error ? err : new Error(String(err)));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // `call` is a new function on every render: `deps` say when it really changes.
  }, [call === null, generation, ...deps]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, error, loading, reload };
}
