import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, jsonResponse } from '@/testing/fake-api';
import { adminUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';
import { lineChangesOf } from '../api/get-company-line-changes';
import { logEntry } from './fixtures';

const MOTO = { id: 1, name: 'Moto' };
const CARRO = { id: 3, name: 'Carro' };
const NAUTICA = { id: 5, name: 'Náutica' };

/** Oldest first: registration, an address change, a line added, a renamed line (same id), a line swapped. */
const HISTORY = [
  logEntry({ id: 1, lines: [MOTO], dtRegister: '2026-01-01T12:00:00.000Z' }),
  logEntry({ id: 2, typeAction: 'update', city: 'Londrina', lines: [MOTO], dtRegister: '2026-01-02T12:00:00.000Z' }),
  logEntry({ id: 3, typeAction: 'update', lines: [MOTO, CARRO], userActionName: 'Paula', dtRegister: '2026-01-03T12:00:00.000Z' }),
  logEntry({ id: 4, typeAction: 'approved', lines: [{ id: 1, name: 'Motos' }, CARRO], dtRegister: '2026-01-04T12:00:00.000Z' }),
  logEntry({ id: 5, typeAction: 'update', lines: [CARRO, NAUTICA], dtRegister: '2026-01-05T12:00:00.000Z' }),
];

describe('line changes of a company history', () => {
  it('keeps the entries whose set of line ids changed, newest first, with what was added and removed', () => {
    const changes = lineChangesOf(HISTORY);
    expect(changes.map((c) => c.id)).toEqual([5, 3]);
    expect(changes[0]).toMatchObject({ linesBefore: ['Motos', 'Carro'], linesAfter: ['Carro', 'Náutica'], added: ['Náutica'], removed: ['Motos'] });
    expect(changes[1]).toMatchObject({ added: ['Carro'], removed: [] });
  });

  it('settings/companyLineLogs shows them for the company in the URL, read page by page from its whole history', async () => {
    const api = createFakeApi();
    api.on('GET', '/api/companysLog/logs/5', ({ url }) => {
      const pageSize = Number(url.searchParams.get('pageSize'));
      if (pageSize === 10) return jsonResponse({ data: [...HISTORY].reverse().slice(0, 10), total: HISTORY.length });
      expect(url.searchParams.get('orderBy')).toBe('dtRegister');
      expect(url.searchParams.get('orderDirection')).toBe('asc');
      return jsonResponse({ data: HISTORY, total: HISTORY.length });
    });
    api.on('GET', '/api/companysLog/companies', () => jsonResponse({ data: [], total: 0 }));
    renderApp('/settings/companyLineLogs?companyId=5', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Log de Linhas das Empresas' })).toBeInTheDocument();
    const paula = (await screen.findByText('Paula')).closest('tr') as HTMLElement;
    expect(within(paula).getByText('+ Carro')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('+ Náutica')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('− Motos')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /05\/01\/2026/ })).toHaveAttribute('href', '/settings/companyLog/5');
    expect(await screen.findByDisplayValue('Baterias Sul')).toBeInTheDocument();
  });

  it('asks for a company first', async () => {
    const api = createFakeApi();
    api.on('GET', '/api/companysLog/companies', () => jsonResponse({ data: [], total: 0 }));
    renderApp('/settings/companyLineLogs', { user: adminUser() });
    expect(await screen.findByText('Escolha uma empresa para ver as alterações das linhas de produtos.')).toBeInTheDocument();
    // the page's own company choice (the top bar has the user-owner one)
    expect(within(screen.getByRole('main')).getByRole('combobox', { name: 'Empresa' })).toBeInTheDocument();
  });
});
