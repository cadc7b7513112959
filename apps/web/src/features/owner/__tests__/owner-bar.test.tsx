import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSelectedOwnerId, setSelectedOwnerId } from '@/lib/session';
import { getVisualIdentityColor } from '@/lib/theme/visual-identity';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, companyUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';
import { ownerToSelect } from '../components/owner-selection';

// lazy routes and MUI are slow on a busy machine: wait longer than the 1 s default
configure({ asyncUtilTimeout: 15_000 });

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  api.on('GET', '/api/companys/company/activeandinactive', () =>
    jsonResponse({ pendings: 0, actives: 0, inactives: 0, approved: 0, disapproved: 0, total: 0 }),
  );
});

describe('ownerToSelect', () => {
  const items = [
    { id: -1, name: 'all' },
    { id: 3, name: 'A' },
    { id: 5, name: 'B' },
  ];
  it('keeps a stored owner still offered, else all for admins and the first for others', () => {
    expect(ownerToSelect(items, 5, true)).toBe(5);
    expect(ownerToSelect(items, 9, true)).toBe(-1);
    expect(ownerToSelect(items.slice(1), 9, false)).toBe(3);
    expect(ownerToSelect([], null, false)).toBeNull();
  });
});

describe('owner bar', { timeout: 60_000 }, () => {
  it("lets an administrator search a company on the server, says what the choice does, and asks first; cancelling says 'Operação cancelada pelo usuário'", async () => {
    const COMPANIES = [
      { id: 3, name: 'Loja Sul' },
      { id: 4, name: 'Loja Norte' },
      { id: 5, name: 'Auto Centro' },
    ];
    api.on('GET', '/api/companys', ({ url }) => {
      const term = url.searchParams.get('searchTerm') ?? '';
      const data = COMPANIES.filter((company) => company.name.includes(term));
      return jsonResponse({ data, total: data.length });
    });
    api.on('GET', '/api/companys/3', () => jsonResponse(COMPANIES[0]));
    const { user } = renderApp('/dashboard', { user: adminUser() });
    const field = await screen.findByRole('combobox', { name: 'Empresa' });
    await waitFor(() => expect(getSelectedOwnerId()).toBe(-1));
    expect(field).toHaveValue('Todas as empresas');
    expect(field).toHaveAccessibleDescription(/filtra as Linhas de produtos das empresas/);
    // the whole list of companies is never asked for
    expect(api.callsTo('POST', '/api/login/user-owner-items')).toHaveLength(0);

    await user.click(field);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox.parentElement as HTMLElement).getByText(/filtra as Linhas de produtos das empresas/)).toBeInTheDocument();
    await user.paste('Sul');
    const searches = () => api.callsTo('GET', '/api/companys').map((call) => new URLSearchParams(call.search));
    await waitFor(() => expect(searches().map((params) => params.get('searchTerm'))).toContain('Sul'));
    expect(searches().every((params) => params.get('pageSize') === '25')).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Todas as empresas', 'Loja Sul']));
    await user.click(await screen.findByRole('option', { name: 'Loja Sul' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Trocar a empresa selecionada para "Loja Sul"?');
    expect(dialog).toHaveTextContent('filtra as Linhas de produtos das empresas');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Operação cancelada pelo usuário')).toBeInTheDocument();
    expect(getSelectedOwnerId()).toBe(-1);

    await user.click(screen.getByRole('combobox', { name: 'Empresa' }));
    await user.paste('Sul');
    await user.click(await screen.findByRole('option', { name: 'Loja Sul' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(getSelectedOwnerId()).toBe(3));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Empresa' })).toHaveValue('Loja Sul'));
  });

  it("takes an administrator's stored company that no longer exists back to 'Todas as empresas'", async () => {
    setSelectedOwnerId(99);
    api.on('GET', '/api/companys/99', () => errorResponse(404, 'Registro não encontrado.'));
    renderApp('/dashboard', { user: adminUser() });
    await waitFor(() => expect(getSelectedOwnerId()).toBe(-1));
    expect(await screen.findByRole('combobox', { name: 'Empresa' })).toHaveValue('Todas as empresas');
  });

  it("takes a company user's first company and applies its visual identity (logo and colour)", async () => {
    setSelectedOwnerId(99); // no longer theirs
    api.on('POST', '/api/login/user-owner-items', () => jsonResponse([{ id: 3, name: 'Loja Sul' }]));
    api.on('POST', '/api/login/user-visual-identity', () => jsonResponse({ logo: 'logo.png', visualIdentityColor: '#1565c0' }));
    renderApp('/dashboard', { user: companyUser([], { companyId: 3 }) });
    expect(await screen.findByRole('img', { name: 'Logo de Loja Sul' })).toHaveAttribute('src', '/api/uploads/files/logo.png');
    expect(getSelectedOwnerId()).toBe(3);
    await waitFor(() => expect(getVisualIdentityColor()).toBe('#1565c0'));
    expect(api.calls.find((c) => c.path === '/api/login/user-visual-identity')?.body).toEqual({ companyId: 3 });
    expect(screen.queryByRole('combobox', { name: 'Empresa' })).not.toBeInTheDocument();
  });
});
