import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { advanceTimers, currentOrPendingPath, renderApp } from '@/testing/test-utils';

const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

describe('forgot password → code verification → reset password', () => {
  let api: TFakeApi;
  beforeEach(() => {
    api = createFakeApi();
  });

  it("forgot password: shows the spam hint, then 'E-mail enviado!' and goes to code verification after exactly 1.5 s", async () => {
    api.on('POST', '/api/login/send-reset-password-code', () => jsonResponse({ message: 'ok' }));
    const { user, router } = renderApp('/forgot-password');
    expect(await screen.findByText(/Verifique também a caixa de spam/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), 'Ana@Rede.test');

    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    // the answer arrives through promises only (no time passes): flush them until it shows (a busy machine needs more turns)
    for (let turn = 0; turn < 50 && !screen.queryByText('E-mail enviado!'); turn++) await advanceTimers(0);
    expect(screen.getByText('E-mail enviado!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/login/send-reset-password-code')[0]?.body).toEqual({ email: 'ana@rede.test' });

    await advanceTimers(1499);
    expect(currentOrPendingPath(router)).toBe('/forgot-password');
    await advanceTimers(1);
    expect(currentOrPendingPath(router)).toBe('/code-verification');
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.search).toBe('?email=ana%40rede.test'));
    // the router's location changes before React shows the new screen (a transition): wait for the code screen's field
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@rede.test'));
  });

  it('forgot password: shows the server message under the form and stays', async () => {
    api.on('POST', '/api/login/send-reset-password-code', () => errorResponse(429, 'Muitas tentativas. Tente novamente em cerca de 1 minuto.'));
    const { user, router } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^E-mail/), 'ana@rede.test');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Tente novamente em cerca de 1 minuto.');
    expect(screen.queryByText('E-mail enviado!')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it("code verification: 6-digit code, Continuar checks it and opens the reset; 'Reenviar código' goes back", async () => {
    api.on('POST', '/api/login/check-reset-password-code', ({ body }) => jsonResponse({ correct: (body as { code: string }).code === '123456' }));
    const { user, router } = renderApp('/code-verification?email=ana%40rede.test');
    const code = await screen.findByLabelText(/^Código/);
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@rede.test');
    expect(screen.getByRole('link', { name: 'Reenviar código' })).toHaveAttribute('href', '/forgot-password?email=ana%40rede.test');

    await user.type(code, '12a34567');
    expect(code).toHaveValue('123456');
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido ou expirado.');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(router.state.location.search).toBe('?email=ana%40rede.test&code=123456');
    expect(api.callsTo('POST', '/api/login/check-reset-password-code').at(-1)?.body).toEqual({ email: 'ana@rede.test', code: '123456' });
  });

  it('code verification: the e-mail is blank when missing and a short code is refused before calling the server', async () => {
    const { user } = renderApp('/code-verification');
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@rede.test');
    await user.type(screen.getByLabelText(/^Código/), '123');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Código inválido')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/login/check-reset-password-code')).toHaveLength(0);
  });

  it('reset password renders nothing when the e-mail or the code is missing', async () => {
    const full = '?email=ana%40rede.test&code=123456';
    const { router } = renderApp(`/reset-password${full}`);
    // positive sentinel: the route's module is loaded and shows its form when both are present
    expect(await screen.findByRole('heading', { name: 'Redefinir senha' })).toBeInTheDocument();
    for (const missing of ['?email=ana%40rede.test', '?code=123456']) {
      await act(() => router.navigate(`/reset-password${missing}`));
      expect(router.state.location.search).toBe(missing);
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/^Nova senha/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Alterar senha' })).not.toBeInTheDocument();
      // and the same route shows the form again once both are back
      await act(() => router.navigate(`/reset-password${full}`));
      expect(screen.getByRole('heading', { name: 'Redefinir senha' })).toBeInTheDocument();
    }
  });

  it("reset password: confirmation must match ('As senha devem ser iguais'); success shows 'Senha alterada com sucesso' and goes to login after 1.5 s", async () => {
    api.on('POST', '/api/login/reset-password-with-code', () => jsonResponse(undefined, 204));
    const { user, router } = renderApp('/reset-password?email=ana%40rede.test&code=123456');
    const password = await screen.findByLabelText(/^Nova senha/);
    await user.type(password, 'Segura#2026');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Outra#2026');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('As senha devem ser iguais')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/login/reset-password-with-code')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Confirme a nova senha/));
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Segura#2026');
    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await advanceTimers(0);
    await advanceTimers(0);
    expect(screen.getByText('Senha alterada com sucesso')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/login/reset-password-with-code')[0]?.body).toMatchObject({
      email: 'ana@rede.test',
      code: '123456',
      newPassword: 'Segura#2026',
    });
    await advanceTimers(1499);
    expect(currentOrPendingPath(router)).toBe('/reset-password');
    await advanceTimers(1);
    expect(currentOrPendingPath(router)).toBe('/login');
  });
});
