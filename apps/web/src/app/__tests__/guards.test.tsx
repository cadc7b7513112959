import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, companyUser, staffUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';

describe('route guards', () => {
  let api: TFakeApi;
  beforeEach(() => {
    api = createFakeApi();
  });

  it('sends a logged-out user to login with the earlier path (query included)', async () => {
    const { router } = renderApp('/settings/users?searchTerm=ana');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/settings/users?searchTerm=ana');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('sends a logged-in user opening an auth page to the dashboard…', async () => {
    const { router } = renderApp('/login', { user: adminUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('…or to the earlier path it carries', async () => {
    const { router } = renderApp('/forgot-password?redirectTo=%2Flines', { user: adminUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/lines'));
  });

  it('ignores a redirect to another site', async () => {
    const { router } = renderApp('/login?redirectTo=%2F%2Fevil.example', { user: adminUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('routes without a feature (my profile, security) open for any logged-in user', async () => {
    renderApp('/settings/userdata', { user: companyUser(['COMPANYLINE:CREATE']) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Meu Perfil' })).toBeInTheDocument();
  });

  it("a company user with COMPANYLINE:LIST opens companyLines but not companyLines' admin neighbours", async () => {
    const user = companyUser(['COMPANYLINE:LIST']);
    const first = renderApp('/companyLines', { user });
    expect(await screen.findByRole('heading', { level: 1, name: /Minhas linhas de produtos/ })).toBeInTheDocument();
    first.unmount();

    renderApp('/lines', { user });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início.' })).toHaveAttribute('href', '/dashboard');
  });

  it('denies a route whose LIST permission the role lacks, even when the display condition passes', async () => {
    renderApp('/settings/users', { user: staffUser(['USER:CREATE', 'ROLE:LIST']) });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
  });

  it('denies an admin-only screen to a company user even without a role (display condition)', async () => {
    renderApp('/settings/terms', { user: companyUser([], { role: null, roleId: null }) });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
  });

  it('opens the users and roles of their companies to company users whose role holds USER:LIST / ROLE:LIST', async () => {
    const first = renderApp('/settings/users', { user: companyUser(['USER:LIST']) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Usuários' })).toBeInTheDocument();
    first.unmount();
    renderApp('/settings/roles', { user: companyUser(['USER:LIST']) });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
  });

  it('refuses a create form without the CREATE permission, and shows an existing record read-only without UPDATE', async () => {
    const first = renderApp('/banner', { user: staffUser(['BANNER:LIST']) });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    first.unmount();

    api.on('GET', '/api/lines/1', () =>
      jsonResponse({ id: 1, name: 'Moto', icon: null, dtRegister: '2026-01-01T00:00:00.000Z', dtUpdate: '2026-01-01T00:00:00.000Z' }),
    );
    const second = renderApp('/line/1', { user: staffUser(['LINE:LIST']) });
    expect(await screen.findByText(/mas não alterá-lo/)).toBeInTheDocument();
    expect((await screen.findAllByRole('definition'))[0]).toHaveTextContent('Moto');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    second.unmount();

    renderApp('/line/1', { user: staffUser(['LINE:LIST', 'LINE:UPDATE']) });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Título/ })).toHaveValue('Moto'));
    expect(screen.getByRole('textbox', { name: /Título/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    expect(screen.queryByText(/mas não alterá-lo/)).not.toBeInTheDocument();
  });

  it('lets an admin open every back-office route', async () => {
    renderApp('/settings/users', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Usuários' })).toBeInTheDocument();
    expect(screen.queryByText('Acesso negado')).not.toBeInTheDocument();
  });

  it("'Minhas Empresas' is for company users only", async () => {
    const first = renderApp('/myCompanys', { user: companyUser([]) });
    expect(await screen.findByRole('heading', { level: 1, name: /Minhas Empresas/ })).toBeInTheDocument();
    first.unmount();
    renderApp('/myCompanys', { user: adminUser() });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
  });

  it('public pages need no login', async () => {
    const { router } = renderApp('/teste');
    expect(await screen.findByRole('heading', { name: 'Página de teste' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teste');
  });
});
