import type { TMenuMain, TMenuMainListQuery, TListResult } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { menuMains } from '../../db/schema/index.ts';
import { findPage } from '../../lib/list/find-page.ts';
import type { ListPage } from '../../lib/list/list-plan.ts';
import { MENU_MAIN_LIST, toMenuMain } from './menu-main-list.ts';

/** One page (or export batch) of main menus. */
export const findMenuMains = (db: Database, query: TMenuMainListQuery, page?: ListPage): Promise<TListResult<TMenuMain>> =>
  findPage(db, { table: menuMains, definition: MENU_MAIN_LIST, query, map: toMenuMain, ...(page ? { page } : {}) });
