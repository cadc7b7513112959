import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { waitForMail } from './support/mail.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const mailFile = inject('mailFile');

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
    await page.waitForURL(/\/login/);
    await login(page, adminEmail, adminPassword);
    await page.waitForURL(/\/settings\/change-password/);
    await context.close();
  });

  it('logs in, shows the shell with the menu and the profile, and logs out', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await login(page, adminEmail, adminPassword);
    await page.waitForURL(/\/dashboard/);
    const nav = page.getByRole('navigation', { name: /menu/i });
    await expect(nav.getByText('Empresas', { exact: true })).toBeVisible();
    await expect(nav.getByText('Linhas de produtos', { exact: true })).toBeVisible();
    await expect(nav.getByText('Banners', { exact: true })).toBeVisible();
    expect(await page.title()).toBe('Rede de Parceiros');

    await page.getByRole('button', { name: /perfil/i }).click();
    await expect(page.getByRole('menu').getByText(adminEmail)).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Perfís de Acesso' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(/\/login/);
    const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).not.toContain('token');

    // The old session is gone: a protected page sends back to login.
    await page.goto('/dashboard');
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it('refuses a route the user has no permission for', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    // A demo partner company's user (type company) may not open the administrators' company list.
    await login(page, 'parceiro1@demo.rededeparceiros.com.br', 'parceiro123');
    await page.waitForURL(/\/dashboard/);
    const nav = page.getByRole('navigation', { name: /menu/i });
    await expect(nav.getByText('Minhas Empresas', { exact: true })).toBeVisible();
    await expect(nav.getByText('Banners', { exact: true })).toHaveCount(0);
    await page.goto('/companys');
    await expect(page.getByText('Acesso negado')).toBeVisible();
    await context.close();
  });

  it('shows the not-found page for unknown paths', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/caminho/que/nao/existe');
    await expect(page.getByText('Página não encontrada')).toBeVisible();
    await page.getByRole('link', { name: 'Voltar ao início.' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('password reset by e-mailed code', () => {
  it('resets the password with the code read from the mail sink and logs in with it', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const email = 'parceiro2@demo.rededeparceiros.com.br';
    const newPassword = 'Nova#Senha2026';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await page.waitForURL(/\/forgot-password/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: /enviar/i }).click();
    await expect(page.getByText('E-mail enviado!')).toBeVisible();
    await page.waitForURL(/\/code-verification\?email=/);

    const code = await waitForMail(mailFile, email, /\b(\d{6})\b/);
    await page.getByLabel(/código/i).first().fill(code);
    await page.getByRole('button', { name: /continuar/i }).click();
    await page.waitForURL(/\/reset-password\?email=.*&code=/);

    await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await expect(page.getByText('Forte')).toBeVisible();
    await page.getByLabel(/confirm/i).fill(newPassword);
    await page.getByRole('button', { name: /salvar|alterar|redefinir/i }).click();
    await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();
    await page.waitForURL(/\/login/);

    await login(page, email, newPassword);
    await page.waitForURL(/\/dashboard/);
    await context.close();
  });
});
