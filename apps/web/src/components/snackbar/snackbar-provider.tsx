/**
 * The snackbar (section 2): 'default' (plain message) or 'alert' (coloured, with an icon) variant,
 * auto-hides after SNACKBAR_HIDE_MS (1500 ms) unless told otherwise, and does not close on click-away.
 * Messages queue: the next one shows when the current one has left.
 */
import { createContext, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material/Alert';
import { SNACKBAR_HIDE_MS } from '@rede/domain/constants';
import { preloadWhenIdle } from '@/lib/preload';
import { useRequiredContext } from '@/lib/required-context';

/** The snackbar's view (MUI Snackbar, Alert) loads with the first message, or when the page is idle: it stays out of the first load. */
const loadSnackbarView = () => import('./snackbar-view');
const SnackbarView = lazy(() => loadSnackbarView().then((m) => ({ default: m.SnackbarView })));

export type TSnackbarOptions = {
  variant?: 'default' | 'alert';
  severity?: AlertColor;
  /** ms; null keeps it until closed. Default SNACKBAR_HIDE_MS. */
  autoHideMs?: number | null;
  /** An action button, e.g. { label: 'UNDO', onClick }. */
  action?: { label: string; onClick: () => void };
};

export type TSnackbarMessage = Required<Pick<TSnackbarOptions, 'variant' | 'severity'>> &
  Omit<TSnackbarOptions, 'variant' | 'severity'> & { id: number; message: string };

export type TSnackbarApi = { showSnackbar: (message: string, options?: TSnackbarOptions) => void };

const SnackbarContext = createContext<TSnackbarApi | null>(null);

export const SnackbarProvider = ({ children }: { children: ReactNode }) => {
  const [queue, setQueue] = useState<TSnackbarMessage[]>([]);
  /** The id of the message whose close has begun (it leaves the queue once its exit transition ends). */
  const [closedId, setClosedId] = useState<number | null>(null);
  const nextId = useRef(1);
  useEffect(() => preloadWhenIdle(loadSnackbarView), []);
  const current = queue[0];
  const open = current !== undefined && current.id !== closedId;
  const close = useCallback(() => {
    if (current) setClosedId(current.id);
  }, [current]);

  const showSnackbar = useCallback<TSnackbarApi['showSnackbar']>((message, options = {}) => {
    const item: TSnackbarMessage = {
      id: nextId.current++,
      message,
      variant: options.variant ?? 'default',
      severity: options.severity ?? 'info',
      autoHideMs: options.autoHideMs === undefined ? SNACKBAR_HIDE_MS : options.autoHideMs,
      ...(options.action ? { action: options.action } : {}),
    };
    setQueue((q) => [...q, item]);
  }, []);

  const handleExited = useCallback(() => setQueue((q) => q.slice(1)), []);

  const api = useMemo(() => ({ showSnackbar }), [showSnackbar]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <SnackbarView key={current.id} current={current} open={open} onClose={close} onExited={handleExited} />
        </Suspense>
      ) : null}
    </SnackbarContext.Provider>
  );
};

export const useSnackbar = (): TSnackbarApi => {
  return useRequiredContext(SnackbarContext, 'useSnackbar');
};
