import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getStoredUser } from '@/lib/session';
import { adminUser } from '@/testing/data-generators';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/test-utils';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const INFO = { name: 'Dona Maria', email: 'maria@loja.test', companyName: 'Baterias Centro', expiresAt: '2030-03-08T12:00:00.000Z' };
const INVALID = 'Convite inválido, expirado ou já usado. Peça um novo convite a quem o enviou.';

describe('the invitation page (convite)', () => {
  let api: TFakeApi;
  beforeEach(() => {
    api = createFakeApi();
  });

  it('takes the token out of the address, sends it only in POST bodies, applies the policy, and logs the person in', async () => {
    api.on('POST', '/api/invitations/read', ({ body }) =>
      (body as { token: string }).token === TOKEN ? jsonResponse(INFO) : errorResponse(400, INVALID, { token: INVALID }),
    );
    api.on('POST', '/api/invitations/accept', ({ body }) => {
      const { token, password, confirmPassword } = body as Record<string, string>;
      if (token !== TOKEN || password !== 'Girafa#Verde-2026' || confirmPassword !== password) return errorResponse(400, INVALID);
      return jsonResponse({ ...adminUser({ email: INFO.email, name: INFO.name, mustChangePassword: false }), token: 'token-convite' });
    });
    const { user, router } = renderApp(`/convite#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aceitar convite' })).toBeInTheDocument();
    expect(await screen.findByText(/Você foi convidado para administrar a empresa Baterias Centro/)).toBeInTheDocument();
    expect(screen.getByText('maria@loja.test')).toBeInTheDocument();
    // the token left the address (and never was in a URL the API saw)
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(window.location.href).not.toContain(TOKEN);
    expect(api.calls.every((call) => !call.search.includes(TOKEN) && !call.path.includes(TOKEN))).toBe(true);
    expect(api.callsTo('POST', '/api/invitations/read')[0]?.body).toEqual({ token: TOKEN });

    const password = screen.getByLabelText(/^Senha/);
    const confirm = screen.getByLabelText(/^Confirme a senha/);
    for (const [value, message] of [
      ['senha123', 'Senha muito comum. Escolha uma senha mais difícil de adivinhar.'],
      ['maria#Forte-2026', 'A senha não pode conter o e-mail nem parte dele.'],
    ] as const) {
      await user.clear(password);
      await user.type(password, value);
      await user.clear(confirm);
      await user.type(confirm, value);
      await user.click(screen.getByRole('button', { name: 'Aceitar convite e entrar' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.clear(password);
    await user.type(password, 'Girafa#Verde-2026');
    await user.clear(confirm);
    await user.type(confirm, 'Outra#Senha-2026');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite e entrar' }));
    expect(await screen.findByText('Senhas devem ser iguais')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/invitations/accept')).toHaveLength(0);

    await user.clear(confirm);
    await user.type(confirm, 'Girafa#Verde-2026');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite e entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST', '/api/invitations/accept')[0]?.body).toEqual({
      token: TOKEN,
      password: 'Girafa#Verde-2026',
      confirmPassword: 'Girafa#Verde-2026',
    });
    expect(getStoredUser()).toMatchObject({ email: INFO.email, token: 'token-convite' });
  }, 60_000);

  it('an invalid, used or expired link says so and points to the login', async () => {
    api.on('POST', '/api/invitations/read', () => errorResponse(400, INVALID, { token: INVALID }));
    renderApp(`/convite#token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/^Senha/)).not.toBeInTheDocument();
  });

  it('without a token asks for the e-mail link again, without calling the API', async () => {
    renderApp('/convite');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este endereço não traz um convite.');
    expect(api.callsTo('POST', '/api/invitations/read')).toHaveLength(0);
  });
});
