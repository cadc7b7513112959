/**
 * No dead ends on a phone: a state without partners of the demo network (Acre) lists the nearest partners from its
 * capital with their distances, with and without JavaScript, and is kept out of search indexes; "Aberto agora"
 * offers the partners without hours informed.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { appReady, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

type TPartner = { id: number; distanceKm?: number };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a place without partners (phone)', () => {
  it('/ac: "Nenhum parceiro no Acre. Os mais próximos:", the nearest first with their distances, noindex; the same without JavaScript', async () => {
    const answer = await fetch(new URL('/api/companys/listfiltred/open?uf=AC&fallbackNearest=true', baseUrl));
    const body = (await answer.json()) as { total: number; nearest: TPartner[] };
    expect(body.total).toBe(0);
    const first = body.nearest[0]!;
    expect(first.distanceKm).toBeGreaterThan(0);

    const context = await newContext(browser, baseUrl, PHONE);
    const page = await context.newPage();
    await page.goto('/ac');
    await appReady(page);
    await visible(page.getByRole('heading', { name: 'Nenhum parceiro no Acre. Os mais próximos:' }), 15_000);
    const card = page.locator('article[data-partner-id]').first();
    await expect.poll(() => card.getAttribute('data-partner-id'), { timeout: 15_000 }).toBe(String(first.id));
    await visible(card.locator('.pc-distance'));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await context.close();

    const noScript = await newContext(browser, baseUrl, { ...PHONE, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/ac/rio-branco');
    await visible(plain.getByRole('heading', { name: 'Nenhum parceiro em Rio Branco. Os mais próximos:' }));
    expect(await plain.locator('article[data-partner-id]').count()).toBeGreaterThan(0);
    await noScript.close();
  });

  it('"Aberto agora": a chip, and the demo partners without hours offered; the link shows them', async () => {
    const answer = await fetch(new URL('/api/companys/listfiltred/open?openNow=true', baseUrl));
    const { withoutHours } = (await answer.json()) as { withoutHours: number };
    expect(withoutHours).toBeGreaterThan(0);

    const context = await newContext(browser, baseUrl, PHONE);
    const page = await context.newPage();
    await page.goto('/?openNow=true');
    await appReady(page);
    await visible(page.getByRole('list', { name: 'Filtros' }).getByText('Aberto agora'), 15_000);
    const offer = page.getByRole('link', { name: `Ver também ${withoutHours} parceiros sem horário informado` });
    await visible(offer, 15_000);
    await offer.click();
    await page.waitForURL((url) => !url.searchParams.has('openNow'));
    await expect.poll(() => page.getByTestId('without-hours').count()).toBe(0);
    await context.close();
  });
});
