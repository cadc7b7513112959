import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, companyUser, staffUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';
import { MESSAGES, type TReportSummary } from '@rede/domain';
import { ENGAGEMENT, OWN_ENGAGEMENT } from '@/components/engagement/__tests__/engagement-fixtures';

const MONTHS = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];

const SUMMARY: TReportSummary = {
  generatedAt: '2026-03-10T12:00:00.000Z',
  scope: 'all',
  totals: { companies: 5, actives: 2 },
  byState: [
    { uf: 'SP', name: 'São Paulo', total: 2 },
    { uf: 'MG', name: 'Minas Gerais', total: 1 },
    { uf: 'PR', name: 'Paraná', total: 1 },
    { uf: 'RJ', name: 'Rio de Janeiro', total: 1 },
  ],
  byLine: [
    { id: 1, name: 'Moto', total: 3 },
    { id: 3, name: 'Carro', total: 2 },
    { id: 2, name: 'Caminhão', total: 0 },
  ],
  byStatus: [
    { status: 'approved', total: 3 },
    { status: 'pending', total: 1 },
    { status: 'disapproved', total: 1 },
  ],
  byMonth: MONTHS.map((month) => ({
    month,
    registrations: month === '2026-02' ? 2 : month === '2026-03' || month === '2025-04' ? 1 : 0,
    approvals: month >= '2025-12' ? 1 : 0,
  })),
};

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  URL.createObjectURL = vi.fn(() => 'blob:relatorio');
  URL.revokeObjectURL = vi.fn();
  api.on('GET', '/api/reports/summary', ({ url }) =>
    url.searchParams.get('format') === 'xlsx'
      ? new Response('xlsx', { headers: { 'Content-Disposition': 'attachment; filename="Relatorios_20260310_090000.xlsx"', 'Content-Length': '4' } })
      : jsonResponse(SUMMARY),
  );
  api.on('GET', '/api/reports/engagement', ({ url }) =>
    url.searchParams.get('format') === 'xlsx'
      ? new Response('xlsx', { headers: { 'Content-Disposition': 'attachment; filename="Engajamento_20260310_090000.xlsx"', 'Content-Length': '4' } })
      : jsonResponse({ ...ENGAGEMENT, from: url.searchParams.get('from') ?? ENGAGEMENT.from, to: url.searchParams.get('to') ?? ENGAGEMENT.to }),
  );
});

const section = (name: string) => screen.getByRole('region', { name });
const tableRows = (region: HTMLElement) =>
  within(within(region).getByRole('table'))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent));

