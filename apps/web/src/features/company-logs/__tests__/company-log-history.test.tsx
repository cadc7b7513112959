import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';
import { logEntry } from './fixtures';

const HISTORY = [
  logEntry({ id: 3, typeAction: 'approved', status: 'approved', dtRegister: '2026-03-12T18:30:00.000Z' }),
  logEntry({
    id: 2,
    typeAction: 'update',
    userActionName: 'Paula',
    userActionEmail: 'paula@bateriassul.com.br',
    dtRegister: '2026-03-11T10:05:00.000Z',
  }),
  logEntry({ id: 1 }),
];

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  URL.createObjectURL = vi.fn(() => 'blob:planilha');
  URL.revokeObjectURL = vi.fn();
  api.on('GET', '/api/companysLog/logs/5', ({ url }) => {
    const typeAction = url.searchParams.get('typeAction');
    const data = HISTORY.filter((l) => !typeAction || l.typeAction === typeAction);
    return jsonResponse({ data, total: data.length });
  });
});

describe('settings/companyLog/details/{companyId}: one company history', () => {
  it('lists the entries with dd/MM/yyyy HH:mm, the action label and the user, each opening its changes', async () => {
    renderApp('/settings/companyLog/details/5', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Histórico de Baterias Sul' })).toBeInTheDocument();
    const when = '11/03/2026 07:05';
    const row = (await screen.findByRole('link', { name: when })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: when })).toHaveAttribute('href', '/settings/companyLog/2');
    expect(within(row).getByText('Alteração')).toBeInTheDocument();
    expect(within(row).getByText('Paula')).toBeInTheDocument();
    expect(within(row).getByText('paula@bateriassul.com.br')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Ver alterações ${when}` })).toBeInTheDocument();
    expect(screen.getByText('Aprovação')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao Log de Empresas' })).toHaveAttribute('href', '/settings/companyLogs');
  });

  it('filters by typeAction (sent to the API and kept in the URL)', async () => {
    const { user, router } = renderApp('/settings/companyLog/details/5', { user: adminUser() });
    await screen.findByText('Paula');
    await user.click(screen.getByRole('combobox', { name: 'Filtrar por Ação' }));
    await user.click(await screen.findByRole('option', { name: 'Aprovação' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('typeAction')).toBe('approved'));
    await waitFor(() => expect(screen.queryByText('Paula')).not.toBeInTheDocument());
    expect(api.callsTo('GET', '/api/companysLog/logs/5').at(-1)?.search).toContain('typeAction=approved');
  });

  it('exports through GET /api/companysLog/logs/excel/{companyId} with the current filter', async () => {
    api.on(
      'GET',
      '/api/companysLog/logs/excel/5',
      () =>
        new Response('xlsx', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition':
              'attachment; filename="Log Baterias Sul_20260312_153000.xlsx"; filename*=UTF-8\'\'Log%20Baterias%20Sul_20260312_153000.xlsx',
          },
        }),
    );
    const { user } = renderApp('/settings/companyLog/details/5?typeAction=update', { user: adminUser() });
    await screen.findByText('Paula');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/companysLog/logs/excel/5')).toHaveLength(1));
    const call = api.callsTo('GET', '/api/companysLog/logs/excel/5')[0]!;
    expect(new URLSearchParams(call.search).get('typeAction')).toBe('update');
    expect(call.headers.get('Authorization')).toBe('Bearer token-de-teste');
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('offers no Exportar for a company without history, and says so', async () => {
    api.on('GET', '/api/companysLog/logs/8', () => jsonResponse({ data: [], total: 0 }));
    renderApp('/settings/companyLog/details/8', { user: adminUser() });
    expect(await screen.findByText('Esta empresa não tem histórico: nenhuma ação foi registrada para ela.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows a history the user may not read (404) without 'Tentar novamente' nor Exportar", async () => {
    api.on('GET', '/api/companysLog/logs/9', () => errorResponse(404, 'Registro não encontrado.'));
    renderApp('/settings/companyLog/details/9', { user: adminUser() });
    const alerts = await screen.findAllByText('Registro não encontrado.');
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument();
  });

  it("says 'Nenhum dado para exportar.' when the filtered history is empty", async () => {
    const { user } = renderApp('/settings/companyLog/details/5?typeAction=delete', { user: adminUser() });
    expect(await screen.findByText('Nenhum item encontrado!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Nenhum dado para exportar.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/companysLog/logs/excel/5')).toHaveLength(0);
  });
});
