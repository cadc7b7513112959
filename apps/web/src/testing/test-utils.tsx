import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { TLoggedUser } from '@rede/domain';
import { AppProvider } from '@/app/provider';
import { FormShellServices } from '@/components/form/shell-services';
import { createAppRoutes, routerFlushSync } from '@/app/router';
import { browser } from '@/lib/browser';
import { queryConfig } from '@/lib/query-client';
import { setSession } from '@/lib/session';

export { setViewportWidth } from './media';

export const createTestQueryClient = () => new QueryClient({ defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, retry: false } } });

type TRenderOptions = {
  /** Logged user (stored as the session before rendering). */
  user?: TLoggedUser | null;
  /** userEvent with fake timers. */
  fakeTimers?: boolean;
};

const setupUser = (fakeTimers?: boolean) => userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});

/** Stubs the page reload/navigation the app performs outside the router. */
export const stubBrowser = () => ({
  reload: vi.spyOn(browser, 'reload').mockImplementation(() => {}),
  assign: vi.spyOn(browser, 'assign').mockImplementation(() => {}),
});

/** The whole app (real routes, providers) at `path` in a memory router, running (<html data-app-ready>, as App marks it). */
export const renderApp = (path: string, options: TRenderOptions = {}) => {
  if (options.user) setSession(options.user);
  document.documentElement.dataset.appReady = 'true';
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, user: setupUser(options.fakeTimers) };
};

/** One element inside the providers and a memory router (extra routes optional). */
export const renderWithProviders = (ui: ReactElement, options: TRenderOptions & { path?: string; routes?: RouteObject[] } = {}) => {
  if (options.user) setSession(options.user);
  const queryClient = createTestQueryClient();
  // a component alone: the form engine's error dialog as the area roots wire it
  const router = createMemoryRouter([{ path: '*', element: <FormShellServices>{ui}</FormShellServices> }, ...(options.routes ?? [])], {
    initialEntries: [options.path ?? '/'],
  });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, user: setupUser(options.fakeTimers) };
};

/** Advances fake timers inside act (promises between timers are flushed too). */
export const advanceTimers = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

/** Where the router is or is going (a navigation to a lazy route is pending until its module loads). */
export const currentOrPendingPath = (router: {
  state: { location: { pathname: string }; navigation: { location?: { pathname: string } | undefined } };
}) => router.state.navigation.location?.pathname ?? router.state.location.pathname;
