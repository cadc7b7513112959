import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A lazily loaded component that renders at once when its code is already here. React.lazy suspends on its
 * first render even when its import has resolved; while a server-rendered page hydrates, a suspended
 * boundary keeps its server HTML, and when its parent renders again before the retry (the location's
 * status, the clock…) React throws that HTML away and renders the part anew in the browser: on the home,
 * the partner list's ~300 elements, the place search and the footer, ~150 ms of a phone's main thread.
 * `preload()` starts the import and keeps the component; until it is kept, this is React.lazy's.
 * Place it in a `SuspenseUntilLoaded`.
 */
export const preloadableLazy = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // asked again on the next render (React.lazy's own attempt keeps its failure)
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Component = (props: P) => {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  };
  return { Component, preload, isLoaded: () => loaded !== null };
};

/**
 * `children` in a Suspense boundary only when `part` was not loaded when this mounted (a page the browser
 * renders itself: `fallback` until it comes). A server-rendered page loads its parts before the server renders it
 * and before it hydrates: no boundary there, so its content hydrates with the page, in the same time-sliced pass.
 * React leaves every Suspense boundary of a hydrating page for a later pass of its own, and a parent that renders
 * again before that pass (the location's status, the clock…) makes React hydrate the boundary at once, in one
 * long task (~45 ms for the home's list on this machine, ~180 ms on a phone). Decided once: the tree keeps its shape.
 */
export const SuspenseUntilLoaded = ({
  part,
  fallback,
  children,
}: {
  part: { isLoaded: () => boolean };
  fallback: ReactNode;
  children: ReactNode;
}) => {
  const [boundary] = useState(() => !part.isLoaded());
  return boundary ? <Suspense fallback={fallback}>{children}</Suspense> : children;
};

const beforeHydration: Promise<unknown>[] = [];

/** Work a server-rendered page waits for before hydrating (the parts it shows): failures are left to the render. */
export const loadBeforeHydrating = (work: Promise<unknown>): void => {
  beforeHydration.push(work.catch(() => undefined));
};

/** Resolves when every `loadBeforeHydrating` work so far has settled. */
export const readyToHydrate = (): Promise<unknown> => Promise.all(beforeHydration);
