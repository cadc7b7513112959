/**
 * The app's start, loaded by main.tsx as a second step (see there): a server-rendered public page hydrates
 * with the routes and data it was rendered with; any other page renders in the browser.
 */
import { startTransition, StrictMode, type ComponentProps } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { CacheProvider } from '@emotion/react';
import { App } from './app';
import { createAppRoutes, serverRenderedRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { createBrowserEmotionCache } from './lib/emotion-cache';
import { readyToHydrate } from './lib/preloadable-lazy';
import { hydrateQueries, markServerRendered, readSsrPayload } from './lib/ssr-data';

/**
 * Lets the browser run what waits (input, paint, the next script) before the next step: each step of the start is
 * then a task of its own. A phone's main thread must not be held for more than ~50 ms at a time (what Lighthouse calls
 * blocking time): evaluating the app, putting the page's data into the cache, matching the routes and creating the
 * router, run back to back, held it for ~0.25 s on a throttled phone.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** `release` stops keeping the page's early taps and answers the button tapped last (main.tsx). */
export const start = async (root: HTMLElement, release: () => HTMLElement | null): Promise<void> => {
  // not in the task that evaluated the app's modules
  await nextTask();
  const payload = readSsrPayload();
  const emotionCache = createBrowserEmotionCache();
  const app = (props: ComponentProps<typeof App>) => (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <App {...props} />
      </CacheProvider>
    </StrictMode>
  );
  if (!payload || !root.firstElementChild) {
    release();
    createRoot(root).render(app({}));
    return;
  }
  // a server-rendered public page: the same routes and data, so hydration matches and asks for nothing again
  markServerRendered();
  const queryClient = createQueryClient();
  hydrateQueries(queryClient, payload);
  await nextTask();
  const routes = createAppRoutes();
  // the matched routes' lazy modules load before hydrating (the server rendered them resolved)
  const lazyMatches = (matchRoutes(serverRenderedRoutes(routes), window.location) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async (m) => {
      const load = m.route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(m.route, { ...(await load()), lazy: undefined });
    }),
  );
  // …and the lazy parts the page shows (their route modules ask for them): hydration then suspends nowhere
  await readyToHydrate();
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {}, actionData: null, errors: null } });
  // hydration as a transition: React works in slices of a few milliseconds and lets the browser paint and
  // answer input between them, instead of one long task (the page is already visible and readable)
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, app({ queryClient, router }));
  });
  // a button tapped before React listened (same task: no tap comes between) is tapped again now; React hydrates at once
  // what it needs to answer it (a discrete event on a page still hydrating) instead of in slices. Later taps are React's.
  release()?.click();
};
