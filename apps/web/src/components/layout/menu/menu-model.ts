/**
 * The menu model of section 3 ('Menu item'): groups, collapses and items with a permission key and
 * a display condition. Ids: MENU-GROUP-{title} for groups, MENU-{permissionKey or NOPERMISSION}-{url}
 * for items (and collapses). Entries show only when allowed; groups and collapses without visible
 * children are hidden.
 */
import type { ElementType } from 'react';
import type { PermissionKey } from '@rede/domain';
import { isAllowed, type TAccessContext, type TDisplayCondition } from '@/lib/authorization';

export type TMenuItemType = 'group' | 'collapse' | 'item';

export type TMenuChip = {
  label: string;
  color?: 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  avatar?: string;
};

export type TMenuAction = {
  type: 'function' | 'link';
  icon: ElementType;
  label: string;
  url?: string;
  function?: () => void;
};

export type TMenuItem = {
  id: string;
  title: string;
  /** 'group' | 'collapse' | 'item'; any other value renders the red 'Fix - …' text. */
  type: TMenuItemType | (string & {});
  /** In-app path. */
  url?: string;
  /** External address (opens in a new tab). */
  link?: string;
  icon?: ElementType;
  caption?: string;
  chip?: TMenuChip;
  disabled?: boolean;
  /** Open in a new tab. */
  target?: boolean;
  actions?: TMenuAction[];
  permissionKey?: PermissionKey;
  showCondition?: TDisplayCondition;
  children?: TMenuItem[];
  /** Horizontal menu: render this collapse as its own dropdown. */
  isDropdown?: boolean;
};

type TItemOptions = Omit<TMenuItem, 'id' | 'type' | 'title' | 'children'>;

export const menuGroup = (title: string, children: TMenuItem[], options: TItemOptions = {}): TMenuItem => ({
  id: `MENU-GROUP-${title}`,
  type: 'group',
  title,
  children,
  ...options,
});

export const menuItem = (title: string, url: string, options: Omit<TItemOptions, 'url'> = {}): TMenuItem => ({
  id: `MENU-${options.permissionKey ?? 'NOPERMISSION'}-${url}`,
  type: 'item',
  title,
  url,
  ...options,
});

export const menuCollapse = (title: string, url: string, children: TMenuItem[], options: Omit<TItemOptions, 'url'> = {}): TMenuItem => ({
  id: `MENU-${options.permissionKey ?? 'NOPERMISSION'}-${url}`,
  type: 'collapse',
  title,
  url,
  children,
  ...options,
});

const isContainer = (item: TMenuItem) => item.type === 'group' || item.type === 'collapse';

/** The entries the user may see: permission and display condition pass; empty groups/collapses go. */
export const filterMenu = (items: readonly TMenuItem[], context: TAccessContext): TMenuItem[] =>
  items.flatMap((item) => {
    if (!isAllowed(item, context)) return [];
    if (!isContainer(item)) return [item];
    const children = filterMenu(item.children ?? [], context);
    return children.length > 0 ? [{ ...item, children }] : [];
  });

/** True when `pathname` is `url` or below it. */
export const isPathUnder = (url: string | undefined, pathname: string): boolean => {
  if (!url) return false;
  if (url === '/') return pathname === '/';
  return pathname === url || pathname.startsWith(`${url}/`);
};

/** The chain [group, collapse…, item] of the entry whose url best (longest) matches `pathname`. */
export const findMenuTrail = (items: readonly TMenuItem[], pathname: string): TMenuItem[] => {
  let best: TMenuItem[] = [];
  let bestLength = -1;
  const walk = (list: readonly TMenuItem[], trail: TMenuItem[]) => {
    for (const item of list) {
      const next = [...trail, item];
      if (item.type === 'item' && isPathUnder(item.url, pathname) && (item.url?.length ?? 0) > bestLength) {
        best = next;
        bestLength = item.url?.length ?? 0;
      }
      if (item.children) walk(item.children, next);
    }
  };
  walk(items, []);
  return best;
};

/** The id of the best-matching item (the one to highlight), or null. */
export const activeItemId = (items: readonly TMenuItem[], pathname: string): string | null => findMenuTrail(items, pathname).at(-1)?.id ?? null;

/** True when the collapse/group holds the active item. */
export const containsItem = (item: TMenuItem, id: string | null): boolean =>
  id !== null && (item.id === id || (item.children ?? []).some((child) => containsItem(child, id)));
