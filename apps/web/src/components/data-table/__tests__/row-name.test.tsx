import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatScreenDatetime } from '@/lib/i18n/dates';
import { DataTable } from '../data-table';
import type { TDataTableResource } from '../types';
import { renderTable } from './test-helpers';

type TRow = { id: number; dtRegister: string; action: string };
const ISO = '2026-03-04T15:20:00.000Z';

describe('<DataTable> row names for screen readers', () => {
  it('names a row by its first column as shown: a date column gives dd/MM/yyyy HH:mm, not the ISO string', async () => {
    const resource: TDataTableResource<TRow> = {
      queryKey: ['row-name'],
      list: vi.fn(async () => ({ data: [{ id: 1, dtRegister: ISO, action: 'Cadastro' }], total: 1 })),
    };
    renderTable(
      <DataTable
        resource={resource}
        title="Histórico"
        columns={[
          {
            key: 'dtRegister',
            label: 'Data',
            display: 'datetime',
            render: (row) => <a href={`#${row.id}`}>{formatScreenDatetime(row.dtRegister)}</a>,
          },
          { key: 'action', label: 'Ação' },
        ]}
        rowActions={[{ key: 'open', label: 'Ver alterações', icon: <span />, onClick: () => {} }]}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Ver alterações 04/03/2026 12:20' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(ISO) })).not.toBeInTheDocument();
  });
});
