/**
 * As a person sees it: the quick start's first login (the generated password, read from the file the start
 * log names) asks for a new password before anything else; the login e-mail changes only with the current
 * password and a code sent to the new address.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { absent, path, visible } from './support/expect.ts';
import { readMails, waitForMail } from './support/mail.ts';
import { startServer } from './support/server.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const mailFile = inject('mailFile');
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('quick start (npm start, then log in with the generated password)', () => {
  it('the first login opens the change-password screen before anything else; after the change, the page asked for', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rede-e2e-quickstart-'));
    // A second server as `npm start` runs it on a fresh machine: not production, no ADMIN_PASSWORD.
    const server = await startServer({ NODE_ENV: 'development', DATA_DIR: dataDir, SEED_DEMO: 'false' });
    try {
      // The start log says where the password is, never the password; the file is its owner's only.
      const file = join(dataDir, 'first-admin-password.txt');
      expect(server.output()).toContain(file);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const line = readFileSync(file, 'utf8')
        .split('\n')
        .find((row) => row.startsWith('admin@rededeparceiros.com.br\t'));
      const startPassword = line!.split('\t')[1]!;
      expect(server.output()).not.toContain(startPassword);

      const context = await newContext(browser, server.url);
      const page = await context.newPage();
      await page.goto('/login');
      await login(page, 'admin@rededeparceiros.com.br', startPassword);
      await page.waitForURL(path('/settings/change-password'));
      await visible(page.getByText('Defina uma nova senha para continuar'));
      // Any other screen comes back here until the password is changed.
      await page.goto('/companys');
      await page.waitForURL(path('/settings/change-password'));
      await visible(page.getByText('Defina uma nova senha para continuar'));

      const newPassword = 'Jabuticaba#2026';
      await page.getByLabel(/^Senha atual/).fill(startPassword);
      await page.getByLabel(/^Nova senha/).fill('admin1234');
      await page.getByLabel(/^Confirmar nova senha/).fill('admin1234');
      await page.getByRole('button', { name: 'Alterar senha' }).click();
      await visible(page.getByText('Senha muito comum. Escolha uma senha mais difícil de adivinhar.').first());
      await page.getByLabel(/^Nova senha/).fill(newPassword);
      await page.getByLabel(/^Confirmar nova senha/).fill(newPassword);
      await page.getByRole('button', { name: 'Alterar senha' }).click();
      // back to the screen that was asked for before the change
      await page.waitForURL(path('/companys'));
      await absent(page.getByText('Defina uma nova senha para continuar'));

      // The next login goes straight in.
      await page.getByRole('button', { name: /perfil/i }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await page.waitForURL(path('/login'));
      await page.waitForLoadState('load');
      await login(page, 'admin@rededeparceiros.com.br', newPassword);
      await page.waitForURL(path('/dashboard'));
      await page.goto('/companys');
      await page.waitForURL(path('/companys'));
      await context.close();
      expect(server.output()).not.toContain(newPassword);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('Meu Perfil: e-mail change', () => {
  it('needs the current password and the code sent to the new address; the old address is told', async () => {
    const oldEmail = `perfil.${stamp}@e2e.rededeparceiros.com.br`;
    const newEmail = `perfil.novo.${stamp}@e2e.rededeparceiros.com.br`;
    const password = 'Margarida#2026';
    const adminLogin = await fetch(`${baseUrl}/api/login/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: adminEmail, password: adminPassword }),
    });
    const { token } = (await adminLogin.json()) as { token: string };
    const created = await fetch(`${baseUrl}/api/users`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: { name: `Perfil ${stamp}`, type: 'admin', email: oldEmail, password, password_confirm: password } }),
    });
    expect(created.status, await created.clone().text()).toBe(201);

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await login(page, oldEmail, password);
    await page.waitForURL(path('/dashboard'));
    await page.goto('/settings/userdata');
    await visible(page.getByRole('heading', { name: 'Meu Perfil' }));
    await expect.poll(() => page.getByLabel('E-mail atual').inputValue()).toBe(oldEmail);

    await page.getByRole('button', { name: 'Alterar e-mail' }).click();
    await page.getByLabel(/^Novo e-mail/).fill(newEmail);
    await page.getByLabel(/^Senha atual/).fill('nao-e-esta');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await visible(page.getByText('Senha inválida'));
    await page.getByLabel(/^Senha atual/).fill(password);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await visible(page.getByText(`Enviamos um código de confirmação para ${newEmail}`, { exact: false }));

    const code = await waitForMail(mailFile, newEmail, /\b(\d{6})\b/);
    await page.getByLabel(/^Código recebido/).fill(code);
    await page.getByRole('button', { name: 'Confirmar novo e-mail' }).click();
    await visible(page.getByText(/E-mail alterado com sucesso/).first());
    await expect.poll(() => page.getByLabel('E-mail atual').inputValue()).toBe(newEmail);
    // The old address was told; the login now uses the new address.
    await expect.poll(() => readMails(mailFile).some((mail) => mail.to.includes(oldEmail) && /alterado/i.test(mail.raw))).toBe(true);
    await context.close();

    const relogin = await newContext(browser, baseUrl);
    const again = await relogin.newPage();
    await login(again, newEmail, password);
    await again.waitForURL(path('/dashboard'));
    await relogin.close();
  }, 120_000);
});
