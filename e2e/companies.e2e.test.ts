import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { path, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

/** A valid numeric CNPJ from a 12-digit base. */
const cnpjFrom = (base: string): string => {
  const digit = (chars: string, weights: number[]) => {
    const sum = chars.split('').reduce((acc, c, i) => acc + Number(c) * (weights[i] ?? 0), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const d1 = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digit(`${base}${d1}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${d2}`;
};

const stamp = `${Date.now()}`.slice(-8);
const companyName = `Baterias E2E ${stamp}`;
const cnpj = cnpjFrom(`${stamp}0001`);

/** The API as the logged page calls it (token from the stored session). */
const apiGet = <T>(page: Page, url: string): Promise<T> =>
  page.evaluate(async (target) => {
    const stored = JSON.parse(window.localStorage.getItem('rede.user') ?? '{}') as { token?: string };
    const response = await fetch(target, { headers: { Authorization: `Bearer ${stored.token ?? ''}` } });
    if (!response.ok) throw new Error(`${target} answered ${response.status}`);
    return (await response.json()) as unknown;
  }, url) as Promise<T>;

const approvedCount = async (page: Page): Promise<number> => {
  await page.goto('/dashboard');
  const count = page.getByTestId('count-approved');
  await expect.poll(async () => /^\d+$/.test((await count.textContent()) ?? ''), { timeout: 15_000 }).toBe(true);
  return Number(await count.textContent());
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('companies', () => {
  it(
    'an administrator creates a company in four steps (CEP fills the address; hours left out), approves it, sees the dashboard and the log, and exports the list',
    { timeout: 120_000 },
    async () => {
      const context = await newContext(browser, baseUrl, { acceptDownloads: true });
      const page = await context.newPage();
      await login(page, adminEmail, adminPassword);
      await page.waitForURL(path('/dashboard'));
      const approvedBefore = await approvedCount(page);

      // The dashboard card opens the list filtered by its status.
      await page.getByRole('link', { name: /^Aprovadas:/ }).click();
      await page.waitForURL((url) => url.pathname === '/companys' && url.searchParams.get('status') === 'approved');

      // Step 1: general data
      await page.goto('/company');
      await visible(page.getByText('Etapa 1/4'));
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(companyName);
      await page.getByRole('textbox', { name: 'Razão social' }).fill(`${companyName} Ltda`);
      await page.getByRole('textbox', { name: 'CNPJ' }).fill(cnpj);
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`contato.${stamp}@e2e.com.br`);
      await page.getByRole('textbox', { name: 'Telefone' }).fill('11987654321');
      await page.getByRole('textbox', { name: 'Whatsapp' }).fill('11987654321');
      await page.getByRole('combobox', { name: /Linhas/ }).click();
      await page.getByRole('option', { name: 'Moto' }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Próximo' }).click();

      // Step 2: address data, filled from the (fake) postal-code service
      await visible(page.getByText('Etapa 2/4'));
      await page.getByRole('textbox', { name: 'CEP' }).fill('01310100');
      await expect.poll(() => page.getByRole('textbox', { name: 'Logradouro' }).inputValue(), { timeout: 15_000 }).toBe('Avenida Paulista');
      expect(await page.getByRole('textbox', { name: 'Bairro' }).inputValue()).toBe('Bela Vista');
      expect(await page.getByRole('combobox', { name: 'Cidade' }).inputValue()).toBe('São Paulo');
      await visible(page.getByRole('combobox', { name: /UF/ }).filter({ hasText: 'SP' }));
      await page.getByRole('textbox', { name: 'Número' }).fill('1000');
      // The map was centred by geocoding the address (fake geocoder): the position is set with 6 decimals.
      await expect.poll(() => page.getByRole('textbox', { name: 'Localização – Latitude' }).inputValue(), { timeout: 15_000 }).toBe('-23.561414');
      await visible(page.getByText('Coordenadas: -23.561414, -46.655881'));
      await page.getByRole('button', { name: 'Próximo' }).click();

      // Step 3: opening hours (optional: not informed here)
      await visible(page.getByText('Etapa 3/4'));
      await page.getByRole('button', { name: 'Próximo' }).click();

      // Step 4: administrator data
      await visible(page.getByText('Etapa 4/4'));
      await page.getByRole('textbox', { name: 'Nome do administrador' }).fill(`Admin ${stamp}`);
      await page.getByRole('textbox', { name: 'E-mail do administrador' }).fill(`admin.${stamp}@e2e.com.br`);
      await page.getByLabel('Senha do administrador', { exact: true }).fill('Girassol#123');
      await page.getByLabel('Confirmar senha', { exact: true }).fill('Girassol#123');
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      await page.waitForURL(path('/companys'));

      // The new company is pending; approve it from the list.
      const found = await apiGet<{ data: { id: number; name: string; status: string }[] }>(
        page,
        `/api/companys?searchTerm=${encodeURIComponent(companyName)}`,
      );
      const company = found.data.find((c) => c.name === companyName);
      expect(company?.status).toBe('pending');
      await page.goto(`/companys?searchTerm=${encodeURIComponent(companyName)}`);
      await page.getByRole('button', { name: `Aprovar ${companyName}` }).click();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await visible(page.getByText('Empresa aprovada.'));

      // Dashboard: one more approved company.
      await expect.poll(() => approvedCount(page), { timeout: 15_000 }).toBe(approvedBefore + 1);

      // Its log has the approval.
      const log = await apiGet<{ data: { typeAction: string }[] }>(page, `/api/companysLog/logs/${company?.id}`);
      expect(log.data.map((entry) => entry.typeAction)).toEqual(expect.arrayContaining(['create', 'approved']));

      // Export the list with the current search: an .xlsx with the sheet 'Dados' and the company's row.
      await page.goto(`/companys?searchTerm=${encodeURIComponent(companyName)}`);
      await visible(page.getByRole('button', { name: `Aprovar ${companyName}` }).or(page.getByText(companyName)));
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const dir = mkdtempSync(join(tmpdir(), 'companies-export-'));
      try {
        const file = join(dir, download.suggestedFilename());
        await download.saveAs(file);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.readFile(file);
        const sheet = workbook.getWorksheet('Dados');
        expect(sheet).toBeDefined();
        const rows: string[] = [];
        sheet?.eachRow((row) => rows.push(JSON.stringify(row.values)));
        expect(rows.some((row) => row.includes(companyName))).toBe(true);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      await context.close();
    },
  );
});
