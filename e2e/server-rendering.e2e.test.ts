/**
 * The public pages as the server renders them: readable and navigable without JavaScript, and with
 * JavaScript hydrated into the interactive directory with no console error or warning and no second
 * request for the data the page came with.
 */
import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { visible } from './support/expect.ts';

/** The state page's list of cities: the state named with its preposition ('na Bahia', 'em São Paulo'). */
const citiesOf = (state: string) => new RegExp(`^Cidades com parceiros (em|no|na) ${state}$`);

const baseUrl = inject('baseUrl');

type TPartner = { id: number; name: string; city: string; uf: string; path: string; phone: string | null };

const getJson = async <T>(path: string): Promise<T> => {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('public pages without JavaScript', () => {
  it('home → state → city → partner by links, the filter form as a GET, and the contact links', async () => {
    const context = await newContext(browser, baseUrl, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Encontre um parceiro perto de você' }));
    await expect.poll(() => page.locator('#results-count').textContent()).toMatch(/^\d[\d.]* resultados?$/);

    // what needs JavaScript is not offered: the map (the list takes its column) and, on a phone, the Lista / Mapa switch
    expect(await page.getByTestId('partner-map-panel').isVisible()).toBe(false);
    const listWidth = await page.getByTestId('partner-list-panel').evaluate((panel) => panel.getBoundingClientRect().width);
    const gridWidth = await page.getByTestId('partner-list-panel').evaluate((panel) => panel.parentElement!.getBoundingClientRect().width);
    expect(listWidth).toBe(gridWidth);
    await page.setViewportSize({ width: 390, height: 800 });
    await visible(page.locator('article[data-partner-id]'));
    expect(await page.getByRole('button', { name: 'Mapa' }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 720 });

    // the states with partners are links
    const states = await getJson<{ id: string; nome: string }[]>('/api/companys/listfiltred/states');
    const state = states[0]!;
    const statesNav = page.getByRole('navigation', { name: 'Parceiros por estado' });
    await statesNav.getByRole('link', { name: state.nome, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/${state.id.toLowerCase()}`);
    await visible(page.getByRole('heading', { name: citiesOf(state.nome) }));

    // a city of the state, its partners listed by the server
    const cities = await getJson<{ id: number | string; nome: string }[]>(`/api/companys/listfiltred/cities?state=${state.id}`);
    const city = cities[0]!.nome;
    await page
      .getByRole('navigation', { name: citiesOf(state.nome) })
      .getByRole('link', { name: city, exact: true })
      .click();
    const inCity = await getJson<{ data: TPartner[]; total: number }>(
      `/api/companys/listfiltred/open?uf=${state.id}&city=${encodeURIComponent(city)}&pageSize=10`,
    );
    await expect.poll(() => page.locator('#results-count').textContent()).toBe(inCity.total === 1 ? '1 resultado' : `${inCity.total} resultados`);
    const partner = inCity.data[0]!;
    const card = page.locator(`article[data-partner-id="${partner.id}"]`);
    await visible(card);
    if (partner.phone) expect(await card.locator('a[href^="tel:"]').first().getAttribute('href')).toMatch(/^tel:\+55\d+$/);

    // the partner page, with its contact and directions links
    await page.goto(partner.path);
    await visible(page.getByRole('heading', { name: partner.name }));
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((h) => h.startsWith('tel:+55'))).toBe(true);
    expect(hrefs.some((h) => h.startsWith('https://wa.me/'))).toBe(true);
    expect(hrefs.some((h) => h.startsWith('https://www.google.com/maps/dir/'))).toBe(true);

    // the filters: a plain GET that lands on the state's address
    await page.goto('/');
    await page.getByLabel('Estado', { exact: true }).selectOption(state.id);
    await page.getByRole('button', { name: 'BUSCAR' }).click();
    await page.waitForURL((url) => url.pathname === `/${state.id.toLowerCase()}`);
    await visible(page.getByRole('heading', { name: citiesOf(state.nome) }));
    await context.close();
  });

  it("follow the system's colour scheme: a dark system gets the dark page, a light one the light page", async () => {
    for (const [colorScheme, background] of [
      ['dark', 'rgb(15, 19, 24)'],
      ['light', 'rgb(244, 246, 248)'],
    ] as const) {
      const context = await newContext(browser, baseUrl, { javaScriptEnabled: false, colorScheme });
      const page = await context.newPage();
      await page.goto('/');
      await visible(page.getByRole('heading', { level: 1 }));
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(colorScheme);
      await context.close();
    }
  });
});

describe('public pages with JavaScript', () => {
  it('hydrate with no console error or warning and do not ask again for the data they came with', async () => {
    const states = await getJson<{ id: string }[]>('/api/companys/listfiltred/states');
    const uf = states[0]!.id;
    const cities = await getJson<{ nome: string }[]>(`/api/companys/listfiltred/cities?state=${uf}`);
    const list = await getJson<{ data: TPartner[] }>(
      `/api/companys/listfiltred/open?uf=${uf}&city=${encodeURIComponent(cities[0]!.nome)}&pageSize=1`,
    );
    const partner = list.data[0]!;
    const cityPath = partner.path.split('/').slice(0, 3).join('/');
    for (const [path, viewport] of [
      ['/', { width: 1280, height: 900 }],
      [`/${uf.toLowerCase()}`, { width: 390, height: 800 }],
      [cityPath, { width: 1280, height: 900 }],
      [partner.path, { width: 390, height: 800 }],
      [`/partnersdetails/${partner.id}`, { width: 1280, height: 900 }],
    ] as const) {
      const context = await newContext(browser, baseUrl, { viewport });
      const page = await context.newPage();
      const problems: string[] = [];
      const dataRequests: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        // map tiles and other hosts are cut off by the test context (no internet): not the page's fault
        if (/Failed to load resource: net::ERR_FAILED/.test(message.text())) return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      // hydration keeps the server's elements: none of the cards, the place search or the footer is removed and
      // drawn again (React does that to a Suspense boundary it could not hydrate before its parent rendered again)
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { removedServerParts: string[] }).removedServerParts = removed;
        const watched = 'article[data-partner-id], input[role="combobox"], footer';
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element && (node.matches(watched) || node.querySelector(watched))) removed.push(node.outerHTML.slice(0, 80));
        }).observe(document, { childList: true, subtree: true });
      });
      page.on('request', (request) => {
        const url = new URL(request.url());
        // the map's clusters load when the map shows (they are not part of the page); anything else is the page's data again
        if (url.pathname.startsWith('/api/') && url.pathname !== '/api/companys/listfiltred/map') dataRequests.push(url.pathname + url.search);
      });
      await page.goto(path);
      // hydrated: the app reacts (the 'Voltar' / filter controls work through React)
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() =>
        Boolean(
          (document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null) &&
          Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')),
        ),
      );
      expect(problems, path).toEqual([]);
      expect(dataRequests, path).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { removedServerParts: string[] }).removedServerParts), path).toEqual([]);
      // with JavaScript the directory offers its map (wide) or the switch to it (phone)
      if (path === '/') expect(await page.getByTestId('partner-map-panel').isVisible()).toBe(true);
      // (the phone's switch shows once the page is hydrated: a tap on it before would be lost)
      if (path === `/${uf.toLowerCase()}`) await visible(page.getByRole('button', { name: 'Mapa' }));
      await context.close();
    }
    // five pages, each loaded until the network is idle
  }, 120_000);
  it('the hydrated home filters through the app (no page load) from the server-rendered form', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
    const states = await getJson<{ id: string }[]>('/api/companys/listfiltred/states');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });
    await page.getByLabel('Estado', { exact: true }).selectOption(states[0]!.id);
    await page.waitForURL((url) => url.pathname === `/${states[0]!.id.toLowerCase()}`);
    expect(documentRequests).toEqual([]);
    await context.close();
  });
});
