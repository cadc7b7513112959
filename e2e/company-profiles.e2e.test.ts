import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { randomCnpj } from './support/cnpj.ts';
import { absent, path, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

/** Unique names: the server is shared by every e2e file. */
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = 'Girassol#123';

/** The API as a user (setting up data the test needs but does not test). */
const apiAs = async (email: string, password: string) => {
  const res = await fetch(`${baseUrl}/api/login/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: email, password }),
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a partner's own access profiles", () => {
  it("a partner creates 'Vendedor da loja' without the company's keys; that employee sees the store but cannot change it or add one", async () => {
    const storeName = `Loja Perfis ${stamp}`;
    const ownerEmail = `dono.perfis.${stamp}@e2e.com.br`;
    const sellerEmail = `vendedor.perfis.${stamp}@e2e.com.br`;
    const roleName = `Vendedor da loja ${stamp}`;
    const asAdmin = await apiAs(adminEmail, adminPassword);
    await asAdmin('POST', '/companys', {
      company: {
        name: storeName,
        cnpj: randomCnpj(),
        razaoSocial: `${storeName} Ltda`,
        phone: '(11) 3333-4444',
        whatsapp: '(11) 98888-7777',
        email: `contato.perfis.${stamp}@e2e.com.br`,
        lines: [1],
        isAssistence: false,
        cep: '01310-100',
        addressPosition: { latitude: -23.5614, longitude: -46.6559 },
        logradouro: 'Avenida Paulista',
        numero: '200',
        neibor: 'Bela Vista',
        city: 'São Paulo',
        uf: 'SP',
        adminName: 'Dona da Loja',
        adminEmail: ownerEmail,
        adminPassword: PASSWORD,
        adminPassword_confirm: PASSWORD,
      },
    });

    // the owner: may add and change companies, and creates the seller's profile with product lines only
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await login(page, ownerEmail, PASSWORD);
    await page.waitForURL(path('/dashboard'));
    await page.goto('/myCompanys');
    await visible(page.getByRole('cell', { name: storeName }));
    await visible(page.getByRole('link', { name: 'Adicionar' }));
    await visible(page.getByRole('link', { name: `Editar ${storeName}` }));

    await page.goto('/settings/role');
    await visible(page.getByText('Etapa 1/2'));
    await page.getByRole('textbox', { name: /^Nome/ }).fill(roleName);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await visible(page.getByText('Etapa 2/2'));
    const matrix = page.getByRole('table', { name: /Acessos do perfil/ });
    await visible(matrix.getByRole('rowheader', { name: 'Minhas empresas' }));
    await absent(matrix.getByRole('checkbox', { name: 'Minhas empresas: Visualizar', exact: true }));
    await visible(matrix.getByRole('checkbox', { name: 'Minhas empresas: Alterar', exact: true }));
    for (const action of ['Visualizar', 'Alterar', 'Cadastrar']) {
      await matrix.getByRole('checkbox', { name: `Minhas linhas de produtos: ${action}`, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(path('/settings/roles'));

    // the employee holding it (set up through the owner's API: the user form is covered elsewhere)
    const asOwner = await apiAs(ownerEmail, PASSWORD);
    const { data: roles } = await asOwner<{ data: { id: number; name: string; permissions: string[] }[] }>(
      'GET',
      `/roles?searchTerm=${encodeURIComponent(roleName)}`,
    );
    expect(roles.map((r) => r.permissions)).toEqual([['COMPANYLINE:LIST', 'COMPANYLINE:UPDATE', 'COMPANYLINE:CREATE']]);
    await asOwner('POST', '/users', {
      user: { name: `Vendedor ${stamp}`, type: 'company', email: sellerEmail, password: PASSWORD, password_confirm: PASSWORD, roleId: roles[0]!.id },
    });
    await page.getByRole('button', { name: /perfil/i }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(path('/login'));

    // the employee: sees the store, no Adicionar, no Editar; the new-company form is refused
    await login(page, sellerEmail, PASSWORD);
    await page.waitForURL(path('/dashboard'));
    await page.goto('/myCompanys');
    await visible(page.getByRole('cell', { name: storeName }));
    await absent(page.getByRole('link', { name: 'Adicionar' }));
    await absent(page.getByRole('link', { name: `Editar ${storeName}` }));
    await page.goto('/myCompany');
    await visible(page.getByText('Acesso negado'));
    await context.close();
  });
});