describe('reports', () => {
  it('shows each chart with its numbers beside it in a table, and the totals', async () => {
    renderApp('/reports', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Parceiros por estado' });
    // on São Paulo's clocks, as the export, and said so
    expect(screen.getByText('Atualizado em 10/03/2026 09:00 (horário de Brasília)')).toBeInTheDocument();
    expect(screen.getByText('Parceiros cadastrados').nextSibling?.textContent).toBe('5');
    expect(screen.getByText('Ativos no diretório').nextSibling?.textContent).toBe('2');

    const states = section('Parceiros por estado');
    expect(tableRows(states)).toEqual([
      ['Estado', 'Parceiros'],
      ['SP - São Paulo', '2'],
      ['MG - Minas Gerais', '1'],
      ['PR - Paraná', '1'],
      ['RJ - Rio de Janeiro', '1'],
      ['Total', '5'],
    ]);
    const chart = within(states).getByRole('img', { name: 'Parceiros por estado' });
    expect(chart).toHaveAccessibleDescription(
      'Gráfico de barras com 4 itens. Maior valor: SP - São Paulo, com 2. Os números estão na tabela ao lado.',
    );
    // the bars are proportional to the largest value, and print their numbers
    const bar = (key: string) => chart.querySelector(`[data-bar="${key}"]`) as HTMLElement;
    expect(bar('SP').querySelector('[data-percent]')).toHaveAttribute('data-percent', '100');
    expect(bar('MG').querySelector('[data-percent]')).toHaveAttribute('data-percent', '50');
    expect(within(bar('MG')).getByText('1')).toBeInTheDocument();

    // a partner offers several lines: no total row under the lines
    expect(tableRows(section('Parceiros por linha')).slice(1)).toEqual([
      ['Moto', '3'],
      ['Carro', '2'],
      ['Caminhão', '0'],
    ]);
    expect(tableRows(section('Parceiros por status')).slice(1)).toEqual([
      ['Aprovado', '3'],
      ['Pendente', '1'],
      ['Reprovado', '1'],
      ['Total', '5'],
    ]);

    const months = section('Cadastros e aprovações por mês');
    const monthRows = tableRows(months);
    expect(monthRows[0]).toEqual(['Mês', 'Cadastros', 'Aprovações']);
    expect(monthRows).toHaveLength(1 + 12 + 1);
    expect(monthRows[1]).toEqual(['04/2025', '1', '0']);
    expect(monthRows[11]).toEqual(['02/2026', '2', '1']);
    expect(monthRows[13]).toEqual(['Total', '4', '4']);
    expect(within(months).getByRole('img', { name: 'Cadastros e aprovações por mês' })).toHaveAccessibleDescription(
      'Gráfico de colunas dos últimos 12 meses, de 04/2025 a 03/2026: 4 cadastros e 4 aprovações no período. Os números estão na tabela ao lado.',
    );
    expect(within(months).getByRole('list', { name: 'Legenda' })).toHaveTextContent('CadastrosAprovações');
  });

  it('exports the same tables as an .xlsx (format=xlsx), with the bearer token', async () => {
    const { user } = renderApp('/reports', { user: adminUser() });
    await screen.findByRole('region', { name: 'Parceiros por estado' });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const call = api.calls.find((c) => c.path === '/api/reports/summary' && c.search.includes('format=xlsx'))!;
    expect(call.headers.get('Authorization')).toBe('Bearer token-de-teste');
  });

  it('shows the engagement: totals, events per day, most contacted partners, zero-result places and searches by state, city and line', async () => {
    renderApp('/reports', { user: adminUser() });
    const engagement = await screen.findByRole('region', { name: 'Engajamento' });
    const days = await within(engagement).findByRole('region', { name: 'Eventos por dia' });
    expect(tableRows(days)).toEqual([
      ['Dia', 'Buscas', 'Sem resultado', 'Visualizações', 'WhatsApp', 'Telefone', 'Ir para Loja', 'Ver Detalhes'],
      ['08/03/2026', '2', '1', '0', '0', '0', '0', '0'],
      ['09/03/2026', '0', '0', '0', '0', '0', '0', '0'],
      ['10/03/2026', '5', '2', '4', '3', '1', '2', '5'],
      ['Total', '7', '3', '4', '3', '1', '2', '5'],
    ]);
    expect(within(days).getByRole('img', { name: 'Eventos por dia' })).toHaveAccessibleDescription(
      'Gráfico de colunas de 3 dias, de 08/03/2026 a 10/03/2026: buscas: 7, visualizações: 4, contatos: 6. Os números estão na tabela.',
    );
    expect(tableRows(within(engagement).getByRole('region', { name: 'Parceiros mais contatados' }))).toEqual([
      ['Parceiro', 'Contatos', 'WhatsApp', 'Telefone', 'Ir para Loja', 'Visualizações', 'Ver Detalhes'],
      ['Baterias Centro (Campinas - SP)', '4', '3', '0', '1', '3', '4'],
      ['Auto Sul (Curitiba - PR)', '2', '0', '1', '1', '1', '1'],
    ]);
    expect(tableRows(within(engagement).getByRole('region', { name: 'Buscas sem resultado por local' })).slice(1)).toEqual([
      ['Assis Brasil - AC', '2'],
      ['Sem estado', '1'],
    ]);
    expect(tableRows(within(engagement).getByRole('region', { name: 'Buscas por estado' })).slice(1)).toEqual([
      ['SP - São Paulo', '4', '0'],
      ['AC - Acre', '2', '2'],
      ['Sem estado', '1', '1'],
    ]);
    expect(tableRows(within(engagement).getByRole('region', { name: 'Buscas por cidade' })).slice(1)).toEqual([['Assis Brasil - AC', '2', '2']]);
    expect(tableRows(within(engagement).getByRole('region', { name: 'Buscas por linha' })).slice(1)).toEqual([['Moto', '3', '1']]);
    expect(within(engagement).getByText('Buscas sem resultado').nextSibling?.textContent).toBe('3');
  });

  it('asks the engagement of the period chosen, refuses a start after the end, and exports that period', async () => {
    const { user } = renderApp('/reports', { user: adminUser() });
    const engagement = await screen.findByRole('region', { name: 'Engajamento' });
    const from = await within(engagement).findByLabelText('Data inicial');
    await waitFor(() => expect(from).toHaveValue('2026-03-08'));
    await user.clear(from);
    await user.type(from, '2026-03-11');
    expect(await within(engagement).findByText('A data inicial deve ser igual ou anterior à data final.')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '2026-02-01');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/reports/engagement' && c.search.includes('from=2026-02-01'))).toBe(true));
    expect(api.calls.some((c) => c.path === '/api/reports/engagement' && c.search.includes('from=2026-03-11'))).toBe(false);
    await user.click(within(engagement).getByRole('button', { name: 'Exportar engajamento' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const call = api.calls.find((c) => c.path === '/api/reports/engagement' && c.search.includes('format=xlsx'))!;
    const params = new URLSearchParams(call.search);
    expect([params.get('from'), params.get('to')]).toEqual(['2026-02-01', '2026-03-10']);
    expect(call.headers.get('Authorization')).toBe('Bearer token-de-teste');
  });

  it('keeps the period in the address: a reload asks the same period, and a new one replaces the entry', async () => {
    const { user, router } = renderApp('/reports?from=2026-02-01&to=2026-02-10', { user: adminUser() });
    const engagement = await screen.findByRole('region', { name: 'Engajamento' });
    const from = await within(engagement).findByLabelText('Data inicial');
    expect(from).toHaveValue('2026-02-01');
    expect(within(engagement).getByLabelText('Data final')).toHaveValue('2026-02-10');
    const asked = () => api.callsTo('GET', '/api/reports/engagement').map((c) => new URLSearchParams(c.search));
    await waitFor(() => expect(asked().some((p) => p.get('from') === '2026-02-01' && p.get('to') === '2026-02-10')).toBe(true));

    await user.clear(from);
    await user.type(from, '2026-01-15');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-01-15'));
    expect(new URLSearchParams(router.state.location.search).get('to')).toBe('2026-02-10');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(asked().some((p) => p.get('from') === '2026-01-15')).toBe(true));
  });

  it('puts a refused period on the date fields themselves, without the "Campos Obrigatórios:" prefix and without asking the API', async () => {
    renderApp('/reports?from=2026-03-11&to=2026-03-10', { user: adminUser() });
    const engagement = await screen.findByRole('region', { name: 'Engajamento' });
    const from = await within(engagement).findByLabelText('Data inicial');
    await waitFor(() => expect(from).toHaveAccessibleDescription('A data inicial deve ser igual ou anterior à data final.'));
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(within(engagement).getByText('Corrija o período acima para ver o engajamento.')).toBeInTheDocument();
    expect(screen.queryByText(/Campos Obrigatórios/)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/reports/engagement')).toHaveLength(0);
  });

  it("shows the API's refusal of a date on that field, without the prefix", async () => {
    api.on('GET', '/api/reports/engagement', () => errorResponse(400, MESSAGES.errors.missingFields, { to: 'Data inválida' }));
    renderApp('/reports?from=2026-03-01&to=2026-03-10', { user: adminUser() });
    const engagement = await screen.findByRole('region', { name: 'Engajamento' });
    const to = await within(engagement).findByLabelText('Data final');
    await waitFor(() => expect(to).toHaveAccessibleDescription('Data inválida'), { timeout: 10_000 });
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Campos Obrigatórios/)).not.toBeInTheDocument();
  });

  it("says '1 dia' and '1 item' for a one-day period with one partner", async () => {
    api.on('GET', '/api/reports/engagement', () =>
      jsonResponse({
        ...ENGAGEMENT,
        from: '2026-03-10',
        to: '2026-03-10',
        byDay: ENGAGEMENT.byDay.slice(2),
        topPartners: ENGAGEMENT.topPartners.slice(0, 1),
      }),
    );
    renderApp('/reports?from=2026-03-10&to=2026-03-10', { user: adminUser() });
    const engagement = await screen.findByRole('region', { name: 'Engajamento' });
    const days = await within(engagement).findByRole('region', { name: 'Eventos por dia' });
    expect(within(days).getByRole('img', { name: 'Eventos por dia' })).toHaveAccessibleDescription(
      'Gráfico de colunas de 1 dia, 10/03/2026: buscas: 5, visualizações: 4, contatos: 6. Os números estão na tabela.',
    );
    const partners = within(engagement).getByRole('region', { name: 'Parceiros mais contatados' });
    expect(within(partners).getByRole('img', { name: 'Parceiros mais contatados' })).toHaveAccessibleDescription(
      'Gráfico de barras com 1 item: Baterias Centro, com 4. Os números estão na tabela.',
    );
  });

  it("tells company users the numbers are their companies' only", async () => {
    api.on('GET', '/api/reports/summary', () => jsonResponse({ ...SUMMARY, scope: 'own' }));
    renderApp('/reports', { user: companyUser(['REPORTS:LIST']) });
    expect(await screen.findByText('Os números consideram apenas as suas empresas.')).toBeInTheDocument();
  });

  it("gives company users their companies' engagement without the network's searches", async () => {
    api.on('GET', '/api/reports/engagement', () => jsonResponse(OWN_ENGAGEMENT));
    renderApp('/reports', { user: companyUser(['REPORTS:LIST']) });
    const engagement = await screen.findByRole('region', { name: 'Engajamento' });
    expect(await within(engagement).findByText('Os números consideram apenas as suas empresas; as buscas da rede não entram.')).toBeInTheDocument();
    expect(tableRows(within(engagement).getByRole('region', { name: 'Visitas e contatos por dia' }))[0]).toEqual([
      'Dia',
      'Visualizações',
      'WhatsApp',
      'Telefone',
      'Ir para Loja',
      'Ver Detalhes',
    ]);
    expect(within(engagement).queryByRole('region', { name: 'Buscas por estado' })).not.toBeInTheDocument();
  });

  it('is refused without REPORTS:LIST', async () => {
    renderApp('/reports', { user: staffUser(['COMPANY:LIST']) });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/reports/summary')).toHaveLength(0);
  });
});
