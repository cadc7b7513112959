import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { randomCnpj } from './support/cnpj.ts';
import { path, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const HEADER = 'Nome;CNPJ;UF;Cidade;Linhas;CEP;Logradouro;Número;Bairro;Latitude;Longitude';
/** Rows with coordinates (written at once), rows without (their position comes from the CEP, one a second), one with errors. */
const WITH_POSITION = 300;
const FROM_CEP = 6;

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), 'rede-e2e-import-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('company import', () => {
  it('an administrator uploads a CSV, reads the dry run, confirms, follows the progress bar (through a reload) and downloads the failed rows', async () => {
    const stamp = `${Date.now()}`.slice(-6);
    const used = new Set<string>();
    const cnpj = () => {
      let value = randomCnpj();
      while (used.has(value)) value = randomCnpj();
      used.add(value);
      return value;
    };
    const rows = [
      ...Array.from(
        { length: WITH_POSITION },
        (_, i) =>
          `Baterias Importadas ${stamp}-${i};${cnpj()};SP;São Paulo;Moto, Carro;01310-100;Avenida Paulista;${100 + i};Bela Vista;-23.5614;-46.6559`,
      ),
      ...Array.from(
        { length: FROM_CEP },
        (_, i) => `Baterias do CEP ${stamp}-${i};${cnpj()};SP;São Paulo;Moto;01310-100;Avenida Paulista;${900 + i};Bela Vista;;`,
      ),
      `Baterias com Erro ${stamp};11.111.111/1111-11;SP;São Paulo;Moto;123;Avenida Paulista;1;Bela Vista;;`,
    ];
    const file = join(dir, 'empresas.csv');
    writeFileSync(file, `${HEADER}\n${rows.join('\n')}\n`);

    const context = await newContext(browser, baseUrl, { acceptDownloads: true });
    const page = await context.newPage();
    await login(page, adminEmail, adminPassword);
    await page.waitForURL(path('/dashboard'));
    await page.goto('/companys');
    await page.getByRole('link', { name: 'Importar', exact: true }).click();
    await page.waitForURL(path('/companys/import'));
    await visible(page.getByRole('heading', { level: 1, name: 'Importar empresas' }));

    // the template downloads
    const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar modelo (.csv)' }).click()]);
    expect(template.suggestedFilename()).toMatch(/^Modelo_importacao_empresas_\d{8}_\d{6}\.csv$/);

    // upload and dry run
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Enviar e simular' }).click();
    await visible(page.getByRole('heading', { level: 2, name: 'Simulação: nada foi gravado ainda' }), 30_000);
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);
    const count = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    expect(await count('Novas').textContent()).toBe(String(WITH_POSITION + FROM_CEP));
    expect(await count('Com erro').textContent()).toBe('1');
    await page.getByRole('combobox', { name: 'Mostrar' }).click();
    await page.getByRole('option', { name: 'Com erro (1)' }).click();
    await visible(page.getByText('CNPJ: CNPJ inválido'));

    // status, confirmation, progress
    await page.getByRole('radio', { name: /Aprovado/ }).check();
    await page.getByRole('button', { name: 'Importar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Continuar' }).click();
    const bar = page.getByRole('progressbar', { name: 'Progresso da importação' });
    await visible(page.getByRole('heading', { level: 2, name: 'Importando em segundo plano' }), 30_000);
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(0);
    const during = Number(await bar.getAttribute('aria-valuenow'));
    expect(during).toBeLessThan(100);

    // a reload keeps the import on screen (its id is in the address)
    await page.reload();
    await visible(page.getByRole('progressbar', { name: 'Progresso da importação' }), 30_000);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(during);

    // the report
    await visible(page.getByRole('heading', { level: 2, name: 'Importação concluída' }), 60_000);
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await count('Cadastradas').textContent()).toBe(String(WITH_POSITION + FROM_CEP));
    expect(await count('Não importadas').textContent()).toBe('1');
    expect(await count('Posições obtidas pelo CEP').textContent()).toBe(String(FROM_CEP));
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar linhas não importadas (.xlsx)' }).click(),
    ]);
    const saved = join(dir, report.suggestedFilename());
    await report.saveAs(saved);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(saved) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Linha');
    expect(String(sheet.getRow(2).getCell(sheet.getRow(1).cellCount).value)).toContain('CNPJ: CNPJ inválido');
    await context.close();
  }, 180_000);
});
