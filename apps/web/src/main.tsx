/**
 * The browser's entry: a server-rendered public page hydrates with the routes and data it was rendered with; any other
 * page renders in the browser.
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
import { yieldToMain } from './lib/yield-to-main';

const start = async (root: HTMLElement): Promise<void> => {
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
    createRoot(root).render(app({}));
    return;
  }
  // a server-rendered public page: the same routes and data, so hydration matches and asks for nothing again
  markServerRendered();
  const queryClient = createQueryClient();
  hydrateQueries(queryClient, payload);
  // each step of the start a task of its own: a phone's main thread is not held for the whole start at once
  await yieldToMain();
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
  await yieldToMain();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {}, actionData: null, errors: null } });
  // hydration as a transition: React works in slices and lets the browser paint and answer input between them (the
  // page is already visible and readable)
  startTransition(() => {
    hydrateRoot(root, app({ queryClient, router }));
  });
};

// index.html's <div id="root">
void start(document.getElementById('root')!);
