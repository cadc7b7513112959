import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TLoggedUser } from '@rede/domain';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { companyUser, staffUser } from '@/testing/data-generators';
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
  api.on('POST', '/api/login/user-owner-items', () => jsonResponse({ data: [{ id: 10, name: 'Baterias Centro' }] }));
});

describe('my profile (settings/userdata)', () => {
  it('edits name and e-mail, shows type, role and company read-only, and refreshes the session', async () => {
    api.on('PUT', '/api/login/update-logged-user', ({ body }) => {
      const { token: _token, ...profile } = getStoredUser() as TLoggedUser;
      return jsonResponse({ ...profile, ...(body as { user: object }).user });
    });
    const { user: actor } = renderApp('/settings/userdata', { user: companyUser(['USER:LIST']) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Meu Perfil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo')).toHaveValue('Empresa');
    expect(screen.getByLabelText('Tipo')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Perfil de acesso')).toHaveValue('Loja');
    // inside the page (the top bar may have its own 'Empresa' selector)
    const main = within(document.querySelector('main') as HTMLElement);
    await waitFor(() => expect(main.getByLabelText('Empresa')).toHaveValue('Baterias Centro'));
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toHaveValue('Carlos da Loja'));

    await fill(actor, screen.getByLabelText(/^Nome/), 'Carlos Souza');
    await fill(actor, screen.getByLabelText(/^E-mail/), 'email-invalido');
    await actor.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    await fill(actor, screen.getByLabelText(/^E-mail/), 'carlos.souza@loja.test');
    await actor.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/login/update-logged-user')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/login/update-logged-user')[0]?.body).toEqual({
      user: { name: 'Carlos Souza', email: 'carlos.souza@loja.test' },
    });
    expect(await screen.findByText('Perfil salvo.')).toBeInTheDocument();
    await waitFor(() => expect(getStoredUser()?.name).toBe('Carlos Souza'));
    expect(getStoredUser()?.token).toBe('token-de-teste');
  }, 60_000);

  it("hides 'Excluir minha conta' from a user who may not delete themselves", async () => {
    renderApp('/settings/userdata', { user: staffUser(['COMPANY:LIST'], { canDeleteItself: false }) });
    await screen.findByRole('heading', { level: 2, name: 'Meu Perfil' });
    expect(screen.getByLabelText('Perfil de acesso')).toHaveValue('Suporte');
    expect(within(document.querySelector('main') as HTMLElement).getByLabelText('Empresa')).toHaveValue('—');
    expect(screen.queryByRole('button', { name: 'Excluir minha conta' })).not.toBeInTheDocument();
  });

  it("deletes the account after a confirmation and goes to /login with the session cleared", async () => {
    const browser = stubBrowser();
    api.on('POST', '/api/login/deleteItself', () => jsonResponse({ message: 'Conta excluída com sucesso.' }));
    const { user: actor } = renderApp('/settings/userdata', { user: companyUser(['USER:LIST']) });
    await actor.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir minha conta?' });
    await actor.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('POST', '/api/login/deleteItself')).toHaveLength(0);

    await actor.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    await actor.click(within(await screen.findByRole('alertdialog', { name: 'Excluir minha conta?' })).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/login'));
    expect(api.callsTo('POST', '/api/login/deleteItself')).toHaveLength(1);
    expect(getStoredUser()).toBeNull();
  });

  it("shows the server's refusal in the error dialog", async () => {
    api.on('POST', '/api/login/deleteItself', () => errorResponse(409, 'Não é possível excluir o último administrador do sistema.'));
    const { user: actor } = renderApp('/settings/userdata', { user: companyUser(['USER:LIST']) });
    await actor.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    await actor.click(within(await screen.findByRole('alertdialog', { name: 'Excluir minha conta?' })).getByRole('button', { name: 'Excluir' }));
    const error = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(error).getByText('Não é possível excluir o último administrador do sistema.')).toBeInTheDocument();
    expect(getStoredUser()).not.toBeNull();
  });
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
    await fillForm(actor, { old: 'errada1', password: 'Nova#Senha1', confirm: 'Nova#Senha2' });
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Forte');
    await actor.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senhas devem ser iguais')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/login/change-logged-user-password')).toHaveLength(0);

    await fill(actor, screen.getByLabelText(/^Confirmar nova senha/), 'Nova#Senha1');
    await actor.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Senha inválida');
    expect(screen.queryByRole('alertdialog', { name: 'Erro!' })).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/login/change-logged-user-password')[0]?.body).toEqual({
      oldPassword: 'errada1',
      password: 'Nova#Senha1',
      confirmPassword: 'Nova#Senha1',
    });
    expect(getStoredUser()?.token).toBe('token-de-teste');
  }, 60_000);

  it('keeps the user logged in with the new token and empties the form', async () => {
    const browser = stubBrowser();
    api.on('PUT', '/api/login/change-logged-user-password', () => jsonResponse({ ...(getStoredUser() as TLoggedUser), token: 'token-novo' }));
    const { user: actor, router } = renderApp('/settings/change-password', { user: companyUser(['USER:LIST']) });
    await screen.findByRole('heading', { level: 2, name: 'Segurança' });
    await fillForm(actor, { old: 'parceiro123', password: 'Nova#Senha1', confirm: 'Nova#Senha1' });
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
