import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { path, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const PARTNER = inject('partner1');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const loggedIn = async (email: string, password: string, options: Parameters<typeof newContext>[2] = {}) => {
  const context = await newContext(browser, baseUrl, { acceptDownloads: true, ...options });
  const page = await context.newPage();
  await login(page, email, password);
  await page.waitForURL(path('/dashboard'));
  return { context, page };
};

/** Nothing wider than the viewport (no sideways scrolling on a phone). */
const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('reports', () => {
  it('shows the network in charts with their numbers, and exports them as .xlsx', async () => {
    const { context, page } = await loggedIn(adminEmail, adminPassword);
    await page.goto('/reports');
    const states = page.getByRole('region', { name: 'Parceiros por estado' });
    await visible(states.getByRole('img', { name: 'Parceiros por estado' }));
    const total = Number(await page.getByText('Parceiros cadastrados').locator('xpath=following-sibling::*[1]').textContent());
    expect(total).toBeGreaterThanOrEqual(68);
    // the table's total row equals the number of partners
    await visible(states.getByRole('row', { name: `Total ${total}` }));
    await visible(page.getByRole('region', { name: 'Cadastros e aprovações por mês' }).getByRole('row', { name: /^Total/ }));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/^Relatórios_\d{8}_\d{6}\.xlsx$/);
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { context, page } = await loggedIn(adminEmail, adminPassword, { viewport: { width: 390, height: 844 } });
    await page.goto('/reports');
    await visible(page.getByRole('img', { name: 'Cadastros e aprovações por mês' }));
    expect(await fitsTheWidth(page)).toBe(true);
    await context.close();
  });

  it("gives a partner company's user the numbers of its own companies", async () => {
    const { context, page } = await loggedIn(PARTNER.email, PARTNER.password);
    await page.goto('/reports');
    await visible(page.getByText('Os números consideram apenas as suas empresas.'));
    await context.close();
  });
});

describe('company change log', () => {
  it('goes from the companies with logs to a history, an entry and what changed, and exports the history', async () => {
    const { context, page } = await loggedIn(adminEmail, adminPassword);
    await page.goto('/settings/companyLogs');
    const table = page.getByRole('table', { name: 'Log de Empresas' });
    await table.getByRole('row').nth(1).getByRole('link').first().click();
    await page.waitForURL((url) => /^\/settings\/companyLog\/details\/\d+$/.test(url.pathname));
    await visible(page.getByRole('heading', { level: 2, name: /^Histórico de / }));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    expect((await download).suggestedFilename()).toMatch(/^Log .+_\d{8}_\d{6}\.xlsx$/);

    await page
      .getByRole('link', { name: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ })
      .first()
      .click();
    await page.waitForURL((url) => /^\/settings\/companyLog\/\d+$/.test(url.pathname));
    await visible(page.getByRole('heading', { level: 3, name: 'O que mudou' }));
    await visible(page.getByRole('link', { name: 'Voltar ao histórico' }));
    await context.close();
  });
});

describe('lines and companies', () => {
  it('line_companys counts the companies of each line and opens the company list filtered by it', async () => {
    const { context, page } = await loggedIn(adminEmail, adminPassword);
    await page.goto('/line_companys');
    const link = page.getByRole('link', { name: /^Ver as \d+ empresas da linha Moto$/ });
    await visible(link);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/companys' && url.searchParams.get('lines') !== null);
    await context.close();
  });

  it("a partner company's user sees its lines and, adding one, the lines it has are marked", async () => {
    const { context, page } = await loggedIn(PARTNER.email, PARTNER.password);
    await page.goto('/companyLines');
    await visible(page.getByRole('heading', { level: 1, name: 'Minhas linhas de produtos' }));
    const rows = page.getByRole('table', { name: 'Minhas linhas de produtos' }).getByRole('row');
    await visible(rows.nth(1));
    await page.getByRole('link', { name: 'Adicionar' }).click();
    await page.waitForURL(path('/companyLine'));
    await page.getByRole('combobox', { name: /Linha de produtos/ }).click();
    await visible(page.getByRole('option', { name: /\(já associada\)$/ }));
    await context.close();
  });

  it('help explains the main tasks with anchors', async () => {
    const { context, page } = await loggedIn(PARTNER.email, PARTNER.password);
    await page.goto('/help#redefinir-a-senha');
    await visible(page.getByRole('heading', { level: 1, name: 'Ajuda' }));
    await page.getByRole('navigation', { name: 'Nesta página' }).getByRole('link', { name: 'Exportar listas' }).click();
    await page.waitForFunction(() => window.location.hash === '#exportar-listas');
    await context.close();
  });
});
