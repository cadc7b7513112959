import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser } from '@/testing/data-generators';
import { renderApp, setViewportWidth } from '@/testing/test-utils';
import { getStoredUser } from '@/lib/session';

describe('login screen', () => {
  let api: TFakeApi;
  beforeEach(() => {
    api = createFakeApi();
  });

  it('shows e-mail, password, the forgot-password link and toggles the password visibility', async () => {
    const { user } = renderApp('/login');
    const password = await screen.findByLabelText(/^Senha/);
    expect(screen.getByLabelText(/^E-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute('href', '/forgot-password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('validates with the domain messages before calling the server', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Campo obrigatório');
    await user.type(screen.getByLabelText(/^E-mail/), 'nao-e-email');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/login/login')).toHaveLength(0);
  });

  it("shows the server's error under the form and keeps the user on the login (a login 401 is not a session expiry)", async () => {
    api.on('POST', '/api/login/login', () => errorResponse(401, 'E-mail ou senha inválidos.'));
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^E-mail/), 'ana@rede.test');
    await user.type(screen.getByLabelText(/^Senha/), 'errada1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('E-mail ou senha inválidos.');
    const form = screen.getByRole('button', { name: 'Entrar' }).closest('form');
    expect(form).toContainElement(alert);
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo('POST', '/api/login/login')[0]?.body).toEqual({ userName: 'ana@rede.test', password: 'errada1' });
  });

  it('returns a logged-out user to the earlier path after logging in', async () => {
    const admin = adminUser();
    api.on('POST', '/api/login/login', () => jsonResponse(admin));
    const { user, router } = renderApp('/companys?status=pending');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/companys?status=pending')}`);

    await user.type(await screen.findByLabelText(/^E-mail/), 'ana@rede.test');
    await user.type(screen.getByLabelText(/^Senha/), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/companys'));
    expect(router.state.location.search).toBe('?status=pending');
    expect(getStoredUser()?.token).toBe(admin.token);
    expect(await screen.findByRole('heading', { level: 1, name: /Empresas/ })).toBeInTheDocument();
  });

  it('goes to the dashboard when there is no earlier path', async () => {
    api.on('POST', '/api/login/login', () => jsonResponse(adminUser()));
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^E-mail/), 'ana@rede.test');
    await user.type(screen.getByLabelText(/^Senha/), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the welcome panel with the store badges beside the form only from the lg breakpoint', async () => {
    setViewportWidth(1266);
    renderApp('/login');
    const panel = await screen.findByRole('complementary', { name: 'Bem-vindo à Rede de Parceiros' });
    expect(panel).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('rel', 'noopener noreferrer');

    act(() => setViewportWidth(1265));
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});
