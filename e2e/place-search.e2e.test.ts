/**
 * The directory's search by CEP, city or address: type a CEP, see the partners sorted
 * by distance with the distance on every card and the order explained, open one and see how far it is;
 * a city typed with a typo is suggested; the URL keeps the search; on a phone the map shows the searched point and the
 * partner page the nearby partners; without JavaScript the form does the same.
 * The postal-code service and the geocoder are the local fakes of support/fake-services.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { appReady, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');

type TPartner = { id: number; name: string; city: string; uf: string; distanceKm: number; path: string };

const getJson = async <T>(path: string): Promise<T> => {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};
const km = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: value < 10 ? 1 : 0 });

/** Opens the home and searches the CEP 01310-100 through the search box (Enter), as a visitor with JavaScript does. */
const searchCep = async (page: Page) => {
  await page.goto('/');
  await appReady(page);
  const field = page.getByRole('combobox', { name: 'CEP, cidade ou endereço' });
  await field.fill('01310-100');
  await field.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('local') === '01310-100');
};

/** The distances the cards show, in their order, once there are at least two. */
const shownDistances = async (page: Page): Promise<number[]> => {
  const distances = page.locator('article[data-partner-id] .pc-distance');
  await expect.poll(() => distances.count(), { timeout: 15_000 }).toBeGreaterThan(1);
  return (await distances.allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('search by CEP, city or address', () => {
  it('sorts by distance from a typed CEP, shows the distances, keeps the search in the URL and on the partner page', async () => {
    const place = await getJson<{ label: string; latitude: number; longitude: number }>('/api/companys/listfiltred/place?q=01310-100');
    expect(place.label).toBe('CEP 01310-100 · Avenida Paulista, Bela Vista, São Paulo - SP');
    const nearest = await getJson<{ data: TPartner[] }>(
      `/api/companys/listfiltred/open?lat=${place.latitude.toFixed(5)}&lng=${place.longitude.toFixed(5)}&fallbackNearest=true`,
    );
    const first = nearest.data[0]!;

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await searchCep(page);
    await visible(page.getByText(`Ordenado pela distância de ${place.label}`), 15_000);
    const card = page.locator('article[data-partner-id]').first();
    await expect.poll(() => card.getAttribute('data-partner-id'), { timeout: 15_000 }).toBe(String(first.id));
    await visible(card.getByText(`a ${km(first.distanceKm)} km`));
    // the order of the cards is the order of their distances
    const values = await shownDistances(page);
    expect([...values].sort((a, b) => a - b)).toEqual(values);

    // the partner page says how far it is from the CEP
    await card.getByRole('link', { name: /Ver Detalhes/ }).click();
    await page.waitForURL((url) => url.pathname === first.path);
    await visible(page.getByTestId('partner-distance'), 15_000);
    expect(await page.getByTestId('partner-distance').textContent()).toBe(`a ${km(first.distanceKm)} km de ${place.label}`);
    // back: the search is still there (URL), its chip can remove it
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('local') === '01310-100');
    await visible(page.getByText(`Ordenado pela distância de ${place.label}`), 15_000);
    await page.getByRole('button', { name: `Remover filtro Perto de: 01310-100`, exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('local'));
    await context.close();
  });

  it('suggests a city with partners typed with a typo (combobox, keyboard) and sorts from its partners', async () => {
    const states = await getJson<{ id: string }[]>('/api/companys/listfiltred/states');
    const cities = await getJson<{ nome: string }[]>(`/api/companys/listfiltred/cities?state=${states[0]!.id}`);
    const city = cities.find((c) => c.nome.length >= 6)?.nome ?? cities[0]!.nome;
    // one letter dropped: "Curitiba" → "Curiiba"
    const typo = city.slice(0, 3) + city.slice(4);
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    const field = page.getByRole('combobox', { name: 'CEP, cidade ou endereço' });
    await field.pressSequentially(typo, { delay: 30 });
    const option = page.getByRole('option', { name: new RegExp(`^${city} - ${states[0]!.id}`) });
    await visible(option, 15_000);
    await field.press('ArrowDown');
    await field.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('local') === `${city} - ${states[0]!.id}`);
    await visible(page.getByText(`Ordenado pela distância de ${city} - ${states[0]!.id}`), 15_000);
    // a place nobody knows: the message says what to do, the list stays
    await field.fill('Lugar Que Não Existe');
    await field.press('Enter');
    await visible(
      page.getByText('Não encontramos "Lugar Que Não Existe". Confira o CEP, a cidade ou o endereço, ou escolha o estado e a cidade na lista.'),
      15_000,
    );
    await context.close();
  });

  it('on a phone: a CEP sorts the cards nearest first, "Mapa" shows the searched point, and the partner page offers the nearby ones', async () => {
    const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
    const context = await newContext(browser, baseUrl, phone);
    const page = await context.newPage();
    await searchCep(page);
    await visible(page.getByText(/^Ordenado pela distância de CEP 01310-100/), 15_000);
    const values = await shownDistances(page);
    expect([...values].sort((a, b) => a - b)).toEqual(values);

    // the map, one tap away, is centred on the searched point, which has its own named marker
    await page.getByRole('group', { name: 'Mostrar os resultados em' }).getByRole('button', { name: 'Mapa' }).click();
    await visible(page.getByRole('button', { name: /^Ponto buscado: CEP 01310-100/ }), 15_000);

    // the nearest partner's page keeps the visitor: the other partners near it, linked
    await page.getByRole('group', { name: 'Mostrar os resultados em' }).getByRole('button', { name: 'Lista' }).click();
    await page
      .locator('article[data-partner-id]')
      .first()
      .getByRole('link', { name: /Ver Detalhes/ })
      .click();
    const nearby = page.getByRole('region', { name: 'Outros parceiros perto daqui' });
    await visible(nearby, 15_000);
    expect(await nearby.getByRole('link').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('without JavaScript on a phone: the form sends the CEP and the page comes sorted from it', async () => {
    const context = await newContext(browser, baseUrl, { viewport: { width: 360, height: 740 }, isMobile: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('combobox', { name: 'CEP, cidade ou endereço' }).fill('01310100');
    await page.getByRole('button', { name: 'BUSCAR' }).click();
    await page.waitForURL((url) => url.searchParams.get('local') === '01310100');
    await visible(page.getByText('Ordenado pela distância de CEP 01310-100 · Avenida Paulista, Bela Vista, São Paulo - SP'));
    const values = await shownDistances(page);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    await context.close();
  });
});
