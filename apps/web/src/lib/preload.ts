/**
 * Lazy chunks the first load leaves out (dialogs, snackbar) but that must be at hand when needed,
 * even if the network fails later: fetched once the page is idle (or after `fallbackMs` where the
 * browser has no requestIdleCallback). Load errors are ignored here: React.lazy retries on use.
 */
export const preloadWhenIdle = (load: () => Promise<unknown>, fallbackMs = 2_000): (() => void) => {
  const run = () => void load().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 10_000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(timer);
};
