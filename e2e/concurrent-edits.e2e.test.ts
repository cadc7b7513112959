import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { randomCnpj } from './support/cnpj.ts';
import { absent, path, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const stamp = `${Date.now()}`.slice(-8);

/** The API as the logged page calls it (token from the stored session). */
const callApi = <T>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: T }> =>
  page.evaluate(
    async ({ method, url, body }) => {
      const stored = JSON.parse(window.localStorage.getItem('rede.user') ?? '{}') as { token?: string };
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${stored.token ?? ''}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : null,
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, url, body },
  ) as Promise<{ status: number; json: T }>;

/** Opens the company's form and walks to its last step, where 'Salvar' is. */
const openAndRename = async (page: Page, id: number, name: string) => {
  await page.goto(`/company/${id}`);
  const field = page.getByRole('textbox', { name: 'Nome', exact: true });
  await visible(field);
  await expect.poll(() => field.inputValue(), { timeout: 15_000 }).not.toBe('');
  await field.fill(name);
  for (const step of ['Etapa 2/4', 'Etapa 3/4', 'Etapa 4/4']) {
    await page.getByRole('button', { name: 'Próximo' }).click();
    await visible(page.getByText(step));
  }
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('two people editing the same company', () => {
  it(
    'the second save is refused with who-changed-when, nothing is overwritten, and leaving the changed form asks first',
    { timeout: 120_000 },
    async () => {
      const first = await (await newContext(browser, baseUrl)).newPage();
      const second = await (await newContext(browser, baseUrl)).newPage();
      await login(first, adminEmail, adminPassword);
      await first.waitForURL(path('/dashboard'));
      await login(second, adminEmail, adminPassword);
      await second.waitForURL(path('/dashboard'));

      const created = await callApi<{ id: number; name: string }>(first, 'POST', '/api/companys', {
        company: {
          name: `Baterias Concorrentes ${stamp}`,
          razaoSocial: `Baterias Concorrentes ${stamp} Ltda`,
          cnpj: randomCnpj(),
          email: `concorrentes.${stamp}@e2e.com.br`,
          phone: '11987654321',
          whatsapp: '11987654321',
          lines: [1],
          isAssistence: false,
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          numero: '1000',
          neibor: 'Bela Vista',
          city: 'São Paulo',
          uf: 'SP',
          addressPosition: { latitude: -23.561414, longitude: -46.655881 },
        },
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const { id } = created.json;

      // both open the same company; the first saves a new name while the second is still typing
      const firstName = `Baterias do Primeiro ${stamp}`;
      const secondName = `Baterias do Segundo ${stamp}`;
      await openAndRename(first, id, firstName);
      await openAndRename(second, id, secondName);
      await first.getByRole('button', { name: 'Salvar' }).click();
      await first.waitForURL(path('/companys'));

      await second.getByRole('button', { name: 'Salvar' }).click();
      const dialog = second.getByRole('dialog', { name: 'Registro alterado por outra pessoa' });
      await visible(dialog);
      await expect
        .poll(() => dialog.textContent())
        .toMatch(/Esta empresa foi alterada por outra pessoa em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Recarregue/);
      const stored = await callApi<{ name: string }>(second, 'GET', `/api/companys/${id}`);
      expect(stored.json.name).toBe(firstName);

      // keeping on editing leaves the form as it was (Recarregar is covered by the form engine's component test)
      await dialog.getByRole('button', { name: 'Continuar editando' }).click();
      await absent(dialog);

      // leaving the still-changed form through the app (the menu's Empresas, from its last step) asks first
      await second.getByRole('link', { name: 'Empresas', exact: true }).first().click();
      await visible(second.getByRole('dialog', { name: 'Descartar alterações?' }));
      await second.getByRole('button', { name: 'Descartar' }).click();
      await second.waitForURL((url) => url.pathname !== `/company/${id}`);
      expect((await callApi<{ name: string }>(second, 'GET', `/api/companys/${id}`)).json.name).toBe(firstName);
    },
  );
});
