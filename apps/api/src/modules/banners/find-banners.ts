import type { TBanner, TBannerListQuery, TListResult } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import { findPage } from '../../lib/list/find-page.ts';
import type { ListPage } from '../../lib/list/list-plan.ts';
import { BANNER_LIST, toBanner } from './banner-list.ts';

/** One page (or export batch) of banners. */
export const findBanners = (db: Database, query: TBannerListQuery, page?: ListPage): Promise<TListResult<TBanner>> =>
  findPage(db, { table: banners, definition: BANNER_LIST, query, map: toBanner, ...(page ? { page } : {}) });
