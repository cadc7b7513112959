/**
 * Session hooks: who is logged in (kept in localStorage, refreshed from `GET /api/login/logged-user`),
 * the selected user owner, and logout. The login call itself lives in features/auth.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { browser } from './browser';
import { clearSession, getSelectedOwnerId, getStoredUser, updateStoredUser, type TCurrentUser, type TLoggedUser } from './session';
import { STORAGE_KEYS, subscribeStorage } from './storage';

export type { TCurrentUser, TLoggedUser } from './session';
export { clearSession, setSelectedOwnerId, setSession } from './session';

export const LOGIN_PATH = '/login';
export const DEFAULT_PRIVATE_PATH = '/dashboard';

/** The logged user, or null. Re-renders when the session changes (this tab or another). */
export const useUser = (): TLoggedUser | null =>
  useSyncExternalStore(
    (listener) => subscribeStorage(STORAGE_KEYS.user, listener),
    getStoredUser,
    () => null,
  );

export const useSelectedOwnerId = (): number | null =>
  useSyncExternalStore(
    (listener) => subscribeStorage(STORAGE_KEYS.selectedUserOwner, listener),
    getSelectedOwnerId,
    () => null,
  );

export const getLoggedUser = (): Promise<TCurrentUser> => api.get('/login/logged-user');

export const loggedUserQueryOptions = () => queryOptions({ queryKey: ['logged-user'], queryFn: getLoggedUser, staleTime: 5 * 60 * 1000 });

/**
 * Keeps the stored profile (role, permissions, name) in step with the server while logged in.
 * A 401 here is handled by the api client (session cleared, page reloaded).
 */
export const useLoggedUserSync = (): void => {
  const user = useUser();
  const query = useQuery({ ...loggedUserQueryOptions(), enabled: user !== null });
  useEffect(() => {
    if (query.data && getStoredUser()) updateStoredUser(query.data);
  }, [query.data]);
};

export const logout = (): Promise<void> => api.post('/login/logout');

/**
 * 'Sair': POST logout (a failure is only logged), then the session is cleared and the page reloads
 * on /login (section 4: logout clears the stored user and selected owner and reloads).
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        console.error('Falha ao encerrar a sessão no servidor.', error);
      }
    },
    onSettled: () => {
      clearSession();
      queryClient.clear();
      browser.assign(LOGIN_PATH);
    },
  });
};

/** A safe in-app path from a `redirectTo` value: only same-origin absolute paths are accepted. */
export const safeRedirectPath = (value: string | null | undefined): string | null => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
};

export const loginPathFor = (redirectTo: string): string => `${LOGIN_PATH}?redirectTo=${encodeURIComponent(redirectTo)}`;

/** Where a user who must change the password is sent (settings/change-password); then on to `redirectTo`. */
export const CHANGE_PASSWORD_PATH = '/settings/change-password';

export const changePasswordPathFor = (redirectTo: string): string => `${CHANGE_PASSWORD_PATH}?redirectTo=${encodeURIComponent(redirectTo)}`;

/** Where to go once the password is changed: the page asked for (never the change screen itself), else the dashboard. */
export const afterPasswordChangePath = (redirectTo: string | null | undefined): string => {
  const target = safeRedirectPath(redirectTo);
  return target && !target.startsWith(CHANGE_PASSWORD_PATH) ? target : DEFAULT_PRIVATE_PATH;
};
