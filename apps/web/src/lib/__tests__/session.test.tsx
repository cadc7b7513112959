import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, staffUser } from '@/testing/data-generators';
import { renderApp, stubBrowser } from '@/testing/test-utils';
import { getStoredUser } from '../session';
import { STORAGE_KEYS } from '../storage';

describe('session', () => {
  let api: TFakeApi;
  beforeEach(() => {
    api = createFakeApi();
  });

  it('an expired session (401 on logged-user) clears the stored user and selected owner and reloads', async () => {
    const browser = stubBrowser();
    api.on('GET', '/api/login/logged-user', () => errorResponse(401, 'Sessão expirada ou inválida. Faça login novamente.'));
    window.localStorage.setItem(STORAGE_KEYS.selectedUserOwner, '3');
    renderApp('/dashboard', { user: adminUser() });
    await waitFor(() => expect(browser.reload).toHaveBeenCalled());
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedUserOwner)).toBeNull();
  });

  it('refreshes the stored profile from logged-user (keeping the token), so new permissions apply', async () => {
    const before = staffUser([]);
    const { token: _t, ...after } = staffUser(['LINE:LIST']);
    api.on('GET', '/api/login/logged-user', () => jsonResponse(after));
    renderApp('/dashboard', { user: before });
    await waitFor(() => expect(getStoredUser()?.role?.permissions).toEqual(['LINE:LIST']));
    expect(getStoredUser()?.token).toBe(before.token);
    expect(await screen.findByRole('link', { name: 'Linhas de produtos' })).toBeInTheDocument();
  });

  it('logging out in another tab ends the session here too', async () => {
    const { router } = renderApp('/dashboard', { user: adminUser() });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    window.localStorage.removeItem(STORAGE_KEYS.user);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
