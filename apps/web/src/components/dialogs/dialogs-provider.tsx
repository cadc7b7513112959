/**
 * The app's dialogs (section 2 and 8), promise based:
 * - showError(message) → 'Erro!'; showSuccess(message) → 'Sucesso!';
 * - confirm({ message }) → true on 'Continuar', false on 'Cancelar' or Escape (default title 'Tem certeza?');
 * - alert({ title, message, … }) → a custom alert.
 * `showApiError(error)` shows any thrown error with the text rules of the api client.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';

export type TConfirmOptions = {
  title?: string;
  message?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Colour of the confirm button ('error' for destructive actions). */
  confirmColor?: 'primary' | 'error';
};

export type TAlertOptions = {
  title: string;
  message?: ReactNode;
  buttonText?: string;
  severity?: 'info' | 'success' | 'warning' | 'error';
};

export type TDialogsApi = {
  showError: (message: ReactNode, title?: string) => Promise<void>;
  showSuccess: (message: ReactNode, title?: string) => Promise<void>;
  showApiError: (error: unknown) => Promise<void>;
  confirm: (options?: TConfirmOptions) => Promise<boolean>;
  alert: (options: TAlertOptions) => Promise<void>;
};

type TDialogState = {
  id: number;
  kind: 'alert' | 'confirm';
  severity: 'info' | 'success' | 'warning' | 'error' | 'question';
  title: string;
  message?: ReactNode;
  confirmText: string;
  cancelText?: string;
  confirmColor: 'primary' | 'error';
  resolve: (value: boolean) => void;
};

const ICONS = {
  info: InfoOutlinedIcon,
  success: CheckCircleOutlineIcon,
  warning: WarningAmberIcon,
  error: ErrorOutlineIcon,
  question: HelpOutlineIcon,
} as const;

const ICON_COLORS = { info: 'info', success: 'success', warning: 'warning', error: 'error', question: 'primary' } as const;

const DialogsContext = createContext<TDialogsApi | null>(null);

export const DialogsProvider = ({ children }: { children: ReactNode }) => {
  const t = useT();
  const [dialogs, setDialogs] = useState<TDialogState[]>([]);
  const [closing, setClosing] = useState<Set<number>>(new Set());
  const nextId = useRef(1);

  const open = useCallback((dialog: Omit<TDialogState, 'id' | 'resolve'>) => {
    return new Promise<boolean>((resolve) => {
      const id = nextId.current++;
      setDialogs((list) => [...list, { ...dialog, id, resolve }]);
    });
  }, []);

  const close = (dialog: TDialogState, value: boolean) => {
    dialog.resolve(value);
    setClosing((set) => new Set(set).add(dialog.id));
  };
  const remove = (id: number) => {
    setDialogs((list) => list.filter((d) => d.id !== id));
    setClosing((set) => {
      const next = new Set(set);
      next.delete(id);
      return next;
    });
  };

  const api = useMemo<TDialogsApi>(() => {
    const alertDialog = (severity: TDialogState['severity'], title: string, message?: ReactNode, buttonText?: string) =>
      open({ kind: 'alert', severity, title, message, confirmText: buttonText ?? t('dialogs.ok'), confirmColor: 'primary' }).then(
        () => undefined,
      );
    return {
      showError: (message, title) => alertDialog('error', title ?? t('dialogs.errorTitle'), message),
      showSuccess: (message, title) => alertDialog('success', title ?? t('dialogs.successTitle'), message),
      showApiError: (error) => alertDialog('error', t('dialogs.errorTitle'), getErrorMessage(error)),
      alert: ({ title, message, buttonText, severity = 'info' }) => alertDialog(severity, title, message, buttonText),
      confirm: (options = {}) =>
        open({
          kind: 'confirm',
          severity: 'question',
          title: options.title ?? t('dialogs.confirmTitle'),
          message: options.message,
          confirmText: options.confirmText ?? t('dialogs.continue'),
          cancelText: options.cancelText ?? t('dialogs.cancel'),
          confirmColor: options.confirmColor ?? 'primary',
        }),
    };
  }, [open, t]);

  return (
    <DialogsContext.Provider value={api}>
      {children}
      {dialogs.map((dialog) => {
        const Icon = ICONS[dialog.severity];
        const titleId = `app-dialog-title-${dialog.id}`;
        const textId = `app-dialog-text-${dialog.id}`;
        return (
          <Dialog
            key={dialog.id}
            open={!closing.has(dialog.id)}
            onClose={() => close(dialog, false)}
            slotProps={{ transition: { onExited: () => remove(dialog.id) } }}
            aria-labelledby={titleId}
            aria-describedby={dialog.message ? textId : undefined}
            role={dialog.kind === 'confirm' || dialog.severity === 'error' ? 'alertdialog' : 'dialog'}
            fullWidth
            maxWidth="xs"
          >
            <DialogTitle id={titleId}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Icon color={ICON_COLORS[dialog.severity]} aria-hidden />
                <span>{dialog.title}</span>
              </Stack>
            </DialogTitle>
            {dialog.message ? (
              <DialogContent>
                <DialogContentText id={textId} component="div" sx={{ whiteSpace: 'pre-line' }}>
                  {dialog.message}
                </DialogContentText>
              </DialogContent>
            ) : null}
            <DialogActions sx={{ px: 3, pb: 2 }}>
              {dialog.kind === 'confirm' ? (
                <Button variant="outlined" onClick={() => close(dialog, false)}>
                  {dialog.cancelText}
                </Button>
              ) : null}
              <Button
                variant="contained"
                color={dialog.confirmColor}
                onClick={() => close(dialog, true)}
                autoFocus={dialog.kind !== 'confirm'}
              >
                {dialog.confirmText}
              </Button>
            </DialogActions>
          </Dialog>
        );
      })}
    </DialogsContext.Provider>
  );
};

export const useDialogs = (): TDialogsApi => {
  const context = useContext(DialogsContext);
  if (!context) throw new Error('useDialogs must be used inside DialogsProvider');
  return context;
};
