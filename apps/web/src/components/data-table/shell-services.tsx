import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
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
      confirm: (message, subject) =>
        dialogs.confirm({
          message: subject ? (
            <>
              {message}
              <Box component="strong" sx={{ display: 'block', mt: 1, wordBreak: 'break-word' }}>
                {subject}
              </Box>
            </>
          ) : (
            message
          ),
          confirmColor: 'error',
        }),
      showError: (message) => void dialogs.showError(message),
      notify: (message) => showSnackbar(message, { variant: 'alert', severity: 'info' }),
    }),
    [dialogs, showSnackbar],
  );
  return <DataTableServicesProvider value={value}>{children}</DataTableServicesProvider>;
};
