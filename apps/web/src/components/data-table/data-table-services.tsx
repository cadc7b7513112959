import { missingFieldsText } from '@rede/domain/issues';
import { ERROR_CODES } from '@rede/domain/error-codes';
import { createContext, use, useMemo, type ReactNode } from 'react';
import type { PermissionKey } from '@rede/domain';
import { fetchWithAuth } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { canUser } from '@/lib/authorization';

/**
 * What the list engine needs from the app shell. Defaults need no provider: permissions come
 * from the session (`canUser`), the export from the api client's `fetchWithAuth`; the dialogs
 * and the snackbar come from <DataTableShellServices> (shell-services.tsx), mounted once inside
 * the app's DialogsProvider and SnackbarProvider. Tests pass their own through the provider.
 */
export type TDataTableServices = {
  /** true when the logged user holds the permission key (FEATURE:ACTION). */
  can: (permission: string) => boolean;
  /** Confirmation dialog; resolves true on 'Continuar'. `subject` names what the action applies to. */
  confirm: (message: string, subject?: string) => Promise<boolean>;
  /** Error dialog ('Erro!'). */
  showError: (message: string) => void;
  /** Snackbar. */
  notify: (message: string) => void;
  /** An authorised GET answering the raw Response (the .xlsx export). */
  fetchFile: (url: string, init: { signal?: AbortSignal }) => Promise<Response>;
};

const DataTableServicesContext = createContext<Partial<TDataTableServices>>({});

export const DataTableServicesProvider = ({ value, children }: { value: Partial<TDataTableServices>; children: ReactNode }) => {
  const parent = use(DataTableServicesContext);
  const merged = useMemo(() => ({ ...parent, ...value }), [parent, value]);
  return <DataTableServicesContext value={merged}>{children}</DataTableServicesContext>;
};

export const useDataTableServices = (): TDataTableServices => {
  const overrides = use(DataTableServicesContext);
  const user = useUser();
  return useMemo(
    () => ({
      can: (permission: string) => canUser(user, permission as PermissionKey),
      confirm: (message: string, subject?: string) => Promise.resolve(window.confirm(subject ? `${message}\n${subject}` : message)),
      showError: (message: string) => window.alert(message),
      notify: (message: string) => window.alert(message),
      fetchFile: (url: string, init: { signal?: AbortSignal }) => fetchWithAuth(url, init),
      ...overrides,
    }),
    [user, overrides],
  );
};

/** The message of a thrown API error ({ statusCode, error, message, additionalData }) or a fallback. */
export const errorMessageOf = (error: unknown, fallback: string): string => {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message, additionalData, code } = error as { message: unknown; additionalData?: unknown; code?: unknown };
    // the API's generic validation answer is English: say it in pt-BR with the field messages (section 5)
    if (code === ERROR_CODES.validationFailed) return missingFieldsText(additionalData as Record<string, unknown> | null);
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
};

/** The query parameters a 400 answer names (its additionalData keys), or [] for any other error. */
export const invalidParamsOf = (error: unknown): string[] => {
  if (!error || typeof error !== 'object') return [];
  const { statusCode, additionalData } = error as { statusCode?: unknown; additionalData?: unknown };
  if (statusCode !== 400 || !additionalData || typeof additionalData !== 'object') return [];
  return Object.keys(additionalData);
};
