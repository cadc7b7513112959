import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchBrowser = (extraArgs: readonly string[] = []): Promise<Browser> =>
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
      ...extraArgs,
    ],
  });

/**
 * Chromium flags that make every host but `host` unresolvable: other hosts (map tiles) fail at once, as with
 * newContext's aborts, without routing each request through this process (a measurement's own requests then take
 * the browser's normal path: routed, each waited for a round trip to the test process).
 */
export const onlyHostArgs = (host: string): string[] => [`--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${host}`];

/** What every context of the tests and the bench shares: the server's address, Brazilian locale and time zone. */
export const contextOptions = (baseURL: string) => ({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });

/**
 * A browser context that reaches only the server under test: every other host (map tiles,
 * external services) is aborted, as the machine has no internet and tests never reach outside.
 */
export const newContext = async (browser: Browser, baseURL: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> => {
  const context = await browser.newContext({ ...contextOptions(baseURL), ...options });
  const allowed = new URL(baseURL).host;
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === allowed || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    return route.abort();
  });
  recordForFailure(context, allowed);
  return context;
};

/**
 * Keeps the context's last events (console errors and warnings, page errors, API answers, failed
 * requests) and, when the current test fails, prints them with each page's address and text: a
 * failure on a loaded CI machine then says what the page did, not only which wait timed out.
 */
const recordForFailure = (context: BrowserContext, host: string): void => {
  const started = Date.now();
  const events: string[] = [];
  const note = (event: string) => {
    events.push(`+${Date.now() - started} ms ${event}`);
    if (events.length > 60) events.shift();
  };
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => note(`erro na página: ${error.error().message}`));
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.host === host && (url.pathname.startsWith('/api/') || response.status() >= 400))
      note(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
  });
  context.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (url.host === host) note(`falhou ${request.method()} ${url.pathname}: ${request.failure()?.errorText ?? ''}`);
  });
  try {
    onTestFailed(async () => {
      const pages = await Promise.all(
        context.pages().map(async (page) => {
          const text = await page
            .locator('body')
            .innerText({ timeout: 2_000 })
            .catch(() => '(sem texto)');
          return `página ${page.url()}:\n${text.replace(/\s+/g, ' ').slice(0, 800)}`;
        }),
      );
      console.error(['[e2e] o que o navegador fez antes da falha:', ...events, ...pages].join('\n'));
    });
  } catch {
    // Outside a test (a beforeAll): nothing to report to.
  }
};

/** Logs in through the form (staying on /login when already there, so its redirect target is kept). */
export const login = async (page: Page, email: string, password: string): Promise<void> => {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: /entrar/i }).click();
};
