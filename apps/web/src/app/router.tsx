/**
 * The data router, built from the route table (routes-config.ts). Every screen is a lazy route
 * module, so each gets its own chunk. Areas: public pages, auth screens, the logged-in shell (with
 * the settings frame), and the not-found catch-all.
 */
import { useMemo } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, Outlet, RouterProvider, type DataRouter, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { FullPageLoader } from '@/components/loading/full-page-loader';
import { ROUTES, type TAppRoute, type TRouteArea } from './routes-config';

const toRouteObject = (route: TAppRoute, base = ''): RouteObject => {
  const path = base && route.path.startsWith(base) ? route.path.slice(base.length).replace(/^\//, '') : route.path;
  const common = { handle: route, lazy: route.load };
  return path === '' ? { index: true, ...common } : { path, ...common };
};

const inArea = (area: TRouteArea, base = '') => ROUTES.filter((r) => r.area === area).map((r) => toRouteObject(r, base));

/** The route objects of the whole app (also used by the tests with a memory router). */
export const createAppRoutes = (): RouteObject[] => [
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      // first: serverRenderedRoutes
      { lazy: () => import('./routes/public/root'), children: inArea('public') },
      { lazy: () => import('./routes/auth/root'), children: inArea('auth') },
      {
        lazy: () => import('./routes/app/root'),
        children: [
          ...inArea('app'),
          {
            path: 'settings',
            lazy: () => import('./routes/app/settings/root'),
            // an unknown settings path is the back-office's own not-found, inside the shell and the settings frame
            children: [...inArea('settings', 'settings'), { path: '*', lazy: () => import('./routes/app/not-found') }],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

/**
 * The routes (the same objects) without the areas the server never renders (the public area is the root's first
 * child): a server-rendered page's URL matches them as it matches the whole tree, without ranking every
 * back-office route (~50 ms of a throttled phone's start).
 */
export const serverRenderedRoutes = ([root]: RouteObject[]): RouteObject[] => [{ ...root, children: root!.children!.slice(0, 1) } as RouteObject];

/**
 * What `react-router/dom`'s RouterProvider adds (ReactDOM.flushSync), passed to the RouterProvider of the
 * main entry so the router and its contexts are one module instance everywhere (vitest loads
 * react-router/dom as a separate instance).
 */
export const routerFlushSync = (fn: () => unknown): undefined => {
  flushSync(fn);
  return undefined;
};

export const AppRouter = ({ router: given }: { router?: DataRouter }) => {
  const router = useMemo(() => given ?? createBrowserRouter(createAppRoutes()), [given]);
  return <RouterProvider router={router} flushSync={routerFlushSync} />;
};
