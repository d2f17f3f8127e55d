import { useCallback, useEffect, useState } from 'react';

/**
 * The rows chosen for a bulk change: ids (kept across pages), or "every row
 * matching the filter". A new filter or search clears the choice, so a bulk
 * change never applies to rows chosen under another filter.
 */
export function useSelection(resetKey: string) {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  useEffect(() => {
    setIds(new Set());
    setAllMatching(false);
  }, [resetKey]);
  const toggle = useCallback((id: number, on: boolean) => {
    setAllMatching(false);
    setIds((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const togglePage = useCallback((pageIds: readonly number[], on: boolean) => {
    setAllMatching(false);
    setIds((prev) => {
      const next = new Set(prev);
      for (const id of pageIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    setIds(new Set());
    setAllMatching(false);
  }, []);
  return { ids, allMatching, toggle, togglePage, selectAllMatching: () => setAllMatching(true), clear };
}

export type Selection = ReturnType<typeof useSelection>;
