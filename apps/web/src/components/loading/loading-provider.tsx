/**
 * The global loading indicator (section 2): counts running tasks and stays visible until all of them
 * end, each stop taking effect LOADING_STOP_DELAY_MS (1 s) later so short gaps do not flicker.
 * `useLoading()` gives start/stop/track; react-query's fetching and mutating also drive it.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { LOADING_STOP_DELAY_MS } from '@rede/domain/constants';
import { LoadingIndicator } from './loading-indicator';
import { useRequiredContext } from '@/lib/required-context';

export type TLoadingApi = {
  /** A task begins. */
  start: () => void;
  /** A task ends; the count drops after the stop delay. */
  stop: () => void;
  /** start(), then stop() when the promise settles; returns the same promise. */
  track: <T>(promise: Promise<T>) => Promise<T>;
};

const LoadingApiContext = createContext<TLoadingApi | null>(null);
const LoadingCountContext = createContext(0);

export const LoadingProvider = ({ children, stopDelayMs = LOADING_STOP_DELAY_MS }: { children: ReactNode; stopDelayMs?: number }) => {
  const [count, setCount] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const start = useCallback(() => setCount((c) => c + 1), []);
  const stop = useCallback(() => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setCount((c) => Math.max(0, c - 1));
    }, stopDelayMs);
    timers.current.add(timer);
  }, [stopDelayMs]);
  const track = useCallback(
    <T,>(promise: Promise<T>) => {
      start();
      return promise.finally(stop);
    },
    [start, stop],
  );
  const api = useMemo(() => ({ start, stop, track }), [start, stop, track]);

  return (
    <LoadingApiContext.Provider value={api}>
      <LoadingCountContext.Provider value={count}>
        <QueryLoadingBridge />
        <LoadingIndicator active={count > 0} />
        {children}
      </LoadingCountContext.Provider>
    </LoadingApiContext.Provider>
  );
};

/** Counts react-query's running fetches and mutations as one task while any runs. */
const QueryLoadingBridge = () => {
  const busy = useIsFetching() + useIsMutating() > 0;
  const api = useContext(LoadingApiContext);
  useEffect(() => {
    if (!busy || !api) return;
    api.start();
    return () => api.stop();
  }, [busy, api]);
  return null;
};

export const useLoading = (): TLoadingApi & { isLoading: boolean; count: number } => {
  const api = useRequiredContext(LoadingApiContext, 'useLoading');
  const count = useContext(LoadingCountContext);
  return { ...api, isLoading: count > 0, count };
};
