/**
 * The browser session (section 4, 'Session'): the logged user (with its token) and the selected
 * user owner, kept in localStorage. Plain functions, usable outside React (the api client);
 * `lib/auth.tsx` adds the React hooks.
 */
import type { TCurrentUser, TLoggedUser } from '@rede/domain';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

/** The logged user as the login answered it (with token), and as logged-user answers it (without). */
export type { TCurrentUser, TLoggedUser } from '@rede/domain';

const isLoggedUser = (value: unknown): value is TLoggedUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TLoggedUser).id === 'number' &&
  typeof (value as TLoggedUser).email === 'string' &&
  ((value as TLoggedUser).type === 'admin' || (value as TLoggedUser).type === 'company');

export const getStoredUser = (): TLoggedUser | null => {
  const value = readStorage<unknown>(STORAGE_KEYS.user, null);
  return isLoggedUser(value) ? value : null;
};

export const getSessionToken = (): string | null => getStoredUser()?.token ?? null;

/** Keeps the user as the login answered it (with token). */
export const setSession = (user: TLoggedUser): void => writeStorage(STORAGE_KEYS.user, user);

/** Refreshes the stored profile (from logged-user, which has no token) keeping the token. */
export const updateStoredUser = (user: TCurrentUser): void => {
  const current = getStoredUser();
  if (!current) return;
  writeStorage(STORAGE_KEYS.user, { ...current, ...user, token: current.token });
};

/**
 * The API refused a call because the user must change the password first (403 PASSWORD_CHANGE_REQUIRED):
 * the stored user says so, and the app shell opens the change-password screen.
 */
export const markPasswordChangeRequired = (): void => {
  const current = getStoredUser();
  if (!current || current.mustChangePassword === true) return;
  writeStorage(STORAGE_KEYS.user, { ...current, mustChangePassword: true });
};

/** Logout and 401: the stored user and the selected owner id go. */
export const clearSession = (): void => {
  removeStorage(STORAGE_KEYS.user);
  removeStorage(STORAGE_KEYS.selectedUserOwner);
};

/** The selected user owner (section 4): admins may choose 'all' (-1); company users their first owner. */
export const getSelectedOwnerId = (): number | null => {
  const value = readStorage<unknown>(STORAGE_KEYS.selectedUserOwner, null);
  return typeof value === 'number' ? value : null;
};

export const setSelectedOwnerId = (id: number | null): void =>
  id === null ? removeStorage(STORAGE_KEYS.selectedUserOwner) : writeStorage(STORAGE_KEYS.selectedUserOwner, id);
