import { startTransition, useEffect, useState } from 'react';
import { renderedOnServer } from './ssr-data';

let hydrationDone = false;

/**
 * False on the server and while a server-rendered page hydrates, true after (and at once in a page the
 * browser renders itself, or mounted after the hydration): what only the browser can show (Leaflet maps,
 * layout by the screen's width) waits for it, so the first browser render matches the server's HTML.
 * The switch after hydration is a transition: the re-render it causes runs in slices, not as one long task
 * (useSyncExternalStore's server snapshot would force a synchronous re-render of the whole page).
 */
export const useHydrated = (): boolean => {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && (hydrationDone || !renderedOnServer()));
  useEffect(() => {
    hydrationDone = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
};
