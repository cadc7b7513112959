import type { OrderDirection } from '@rede/domain';

/** The sort of a list: no `orderBy` means none (the server's own order). */
export type TSortState = { orderBy?: string; orderDirection?: OrderDirection };

/**
 * Section 4, 'Table': clicking a column cycles asc → desc → none; another column starts at asc.
 */
export const nextSort = (current: TSortState, column: string): TSortState => {
  if (current.orderBy !== column) return { orderBy: column, orderDirection: 'asc' };
  if (current.orderDirection !== 'desc') return { orderBy: column, orderDirection: 'desc' };
  return {};
};
