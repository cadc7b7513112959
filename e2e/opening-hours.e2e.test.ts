/**
 * Opening hours in the browser: an administrator edits a company's hours in the company form; a visitor
 * types the CEP of its street, sees the partners sorted with their distances, opens it and sees its week (the server
 * renders the week and the JSON-LD; once hydrated, the open/closed line with today highlighted); the home's
 * "Aberto agora" filter goes in the URL and applies to the list and the map.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { randomCnpj } from './support/cnpj.ts';
import { appReady, path, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

/** POST through the API as the logged page does (token from the stored session). */
const apiPost = <T>(page: Page, url: string, body: unknown): Promise<T> =>
  page.evaluate(
    async ([target, payload]) => {
      const stored = JSON.parse(window.localStorage.getItem('rede.user') ?? '{}') as { token?: string };
      const response = await fetch(target as string, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stored.token ?? ''}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      if (!response.ok) throw new Error(`${target as string} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as unknown;
    },
    [url, body] as const,
  ) as Promise<T>;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('opening hours', () => {
  it(
    "an administrator edits a company's hours; a visitor finds it by CEP, opens it and sees the week, today and whether it is open",
    { timeout: 120_000 },
    async () => {
      const context = await newContext(browser, baseUrl);
      const page = await context.newPage();
      await login(page, adminEmail, adminPassword);
      await page.waitForURL(path('/dashboard'));
      const name = `Baterias Horario ${Date.now().toString(36)}`;
      const company = await apiPost<{ id: number }>(page, '/api/companys', {
        company: {
          name,
          cnpj: randomCnpj(),
          lines: [1],
          // assistance points come first, then the distance (section 4): this one is first of all from its street's CEP
          isAssistence: true,
          cep: '01310-100',
          addressPosition: { latitude: -23.561414, longitude: -46.655881 },
          logradouro: 'Avenida Paulista',
          numero: '1000',
          neibor: 'Bela Vista',
          city: 'São Paulo',
          uf: 'SP',
          status: 'approved',
          isActive: true,
        },
      });

      // the company form: general, address, then the opening hours
      await page.goto(`/company/${company.id}`);
      await visible(page.getByText('Etapa 1/4'));
      await page.getByRole('button', { name: 'Próximo' }).click();
      await visible(page.getByText('Etapa 2/4'));
      await page.getByRole('button', { name: 'Próximo' }).click();
      await visible(page.getByText('Etapa 3/4'));
      await page.getByRole('checkbox', { name: 'Informar horário de funcionamento' }).check();
      const monday = page.getByRole('group', { name: 'Segunda-feira' });
      await monday.getByLabel('Fechamento', { exact: true }).fill('12:00');
      await monday.getByRole('button', { name: 'Adicionar intervalo' }).click();
      await monday.getByLabel('Abertura após o intervalo').fill('13:00');
      await monday.getByLabel('Fechamento após o intervalo').fill('18:30');
      await page.getByRole('group', { name: 'Sábado' }).getByRole('checkbox', { name: 'Fechado' }).check();
      await page.getByRole('button', { name: 'Adicionar data especial' }).click();
      const special = page.getByRole('group', { name: 'Data 1' });
      await special.getByLabel('Data', { exact: true }).fill('2099-12-24');
      await special.getByLabel('Observação').fill('Véspera de Natal');
      await page.getByRole('button', { name: 'Próximo' }).click();
      await visible(page.getByText('Etapa 4/4'));
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL(path('/companys'));

      // the partner page as the server renders it: the week and the structured data; the clock-dependent line is not there
      const html = await (await fetch(new URL(`/partnersdetails/${company.id}`, baseUrl))).text();
      expect(html).toContain('Horário de funcionamento');
      expect(html).toContain('08:00–12:00, 13:00–18:30');
      expect(html).toContain('"openingHoursSpecification"');

      // a visitor types the CEP of the street: the partners come sorted by distance, this one on the spot
      const visitor = await (await newContext(browser, baseUrl)).newPage();
      await visitor.goto('/');
      await appReady(visitor);
      const field = visitor.getByRole('combobox', { name: 'CEP, cidade ou endereço' });
      await field.fill('01310-100');
      await field.press('Enter');
      await visitor.waitForURL((url) => url.searchParams.get('local') === '01310-100');
      await visible(visitor.getByText('Ordenado pela distância de CEP 01310-100 · Avenida Paulista, Bela Vista, São Paulo - SP'), 15_000);
      const card = visitor.locator('article[data-partner-id]').first();
      await expect.poll(() => card.getAttribute('data-partner-id'), { timeout: 15_000 }).toBe(String(company.id));
      expect(await card.locator('.pc-distance').textContent()).toBe('a 0 km');
      const distances = (await visitor.locator('article[data-partner-id] .pc-distance').allTextContents()).map((text) =>
        Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
      );
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      // it opens on its page, with its week
      await card.getByRole('link', { name: /Ver Detalhes/ }).click();
      await visitor.waitForURL((url) => url.pathname.endsWith(`/${company.id}`));
      await visible(visitor.getByTestId('partner-distance'), 15_000);
      const section = visitor.getByTestId('partner-hours-section');
      await visible(section);
      const row = (label: string) => section.getByRole('row', { name: new RegExp(`^${label}`) });
      await expect.poll(() => row('Segunda-feira').textContent()).toContain('08:00–12:00, 13:00–18:30');
      await expect.poll(() => row('Sábado').textContent()).toContain('Fechado');
      await expect.poll(() => row('Domingo').textContent()).toContain('Fechado');
      await visible(section.getByText('24/12/2099: Fechado (Véspera de Natal)'));
      // after hydration: the status line on the partner's clock, and today's row marked
      await expect.poll(() => visitor.getByTestId('partner-open-status').textContent(), { timeout: 15_000 }).toMatch(/^(Aberto agora · |Fechado)/);
      expect(await section.locator('tr[aria-current="date"]').count()).toBe(1);
      expect(await section.locator('tr[aria-current="date"] th').textContent()).toContain('(hoje)');

      // the home's "Aberto agora" filter is kept in the URL
      await visitor.goto('/');
      await appReady(visitor);
      await visitor.waitForLoadState('networkidle');
      // a filter checkbox shows the URL's state: it turns checked once the navigation it starts is done
      const openNow = visitor.getByRole('checkbox', { name: 'Aberto agora' });
      // the list and the map both ask for the partners open now
      const listAsked = visitor.waitForRequest((r) => r.url().includes('/listfiltred/open?') && r.url().includes('openNow=true'));
      const mapAsked = visitor.waitForRequest((r) => r.url().includes('/listfiltred/map?') && r.url().includes('openNow=true'));
      await openNow.click();
      await visitor.waitForURL((url) => url.searchParams.get('openNow') === 'true');
      await expect.poll(() => openNow.isChecked()).toBe(true);
      await Promise.all([listAsked, mapAsked]);
      await context.close();
    },
  );
});
