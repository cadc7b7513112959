import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, companyUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';

// lazy routes and MUI are slow on a busy machine: wait longer than the 1 s default
configure({ asyncUtilTimeout: 15_000 });

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  api.on('GET', '/api/companys/company/activeandinactive', () =>
    jsonResponse({ pendings: 4, actives: 10, inactives: 3, approved: 11, disapproved: 2, total: 17 }),
  );
  api.on('POST', '/api/login/user-owner-items', () => jsonResponse([{ id: 3, name: 'Loja Sul' }]));
  api.on('POST', '/api/login/user-visual-identity', () => jsonResponse({ logo: null, visualIdentityColor: null }));
});

describe('dashboard', { timeout: 60_000 }, () => {
  it('shows administrators the three status cards with their counts, each opening the filtered list', async () => {
    renderApp('/dashboard', { user: adminUser() });
    const approved = await screen.findByRole('link', { name: 'Aprovadas: 11. Abrir a lista de empresas' });
    expect(approved).toHaveAttribute('href', '/companys?status=approved');
    expect(screen.getByRole('link', { name: /^Pendentes de Aprovação: 4/ })).toHaveAttribute('href', '/companys?status=pending');
    expect(screen.getByRole('link', { name: /^Empresas Reprovadas: 2/ })).toHaveAttribute('href', '/companys?status=disapproved');
  });

  it('keeps the placeholder for company users', async () => {
    renderApp('/dashboard', { user: companyUser([], { name: 'Paula', companyId: 3 }) });
    expect(await screen.findByText(/Olá, Paula!/)).toBeInTheDocument();
    expect(screen.queryByText('Aprovadas')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/companys/company/activeandinactive')).toBe(false);
  });
});

describe("a company user's registration status", { timeout: 60_000 }, () => {
  const mine = (rows: Record<string, { id: number; name: string; status: string; dtRegister: string }[]>) =>
    api.on('GET', '/api/companys/companyUsers/companiesByUser', ({ url }) => {
      const data = rows[url.searchParams.get('status') ?? ''] ?? [];
      return jsonResponse({ data, total: data.length });
    });

  it('says since when a pending registration is under review, and that a rejected one must be corrected', async () => {
    mine({
      pending: [{ id: 3, name: 'Loja Sul', status: 'pending', dtRegister: '2026-03-05T15:00:00.000Z' }],
      disapproved: [{ id: 4, name: 'Loja Norte', status: 'disapproved', dtRegister: '2026-01-10T15:00:00.000Z' }],
    });
    api.on('GET', '/api/companysLog/logs/4', () => jsonResponse({ data: [{ id: 40, reason: 'O CNPJ não confere com a razão social.' }], total: 1 }));
    renderApp('/dashboard', { user: companyUser(['MYCOMPANY:UPDATE'], { name: 'Paula', companyId: 3 }) });
    const region = await screen.findByRole('region', { name: 'Situação do cadastro' });
    const pending = await within(region).findByTestId('company-status-3');
    expect(pending).toHaveTextContent('Loja Sul');
    expect(pending).toHaveTextContent('Seu cadastro está em análise desde 05/03/2026.');
    const rejected = within(region).getByTestId('company-status-4');
    expect(rejected).toHaveTextContent('O cadastro foi reprovado.');
    expect(within(rejected).getByRole('link', { name: 'Corrigir os dados da empresa' })).toHaveAttribute('href', '/myCompany/4');
    // the reason of the latest rejection, from the company's own log
    expect(await within(rejected).findByTestId('rejection-reason-4')).toHaveTextContent('Motivo: O CNPJ não confere com a razão social.');
    const logCall = api.calls.find((c) => c.path === '/api/companysLog/logs/4')!;
    expect(Object.fromEntries(new URLSearchParams(logCall.search))).toMatchObject({
      typeAction: 'rejected',
      pageSize: '1',
      orderBy: 'id',
      orderDirection: 'desc',
    });
    expect(
      api.calls
        .filter((c) => c.path === '/api/companys/companyUsers/companiesByUser')
        .map((c) => new URLSearchParams(c.search).get('status'))
        .sort(),
    ).toEqual(['disapproved', 'pending']);
  });

  it('offers no way to correct the company to a profile that may not change it (no MYCOMPANY:UPDATE)', async () => {
    mine({ disapproved: [{ id: 4, name: 'Loja Norte', status: 'disapproved', dtRegister: '2026-01-10T15:00:00.000Z' }] });
    api.on('GET', '/api/companysLog/logs/4', () => jsonResponse({ data: [], total: 0 }));
    renderApp('/dashboard', { user: companyUser(['COMPANYLINE:LIST'], { name: 'Paula', companyId: 3 }) });
    const rejected = await screen.findByTestId('company-status-4');
    expect(rejected).toHaveTextContent('O cadastro foi reprovado.');
    expect(within(rejected).queryByRole('link', { name: 'Corrigir os dados da empresa' })).not.toBeInTheDocument();
  });

  it('says no reason when the rejection had none', async () => {
    mine({ disapproved: [{ id: 5, name: 'Loja Leste', status: 'disapproved', dtRegister: '2026-01-10T15:00:00.000Z' }] });
    api.on('GET', '/api/companysLog/logs/5', () => jsonResponse({ data: [{ id: 50, reason: null }], total: 1 }));
    renderApp('/dashboard', { user: companyUser([], { name: 'Paula', companyId: 5 }) });
    const rejected = await screen.findByTestId('company-status-5');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/companysLog/logs/5')).toBe(true));
    expect(rejected).toHaveTextContent('O cadastro foi reprovado.');
    expect(within(rejected).queryByText(/Motivo:/)).not.toBeInTheDocument();
  });

  it('shows nothing special when every company is approved', async () => {
    mine({});
    renderApp('/dashboard', { user: companyUser([], { name: 'Paula', companyId: 3 }) });
    expect(await screen.findByText(/Olá, Paula!/)).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/companys/companyUsers/companiesByUser')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Situação do cadastro' })).not.toBeInTheDocument();
  });

  it('is not asked for by administrators', async () => {
    renderApp('/dashboard', { user: adminUser() });
    expect(await screen.findByRole('link', { name: /^Aprovadas: 11/ })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/companys/companyUsers/companiesByUser')).toBe(false);
  });
});

