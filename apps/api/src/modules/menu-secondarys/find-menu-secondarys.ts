import type { TListResult, TMenuSecondary, TMenuSecondaryListQuery } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { menuSecondarys } from '../../db/schema/index.ts';
import { findPage } from '../../lib/list/find-page.ts';
import type { ListPage } from '../../lib/list/list-plan.ts';
import { MENU_SECONDARY_LIST, toMenuSecondary } from './menu-secondary-list.ts';

/** One page (or export batch) of secondary menus. */
export const findMenuSecondarys = (db: Database, query: TMenuSecondaryListQuery, page?: ListPage): Promise<TListResult<TMenuSecondary>> =>
  findPage(db, { table: menuSecondarys, definition: MENU_SECONDARY_LIST, query, map: toMenuSecondary, ...(page ? { page } : {}) });
