import { configure, screen, within } from '@testing-library/react';
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
