import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { absent, path, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

/** Unique names: the server is shared by every e2e file. */
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Picks an option of a select (MUI select or autocomplete) by its accessible names. */
const choose = async (page: Page, field: RegExp, option: string, typeText?: string) => {
  const combobox = page.getByRole('combobox', { name: field });
  await combobox.click();
  if (typeText) await combobox.fill(typeText);
  await page.getByRole('option', { name: option, exact: true }).click();
};

const logout = async (page: Page) => {
  await page.getByRole('button', { name: /perfil/i }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL(path('/login'));
  await page.waitForLoadState('load');
};

/** The API with the administrator's token (setting up data a test needs but does not test). */
const adminApi = async () => {
  const res = await fetch(`${baseUrl}/api/login/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: adminEmail, password: adminPassword }),
  });
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(answer.status, `${method} ${url}: ${await answer.clone().text()}`).toBeLessThan(300);
    return (await answer.json()) as T;
  };
};

describe('access profiles', () => {
  it('an administrator creates a role with only COMPANY:LIST and a user with it, who then sees exactly what the role allows', async () => {
    const roleName = `Consulta de empresas ${stamp}`;
    const userName = `Consulta ${stamp}`;
    const email = `consulta.${stamp}@e2e.rededeparceiros.com.br`;
    const password = 'Leitura#2026'; // not containing the e-mail (consulta.…): the password policy

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await login(page, adminEmail, adminPassword);
    await page.waitForURL(path('/dashboard'));

    // the role: Perfís de Acesso → Adicionar, two steps
    await page.goto('/settings/roles');
    await page.getByRole('link', { name: 'Adicionar' }).click();
    await page.waitForURL(path('/settings/role'));
    await visible(page.getByText('Etapa 1/2'));
    await page.getByRole('textbox', { name: /^Nome/ }).fill(roleName);
    await choose(page, /^Tipo/, 'Administrador');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await visible(page.getByText('Etapa 2/2'));
    const matrix = page.getByRole('table', { name: /Acessos do perfil/ });
    await visible(matrix.getByRole('rowheader', { name: 'Empresas' }));
    await matrix.getByRole('checkbox', { name: 'Empresas: Visualizar', exact: true }).check();
    await visible(page.getByText('1 de 37 acessos selecionados'));
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(path('/settings/roles'));
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(roleName);
    await visible(page.getByRole('cell', { name: roleName }));

    // the user: type admin, with that role
    await page.goto('/settings/user');
    await visible(page.getByText('Etapa 1/2'));
    await page.getByRole('textbox', { name: /^Nome/ }).fill(userName);
    await choose(page, /^Tipo/, 'Administrador');
    await choose(page, /^Perfil de acesso/, roleName, stamp);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await visible(page.getByText('Etapa 2/2'));
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByLabel(/^Senha/).fill(password);
    await page.getByLabel(/^Confirmar senha/).fill(password);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(path('/settings/users'));
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(email);
    const row = page.getByRole('row', { name: new RegExp(userName) });
    await visible(row.getByText(roleName));
    await logout(page);

    // that user: the menus and buttons COMPANY:LIST allows, nothing else
    await login(page, email, password);
    await page.waitForURL(path('/dashboard'));
    const nav = page.getByRole('navigation', { name: /menu/i });
    await visible(nav.getByText('Empresas', { exact: true }));
    await absent(nav.getByText('Linhas de produtos', { exact: true }));
    await absent(nav.getByText('Banners', { exact: true }));
    await absent(nav.getByText('Notificações', { exact: true }));
    await absent(nav.getByText('Minhas Empresas', { exact: true }));

    await page.getByRole('button', { name: /perfil/i }).click();
    const profileMenu = page.getByRole('menu');
    await visible(profileMenu.getByText(email));
    await visible(page.getByRole('menuitem', { name: 'Meu Perfil' }));
    await visible(page.getByRole('menuitem', { name: 'Segurança' }));
    await absent(page.getByRole('menuitem', { name: 'Usuários' }));
    await absent(page.getByRole('menuitem', { name: 'Perfís de Acesso' }));
    await page.keyboard.press('Escape');

    // the company list opens, without Add (COMPANY:CREATE is not in the role)
    await nav.getByText('Empresas', { exact: true }).click();
    await page.waitForURL(path('/companys'));
    await visible(page.getByRole('table').or(page.getByText(/Em construção/)));
    expect(await page.getByRole('link', { name: 'Adicionar' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Adicionar' }).count()).toBe(0);

    // the routes of other features are refused
    for (const refused of ['/lines', '/banners', '/settings/users', '/settings/roles']) {
      await page.goto(refused);
      await visible(page.getByText('Acesso negado'));
    }
    await context.close();
  });
});

describe('security (settings/change-password)', () => {
  it('a user changes their own password and logs in with the new one', async () => {
    const email = `seguranca.${stamp}@e2e.rededeparceiros.com.br`;
    const oldPassword = 'Antiga#2026';
    const newPassword = 'Girassol#2027';
    const call = await adminApi();
    const role = await call<{ id: number }>('POST', '/roles', {
      role: { name: `Segurança ${stamp}`, type: 'admin', permissions: ['COMPANY:LIST'] },
    });
    await call('POST', '/users', {
      user: { name: `Segurança ${stamp}`, type: 'admin', roleId: role.id, email, password: oldPassword, password_confirm: oldPassword },
    });

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await login(page, email, oldPassword);
    await page.waitForURL(path('/dashboard'));
    await page.getByRole('button', { name: /perfil/i }).click();
    await page.getByRole('menuitem', { name: 'Segurança' }).click();
    await page.waitForURL(path('/settings/change-password'));

    // a wrong current password: 'Senha inválida' under the form
    await page.getByLabel(/^Senha atual/).fill('nao-e-esta');
    await page.getByLabel(/^Nova senha/).fill(newPassword);
    await visible(page.getByText('Forte', { exact: true }));
    await page.getByLabel(/^Confirmar nova senha/).fill(newPassword);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Senha inválida' }));

    await page.getByLabel(/^Senha atual/).fill(oldPassword);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await visible(page.getByText('Senha alterada com sucesso'));

    // still logged in (the answer's new token), also after a reload
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Segurança' }));
    expect(new URL(page.url()).pathname).toBe('/settings/change-password');
    await logout(page);

    await login(page, email, oldPassword);
    await visible(page.getByRole('alert'));
    expect(new URL(page.url()).pathname).toBe('/login');
    await login(page, email, newPassword);
    await page.waitForURL(path('/dashboard'));
    await context.close();
  });
});
