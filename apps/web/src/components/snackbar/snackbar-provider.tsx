/**
 * The snackbar (section 2): 'default' (plain message) or 'alert' (coloured, with an icon) variant,
 * auto-hides after SNACKBAR_HIDE_MS (1500 ms) unless told otherwise, and does not close on click-away.
 * Messages queue: the next one shows when the current one has left.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { SNACKBAR_HIDE_MS } from '@rede/domain/constants';
import { useT } from '@/lib/i18n';

export type TSnackbarOptions = {
  variant?: 'default' | 'alert';
  severity?: AlertColor;
  /** ms; null keeps it until closed. Default SNACKBAR_HIDE_MS. */
  autoHideMs?: number | null;
  /** An action button, e.g. { label: 'UNDO', onClick }. */
  action?: { label: string; onClick: () => void };
};

type TSnackbarMessage = Required<Pick<TSnackbarOptions, 'variant' | 'severity'>> &
  Omit<TSnackbarOptions, 'variant' | 'severity'> & { id: number; message: string };

export type TSnackbarApi = { showSnackbar: (message: string, options?: TSnackbarOptions) => void };

const SnackbarContext = createContext<TSnackbarApi | null>(null);

export const SnackbarProvider = ({ children }: { children: ReactNode }) => {
  const t = useT();
  const [queue, setQueue] = useState<TSnackbarMessage[]>([]);
  /** The id of the message whose close has begun (it leaves the queue once its exit transition ends). */
  const [closedId, setClosedId] = useState<number | null>(null);
  const nextId = useRef(1);
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

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    close();
  };
  const handleExited = () => setQueue((q) => q.slice(1));

  const api = useMemo(() => ({ showSnackbar }), [showSnackbar]);

  const actionButton = current?.action ? (
    <Button
      color={current.variant === 'alert' ? 'inherit' : 'secondary'}
      size="small"
      onClick={() => {
        current.action?.onClick();
        close();
      }}
    >
      {current.action.label}
    </Button>
  ) : null;
  const closeButton = (
    <IconButton size="small" color="inherit" aria-label={t('snackbar.close')} onClick={close}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {current ? (
        <Snackbar
          key={current.id}
          open={open}
          onClose={handleClose}
          autoHideDuration={current.autoHideMs ?? null}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          slotProps={{ transition: { onExited: handleExited } }}
          {...(current.variant === 'default'
            ? {
                message: current.message,
                action: (
                  <>
                    {actionButton}
                    {closeButton}
                  </>
                ),
              }
            : {})}
        >
          {current.variant === 'alert' ? (
            <Alert
              severity={current.severity}
              variant="filled"
              sx={{ width: '100%' }}
              action={
                <>
                  {actionButton}
                  {closeButton}
                </>
              }
            >
              {current.message}
            </Alert>
          ) : undefined}
        </Snackbar>
      ) : null}
    </SnackbarContext.Provider>
  );
};

export const useSnackbar = (): TSnackbarApi => {
  const context = useContext(SnackbarContext);
  if (!context) throw new Error('useSnackbar must be used inside SnackbarProvider');
  return context;
};
