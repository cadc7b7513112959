/**
 * The directory walked on a phone: without JavaScript, the state select on a city page leads to that state's page (the
 * form still sends the old city) and a later page says where it stands with a way back; with JavaScript, "Pular para o
 * mapa" skips the cards; the first result is on the first screen of a phone and of a 1366×768 desktop.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { appReady, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 768 } };

type TPartner = { id: number; city: string; uf: string };
type TPage = { data: TPartner[]; total: number };

const getJson = async <T>(path: string): Promise<T> => {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};

/** The top of the first card, in the viewport's coordinates. */
const firstCardTop = (page: Page) =>
  page
    .locator('article[data-partner-id]')
    .first()
    .evaluate((card) => card.getBoundingClientRect().top);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the directory on a phone', () => {
  it('without JavaScript: another state chosen on a city page leads to that state, and page 2 says "Mostrando 11–20 de N" with the page before', async () => {
    const home = await getJson<TPage>('/api/companys/listfiltred/open?pageSize=1');
    const partner = home.data[0]!;
    const states = await getJson<{ id: string; nome: string }[]>('/api/companys/listfiltred/states');
    const other = states.find((s) => s.id !== partner.uf)!;
    const context = await newContext(browser, baseUrl, { ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const city = await page.goto(`/${partner.uf.toLowerCase()}`);
    expect(city?.status()).toBe(200);
    // the state's first city link: a city page
    await page.getByRole('navigation').getByRole('link').filter({ hasText: partner.city }).first().click();
    await page.waitForURL((url) => url.pathname.split('/').length === 3);
    await page.getByLabel('Estado', { exact: true }).selectOption(other.id);
    const [answer] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'BUSCAR' }).click()]);
    expect(answer?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/${other.id.toLowerCase()}`);

    if (home.total > 10) {
      await page.goto('/');
      await page.getByRole('link', { name: 'Carregar mais' }).click();
      await page.waitForURL((url) => url.searchParams.get('pagina') === '2');
      const range = page.getByTestId('page-range');
      await visible(range);
      expect((await range.textContent())?.replace(/\s+/g, ' ')).toContain(`Mostrando 11–20 de ${home.total.toLocaleString('pt-BR')}`);
      await page.getByRole('link', { name: 'Página anterior' }).click();
      await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('pagina'));
    }
    await context.close();
  });

  it('"Pular para o mapa" (keyboard) shows the map, scrolled to and focused, past every card', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    await visible(page.locator('article[data-partner-id]'));
    const skip = page.getByRole('link', { name: 'Pular para o mapa' });
    await skip.focus();
    // shown once focused (off screen before)
    await expect.poll(() => skip.evaluate((link) => link.getBoundingClientRect().left >= 0)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Mapa', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('partner-map-panel');
    await visible(page.getByTestId('partner-map'));
    await expect
      .poll(() => page.getByTestId('partner-map-panel').evaluate((panel) => Math.round(panel.getBoundingClientRect().top)))
      .toBeLessThan(PHONE.viewport.height / 2);
    await context.close();
  });

  it('the first result is on the first screen with filters set, on a phone and a 1366×768 desktop', async () => {
    const { data } = await getJson<TPage>('/api/companys/listfiltred/open?pageSize=1');
    const state = `/${data[0]!.uf.toLowerCase()}`;
    for (const [profile, url] of [
      [PHONE, state],
      [DESKTOP, state],
      [DESKTOP, '/'],
    ] as const) {
      const context = await newContext(browser, baseUrl, profile);
      const page = await context.newPage();
      await page.goto(url);
      await appReady(page);
      await visible(page.locator('article[data-partner-id]'));
      expect(await firstCardTop(page), `${profile.viewport.width}px ${url}`).toBeLessThan(profile.viewport.height - 48);
      await context.close();
    }
  });
});
