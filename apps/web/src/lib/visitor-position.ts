/**
 * The point the visitor searched from, shared by the public pages: the directory sets it (the browser's
 * location, or a CEP, city or address typed in the search field) and the partner page shows the distance
 * from it. Kept for the tab's session (sessionStorage), never sent anywhere but in the list's own query.
 */
export type TVisitorPosition = {
  latitude: number;
  longitude: number;
  /** What the visitor typed, as the place search named it; null: the browser's location. */
  label: string | null;
};

const KEY = 'rede.visitorPosition';
let current: TVisitorPosition | null | undefined;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export const rememberVisitorPosition = (position: TVisitorPosition | null): void => {
  current = position;
  try {
    if (position) storage()?.setItem(KEY, JSON.stringify(position));
    else storage()?.removeItem(KEY);
  } catch {
    // storage full or blocked: the position lasts for this page only
  }
};

/** The last point the visitor searched from in this tab, or null (always null on the server). */
export const readVisitorPosition = (): TVisitorPosition | null => {
  if (current !== undefined) return current;
  try {
    const parsed = JSON.parse(storage()?.getItem(KEY) ?? 'null') as TVisitorPosition | null;
    current = parsed && Number.isFinite(parsed.latitude) && Number.isFinite(parsed.longitude) ? parsed : null;
  } catch {
    current = null;
  }
  return current;
};
