import type { TLine, TLineListQuery, TListResult } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { lines } from '../../db/schema/index.ts';
import { findPage } from '../../lib/list/find-page.ts';
import type { ListPage } from '../../lib/list/list-plan.ts';
import { LINE_LIST, toLine } from './line-list.ts';

/** One page (or export batch) of product lines. */
export const findLines = (db: Database, query: TLineListQuery, page?: ListPage): Promise<TListResult<TLine>> =>
  findPage(db, { table: lines, definition: LINE_LIST, query, map: toLine, ...(page ? { page } : {}) });
