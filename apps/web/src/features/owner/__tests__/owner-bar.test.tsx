import { configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSelectedOwnerId, setSelectedOwnerId } from '@/lib/session';
import { getVisualIdentityColor } from '@/lib/theme/visual-identity';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
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
  it("lets an administrator choose a company after confirmation; cancelling says 'Operação cancelada pelo usuário'", async () => {
    api.on('POST', '/api/login/user-owner-items', () =>
      jsonResponse([
        { id: -1, name: 'all' },
        { id: 3, name: 'Loja Sul' },
      ]),
    );
    const { user } = renderApp('/dashboard', { user: adminUser() });
    const select = await screen.findByRole('combobox', { name: 'Empresa' });
    await waitFor(() => expect(getSelectedOwnerId()).toBe(-1));
    expect(select).toHaveTextContent('Todas as empresas');

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Loja Sul' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Operação cancelada pelo usuário')).toBeInTheDocument();
    expect(getSelectedOwnerId()).toBe(-1);

    await user.click(await screen.findByRole('combobox', { name: 'Empresa' }));
    await user.click(await screen.findByRole('option', { name: 'Loja Sul' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(getSelectedOwnerId()).toBe(3));
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
