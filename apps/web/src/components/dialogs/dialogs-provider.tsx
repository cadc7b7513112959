/**
 * The app's dialogs (section 2 and 8), promise based:
 * - showError(message) → 'Erro!'; showSuccess(message) → 'Sucesso!';
 * - confirm({ message }) → true on 'Continuar', false on 'Cancelar' or Escape (default title 'Tem certeza?');
 * - alert({ title, message, … }) → a custom alert.
 * `showApiError(error)` shows any thrown error with the text rules of the api client.
 * The dialogs themselves render in app-dialog.tsx, a lazy chunk.
 */
import { createContext, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { preloadWhenIdle } from '@/lib/preload';
import { useT } from '@/lib/i18n';
import { useRequiredContext } from '@/lib/required-context';

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

export type TDialogState = {
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

/** The dialog view (MUI Dialog) loads with the first dialog: it stays out of the first load. */
const loadAppDialog = () => import('./app-dialog');
const AppDialog = lazy(() => loadAppDialog().then((m) => ({ default: m.AppDialog })));

const DialogsContext = createContext<TDialogsApi | null>(null);

export const DialogsProvider = ({ children }: { children: ReactNode }) => {
  const t = useT();
  const [dialogs, setDialogs] = useState<TDialogState[]>([]);
  const [closing, setClosing] = useState<Set<number>>(new Set());
  const nextId = useRef(1);
  useEffect(() => preloadWhenIdle(loadAppDialog), []);

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
      open({ kind: 'alert', severity, title, message, confirmText: buttonText ?? t('dialogs.ok'), confirmColor: 'primary' }).then(() => undefined);
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
      {dialogs.length > 0 ? (
        <Suspense fallback={null}>
          {dialogs.map((dialog) => (
            <AppDialog
              key={dialog.id}
              dialog={dialog}
              open={!closing.has(dialog.id)}
              onClose={(value) => close(dialog, value)}
              onExited={() => remove(dialog.id)}
            />
          ))}
        </Suspense>
      ) : null}
    </DialogsContext.Provider>
  );
};

export const useDialogs = (): TDialogsApi => {
  return useRequiredContext(DialogsContext, 'useDialogs');
};
