import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { randomCnpj } from './support/cnpj.ts';
import { appReady, path, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const api = async <T>(method: string, url: string, body?: unknown, token?: string): Promise<T> => {
  const response = await fetch(new URL(url, baseUrl), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/** The walk runs on a wide screen and on a phone (the address step, the stepper and the dialogs differ there). */
const DEVICES = [
  ['on a wide screen', {}],
  ['on a phone', { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(DEVICES)('company self-registration %s', (_label, device) => {
  it('registers through the four steps, logs in and sees it pending; once approved, a visitor finds it', async () => {
    const stamp = Date.now().toString(36);
    const name = `Baterias Registro ${stamp}`;
    const ownerEmail = `dono.${stamp}@exemplo.com.br`;
    const password = 'Senha#Forte1';

    const context = await newContext(browser, baseUrl, device);
    const page = await context.newPage();
    await page.goto('/company_register');
    await visible(page.getByText('Etapa 1/4'));
    expect(await page.locator('#register-website').getAttribute('tabindex')).toBe('-1');

    // step 1: store data
    await page.getByLabel(/^Nome da loja/).fill(name);
    await page.getByLabel(/^CNPJ/).pressSequentially(randomCnpj());
    await page.getByLabel(/^Razão social/).fill(`${name} Ltda`);
    await page.getByLabel(/^Telefone/).pressSequentially('1333334444');
    await page.getByLabel(/^Whatsapp/).pressSequentially('13988887777');
    await page.getByLabel(/^E-mail da loja/).fill(`loja.${stamp}@exemplo.com.br`);
    await page.getByRole('combobox', { name: /^Linhas de produtos/ }).click();
    await page.getByRole('option', { name: 'Moto' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Próximo' }).click();

    // step 2: address (typed: the postal-code service is offline in tests)
    await visible(page.getByText('Etapa 2/4'));
    await page.getByLabel(/^CEP/).pressSequentially('11900000');
    await page.getByLabel(/^Logradouro/).fill('Rua Tamekishi Takano');
    await page.getByLabel(/^Número/).fill('120');
    await page.getByLabel(/^Bairro/).fill('Centro');
    // the city is one of the state's municipalities: the state first, then the city chosen from its list
    await page.getByRole('combobox', { name: /^Estado/ }).click();
    await page.getByRole('option', { name: 'SP', exact: true }).click();
    await page.getByRole('combobox', { name: /^Cidade/ }).fill('Registro');
    await page.getByRole('option', { name: 'Registro', exact: true }).click();
    await page
      .getByLabel(/Latitude/)
      .first()
      .fill('-24.4875');
    await page
      .getByLabel(/Longitude/)
      .first()
      .fill('-47.8436');
    await page.getByRole('button', { name: 'Próximo' }).click();

    // step 3: opening hours (optional: Monday to Friday 08:00–18:00, Saturday 08:00–12:00 as offered)
    await visible(page.getByText('Etapa 3/4'));
    await page.getByRole('checkbox', { name: 'Informar horário de funcionamento' }).check();
    await page.getByRole('button', { name: 'Próximo' }).click();

    // step 4: administrator
    await visible(page.getByText('Etapa 4/4'));
    await page.getByLabel(/^Nome do administrador/).fill(`Dono ${stamp}`);
    await page.getByLabel(/^E-mail do administrador/).fill(ownerEmail);
    await page.getByLabel(/^Senha/).fill(password);
    await page.getByLabel(/^Confirmar senha/).fill(password);
    await visible(page.getByText('Forte'));
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    // the confirmation page (under review, answer by e-mail to the address given), then the partner area's login
    await visible(page.getByRole('heading', { level: 1, name: 'Cadastro realizado com sucesso!' }));
    await page.waitForURL(path('/company_register/success'));
    await visible(page.getByText(ownerEmail));
    await page.getByRole('link', { name: 'Acessar a área do parceiro' }).click();
    await page.waitForURL(path('/login'));

    // the new administrator logs in and sees the company pending
    await login(page, ownerEmail, password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/myCompanys');
    // a table row on a wide screen, a card (list item) on a phone
    const row = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: name });
    await visible(row);
    await visible(row.getByText('Pendente'));
    await context.close();

    // not public before approval
    const before = await api<{ total: number }>('GET', `/api/companys/listfiltred/open?uf=SP&city=Registro&searchTerm=${encodeURIComponent(name)}`);
    expect(before.total).toBe(0);

    // an administrator approves it
    const admin = await api<{ token: string }>('POST', '/api/login/login', { userName: adminEmail, password: adminPassword });
    const found = await api<{ data: { id: number; name: string; status: string }[] }>(
      'GET',
      `/api/companys?searchTerm=${encodeURIComponent(name)}`,
      undefined,
      admin.token,
    );
    const company = found.data.find((c) => c.name === name)!;
    expect(company.status).toBe('pending');
    await api('POST', '/api/companys/company/approve', { id: company.id }, admin.token);

    // a visitor finds it on the home filtered by its state and city
    const visitor = await newContext(browser, baseUrl, device);
    const home = await visitor.newPage();
    await home.goto('/');
    // the server-rendered select works through the app once hydrated (before, it belongs to the GET form)
    await appReady(home);
    await home.waitForLoadState('networkidle');
    await home.getByLabel('Estado', { exact: true }).selectOption('SP');
    await home.waitForURL(path('/sp'));
    await home.getByLabel('Cidade', { exact: true }).selectOption('Registro');
    await home.waitForURL(path('/sp/registro'));
    const card = home.locator(`article[data-partner-id="${company.id}"]`);
    await visible(card);
    await visible(card.getByText(name));
    await visible(card.getByText('Moto'));
    await visitor.close();
  });
});
