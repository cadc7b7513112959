import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;

/** One timer for every subscriber, firing at the start of each minute. */
const schedule = () => {
  timer = setTimeout(
    () => {
      for (const listener of listeners) listener();
      schedule();
    },
    60_000 - (Date.now() % 60_000) + 50,
  );
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (!timer) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearTimeout(timer);
      timer = null;
    }
  };
};

/**
 * The current time, renewed at each minute, or null on the server and while the page hydrates: what depends
 * on the clock ("Aberto agora · fecha às 18:00") is shown after hydration, so the server's HTML (rendered at
 * another moment, and cached) never differs from the first browser render. Updates are transitions.
 */
export const useMinuteNow = (): Date | null => {
  const hydrated = useHydrated();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const tick = () => startTransition(() => setNow(new Date()));
    tick();
    return subscribe(tick);
  }, [hydrated]);
  return hydrated ? now : null;
};
