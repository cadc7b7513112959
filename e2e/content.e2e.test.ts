import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { absent, path, visible } from './support/expect.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

/** A 1x1 PNG: the server recognises images by their first bytes, so it must be a real one. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
let dir: string;
let pngPath: string;
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), 'rede-e2e-content-'));
  pngPath = join(dir, 'imagem.png');
  writeFileSync(pngPath, TINY_PNG);
});
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const loggedInPage = async (): Promise<Page> => {
  const context = await newContext(browser, baseUrl, { acceptDownloads: true });
  const page = await context.newPage();
  await login(page, adminEmail, adminPassword);
  await page.waitForURL(path('/dashboard'));
  return page;
};

/** Types into the list's quick search and waits for the debounced term to reach the URL. */
const search = async (page: Page, term: string) => {
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(term);
  await page.waitForURL((url) => url.searchParams.get('searchTerm') === term);
};

/** The image has really been served by GET /api/uploads/files/<name> and decoded. */
const imageLoaded = async (image: Locator) => {
  await visible(image);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
  expect(await image.getAttribute('src')).toMatch(/^\/api\/uploads\/files\/[\w-]+\.png$/);
};

/** Clicks Exportar, captures the download and reads its workbook. */
const exportList = async (page: Page): Promise<{ download: Download; rows: unknown[][] }> => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
  const file = join(dir, `${Date.now()}.xlsx`);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet('Dados');
  expect(sheet, "a planilha tem a aba 'Dados'").toBeDefined();
  const rows: unknown[][] = [];
  sheet!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { download, rows };
};

/** Deletes through the row's Excluir button and the confirmation 'Deseja mesmo excluir?'. */
const deleteRow = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `Excluir ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Tem certeza?' });
  await visible(confirm.getByText('Deseja mesmo excluir?'));
  await confirm.getByRole('button', { name: 'Continuar' }).click();
  await absent(page.getByRole('button', { name: `Excluir ${name}` }));
  await visible(page.getByText('Nenhum item encontrado!'));
};

describe('product lines', () => {
  it('creates a line with an icon, edits its title, exports the list and deletes it', { timeout: 180_000 }, async () => {
    const page = await loggedInPage();
    const name = `Linha E2E ${stamp}`;
    const edited = `${name} editada`;

    await page.goto('/lines');
    await visible(page.getByRole('heading', { level: 1, name: 'Linhas de produtos' }));
    await page.getByRole('link', { name: 'Adicionar' }).click();
    await page.waitForURL(path('/line'));
    await visible(page.getByText('Tamanho sugerido: 24x24 px'));
    await page.getByRole('textbox', { name: 'Título' }).fill(name);
    await page.locator('input[type="file"][aria-label="Ícone"]').setInputFiles(pngPath);
    await visible(page.getByRole('img', { name: 'Pré-visualização de Ícone' }));
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(path('/lines'));

    // in the list, with its icon served from the uploads
    await search(page, name);
    const row = page.getByRole('row').filter({ hasText: name });
    await visible(row);
    await imageLoaded(row.getByRole('img', { name: 'Ícone' }));

    // edit the title
    await row.getByRole('link', { name: `Editar ${name}` }).click();
    await page.waitForURL(/\/line\/\d+$/);
    const title = page.getByRole('textbox', { name: 'Título' });
    await expect.poll(() => title.inputValue()).toBe(name);
    await visible(page.getByRole('img', { name: 'Pré-visualização de Ícone' }));
    await title.fill(edited);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(path('/lines'));
    await search(page, edited);
    await visible(page.getByRole('row').filter({ hasText: edited }));

    // export what the list shows: the visible columns of every row matching the search
    const { download, rows } = await exportList(page);
    expect(download.suggestedFilename()).toMatch(/^Linhas de produtos_\d{8}_\d{6}\.xlsx$/);
    expect(rows[0]).toEqual(['Título', 'Ícone', 'Data de cadastro', 'Data de atualização']);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe(edited);
    expect(String(rows[1]?.[1])).toMatch(/^[\w-]+\.png$/);
    expect(String(rows[1]?.[2])).toMatch(/^\d{2}\/\d{2}\/\d{4}/);

    await deleteRow(page, edited);
    await page.context().close();
  });

  it('keeps the search, the page and the page size in the URL across a reload', { timeout: 180_000 }, async () => {
    const page = await loggedInPage();
    const prefix = `Paginação ${stamp}`;
    const names = Array.from({ length: 12 }, (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`);
    // twelve lines through the API with the session's token (only the list behaviour is under test here)
    const ids = await page.evaluate(async (all) => {
      const token = (JSON.parse(localStorage.getItem('rede.user') ?? '{}') as { token?: string }).token ?? '';
      const created: number[] = [];
      for (const name of all) {
        const res = await fetch('/api/lines', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ line: { name } }),
        });
        created.push(((await res.json()) as { id: number }).id);
      }
      return created;
    }, names);
    expect(ids).toHaveLength(12);

    await page.goto('/lines');
    await search(page, prefix);
    await visible(page.getByText('1–10 de 12'));
    await page.getByRole('button', { name: 'Ir para a próxima página' }).click();
    await page.waitForURL((url) => url.searchParams.get('pageIndex') === '1');
    await visible(page.getByText('11–12 de 12'));
    await visible(page.getByRole('row').filter({ hasText: names[11]! }));

    await page.reload();
    await visible(page.getByText('11–12 de 12'));
    await visible(page.getByRole('row').filter({ hasText: names[10]! }));
    expect(await page.getByRole('searchbox', { name: 'Pesquisar' }).inputValue()).toBe(prefix);

    await page.getByRole('combobox', { name: /Itens por página/ }).click();
    await page.getByRole('option', { name: '25' }).click();
    await page.waitForURL((url) => url.searchParams.get('pageSize') === '25');
    await visible(page.getByText('1–12 de 12'));
    await page.reload();
    await visible(page.getByText('1–12 de 12'));
    expect(new URL(page.url()).searchParams.get('searchTerm')).toBe(prefix);

    // back goes to the previous list state
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('pageIndex') === '1' && !url.searchParams.has('pageSize'));
    await visible(page.getByText('11–12 de 12'));

    await page.evaluate(async (all) => {
      const token = (JSON.parse(localStorage.getItem('rede.user') ?? '{}') as { token?: string }).token ?? '';
      for (const id of all) await fetch(`/api/lines?id=${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    }, ids);
    await page.context().close();
  });
});

describe('banners', () => {
  it('creates a banner with an image, edits its link, exports the list and deletes it', { timeout: 180_000 }, async () => {
    const page = await loggedInPage();
    const link = `https://e2e.example/banner-${stamp}`;
    const edited = `${link}-editado`;

    await page.goto('/banners');
    await visible(page.getByRole('heading', { level: 1, name: 'Banners' }));
    await page.getByRole('link', { name: 'Adicionar' }).click();
    await page.waitForURL(path('/banner'));
    await visible(page.getByText('Tamanho sugerido: 244x62 px'));

    // the image is required
    await page.getByRole('textbox', { name: 'Link' }).fill(link);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await visible(page.getByText('Campo obrigatório'));

    await page.locator('input[type="file"][aria-label="Imagem"]').setInputFiles(pngPath);
    await visible(page.getByRole('img', { name: 'Pré-visualização de Imagem' }));
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(path('/banners'));

    await search(page, `banner-${stamp}`);
    const row = page.getByRole('row').filter({ hasText: link });
    await visible(row);
    await imageLoaded(row.getByRole('img', { name: 'Imagem' }));

    await row.getByRole('link', { name: `Editar ${link}` }).click();
    await page.waitForURL(/\/banner\/\d+$/);
    await imageLoaded(page.getByRole('img', { name: 'Pré-visualização de Imagem' }));
    const linkField = page.getByRole('textbox', { name: 'Link' });
    await expect.poll(() => linkField.inputValue()).toBe(link);
    await linkField.fill(edited);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(path('/banners'));
    await search(page, `banner-${stamp}`);
    await visible(page.getByRole('row').filter({ hasText: edited }));

    const { download, rows } = await exportList(page);
    expect(download.suggestedFilename()).toMatch(/^Banners_\d{8}_\d{6}\.xlsx$/);
    expect(rows[0]).toEqual(['Ordem', 'Imagem', 'Link', 'Data de cadastro', 'Data de atualização']);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toEqual(expect.any(Number));
    expect(String(rows[1]?.[1])).toMatch(/^[\w-]+\.png$/);
    expect(rows[1]?.[2]).toBe(edited);
    expect(String(rows[1]?.[3])).toMatch(/^\d{2}\/\d{2}\/\d{4}/);

    await deleteRow(page, edited);
    await page.context().close();
  });
});

