import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, type TLoggedUser } from '@rede/domain';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, companyUser, staffUser } from '@/testing/data-generators';
import { getStoredUser } from '@/lib/session';
import { renderApp, stubBrowser } from '@/testing/test-utils';

type TActor = ReturnType<typeof renderApp>['user'];

const fill = async (actor: TActor, element: HTMLElement, text: string) => {
  await actor.clear(element);
  await actor.click(element);
  await actor.paste(text);
};

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  api.on('POST', '/api/login/user-owner-items', () => jsonResponse([{ id: 10, name: 'Baterias Centro' }]));
});

describe('my profile (settings/userdata)', () => {
  it('edits the name, shows type, role, company and the login e-mail read-only, and refreshes the session', async () => {
    api.on('PUT', '/api/login/update-logged-user', ({ body }) => {
      const { token: _token, ...profile } = getStoredUser() as TLoggedUser;
      return jsonResponse({ ...profile, ...(body as { user: object }).user });
    });
    const { user: actor } = renderApp('/settings/userdata', { user: companyUser(['USER:LIST']) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Meu Perfil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo')).toHaveValue('Empresa');
    expect(screen.getByLabelText('Tipo')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Perfil de acesso')).toHaveValue('Loja');
    expect(screen.getByLabelText('E-mail atual')).toHaveValue('carlos@loja.test');
    expect(screen.getByLabelText('E-mail atual')).toHaveAttribute('readonly');
    // inside the page (the top bar may have its own 'Empresa' selector)
    const main = within(document.querySelector('main') as HTMLElement);
    await waitFor(() => expect(main.getByLabelText('Empresa')).toHaveValue('Baterias Centro'));
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toHaveValue('Carlos da Loja'));

    await fill(actor, screen.getByLabelText(/^Nome/), 'Carlos Souza');
    await actor.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/login/update-logged-user')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/login/update-logged-user')[0]?.body).toEqual({ user: { name: 'Carlos Souza' } });
    expect(await screen.findByText('Perfil salvo.')).toBeInTheDocument();
    await waitFor(() => expect(getStoredUser()?.name).toBe('Carlos Souza'));
    expect(getStoredUser()?.token).toBe('token-de-teste');
  }, 60_000);

  it('changes the login e-mail with the current password and the code sent to the new address', async () => {
    api.on('POST', '/api/login/send-email-change-code', ({ body }) => {
      const { email, password } = (body as { emailChange: { email: string; password: string } }).emailChange;
      if (password !== 'Girassol#2026') {
        return jsonResponse(
          { statusCode: 403, error: 'Forbidden', message: 'Senha inválida', additionalData: { 'emailChange.password': 'Senha inválida' } },
          403,
        );
      }
      return jsonResponse({
        message: `Enviamos um código de confirmação para ${email}. Digite-o abaixo para concluir a troca.`,
        email,
        expiresAt: new Date().toISOString(),
      });
    });
    api.on('POST', '/api/login/confirm-email-change', ({ body }) => {
      if ((body as { emailChange: { code: string } }).emailChange.code !== '123456') {
        return jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Código inválido ou expirado.',
            additionalData: { 'emailChange.code': 'Código inválido ou expirado.' },
          },
          400,
        );
      }
      const { token: _token, ...profile } = getStoredUser() as TLoggedUser;
      return jsonResponse({ ...profile, email: 'carlos.novo@loja.test' });
    });
    const { user: actor } = renderApp('/settings/userdata', { user: companyUser(['USER:LIST']) });
    await actor.click(await screen.findByRole('button', { name: 'Alterar e-mail' }));
    // The domain's rules before sending.
    await fill(actor, screen.getByLabelText(/^Novo e-mail/), 'carlos.novo');
    await actor.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/login/send-email-change-code')).toHaveLength(0);
    await fill(actor, screen.getByLabelText(/^Novo e-mail/), 'carlos.novo@loja.test');
    await fill(actor, screen.getByLabelText(/^Senha atual/), 'errada-1');
    await actor.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Senha inválida')).toBeInTheDocument();
    await fill(actor, screen.getByLabelText(/^Senha atual/), 'Girassol#2026');
    await actor.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText(/Enviamos um código de confirmação para carlos.novo@loja.test/)).toBeInTheDocument();
    expect(getStoredUser()?.email).toBe('carlos@loja.test');

    await fill(actor, screen.getByLabelText(/^Código recebido/), '654321');
    await actor.click(screen.getByRole('button', { name: 'Confirmar novo e-mail' }));
    expect(await screen.findByText('Código inválido ou expirado.')).toBeInTheDocument();
    await fill(actor, screen.getByLabelText(/^Código recebido/), '123456');
    await actor.click(screen.getByRole('button', { name: 'Confirmar novo e-mail' }));
    expect(await screen.findByText(/E-mail alterado com sucesso/)).toBeInTheDocument();
    await waitFor(() => expect(getStoredUser()?.email).toBe('carlos.novo@loja.test'));
    expect(getStoredUser()?.token).toBe('token-de-teste');
    await waitFor(() => expect(screen.getByLabelText('E-mail atual')).toHaveValue('carlos.novo@loja.test'));
  }, 60_000);

  it("hides 'Excluir minha conta' from a user who may not delete themselves", async () => {
    renderApp('/settings/userdata', { user: staffUser(['COMPANY:LIST'], { canDeleteItself: false }) });
    await screen.findByRole('heading', { level: 2, name: 'Meu Perfil' });
    expect(screen.getByLabelText('Perfil de acesso')).toHaveValue('Suporte');
    expect(within(document.querySelector('main') as HTMLElement).getByLabelText('Empresa')).toHaveValue('—');
    expect(screen.queryByRole('button', { name: 'Excluir minha conta' })).not.toBeInTheDocument();
  });

  it('deletes the account with the current password, asked in a dialog, and goes to /login with the session cleared', async () => {
    const browser = stubBrowser();
    let release: () => void = () => undefined;
    api.on('POST', '/api/login/deleteItself', ({ body }) => {
      if ((body as { account: { password: string } }).account.password !== 'Girassol#2026') {
        return jsonResponse(
          { statusCode: 403, error: 'Forbidden', message: 'Senha inválida', additionalData: { 'account.password': 'Senha inválida' } },
          403,
        );
      }
      return new Promise<Response>((resolve) => {
        release = () => resolve(jsonResponse({ message: 'Conta excluída com sucesso.' }));
      });
    });
    const { user: actor } = renderApp('/settings/userdata', { user: companyUser(['USER:LIST']) });
    await actor.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    let dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta?' });
    await actor.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir minha conta?' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/login/deleteItself')).toHaveLength(0);

    await actor.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta?' });
    const password = within(dialog).getByLabelText(/^Senha atual/);
    expect(password).toHaveAttribute('type', 'password');
    // The password is required before anything is sent.
    await actor.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Campo obrigatório'));
    expect(api.callsTo('POST', '/api/login/deleteItself')).toHaveLength(0);
    // A wrong password (sent with Enter): the server's message under the field, nothing else happens.
    await fill(actor, password, 'errada-1');
    await actor.keyboard('{Enter}');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Senha inválida'));
    expect(api.callsTo('POST', '/api/login/deleteItself')[0]?.body).toEqual({ account: { password: 'errada-1' } });
    expect(getStoredUser()).not.toBeNull();
    expect(browser.assign).not.toHaveBeenCalled();

    await fill(actor, password, 'Girassol#2026');
    await actor.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/api/login/deleteItself')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/login/deleteItself')[1]?.body).toEqual({ account: { password: 'Girassol#2026' } });
    // While it runs, it cannot be sent twice.
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await actor.keyboard('{Enter}');
    expect(api.callsTo('POST', '/api/login/deleteItself')).toHaveLength(2);
    act(() => release());
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/login'));
    expect(getStoredUser()).toBeNull();
  }, 60_000);

  it("shows the server's other refusals inside the dialog and deletes nothing", async () => {
    api.on('POST', '/api/login/deleteItself', () => errorResponse(409, 'Não é possível excluir o último administrador do sistema.'));
    const { user: actor } = renderApp('/settings/userdata', { user: companyUser(['USER:LIST']) });
    await actor.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta?' });
    await fill(actor, within(dialog).getByLabelText(/^Senha atual/), 'Girassol#2026');
    await actor.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Não é possível excluir o último administrador do sistema.');
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeEnabled();
    expect(getStoredUser()).not.toBeNull();
  }, 60_000);
});

