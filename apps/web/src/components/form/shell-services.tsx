import { useMemo, type ReactNode } from 'react';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { FormServicesProvider, type TFormServices } from './form-services';

/** Wires the form engine to the shell's error dialog ('Erro!'). Mount once inside DialogsProvider. */
export const FormShellServices = ({ children }: { children: ReactNode }) => {
  const dialogs = useDialogs();
  const value = useMemo<Partial<TFormServices>>(() => ({ showError: (message) => void dialogs.showError(message) }), [dialogs]);
  return <FormServicesProvider value={value}>{children}</FormServicesProvider>;
};