describe('drag to reorder', () => {
  it('moves a secondary menu above another by dragging its handle with the mouse, and a column by its header', { timeout: 120_000 }, async () => {
    const page = await loggedInPage();
    const titles = [`Arrastar ${stamp} A`, `Arrastar ${stamp} B`];
    const api = (method: string, url: string, body?: unknown) =>
      page.evaluate(
        async ({ method, url, body }) => {
          const token = (JSON.parse(localStorage.getItem('rede.user') ?? '{}') as { token?: string }).token ?? '';
          const res = await fetch(url, {
            method,
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          return res.json() as Promise<unknown>;
        },
        { method, url, body },
      );
    const ids: number[] = [];
    for (const title of titles) ids.push(((await api('POST', '/api/menuSecondarys', { menuSecondary: { title } })) as { id: number }).id);
    const order = async () =>
      ((await api('GET', '/api/menuSecondarys?pageSize=100')) as { data: { id: number }[] }).data.map((m) => m.id).filter((id) => ids.includes(id));
    expect(await order()).toEqual(ids);

    // both new menus are last: the last page of 100 holds them
    await page.goto('/menuSecondarys?pageSize=100');
    const rowA = page.getByRole('row').filter({ hasText: titles[0]! });
    const handleB = page.getByRole('button', { name: `Mover linha: ${titles[1]}` });
    await visible(rowA);
    await visible(handleB);
    const from = (await handleB.boundingBox())!;
    const to = (await rowA.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
    await page.mouse.up();
    await expect.poll(order, { timeout: 10_000 }).toEqual([ids[1], ids[0]]);

    // a column dragged by its header to another place, kept after a reload (with the column settings)
    const headers = () => page.getByRole('columnheader').allInnerTexts();
    const link = (await page.getByRole('columnheader', { name: 'Link' }).boundingBox())!;
    const title = (await page.getByRole('columnheader', { name: 'Título' }).boundingBox())!;
    await page.mouse.move(link.x + link.width / 2, link.y + link.height / 2);
    await page.mouse.down();
    await page.mouse.move(title.x + 4, title.y + title.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(async () => (await headers()).map((h) => h.trim()).filter((h) => h === 'Link' || h === 'Título')).toEqual(['Link', 'Título']);
    await page.reload();
    await visible(page.getByRole('columnheader', { name: 'Link' }));
    expect((await headers()).map((h) => h.trim()).filter((h) => h === 'Link' || h === 'Título')).toEqual(['Link', 'Título']);

    for (const id of ids) await api('DELETE', `/api/menuSecondarys?id=${id}`);
    await page.context().close();
  });
});
