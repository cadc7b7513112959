import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TListParams } from './list-params';
import type { TRowId, TRowSelection } from './types';

/**
 * The checkbox column's state: rows picked by id (kept across pages) or every row matching the list's
 * query ('matching', which follows `params` and `total`). A new search or filter (`criteriaKey`) clears it.
 */
export const useRowSelection = ({ criteriaKey, params, total }: { criteriaKey: string; params: TListParams; total: number }) => {
  const [picked, setPicked] = useState<ReadonlyMap<string, TRowId>>(new Map());
  const [matching, setMatching] = useState(false);

  const clear = useCallback(() => {
    setPicked(new Map());
    setMatching(false);
  }, []);
  useEffect(clear, [criteriaKey, clear]);

  const isSelected = (id: TRowId) => matching || picked.has(String(id));

  /** Toggles one row; in the 'matching' mode, the page's rows but this one stay selected. */
  const toggle = (id: TRowId, pageIds: readonly TRowId[]) => {
    if (matching) {
      setMatching(false);
      setPicked(new Map(pageIds.filter((other) => String(other) !== String(id)).map((other) => [String(other), other])));
      return;
    }
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(String(id))) next.delete(String(id));
      else next.set(String(id), id);
      return next;
    });
  };

  /** The header checkbox: selects the page's rows, or (all of them selected, or 'matching') unselects them. */
  const togglePage = (pageIds: readonly TRowId[]) => {
    if (matching) {
      clear();
      return;
    }
    setPicked((current) => {
      const next = new Map(current);
      const all = pageIds.every((id) => next.has(String(id)));
      for (const id of pageIds) {
        if (all) next.delete(String(id));
        else next.set(String(id), id);
      }
      return next;
    });
  };

  const selectMatching = () => setMatching(true);

  const selection = useMemo<TRowSelection | null>(() => {
    if (matching) return total > 0 ? { kind: 'matching', params, total } : null;
    return picked.size > 0 ? { kind: 'rows', ids: [...picked.values()] } : null;
  }, [matching, picked, params, total]);

  const count = selection === null ? 0 : selection.kind === 'matching' ? selection.total : selection.ids.length;
  return { selection, count, matching, isSelected, toggle, togglePage, selectMatching, clear };
};
