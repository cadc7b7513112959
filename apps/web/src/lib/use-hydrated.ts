import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while a server-rendered page hydrates, true after (and at once in a page the
 * browser renders itself): what only the browser can show (Leaflet maps) waits for it, so the first
 * browser render matches the server's HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