describe('change password (settings/change-password)', () => {
  const fillForm = async (actor: TActor, { old, password, confirm }: { old: string; password: string; confirm: string }) => {
    await fill(actor, screen.getByLabelText(/^Senha atual/), old);
    await fill(actor, screen.getByLabelText(/^Nova senha/), password);
    await fill(actor, screen.getByLabelText(/^Confirmar nova senha/), confirm);
  };

  it("checks the confirmation, shows the strength and 'Senha inválida' under the form on a 403", async () => {
    api.on('PUT', '/api/login/change-logged-user-password', () =>
      jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'Senha inválida', additionalData: { oldPassword: 'Senha inválida' } }, 403),
    );
    const { user: actor } = renderApp('/settings/change-password', { user: companyUser(['USER:LIST']) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Segurança' })).toBeInTheDocument();
    await fillForm(actor, { old: 'errada1', password: 'Girassol#2026', confirm: 'Girassol#2027' });
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Forte');
    await actor.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senhas devem ser iguais')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/login/change-logged-user-password')).toHaveLength(0);

    await fill(actor, screen.getByLabelText(/^Confirmar nova senha/), 'Girassol#2026');
    await actor.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Senha inválida');
    expect(screen.queryByRole('alertdialog', { name: 'Erro!' })).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/login/change-logged-user-password')[0]?.body).toEqual({
      oldPassword: 'errada1',
      password: 'Girassol#2026',
      confirmPassword: 'Girassol#2026',
    });
    expect(getStoredUser()?.token).toBe('token-de-teste');
  }, 60_000);

  it('keeps the user logged in with the new token and empties the form', async () => {
    const browser = stubBrowser();
    api.on('PUT', '/api/login/change-logged-user-password', () => jsonResponse({ ...(getStoredUser() as TLoggedUser), token: 'token-novo' }));
    const { user: actor, router } = renderApp('/settings/change-password', { user: companyUser(['USER:LIST']) });
    await screen.findByRole('heading', { level: 2, name: 'Segurança' });
    await fillForm(actor, { old: 'parceiro123', password: 'Girassol#2026', confirm: 'Girassol#2026' });
    await actor.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada com sucesso')).toBeInTheDocument();
    expect(getStoredUser()?.token).toBe('token-novo');
    await waitFor(() => expect(screen.getByLabelText(/^Senha atual/)).toHaveValue(''));
    expect(router.state.location.pathname).toBe('/settings/change-password');
    expect(browser.reload).not.toHaveBeenCalled();
    // the next call carries the new token
    await actor.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findAllByText('Campo obrigatório')).not.toHaveLength(0);
  }, 60_000);
});

