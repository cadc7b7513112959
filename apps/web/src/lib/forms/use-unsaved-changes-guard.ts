import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';

export type TUnsavedChangesGuard = {
  blocker: Blocker;
  /** Lets the navigation that follows right away through without asking (after saving or on Cancelar). */
  release: () => void;
  /** The user typed again after a release: ask again before leaving. */
  arm: () => void;
};

/**
 * While `isDirty`, leaving the page asks first: navigations inside the app are held by react-router's
 * blocker (the caller shows the 'Descartar alterações?' dialog while `blocker.state` is 'blocked'), and
 * closing or reloading the tab gets the browser's own `beforeunload` prompt. Needs a data router.
 */
export const useUnsavedChangesGuard = (isDirty: boolean): TUnsavedChangesGuard => {
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const released = useRef(false);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // older browsers show the prompt only with a returnValue set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty.current && !released.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  // only for what happens in the same task (onSaved's navigate, the reload of an expired session): a save
  // whose screen stays (a cancelled confirmation) keeps guarding what is still unsaved
  const release = useCallback(() => {
    released.current = true;
    setTimeout(() => {
      released.current = false;
    }, 0);
  }, []);
  const arm = useCallback(() => {
    released.current = false;
  }, []);
  return { blocker, release, arm };
};
