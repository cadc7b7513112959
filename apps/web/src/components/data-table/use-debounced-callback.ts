import { useCallback, useEffect, useRef } from 'react';

/**
 * A debounced version of `callback`: calls it `delayMs` after the last call. `flush` calls the
 * pending one now (Enter in a search box), `cancel` drops it. The latest callback is always used.
 */
export const useDebouncedCallback = <A extends unknown[]>(callback: (...args: A) => void, delayMs: number) => {
  const callbackRef = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);

  useEffect(() => {
    callbackRef.current = callback;
  });

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const args = pending.current;
    cancel();
    if (args) callbackRef.current(...args);
  }, [cancel]);

  const run = useCallback(
    (...args: A) => {
      if (timer.current) clearTimeout(timer.current);
      pending.current = args;
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => cancel, [cancel]);

  return { run, flush, cancel };
};
