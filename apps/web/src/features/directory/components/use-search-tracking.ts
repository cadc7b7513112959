import { useEffect, useRef } from 'react';
import { UFS } from '@rede/domain/constants';
import { track } from '@/lib/analytics/track';
import type { TDirectoryFilters } from '../api/types';

/**
 * Counts a directory search once its answer is on screen (anonymous engagement analytics, lib/analytics):
 * the filters, whether it was sorted from the visitor's position (the position itself is not sent) and how
 * many partners it found. The home's list before any filter is not a search. Once per filter set, not again for 'Carregar mais' or a re-render; a list opened at
 * ?pagina=N is a continuation, not a search. Runs in an effect: never during the server's render.
 */
export const useSearchTracking = (
  filters: TDirectoryFilters,
  byPosition: boolean,
  answer: { total: number } | undefined,
  settled: boolean,
  startPage: number,
) => {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!answer || !settled || startPage > 0) return;
    // the home's unfiltered list is not a search: a state, city, line, assistance or the position makes one
    if (!filters.uf && filters.lines.length === 0 && !filters.isAssistence && !byPosition) return;
    const key = JSON.stringify([filters, byPosition]);
    if (key === last.current) return;
    last.current = key;
    const uf = UFS.find((u) => u.uf === filters.uf?.toUpperCase())?.uf;
    track({
      type: 'search',
      ...(uf ? { uf } : {}),
      ...(uf && filters.city ? { city: filters.city.slice(0, 100) } : {}),
      ...(filters.lines.length > 0 ? { lineIds: filters.lines.slice(0, 10) } : {}),
      ...(filters.isAssistence ? { isAssistence: true } : {}),
      byPosition,
      resultCount: answer.total,
    });
  }, [filters, byPosition, answer, settled, startPage]);
};
