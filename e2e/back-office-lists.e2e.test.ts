import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatViolations, runAxe } from './support/axe.ts';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { path, visible } from './support/expect.ts';

/**
 * The back-office lists on a laptop and on a phone: at 1366 px every list's row actions are on screen without
 * scrolling sideways (the actions column stays at the right edge of the table's scroll box); at 390 px the rows are
 * cards with their actions; axe finds nothing serious either way.
 */
const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const LISTS = [
  { path: '/companys', title: 'Empresas' },
  { path: '/settings/users', title: 'Usuários' },
  { path: '/settings/roles', title: 'Perfís de Acesso' },
  { path: '/lines', title: 'Linhas de produtos' },
] as const;

const api = async <T>(method: string, url: string, token?: string, body?: unknown): Promise<T> => {
  const response = await fetch(new URL(`/api${url}`, baseUrl), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

let browser: Browser;
let token: string;
let roleId: number;
beforeAll(async () => {
  browser = await launchBrowser();
  token = (await api<{ token: string }>('POST', '/login/login', undefined, { userName: adminEmail, password: adminPassword })).token;
  // the seed has no role: one of its own gives the roles list a row
  roleId = (
    await api<{ id: number }>('POST', '/roles', token, {
      role: { name: `Listas ${Date.now().toString(36)}`, type: 'admin', permissions: ['COMPANY:LIST'] },
    })
  ).id;
});
afterAll(async () => {
  await browser?.close();
  if (roleId) await api('DELETE', `/roles?id=${roleId}`, token);
});

const loggedIn = async (viewport: { width: number; height: number }, options: { isMobile?: boolean; hasTouch?: boolean } = {}) => {
  const context = await newContext(browser, baseUrl, { viewport, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  await login(page, adminEmail, adminPassword);
  await page.waitForURL(path('/dashboard'));
  return { context, page };
};

const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('back-office lists', () => {
  it('at 1366×768 every list shows its row actions without scrolling sideways', { timeout: 180_000 }, async () => {
    const { context, page } = await loggedIn(LAPTOP);
    for (const list of LISTS) {
      await page.goto(list.path);
      const region = page.getByRole('region', { name: list.title });
      const actions = region.locator('tbody tr').first().locator('td').last();
      await visible(actions.getByRole('button', { name: /^Detalhes / }));
      const [box, scroller] = [await actions.boundingBox(), await region.boundingBox()];
      expect(box && scroller, list.path).toBeTruthy();
      // the whole actions cell is inside the screen and inside the table's scroll box, as the page opens
      expect(box!.x, list.path).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, list.path).toBeLessThanOrEqual(LAPTOP.width);
      expect(box!.x + box!.width, list.path).toBeLessThanOrEqual(scroller!.x + scroller!.width + 1);
      expect(await fitsTheWidth(page), list.path).toBe(true);
      expect(await region.evaluate((element) => element.scrollLeft), list.path).toBe(0);
    }

    // with every column of the companies shown the table overflows its box, and the actions stay in view
    await page.goto('/companys');
    const region = page.getByRole('region', { name: 'Empresas' });
    await visible(region.locator('tbody tr'));
    await page.getByRole('button', { name: 'Mostrar ou ocultar colunas' }).click();
    const hidden = page.getByRole('menuitemcheckbox', { checked: false });
    while ((await hidden.count()) > 0) await hidden.first().click();
    await page.keyboard.press('Escape');
    const actions = region.locator('tbody tr').first().locator('td').last();
    const [box, scroller] = [await actions.boundingBox(), await region.boundingBox()];
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(box!.x + box!.width).toBeLessThanOrEqual(scroller!.x + scroller!.width + 1);
    expect(await fitsTheWidth(page)).toBe(true);
    const violations = await runAxe(page);
    expect(formatViolations(violations)).toBe('');

    await page.getByRole('button', { name: 'Mostrar ou ocultar colunas' }).click();
    await page.getByRole('menuitem', { name: 'Restaurar colunas padrão' }).click();
    await page.keyboard.press('Escape');
    await visible(region.getByRole('columnheader', { name: 'Nome' }));
    expect(await region.getByRole('columnheader', { name: 'CNPJ' }).count()).toBe(0);
    await context.close();
  });

  it('at 390×844 the companies are cards with their actions, the page never scrolls sideways, and axe finds nothing serious', async () => {
    const { context, page } = await loggedIn(PHONE, { isMobile: true, hasTouch: true });
    await page.goto('/companys?pageIndex=-3');
    const cards = page.getByRole('list', { name: 'Empresas' });
    await visible(
      cards
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: /^Detalhes / }),
    );
    // the page named wrongly was put right in place
    expect(new URL(page.url()).searchParams.has('pageIndex')).toBe(false);
    expect(await page.getByRole('table').count()).toBe(0);
    const first = cards.getByRole('listitem').first();
    const details = await first.getByRole('button', { name: /^Detalhes / }).boundingBox();
    expect(details!.x + details!.width).toBeLessThanOrEqual(PHONE.width);
    await visible(first.getByRole('checkbox', { name: /^Selecionar / }));
    expect(await fitsTheWidth(page)).toBe(true);
    expect(formatViolations(await runAxe(page))).toBe('');

    await first.getByRole('button', { name: /^Detalhes / }).click();
    await visible(page.getByRole('dialog'));
    await context.close();
  });
});
