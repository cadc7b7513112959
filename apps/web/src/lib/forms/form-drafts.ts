/**
 * What a form had typed when the session expired: saved to sessionStorage (this tab only) keyed by the
 * page's path just before the app drops the session and reloads, and given back once when the same page
 * opens again after the new login. Files cannot be kept; every other value is plain JSON.
 */

const DRAFT_PREFIX = 'rede:form-draft:';
const EXPIRED_KEY = 'rede:session-expired';

type TDraftSaver = () => void;
const savers = new Set<TDraftSaver>();

const currentPath = (): string => `${window.location.pathname}${window.location.search}`;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** A form with unsaved changes registers how to save them; the returned function unregisters it. */
export const registerDraftSaver = (saver: TDraftSaver): (() => void) => {
  savers.add(saver);
  return () => void savers.delete(saver);
};

/** Drops values a reload cannot bring back (picked files), keeping the rest as JSON. */
const plainValues = (values: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(JSON.stringify(values, (_key, value: unknown) => (typeof File !== 'undefined' && value instanceof File ? undefined : value))) as Record<
    string,
    unknown
  >;

export const storeDraft = (values: Record<string, unknown>, path: string = currentPath()): void => {
  try {
    storage()?.setItem(`${DRAFT_PREFIX}${path}`, JSON.stringify(plainValues(values)));
  } catch {
    // storage full or blocked: the session still ends; the typed values are lost as before
  }
};

/** The draft saved for `path`, removed as it is read (it is restored once). */
export const takeDraft = (path: string = currentPath()): Record<string, unknown> | null => {
  const store = storage();
  const text = store?.getItem(`${DRAFT_PREFIX}${path}`);
  if (!store || !text) return null;
  store.removeItem(`${DRAFT_PREFIX}${path}`);
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** The session expired: every registered form keeps its values and the login page says why it opened. */
export const saveDraftsOnSessionExpiry = (): void => {
  if (savers.size === 0) return;
  savers.forEach((save) => save());
  try {
    storage()?.setItem(EXPIRED_KEY, '1');
  } catch {
    // nothing to tell on the login page then
  }
};

/** True after a session expired with typed values kept (the login page's notice), until cleared. */
export const hasSessionExpiredNotice = (): boolean => storage()?.getItem(EXPIRED_KEY) === '1';

export const clearSessionExpiredNotice = (): void => storage()?.removeItem(EXPIRED_KEY);
