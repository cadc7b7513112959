import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { path, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

type TPartner = { id: number; name: string; city: string; uf: string; whatsapp: string | null; phone: string | null; path: string };
type TReport = {
  topPartners: { id: number; whatsappClicks: number; partnerViews: number }[];
  searches: { byState: { uf: string | null; searches: number }[] } | null;
};

const getJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(new URL(url, baseUrl));
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
};

/** GET as the logged page (token from the stored session). */
const getAs = <T>(page: Page, url: string): Promise<T> =>
  page.evaluate(async (target) => {
    const stored = JSON.parse(window.localStorage.getItem('rede.user') ?? '{}') as { token?: string };
    const response = await fetch(target, { headers: { Authorization: `Bearer ${stored.token ?? ''}` } });
    if (!response.ok) throw new Error(`${target} answered ${response.status}`);
    return (await response.json()) as unknown;
  }, url) as Promise<T>;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('engagement analytics', () => {
  it("counts a visitor's search, partner page view and WhatsApp click (sent by beacon), and shows them in Relatórios", async () => {
    const states = await getJson<{ id: string }[]>('/api/companys/listfiltred/states');
    const uf = states[0]!.id;
    const list = await getJson<{ data: TPartner[] }>(`/api/companys/listfiltred/open?uf=${uf}&pageSize=50`);
    const partner = list.data.find((p) => p.whatsapp || p.phone)!;
    expect(partner).toBeDefined();

    const admin = await newContext(browser, baseUrl, { acceptDownloads: true });
    const adminPage = await admin.newPage();
    await login(adminPage, adminEmail, adminPassword);
    await adminPage.waitForURL(path('/dashboard'));
    const before = await getAs<TReport>(adminPage, '/api/reports/engagement');
    const clicksOf = (report: TReport) => report.topPartners.find((p) => p.id === partner.id)?.whatsappClicks ?? 0;
    const searchesOf = (report: TReport) => report.searches?.byState.find((s) => s.uf === uf)?.searches ?? 0;

    // a visitor: no login, no cookie; WhatsApp and maps are not reached from the test
    // a visitor of its own: the other browser tests' visits from 127.0.0.1 already counted their once-an-hour events
    const visitor = await newContext(browser, baseUrl, {
      extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}` },
    });
    await visitor.route(/^https:\/\/(wa\.me|api\.whatsapp\.com|www\.google\.com)\//, (route) => route.abort());
    const beacons: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/events')) beacons.push(request.postData() ?? '');
    });
    const page = await visitor.newPage();
    const sentEvents = () => beacons.flatMap((b) => (JSON.parse(b) as { events: Record<string, unknown>[] }).events);
    /** The tab hidden (the visitor switched apps): what the tracker queued leaves at once by navigator.sendBeacon. */
    const hide = () =>
      page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    // the state's page is a search, recorded once the page is hydrated and its answer on screen
    await page.goto(`/${uf.toLowerCase()}`);
    await visible(page.locator(`article[data-partner-id]`).first(), 15_000);
    await expect
      .poll(
        async () => {
          await hide();
          return sentEvents().filter((e) => e.type === 'search');
        },
        { timeout: 15_000 },
      )
      .toEqual([expect.objectContaining({ type: 'search', uf, byPosition: false })]);
    await page.goto(partner.path);
    await visible(page.getByRole('heading', { level: 1, name: partner.name }));
    // the page view is recorded once hydrated (a click before that is the plain link's, not counted)
    await expect
      .poll(
        async () => {
          await hide();
          return sentEvents();
        },
        { timeout: 15_000 },
      )
      .toContainEqual({ type: 'partner_view', partnerId: partner.id });
    const popup = page.waitForEvent('popup');
    await page.getByTestId('whatsapp-link').click();
    await (await popup).close();
    await hide();
    await expect.poll(sentEvents, { timeout: 15_000 }).toEqual(
      expect.arrayContaining([
        { type: 'partner_view', partnerId: partner.id },
        { type: 'whatsapp_click', partnerId: partner.id },
      ]),
    );
    const sent = sentEvents();
    // nothing about the visitor travels: each event has its type and the partner (or the search's filters) only
    for (const event of sent)
      expect(
        Object.keys(event).every((key) => ['type', 'partnerId', 'uf', 'city', 'lineIds', 'isAssistence', 'byPosition', 'resultCount'].includes(key)),
      ).toBe(true);
    expect(await visitor.cookies()).toEqual([]);
    await visitor.close();

    // the report (which writes the instance's counts first) has them
    await expect
      .poll(async () => clicksOf(await getAs<TReport>(adminPage, '/api/reports/engagement')), { timeout: 15_000 })
      .toBe(clicksOf(before) + 1);
    expect(searchesOf(await getAs<TReport>(adminPage, '/api/reports/engagement'))).toBeGreaterThan(searchesOf(before));

    await adminPage.goto('/reports');
    const engagement = adminPage.getByRole('region', { name: 'Engajamento' });
    const top = engagement.getByRole('region', { name: 'Parceiros mais contatados' });
    await visible(top.getByRole('img', { name: 'Parceiros mais contatados' }));
    await visible(top.getByRole('row', { name: new RegExp(`^${partner.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) }));
    await visible(engagement.getByRole('region', { name: 'Eventos por dia', exact: true }).getByRole('row', { name: /^Total/ }));
    await visible(engagement.getByRole('region', { name: 'Buscas por estado' }));

    const download = adminPage.waitForEvent('download');
    await engagement.getByRole('button', { name: 'Exportar engajamento' }).click();
    expect((await download).suggestedFilename()).toMatch(/^Engajamento_\d{8}_\d{6}\.xlsx$/);
    await admin.close();
  });

  it('fits a phone screen', async () => {
    const context = await newContext(browser, baseUrl, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await login(page, adminEmail, adminPassword);
    await page.waitForURL(path('/dashboard'));
    await page.goto('/reports');
    await visible(page.getByRole('region', { name: 'Engajamento' }).getByRole('img', { name: 'Eventos por dia' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await context.close();
  });
});
