/**
 * Typed access to the browser's localStorage: the session (logged user, selected owner),
 * the theme settings and the language (section 1 of the specification).
 * Every read tolerates a missing, blocked or corrupt storage and answers the fallback.
 */

export const STORAGE_KEYS = {
  user: 'rede.user',
  selectedUserOwner: 'rede.selectedUserOwner',
  themeSettings: 'rede.themeSettings',
  language: 'rede.language',
} as const;

export type TStorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const STORAGE_EVENT = 'rede:storage';

const safeStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

const rawCache = new Map<TStorageKey, { raw: string | null; value: unknown }>();

/**
 * The parsed value of `key`, or `fallback`. The same raw text yields the same object, so the result
 * is a stable snapshot for `useSyncExternalStore`.
 */
export const readStorage = <T>(key: TStorageKey, fallback: T): T => {
  let raw: string | null;
  try {
    raw = safeStorage()?.getItem(key) ?? null;
  } catch {
    raw = null;
  }
  if (raw === null) return fallback;
  const cached = rawCache.get(key);
  if (cached && cached.raw === raw) return cached.value as T;
  try {
    const value = JSON.parse(raw) as T;
    rawCache.set(key, { raw, value });
    return value;
  } catch {
    return fallback;
  }
};

export const writeStorage = (key: TStorageKey, value: unknown): void => {
  try {
    safeStorage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Não foi possível gravar ${key} no armazenamento local.`, error);
  }
  window.dispatchEvent(new CustomEvent(STORAGE_EVENT, { detail: key }));
};

export const removeStorage = (key: TStorageKey): void => {
  try {
    safeStorage()?.removeItem(key);
  } catch {
    // storage blocked: nothing to remove
  }
  window.dispatchEvent(new CustomEvent(STORAGE_EVENT, { detail: key }));
};

/** Calls `listener` when `key` changes in this tab (writeStorage/removeStorage) or in another tab. */
export const subscribeStorage = (key: TStorageKey, listener: () => void): (() => void) => {
  const onLocal = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) listener();
  };
  const onOtherTab = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener(STORAGE_EVENT, onLocal);
  window.addEventListener('storage', onOtherTab);
  return () => {
    window.removeEventListener(STORAGE_EVENT, onLocal);
    window.removeEventListener('storage', onOtherTab);
  };
};
