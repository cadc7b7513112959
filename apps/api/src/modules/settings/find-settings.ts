import type { TListResult, TSetting, TSettingListQuery } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { findPage } from '../../lib/list/find-page.ts';
import type { ListPage } from '../../lib/list/list-plan.ts';
import { SETTING_LIST, toSetting } from './setting-list.ts';

/** One page (or export batch) of settings records. */
export const findSettings = (db: Database, query: TSettingListQuery, page?: ListPage): Promise<TListResult<TSetting>> =>
  findPage(db, { table: settings, definition: SETTING_LIST, query, map: toSetting, ...(page ? { page } : {}) });
