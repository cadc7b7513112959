import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { DataTableServicesProvider, type TDataTableServices } from '../data-table-services';
import type { TListParams, TListResult } from '../list-params';
import type { TDataTableResource, TRowId } from '../types';

/** Shared CI machines are slow: give async queries time. */
configure({ asyncUtilTimeout: 5000 });

export type TLineRow = { id: number; name: string; city: string; status: string };

export const makeRows = (count: number): TLineRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Linha ${String(i + 1).padStart(3, '0')}`,
    city: i % 2 === 0 ? 'Curitiba' : 'Recife',
    status: i % 3 === 0 ? 'pending' : 'approved',
  }));

/** An in-memory list endpoint with server-side search, filters, sort and paging. */
export const fakeList = (rows: TLineRow[]) =>
  vi.fn(async (params: TListParams): Promise<TListResult<TLineRow>> => {
    let data = rows.filter((r) => !params.searchTerm || r.name.toLowerCase().includes(params.searchTerm.toLowerCase()));
    for (const [key, value] of Object.entries(params.filters)) {
      data = data.filter((r) =>
        Array.isArray(value) ? value.includes(String(r[key as keyof TLineRow])) : String(r[key as keyof TLineRow]).includes(value),
      );
    }
    if (params.orderBy) {
      const key = params.orderBy as keyof TLineRow;
      data = [...data].sort((a, b) => String(a[key]).localeCompare(String(b[key])) * (params.orderDirection === 'desc' ? -1 : 1));
    }
    const start = params.pageIndex * params.pageSize;
    return { data: data.slice(start, start + params.pageSize), total: data.length };
  });

export const makeResource = (rows: TLineRow[]) =>
  ({
    queryKey: ['lines'] as const,
    list: fakeList(rows),
    remove: vi.fn(async (_id: TRowId): Promise<unknown> => undefined),
    exportPath: '/api/lines',
    permissions: { list: 'LINE:LIST', create: 'LINE:CREATE', update: 'LINE:UPDATE', delete: 'LINE:DELETE' },
  }) satisfies TDataTableResource<TLineRow>;

const baseServices = () =>
  ({
    can: vi.fn((_permission: string) => true),
    confirm: vi.fn(async (_message: string) => true),
    showError: vi.fn((_message: string) => {}),
    notify: vi.fn((_message: string) => {}),
    fetchFile: vi.fn(async (_url: string, _init: { signal?: AbortSignal }) => new Response('xlsx')),
  }) satisfies TDataTableServices;

export const makeServices = (overrides: Partial<ReturnType<typeof baseServices>> = {}) => ({ ...baseServices(), ...overrides });

/** The element inside a memory router (URL state), a fresh query client and the given services. */
export const renderTable = (ui: ReactElement, options: { path?: string; services?: ReturnType<typeof makeServices> } = {}) => {
  const services = options.services ?? makeServices();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/lines', element: <DataTableServicesProvider value={services}>{ui}</DataTableServicesProvider> },
      { path: '*', element: <p>outra página</p> },
    ],
    { initialEntries: [options.path ?? '/lines'] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...result, router, queryClient, services, search, user: userEvent.setup() };
};

/**
 * jsdom lays nothing out: give every table row a box (40 px high, stacked in document order) so @dnd-kit's
 * keyboard sensor finds the row above and below, as in a browser. Returns the restore function.
 */
export const layOutTableRows = () => {
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const row = this.closest('tr');
    if (!row) return original.call(this);
    const index = Array.from(row.ownerDocument.querySelectorAll('tr')).indexOf(row);
    const top = index * 40;
    return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 40, width: 600, height: 40, toJSON: () => ({}) };
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = original;
  };
};