describe('must change the password', () => {
  it('opens settings/change-password before anything else, says why, applies the policy, then goes on to the page asked for', async () => {
    api.on('PUT', '/api/login/change-logged-user-password', () =>
      jsonResponse({ ...(getStoredUser() as TLoggedUser), mustChangePassword: false, token: 'token-novo' }),
    );
    const { user: actor, router } = renderApp('/companys', { user: adminUser({ email: 'admin@rede.test', mustChangePassword: true }) });
    expect(await screen.findByText('Defina uma nova senha para continuar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/change-password');
    expect(router.state.location.search).toBe('?redirectTo=%2Fcompanys');
    // Any other back-office path comes back here.
    await act(() => router.navigate('/settings/userdata?aba=1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/change-password'));

    await fill(actor, screen.getByLabelText(/^Senha atual/), 'admin123');
    for (const [password, message] of [
      ['abc1234', 'Mínimo 8 caracteres'],
      ['password1', 'Senha muito comum. Escolha uma senha mais difícil de adivinhar.'],
      ['Admin#2026x', 'A senha não pode conter o e-mail nem parte dele.'],
    ] as const) {
      await fill(actor, screen.getByLabelText(/^Nova senha/), password);
      await fill(actor, screen.getByLabelText(/^Confirmar nova senha/), password);
      await actor.click(screen.getByRole('button', { name: 'Alterar senha' }));
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    expect(api.callsTo('PUT', '/api/login/change-logged-user-password')).toHaveLength(0);
    await fill(actor, screen.getByLabelText(/^Nova senha/), 'Girassol#2026');
    await fill(actor, screen.getByLabelText(/^Confirmar nova senha/), 'Girassol#2026');
    await actor.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/settings/userdata?aba=1'));
    expect(getStoredUser()).toMatchObject({ mustChangePassword: false, token: 'token-novo' });
  }, 60_000);

  it('names the rule a new password broke when the server refuses it, then returns to the URL that was open (query included)', async () => {
    let calls = 0;
    api.on('PUT', '/api/login/change-logged-user-password', () =>
      ++calls === 1
        ? errorResponse(400, MESSAGES.errors.missingFields, { password: MESSAGES.validation.passwordContainsEmail })
        : jsonResponse({ ...(getStoredUser() as TLoggedUser), mustChangePassword: false, token: 'token-novo' }),
    );
    const { user: actor, router } = renderApp('/companys?status=pending', {
      user: adminUser({ email: 'admin@rede.test', mustChangePassword: true }),
    });
    expect(await screen.findByText('Defina uma nova senha para continuar')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/companys?status=pending')}`);
    await fill(actor, screen.getByLabelText(/^Senha atual/), 'admin123');
    await fill(actor, screen.getByLabelText(/^Nova senha/), 'Girassol#2026');
    await fill(actor, screen.getByLabelText(/^Confirmar nova senha/), 'Girassol#2026');
    await actor.click(screen.getByRole('button', { name: 'Alterar senha' }));
    // The policy's own message under the form: not 'Senha inválida', not 'Campos Obrigatórios: …' in a dialog.
    const rule = await screen.findByText(MESSAGES.validation.passwordContainsEmail);
    expect(rule.closest('[role="alert"]')).toHaveTextContent(/^A senha não pode conter o e-mail nem parte dele\.$/);
    expect(screen.queryByText(MESSAGES.validation.password)).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/change-password');

    await fill(actor, screen.getByLabelText(/^Nova senha/), 'Girassol#2027');
    await fill(actor, screen.getByLabelText(/^Confirmar nova senha/), 'Girassol#2027');
    await actor.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/companys?status=pending'));
    expect(getStoredUser()).toMatchObject({ mustChangePassword: false, token: 'token-novo' });
  }, 60_000);

  it("the API's 403 PASSWORD_CHANGE_REQUIRED (a session the browser thought fine) opens the change screen, then the page again", async () => {
    api.on('GET', '/api/users', () =>
      getStoredUser()?.token === 'token-novo'
        ? jsonResponse({ data: [], total: 0 })
        : jsonResponse(
            {
              statusCode: 403,
              error: 'Forbidden',
              message: 'Troque a sua senha para continuar.',
              additionalData: null,
              code: 'PASSWORD_CHANGE_REQUIRED',
            },
            403,
          ),
    );
    api.on('PUT', '/api/login/change-logged-user-password', () =>
      jsonResponse({ ...(getStoredUser() as TLoggedUser), mustChangePassword: false, token: 'token-novo' }),
    );
    const { user: actor, router } = renderApp('/settings/users', { user: adminUser({ email: 'admin@rede.test', mustChangePassword: false }) });
    expect(await screen.findByText('Defina uma nova senha para continuar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/change-password');
    expect(router.state.location.search).toBe('?redirectTo=%2Fsettings%2Fusers');
    await fill(actor, screen.getByLabelText(/^Senha atual/), 'Provisoria#2026');
    await fill(actor, screen.getByLabelText(/^Nova senha/), 'Girassol#2026');
    await fill(actor, screen.getByLabelText(/^Confirmar nova senha/), 'Girassol#2026');
    await actor.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/users'));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/users').some((call) => call.headers.get('Authorization') === 'Bearer token-novo')).toBe(true),
    );
    expect(screen.queryByText('Defina uma nova senha para continuar')).not.toBeInTheDocument();
  }, 60_000);
});
