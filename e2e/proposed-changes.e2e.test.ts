import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { randomCnpj } from './support/cnpj.ts';
import { path, visible } from './support/expect.ts';

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

/** The store's name on its public page (the directory's own answer). */
const publicName = async (id: number): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/companys/company/partnerDetails/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }).name;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a partner's change to an approved store", () => {
  it('keeps the store public while the change waits; the inbox shows what changed and approving publishes it', { timeout: 180_000 }, async () => {
    const storeName = `Loja Proposta ${stamp}`;
    const ownerEmail = `dono.proposta.${stamp}@e2e.com.br`;
    const asAdmin = await apiAs(adminEmail, adminPassword);
    const store = await asAdmin<{ id: number }>('POST', '/companys', {
      company: {
        name: storeName,
        cnpj: randomCnpj(),
        razaoSocial: `${storeName} Ltda`,
        phone: '(11) 3333-4444',
        whatsapp: '(11) 98888-7777',
        email: `contato.proposta.${stamp}@e2e.com.br`,
        lines: [1],
        isAssistence: false,
        cep: '01310-100',
        addressPosition: { latitude: -23.5614, longitude: -46.6559 },
        logradouro: 'Avenida Paulista',
        numero: '300',
        neibor: 'Bela Vista',
        city: 'São Paulo',
        uf: 'SP',
        status: 'approved',
        adminName: 'Dono da Loja',
        adminEmail: ownerEmail,
        adminPassword: PASSWORD,
        adminPassword_confirm: PASSWORD,
      },
    });
    expect(await publicName(store.id)).toBe(storeName);

    // the partner's form says what saving an approved store does
    const ownerPage = await (await newContext(browser, baseUrl)).newPage();
    await login(ownerPage, ownerEmail, PASSWORD);
    await ownerPage.waitForURL(path('/dashboard'));
    await ownerPage.goto(`/myCompany/${store.id}`);
    await visible(ownerPage.getByText('A versão aprovada atual da empresa continua pública até que a alteração seja aprovada.', { exact: false }));

    // the partner proposes a new name (as their form sends it)
    const asOwner = await apiAs(ownerEmail, PASSWORD);
    const shown = await asOwner<Record<string, unknown> & { dtUpdate: string }>('GET', `/companys/companyUsers/companysByUser/${store.id}`);
    await asOwner('PUT', `/companys/companyUsers/companysByUser/${store.id}`, {
      company: { ...shown, expectedUpdatedAt: shown.dtUpdate, name: `${storeName} Nova` },
    });
    expect(await publicName(store.id)).toBe(storeName);
    await ownerPage.reload();
    await visible(ownerPage.getByText('Este formulário mostra a alteração que você enviou', { exact: false }));

    // the administrator's inbox: Pendente, the kind, and "O que mudou" in the details panel
    const adminPage = await (await newContext(browser, baseUrl)).newPage();
    await login(adminPage, adminEmail, adminPassword);
    await adminPage.waitForURL(path('/dashboard'));
    await adminPage.goto(`/companys?status=pending&searchTerm=${encodeURIComponent(storeName)}`);
    const row = adminPage.getByRole('row', { name: new RegExp(storeName) });
    await visible(row.getByText('Alteração de empresa aprovada'));
    await row.getByRole('button', { name: `Detalhes ${storeName}` }).click();
    const changes = adminPage.getByRole('region', { name: 'O que mudou' });
    await visible(changes.getByRole('rowheader', { name: 'Nome' }));
    await visible(changes.getByText(`${storeName} Nova`));
    await changes.getByRole('button', { name: 'Aprovar' }).click();
    await adminPage.getByRole('button', { name: 'Continuar' }).click();
    await visible(adminPage.getByText('Alteração aprovada e publicada.'));
    await expect.poll(() => publicName(store.id), { timeout: 15_000 }).toBe(`${storeName} Nova`);
  });
});
