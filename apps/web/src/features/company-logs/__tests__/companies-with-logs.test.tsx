import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, jsonResponse } from '@/testing/fake-api';
import { adminUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';
import { logEntry } from './fixtures';

beforeEach(() => {
  const api = createFakeApi();
  api.on('GET', '/api/companysLog/companies', () =>
    jsonResponse({
      data: [
        { ...logEntry({ typeAction: 'approved' }), logsCount: 3, companyExists: true },
        { ...logEntry({ id: 40, companyId: 8, name: 'Loja Fechada', typeAction: 'delete' }), logsCount: 2, companyExists: false },
      ],
      total: 2,
    }),
  );
});

describe('settings/companyLogs', () => {
  it('lists the companies with logs, deleted ones marked, each opening its history', async () => {
    renderApp('/settings/companyLogs', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Log de Empresas' })).toBeInTheDocument();
    const sul = (await screen.findByRole('link', { name: 'Baterias Sul' })).closest('tr') as HTMLElement;
    expect(within(sul).getByRole('link', { name: 'Baterias Sul' })).toHaveAttribute('href', '/settings/companyLog/details/5');
    expect(within(sul).getByText('Aprovação')).toBeInTheDocument();
    expect(within(sul).getByText('3')).toBeInTheDocument();
    const closed = screen.getByRole('link', { name: 'Loja Fechada' }).closest('tr') as HTMLElement;
    expect(within(closed).getByText('Excluída')).toBeInTheDocument();
    expect(within(closed).getByText('Exclusão')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log de Linhas das Empresas' })).toHaveAttribute('href', '/settings/companyLineLogs');
  });
});
