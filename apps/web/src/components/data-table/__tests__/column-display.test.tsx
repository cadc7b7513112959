import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '../data-table';
import type { TDataTableResource } from '../types';
import { renderTable } from './test-helpers';

type TRow = { id: number; icon: string | null; name: string; dtRegister: string; scheduledDate: string | null };

const ISO = '2026-03-04T15:20:00.000Z';

const resource = (rows: TRow[]): TDataTableResource<TRow> => ({
  queryKey: ['display'],
  list: vi.fn(async () => ({ data: rows, total: rows.length })),
  remove: vi.fn(async () => undefined),
});

describe('<DataTable> column display', () => {
  it('shows dates as dd/MM/yyyy, date-times with the time, images as thumbnails of the stored file', async () => {
    renderTable(
      <DataTable
        resource={resource([
          { id: 1, icon: 'abc.png', name: 'Moto', dtRegister: ISO, scheduledDate: ISO },
          { id: 2, icon: null, name: 'Carro', dtRegister: ISO, scheduledDate: null },
        ])}
        title="Linhas"
        columns={[
          { key: 'icon', label: 'Ícone', display: 'image' },
          { key: 'name', label: 'Título' },
          { key: 'dtRegister', label: 'Data de cadastro', display: 'date' },
          { key: 'scheduledDate', label: 'Data agendada', display: 'datetime' },
        ]}
      />,
    );
    const moto = (await screen.findByText('Moto')).closest('tr') as HTMLElement;
    expect(within(moto).getByRole('img', { name: 'Ícone' })).toHaveAttribute('src', '/api/uploads/files/abc.png');
    expect(within(moto).getByText('04/03/2026')).toBeInTheDocument();
    expect(within(moto).getByText('04/03/2026 12:20' /* São Paulo's clocks */)).toBeInTheDocument();

    const carro = screen.getByText('Carro').closest('tr') as HTMLElement;
    expect(within(carro).queryByRole('img')).not.toBeInTheDocument();
    expect(within(carro).getAllByText('—')).toHaveLength(2);
  });

  it('names the row by its first column that is not an image (accessible action names)', async () => {
    renderTable(
      <DataTable
        resource={resource([{ id: 1, icon: 'abc.png', name: 'Moto', dtRegister: ISO, scheduledDate: null }])}
        title="Linhas"
        columns={[
          { key: 'icon', label: 'Ícone', display: 'image' },
          { key: 'name', label: 'Título' },
        ]}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Excluir Moto' })).toBeInTheDocument();
  });
});
