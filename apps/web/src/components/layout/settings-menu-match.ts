import { activeItemId, type TMenuItem } from './menu/menu-model';

const SETTINGS_ROOT = '/settings';

/**
 * The settings entry to highlight for `path` (the page's menuUrl or its pathname): the entry with
 * the longest url that `path` is or lies under. The area's own entry ('/settings', Personalização)
 * is a prefix of every settings page, so it matches only itself; a page whose entry the user does
 * not see highlights nothing.
 */
export const activeSettingsItemId = (items: readonly TMenuItem[], path: string): string | null => {
  if (path === SETTINGS_ROOT) return items.find((item) => item.url === SETTINGS_ROOT)?.id ?? null;
  return activeItemId(
    items.filter((item) => item.url !== SETTINGS_ROOT),
    path,
  );
};
