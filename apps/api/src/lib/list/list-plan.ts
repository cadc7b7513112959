import { and, asc, desc, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { OrderDirection } from '@rede/domain';
import type { ListDefinition } from './list-definition.ts';
import { searchCondition } from './search-condition.ts';

/** LIMIT / OFFSET of one page, or of one export batch. */
export type ListPage = { limit: number; offset: number };

/** The list query fields the mechanism reads (ZListQuerySchema with the entity's orderBy enum). */
export type ListQuery<TSort extends string> = {
  searchTerm?: string | undefined;
  pageSize: number;
  pageIndex: number;
  orderBy?: TSort | undefined;
  orderDirection: OrderDirection;
};

export type ListPlan = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number };

/** The page the query asks for: pageSize rows from pageIndex × pageSize (pageIndex already ≥ 0). */
export const pageOf = (query: { pageSize: number; pageIndex: number }): ListPage => ({
  limit: query.pageSize,
  offset: query.pageSize * Math.max(0, query.pageIndex),
});

/** ORDER BY: the chosen (or default) column, then the tie-break in the same direction. */
export const listOrderBy = <TSort extends string, TRow>(definition: ListDefinition<TSort, TRow>, query: ListQuery<TSort>): SQL[] => {
  const by = query.orderBy ?? definition.defaultSort.by;
  const direction = query.orderBy ? query.orderDirection : definition.defaultSort.direction;
  const order = direction === 'desc' ? desc : asc;
  return [order(definition.sort[by]), order(definition.tieBreak)];
};

/**
 * WHERE (search AND the entity's filters), ORDER BY, LIMIT and OFFSET of a list query. `page`
 * overrides the query's paging (export batches). Use it with any select, joins included.
 */
export const planList = <TSort extends string, TRow>(
  definition: ListDefinition<TSort, TRow>,
  query: ListQuery<TSort>,
  options: { filters?: readonly (SQL | undefined)[]; page?: ListPage } = {},
): ListPlan => {
  const page = options.page ?? pageOf(query);
  return {
    where: and(searchCondition(query.searchTerm, definition.search), ...(options.filters ?? [])),
    orderBy: listOrderBy(definition, query),
    limit: page.limit,
    offset: page.offset,
  };
};

/**
 * The plan on a dynamic select (`db.select(…).from(…)[joins].$dynamic()`): WHERE, ORDER BY, LIMIT and
 * OFFSET, so every list runs its page the same way (select `total: totalOver()` for `toListResult`).
 */
export const applyListPlan = <T extends PgSelect>(query: T, plan: ListPlan): T =>
  query
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
