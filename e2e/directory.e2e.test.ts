import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { appReady, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');

type TPartner = {
  id: number;
  name: string;
  city: string;
  uf: string;
  email: string | null;
  whatsapp: string | null;
  phone: string | null;
  lines: { id: number; name: string }[];
  addressPosition: { latitude: number; longitude: number } | null;
  path: string;
};
type TPage = { data: TPartner[]; total: number };

const getJson = async <T>(path: string): Promise<T> => {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const countText = (n: number) => (n === 1 ? '1 resultado' : `${n.toLocaleString('pt-BR')} resultados`);
const resultsHeading = (page: Page) => page.locator('#results-count');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('public directory', () => {
  it('filters by state, city and line, selects a card and its marker, and opens the partner page through its SEO route', async () => {
    const states = await getJson<{ id: string; nome: string }[]>('/api/companys/listfiltred/states');
    expect(states.length).toBeGreaterThan(0);
    const uf = states[0]!.id;
    const cities = await getJson<{ id: number | string; nome: string }[]>(`/api/companys/listfiltred/cities?state=${uf}`);
    const city = cities[0]!.nome;
    const inCity = await getJson<TPage>(`/api/companys/listfiltred/open?uf=${uf}&city=${encodeURIComponent(city)}&pageSize=100`);
    const line = inCity.data[0]!.lines[0]!;
    const expected = await getJson<TPage>(`/api/companys/listfiltred/open?uf=${uf}&city=${encodeURIComponent(city)}&line=${line.id}&pageSize=10`);
    expect(expected.total).toBeGreaterThan(0);

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    await visible(page.getByRole('heading', { name: 'Encontre um parceiro perto de você' }));
    await page.getByLabel('Estado', { exact: true }).selectOption(uf);
    await page.waitForURL((url) => url.pathname === `/${uf.toLowerCase()}`);
    await visible(page.getByLabel('Cidade', { exact: true }).locator(`option[value="${city}"]`), 15_000).catch(() => undefined);
    await page.getByLabel('Cidade', { exact: true }).selectOption(city);
    await page.waitForURL((url) => url.pathname === `/${uf.toLowerCase()}/${slug(city)}`);
    await page.getByLabel('Produto', { exact: true }).selectOption(String(line.id));
    await page.waitForURL((url) => url.searchParams.get('line') === String(line.id));
    await page.getByRole('button', { name: 'BUSCAR' }).click();
    await expect.poll(() => resultsHeading(page).textContent(), { timeout: 15_000 }).toBe(countText(expected.total));

    const partner = expected.data[0]!;
    const card = page.locator(`article[data-partner-id="${partner.id}"]`);
    await visible(card);

    // WhatsApp (55 unless +, prefilled pt-BR text) and directions
    // the card's links are named with the store (a list otherwise repeats 'Whatsapp' and 'Ir para Loja')
    const whatsapp = await card.getByRole('link', { name: `Whatsapp de ${partner.name} (abre em uma nova aba)` }).getAttribute('href');
    const number = (partner.whatsapp || partner.phone)!;
    const digits = number.trim().startsWith('+') ? number.replace(/\D/g, '') : `55${number.replace(/\D/g, '')}`;
    expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/${digits}\\?text=`));
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(partner.name);
    const directions = await card.getByRole('link', { name: /Ir para Loja/ }).getAttribute('href');
    // directions name the store (its name and address), not a bare pin
    expect(directions).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    expect(decodeURIComponent(directions!.split('destination=')[1]!)).toMatch(
      new RegExp(`^${partner.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, .+, ${partner.city} - ${partner.uf}, \\d{5}-\\d{3}$`),
    );

    // the card selects its marker (yellow) and opens its info window
    await card.getByRole('button', { name: partner.name, exact: true }).click();
    const selectedMarker = page.locator(`.rp-marker--selected[data-partner-id="${partner.id}"]`);
    await visible(selectedMarker);
    expect(await selectedMarker.locator('.rp-pin').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(251, 192, 45)');
    await visible(page.locator('.leaflet-popup-content').getByText(partner.name));
    expect(await card.getAttribute('data-selected')).toBe('true');

    // a marker selects its card (zoomed in on the selected partner: any single marker in view)
    // (the map also holds the markers of the whole tiles around the view: take one inside the map's box)
    const otherId = await page.evaluate(() => {
      const box = document.querySelector('[data-testid="partner-map"]')!.getBoundingClientRect();
      const inside = [...document.querySelectorAll<HTMLElement>('.rp-marker:not(.rp-marker--selected)[data-partner-id]')].find((node) => {
        const r = node.getBoundingClientRect();
        return r.left >= box.left + 20 && r.right <= box.right - 60 && r.top >= box.top + 90 && r.bottom <= box.bottom - 40;
      });
      return inside?.dataset.partnerId ?? null;
    });
    if (otherId) {
      const otherMarker = page.locator(`.rp-marker[data-partner-id="${otherId}"]`);
      await otherMarker.click();
      await expect.poll(() => page.locator(`article[data-partner-id="${otherId}"]`).getAttribute('data-selected')).toBe('true');
      await expect.poll(() => page.locator(`.rp-marker[data-partner-id="${otherId}"]`).getAttribute('class')).toContain('rp-marker--selected');
      expect(await card.getAttribute('data-selected')).toBe('false');
    }

    // details through the SEO route
    await card.getByRole('link', { name: /Ver Detalhes/ }).click();
    await page.waitForURL((url) => url.pathname === partner.path);
    expect(partner.path).toMatch(new RegExp(`^/${uf.toLowerCase()}/${slug(city)}/[a-z0-9-]+/${partner.id}$`));
    await visible(page.getByRole('heading', { level: 1, name: partner.name }));
    await visible(page.getByRole('navigation', { name: 'Navegação estrutural' }).getByRole('link', { name: 'Início' }));
    await visible(page.getByRole('heading', { name: 'Linhas de Produtos' }));
    expect(await page.getByRole('link', { name: /Ir Para a Loja/ }).getAttribute('href')).toBe(directions);
    expect(await page.getByRole('link', { name: /Whatsapp/ }).getAttribute('href')).toBe(whatsapp);
    expect(await page.getByRole('link', { name: /Ver no Google Maps/ }).getAttribute('href')).toContain(
      'https://www.google.com/maps/search/?api=1&query=',
    );
    await expect.poll(() => page.title()).toContain(partner.name);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${partner.path}$`));
    await context.close();
  });

  it('with location granted, lists the nearest partners first', async () => {
    const all = await getJson<TPage>('/api/companys/listfiltred/open?pageSize=100');
    const target = all.data.find((p) => p.addressPosition)!;
    const { latitude, longitude } = target.addressPosition!;
    const nearest = await getJson<TPage>(
      `/api/companys/listfiltred/open?lat=${latitude.toFixed(5)}&lng=${longitude.toFixed(5)}&fallbackNearest=true&pageSize=10`,
    );

    const context = await newContext(browser, baseUrl, { permissions: ['geolocation'], geolocation: { latitude, longitude } });
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    // the location is asked on the visitor's gesture only, never on load
    await page.getByRole('button', { name: 'Permitir', exact: true }).click();
    await expect
      .poll(() => page.locator('article[data-partner-id]').first().getAttribute('data-partner-id'), { timeout: 15_000 })
      .toBe(String(nearest.data[0]!.id));
    await visible(
      page
        .locator('article[data-partner-id]')
        .first()
        .getByText(/^a [\d,]+ km$/),
    );
    expect(await page.getByText('Permitir acesso à sua localização?').count()).toBe(0);
    expect(await page.getByText('Permissão de localização negada.').count()).toBe(0);
    await context.close();
  });

  it("with location refused, warns 'Permissão de localização negada.' and the list still works", async () => {
    const all = await getJson<TPage>('/api/companys/listfiltred/open?pageSize=10');
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    await visible(page.getByText('Permitir acesso à sua localização?'));
    await page.getByRole('button', { name: 'Permitir', exact: true }).click();
    await visible(page.getByText('Permissão de localização negada.'));
    await expect.poll(() => resultsHeading(page).textContent(), { timeout: 15_000 }).toBe(countText(all.total));
    // after a refusal the prompt gives way to a pointer to the place search
    await visible(page.getByText(/^Sem acesso à sua localização/));
    // keyboard: the first card's name is a button reachable by Tab, Enter selects it
    const first = page.locator('article[data-partner-id]').first();
    await first.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('data-selected')).toBe('true');
    await context.close();
  });
  it('phones switch between list and map; wide screens show both, without the switch', async () => {
    const context = await newContext(browser, baseUrl, { viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    const list = page.getByTestId('partner-list-panel');
    const map = page.getByTestId('partner-map-panel');
    const switcher = page.getByRole('group', { name: 'Mostrar os resultados em' });
    const listButton = switcher.getByRole('button', { name: 'Lista' });
    const mapButton = switcher.getByRole('button', { name: 'Mapa' });
    await visible(mapButton);
    expect(await list.isVisible()).toBe(true);
    expect(await map.isVisible()).toBe(false);
    await mapButton.click();
    await expect.poll(() => map.isVisible()).toBe(true);
    expect(await list.isVisible()).toBe(false);
    await listButton.click();
    await expect.poll(() => list.isVisible()).toBe(true);
    expect(await map.isVisible()).toBe(false);

    // wider: both columns, no switch (the same page, resized: CSS decides by width)
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => map.isVisible()).toBe(true);
    expect(await list.isVisible()).toBe(true);
    expect(await switcher.isVisible()).toBe(false);
    await context.close();
  });

  it('draws the clusters the server computed for the view, and a cluster click zooms to its expansion zoom', async () => {
    type TMap = { clusters: { id: number; count: number; expansionZoom: number }[]; partners: { id: number }[]; total: number };
    const answers: TMap[] = [];
    const context = await newContext(browser, baseUrl, { viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    page.on('response', (response) => {
      if (response.url().includes('/api/companys/listfiltred/map?'))
        void response
          .json()
          .then((body: TMap) => answers.push(body))
          .catch(() => undefined);
    });
    await page.goto('/');
    await appReady(page);
    const clusters = page.locator('[data-testid="partner-map"] .rp-cluster');
    await expect.poll(() => clusters.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // what is drawn is the last answer: its clusters with their counts (the map may still move: poll until it settles)
    const sorted = (numbers: number[]) => JSON.stringify([...numbers].sort((a, b) => a - b));
    const shownCounts = async () => (await clusters.allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
    await expect
      .poll(async () => answers.length > 0 && sorted(await shownCounts()) === sorted(answers.at(-1)!.clusters.map((c) => c.count)), {
        timeout: 15_000,
      })
      .toBe(true);
    const last = answers.at(-1)!;
    const counts = last.clusters.map((c) => c.count);
    const target = last.clusters.find((c) => counts.filter((n) => n === c.count).length === 1) ?? last.clusters[0]!;
    const zoomed = page.waitForRequest(
      (request) =>
        request.url().includes('/api/companys/listfiltred/map?') && new URL(request.url()).searchParams.get('zoom') === String(target.expansionZoom),
      { timeout: 15_000 },
    );
    await clusters
      .filter({ hasText: new RegExp(`^${target.count.toLocaleString('pt-BR')}$`) })
      .first()
      .click();
    await zoomed;
    await context.close();
  });

  it('no public page is wider than the viewport from 320 px up; the header keeps both links on one line', { timeout: 180_000 }, async () => {
    const all = await getJson<TPage>('/api/companys/listfiltred/open?pageSize=100');
    const longestEmail = [...all.data].sort((a, b) => (b.email ?? '').length - (a.email ?? '').length)[0]!;
    const paths = [
      '/',
      `/${longestEmail.uf.toLowerCase()}`,
      longestEmail.path.split('/').slice(0, 3).join('/'),
      longestEmail.path,
      '/company_register',
      '/login',
      '/nao/existe',
    ];
    // each page loads once (at the narrowest width) and is then resized: the layout answers the width by CSS and
    // by media-query listeners, as a phone turned or a window resized does
    const context = await newContext(browser, baseUrl, { viewport: { width: 320, height: 740 } });
    const page = await context.newPage();
    for (const path of paths) {
      await page.setViewportSize({ width: 320, height: 740 });
      await page.goto(path);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      for (const width of [320, 360, 390, 768, 1280]) {
        await page.setViewportSize({ width, height: 740 });
        // two frames: the resize's media-query listeners render, then layout settles
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const overflow = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          wider: [...document.querySelectorAll('body *')]
            .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 0.5)
            .slice(0, 3)
            .map((node) => `${node.tagName} ${(node.textContent ?? '').slice(0, 40)}`),
        }));
        expect(overflow.page, `${path} at ${width} px: ${overflow.wider.join(' | ')}`).toBeLessThanOrEqual(overflow.viewport);
        if (path === '/company_register') {
          // the stepper fits the screen and the labels it shows keep apart (on a phone "Horário de funcionamento
          // (opcional)" once ran into "Dados do administrador" and the last step was cut off); where they are not
          // shown, screen readers still read them
          const stepper = await page.evaluate(() => {
            const root = document.querySelector('.MuiStepper-root');
            const texts = [...document.querySelectorAll('.MuiStepLabel-label')]
              .filter((label) => (label.closest('.MuiStepLabel-labelContainer') ?? label).getBoundingClientRect().width > 1)
              .map((label) => {
                const range = document.createRange();
                range.selectNodeContents(label);
                const box = range.getBoundingClientRect();
                return { text: label.textContent ?? '', left: box.left, right: box.right };
              });
            return {
              scrolls: root ? root.scrollWidth > root.clientWidth : true,
              touching: texts.slice(1).flatMap((text, i) => (text.left - texts[i]!.right < 4 ? [`${texts[i]!.text} | ${text.text}`] : [])),
            };
          });
          expect(stepper.scrolls, `${path} at ${width} px: the stepper scrolls`).toBe(false);
          expect(stepper.touching, `${path} at ${width} px: step labels less than 4 px apart`).toEqual([]);
          await expect.poll(() => page.getByRole('tab', { name: 'Horário de funcionamento (opcional)' }).count()).toBe(1);
        }
        if (path !== '/login') {
          const nav = page.getByRole('navigation', { name: 'Navegação do site' });
          const register = await nav.getByRole('link', { name: 'Cadastre sua loja' }).boundingBox();
          const partnerArea = await nav.getByRole('link', { name: 'Área do parceiro' }).boundingBox();
          expect(register, `${path} at ${width} px: 'Cadastre sua loja' shown`).not.toBeNull();
          expect(partnerArea, `${path} at ${width} px: 'Área do parceiro' shown`).not.toBeNull();
          expect(Math.abs(register!.y - partnerArea!.y), `${path} at ${width} px: one line`).toBeLessThan(2);
          expect(register!.height, `${path} at ${width} px: no wrapped label`).toBeLessThan(40);
        }
      }
    }
    await context.close();
  });
});
