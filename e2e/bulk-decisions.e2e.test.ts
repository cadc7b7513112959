import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { randomCnpj } from './support/cnpj.ts';
import { path, visible } from './support/expect.ts';
import { waitForMail } from './support/mail.ts';

const baseUrl = inject('baseUrl');
const mailFile = inject('mailFile');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const stamp = `${Date.now()}`.slice(-8);

/** The API as the logged page calls it (token from the stored session). */
const apiCall = <T>(page: Page, method: string, url: string, body?: unknown): Promise<T> =>
  page.evaluate(
    async ({ method, url, body }) => {
      const stored = JSON.parse(window.localStorage.getItem('rede.user') ?? '{}') as { token?: string };
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${stored.token ?? ''}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as unknown;
    },
    { method, url, body },
  ) as Promise<T>;

/** A pending company with its own administrator (who gets the decision e-mail). */
const createPendingCompany = (page: Page, n: number) =>
  apiCall<{ id: number; name: string; status: string }>(page, 'POST', '/api/companys', {
    company: {
      name: `Lote E2E ${stamp} ${n}`,
      cnpj: randomCnpj(),
      razaoSocial: `Lote E2E ${stamp} ${n} Ltda`,
      phone: '(11) 3333-4444',
      whatsapp: '(11) 98888-7777',
      email: `contato.lote${n}.${stamp}@e2e.com.br`,
      lines: [1],
      isAssistence: false,
      cep: '01310-100',
      addressPosition: { latitude: -23.5614, longitude: -46.6559 },
      logradouro: 'Avenida Paulista',
      numero: String(100 + n),
      neibor: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
      adminName: `Dono ${n}`,
      adminEmail: `dono.lote${n}.${stamp}@e2e.com.br`,
      adminPassword: 'Girassol#123',
      adminPassword_confirm: 'Girassol#123',
    },
  });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('companies: bulk decisions', () => {
  it('an administrator on a phone selects two pending companies, approves both after one confirmation, and each gets its log entry and e-mail', async () => {
    const context = await newContext(browser, baseUrl, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await login(page, adminEmail, adminPassword);
    await page.waitForURL(path('/dashboard'));
    const companies = [await createPendingCompany(page, 1), await createPendingCompany(page, 2)];
    expect(companies.map((c) => c.status)).toEqual(['pending', 'pending']);

    await page.goto(`/companys?status=pending&searchTerm=${encodeURIComponent(`Lote E2E ${stamp}`)}`);
    for (const company of companies) await visible(page.getByRole('checkbox', { name: `Selecionar ${company.name}` }));
    await page.getByRole('checkbox', { name: 'Selecionar todas desta página' }).check();
    const bar = page.getByRole('region', { name: 'Seleção' });
    await visible(bar.getByText('2 empresas selecionadas'));
    // the bar and its actions fit the phone's width: nothing widens the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await bar.getByRole('button', { name: 'Limpar seleção' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);

    await bar.getByRole('button', { name: 'Aprovar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aprovar 2 empresas?' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Aprovar' }).click();
    const result = page.getByRole('dialog', { name: 'Resultado' });
    await visible(result.getByText('2 empresas aprovadas.'));
    await result.getByRole('button', { name: 'Fechar' }).click();

    // the list reloads: filtered by 'pending', the two are gone
    await visible(page.getByText('Nenhum item encontrado!'));
    for (const company of companies) {
      const stored = await apiCall<{ status: string }>(page, 'GET', `/api/companys/${company.id}`);
      expect(stored.status).toBe('approved');
      const log = await apiCall<{ data: { typeAction: string }[] }>(page, 'GET', `/api/companysLog/logs/${company.id}`);
      expect(log.data.map((entry) => entry.typeAction).sort()).toEqual(['approved', 'create']);
    }
    for (const n of [1, 2]) {
      expect(await waitForMail(mailFile, `dono.lote${n}.${stamp}@e2e.com.br`, /(Cadastro aprovado: Lote E2E)/)).toBe('Cadastro aprovado: Lote E2E');
    }
    await context.close();
  });
});
