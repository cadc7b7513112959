import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pagingNeedsCorrection, parseListState, serializeListState, type TListState, type TListStateConfig } from './url-state';

/**
 * The list state in the URL search params: parse on read, serialise on write (other params are
 * kept). Page, sort and filter choices push a history entry; typed text and corrections replace. A page the
 * URL names wrongly ('?pageIndex=-3') is corrected in place, so the address says the page on screen.
 */
export const useListState = (config: TListStateConfig) => {
  const [searchParams, setSearchParams] = useSearchParams();
  // compared by value: callers may pass a new object on every render
  const configKey = JSON.stringify(config);
  const stableConfig = useMemo(() => JSON.parse(configKey) as TListStateConfig, [configKey]);
  const state = useMemo(() => parseListState(searchParams, stableConfig), [searchParams, stableConfig]);

  const update = useCallback(
    (patch: Partial<TListState> | ((current: TListState) => TListState), options: { replace?: boolean } = {}) => {
      setSearchParams(
        (previous) => {
          const current = parseListState(previous, stableConfig);
          const next = typeof patch === 'function' ? patch(current) : { ...current, ...patch };
          return serializeListState(next, stableConfig, previous);
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams, stableConfig],
  );

  useEffect(() => {
    if (pagingNeedsCorrection(searchParams, state, stableConfig)) update({}, { replace: true });
  }, [searchParams, state, stableConfig, update]);

  return { state, update };
};
