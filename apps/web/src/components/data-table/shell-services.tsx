import { useMemo, type ReactNode } from 'react';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { DataTableServicesProvider, type TDataTableServices } from './data-table-services';

/**
 * Wires the list engine to the shell's dialogs and snackbar. Mount once inside DialogsProvider
 * and SnackbarProvider (around the routes).
 */
export const DataTableShellServices = ({ children }: { children: ReactNode }) => {
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const value = useMemo<Partial<TDataTableServices>>(
    () => ({
      confirm: (message) => dialogs.confirm({ message, confirmColor: 'error' }),
      showError: (message) => void dialogs.showError(message),
      notify: (message) => showSnackbar(message, { variant: 'alert', severity: 'info' }),
    }),
    [dialogs, showSnackbar],
  );
  return <DataTableServicesProvider value={value}>{children}</DataTableServicesProvider>;
};
