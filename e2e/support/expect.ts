import type { Locator, Page } from 'playwright-core';

/** Waits until the locator is visible (fails the test after `timeout` ms). */
export const visible = (locator: Locator, timeout = 15_000): Promise<void> => locator.first().waitFor({ state: 'visible', timeout });

/** Waits until nothing matches the locator. */
export const absent = (locator: Locator, timeout = 15_000): Promise<void> => locator.first().waitFor({ state: 'detached', timeout });

/** A waitForURL predicate on the pathname (SPA navigations; query strings may hold encoded paths). */
export const path =
  (pathname: string) =>
  (url: URL): boolean =>
    url.pathname === pathname;

/** Waits until the app runs in the page (a server-rendered page is hydrated: <html data-app-ready>). */
export const appReady = (page: Page, timeout = 20_000): Promise<unknown> =>
  page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', undefined, { timeout });
