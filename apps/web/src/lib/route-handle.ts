/**
 * What every route of the route table carries in its react-router `handle`: its name, title, the
 * feature whose LIST permission it requires, its display condition and the menu entry it belongs to.
 * Read by the route guard, the breadcrumb and the 'Em construção' page.
 */
import { useMatches, type Params } from 'react-router';
import type { PermissionFeature } from '@rede/domain';
import type { TDisplayCondition } from './authorization';
import type { TTranslationKey } from './i18n';

export type TRouteHandle = {
  /** The route name of the specification (section 2), e.g. 'company/{id?}'. */
  name: string;
  titleKey: TTranslationKey;
  /** LIST on this feature is required. */
  permission?: PermissionFeature;
  condition?: TDisplayCondition;
  /** The menu entry (url) the route belongs to, for the breadcrumb and highlighting. */
  menuUrl?: string;
  /**
   * A record route ({resource}/{id?}) of `permission`'s feature: without an id it creates (CREATE
   * required, else 'Acesso negado'); with one it edits, read-only without UPDATE.
   */
  record?: true;
  /**
   * The feature whose CREATE/UPDATE a record route needs when it is not `permission`'s: the company
   * user's own companies (MYCOMPANY), which every company user sees but only some change or add.
   */
  savePermission?: PermissionFeature;
  /** Params a path pattern accepts; others show 'Página não encontrada' (':uf' must be a state code). */
  validParams?: (params: Params) => boolean;
};

export const isRouteHandle = (value: unknown): value is TRouteHandle =>
  typeof value === 'object' && value !== null && typeof (value as TRouteHandle).name === 'string';

/** The handle of the deepest matched route that has one. */
export const useRouteHandle = (): TRouteHandle | null => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
};
