import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

/**
 * A browser context that reaches only the server under test: every other host (map tiles,
 * external services) is aborted, as the machine has no internet and tests never reach outside.
 */
export const newContext = async (browser: Browser, baseURL: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> => {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
  const allowed = new URL(baseURL).host;
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === allowed || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    return route.abort();
  });
  return context;
};

/** Logs in through the form (staying on /login when already there, so its redirect target is kept). */
export const login = async (page: Page, email: string, password: string): Promise<void> => {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: /entrar/i }).click();
};