describe('dashboard shortcuts', { timeout: 60_000 }, () => {
  it('links administrators to reports, lines by company and help', async () => {
    renderApp('/dashboard', { user: adminUser() });
    const shortcuts = await screen.findByRole('region', { name: 'Atalhos' });
    expect(within(shortcuts).getByRole('link', { name: 'Relatórios' })).toHaveAttribute('href', '/reports');
    expect(within(shortcuts).getByRole('link', { name: 'Empresas por linha' })).toHaveAttribute('href', '/line_companys');
    expect(within(shortcuts).getByRole('link', { name: 'Ajuda' })).toHaveAttribute('href', '/help');
  });

  it('shows a company user only what their role allows', async () => {
    renderApp('/dashboard', { user: companyUser(['COMPANYLINE:LIST'], { name: 'Paula', companyId: 3 }) });
    const shortcuts = await screen.findByRole('region', { name: 'Atalhos' });
    expect(within(shortcuts).getByRole('link', { name: 'Minhas linhas de produtos' })).toHaveAttribute('href', '/companyLines');
    expect(within(shortcuts).queryByRole('link', { name: 'Relatórios' })).not.toBeInTheDocument();
    expect(within(shortcuts).queryByRole('link', { name: 'Empresas por linha' })).not.toBeInTheDocument();
    expect(within(shortcuts).getByRole('link', { name: 'Ajuda' })).toHaveAttribute('href', '/help');
  });
});
