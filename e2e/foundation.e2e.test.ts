import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { waitForMail } from './support/mail.ts';
import { absent, path, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const mailFile = inject('mailFile');
const partner1 = inject('partner1');
const partner2 = inject('partner2');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('back-office shell', () => {
  it('sends a logged-out visitor to login and back to the page asked for', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/settings/change-password');
    await page.waitForURL(path('/login'));
    await login(page, adminEmail, adminPassword);
    await page.waitForURL(path('/settings/change-password'));
    await context.close();
  });

  it('logs in, shows the shell with the menu and the profile, and logs out', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await login(page, adminEmail, adminPassword);
    await page.waitForURL(path('/dashboard'));
    const nav = page.getByRole('navigation', { name: /menu/i });
    await visible(nav.getByText('Empresas', { exact: true }));
    await visible(nav.getByText('Linhas de produtos', { exact: true }));
    await visible(nav.getByText('Banners', { exact: true }));
    expect(await page.title()).toBe('Rede de Parceiros');

    await page.getByRole('button', { name: /perfil/i }).click();
    await visible(page.getByRole('menu').getByText(adminEmail));
    await visible(page.getByRole('menuitem', { name: 'Perfís de Acesso' }));
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(path('/login'));
    await page.waitForLoadState('load');
    await visible(page.getByRole('button', { name: 'Entrar' }));
    const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).not.toContain('token');

    // The old session is gone: a protected page sends back to login.
    await page.goto('/dashboard');
    await page.waitForURL(path('/login'));
    await context.close();
  });

  it('on a 390 px phone the owner select and the profile avatar sit side by side, neither covering the other', async () => {
    for (const width of [390, 320]) {
      const context = await newContext(browser, baseUrl, { viewport: { width, height: 844 } });
      const page = await context.newPage();
      await login(page, adminEmail, adminPassword);
      await page.waitForURL(path('/dashboard'));
      const select = page.getByRole('combobox', { name: 'Empresa' });
      const profile = page.getByRole('button', { name: /perfil/i });
      await visible(select);
      await visible(profile);
      const [a, b] = [await select.boundingBox(), await profile.boundingBox()];
      expect(a && b, `width ${width}`).toBeTruthy();
      // side by side, inside the screen
      expect(a!.x + a!.width, `width ${width}: ${JSON.stringify({ a, b })}`).toBeLessThanOrEqual(b!.x);
      expect(b!.x + b!.width).toBeLessThanOrEqual(width);
      // what a tap on the middle of the select hits is the select itself, not the avatar
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="combobox"]')?.getAttribute('role') ?? null, {
        x: a!.x + a!.width / 2,
        y: a!.y + a!.height / 2,
      });
      expect(hit, `width ${width}`).toBe('combobox');
      await select.click();
      await visible(page.getByRole('option', { name: 'Todas as empresas' }));
      await page.keyboard.press('Escape');
      await context.close();
    }
  });

  it('refuses a route the user has no permission for', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    // A demo partner company's user (type company) may not open the administrators' company list.
    await login(page, partner1.email, partner1.password);
    await page.waitForURL(path('/dashboard'));
    const nav = page.getByRole('navigation', { name: /menu/i });
    await visible(nav.getByText('Minhas Empresas', { exact: true }));
    await absent(nav.getByText('Banners', { exact: true }));
    await page.goto('/companys');
    await visible(page.getByText('Acesso negado'));
    await context.close();
  });

  it('shows the not-found page for unknown paths', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/caminho/que/nao/existe');
    await visible(page.getByText('Página não encontrada'));
    await page.getByRole('link', { name: 'Voltar ao início.' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('password reset by e-mailed code', () => {
  it('resets the password with the code read from the mail sink and logs in with it', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const email = partner2.email;
    const newPassword = 'Girassol#2026';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await page.waitForURL(path('/forgot-password'));
    // The address changes before React renders the new route: the login form (with its own "E-mail") may
    // still be on screen, and a fill then would be lost with it.
    await visible(page.getByRole('heading', { name: 'Esqueceu a senha?' }));
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('button', { name: /enviar/i }).click();
    await visible(page.getByText('E-mail enviado!'));
    await page.waitForURL(/\/code-verification\?email=/);

    const code = await waitForMail(mailFile, email, /\b(\d{6})\b/);
    await page.getByRole('textbox', { name: /código/i }).fill(code);
    await page.getByRole('button', { name: /continuar/i }).click();
    await page.waitForURL(/\/reset-password\?email=.*&code=/);

    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(newPassword);
    await visible(page.getByText('Forte'));
    await page.getByRole('textbox', { name: /confirm/i }).fill(newPassword);
    await page.getByRole('button', { name: /salvar|alterar|redefinir/i }).click();
    await visible(page.getByText('Senha alterada com sucesso'));
    await page.waitForURL(path('/login'));

    await login(page, email, newPassword);
    await page.waitForURL(path('/dashboard'));
    await context.close();
  });
});
