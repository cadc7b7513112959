import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { randomCnpj } from './support/cnpj.ts';
import { path, visible } from './support/expect.ts';
import { requestsSettled, trackRequests } from './support/network.ts';

/**
 * The public search and the registration done with the keyboard alone: only page.keyboard (Tab,
 * arrows, Enter, Space, Escape, typing); no click, fill or focus() on an element. Each step checks
 * where the focus is, and that the focused control shows it.
 */
const baseUrl = inject('baseUrl');

type TPartner = { id: number; name: string; city: string; uf: string; path: string; lines: { id: number; name: string }[] };
type TPage = { data: TPartner[]; total: number };

const getJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(new URL(url, baseUrl));
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
};

/** What has the focus: its id, its label (or aria-label, or text), its value and whether the focus shows. */
type TFocus = { tag: string; id: string; label: string; value: string; shown: boolean; partnerId: string | null };
const focused = (page: Page): Promise<TFocus> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el || el === document.body) return { tag: 'BODY', id: '', label: '', value: '', shown: false, partnerId: null };
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // MUI marks keyboard focus with .Mui-focusVisible (buttons) or .Mui-focused on the field's frame
    const muiFocus = el.classList.contains('Mui-focusVisible') || el.closest('.Mui-focused') !== null;
    const label = el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
    return {
      tag: el.tagName,
      id: el.id,
      label: label.replace(/\s+/g, ' ').trim(),
      value: 'value' in el ? String(el.value) : '',
      shown: el.matches(':focus-visible') && (outlined || style.boxShadow !== 'none' || muiFocus),
      partnerId: el.closest('article[data-partner-id]')?.getAttribute('data-partner-id') ?? null,
    };
  });

/** Presses Tab (Shift+Tab with `back`) until the focus matches; fails after `max` presses. */
const tabTo = async (page: Page, matches: (focus: TFocus) => boolean, what: string, { max = 25, back = false } = {}): Promise<TFocus> => {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await focused(page);
    if (matches(focus)) return focus;
    seen.push(`${focus.tag}#${focus.id} ${focus.label.slice(0, 40)}`);
  }
  throw new Error(`Tab não chegou a ${what}; passou por:\n${seen.join('\n')}`);
};
const labelled = (pattern: RegExp) => (focus: TFocus) => pattern.test(focus.label);

/** The focused field's value and the address, once both hold still (the app has applied the key). */
const settled = async (page: Page): Promise<string> => {
  const read = () => page.evaluate(() => `${(document.activeElement as HTMLSelectElement | null)?.value ?? ''} ${window.location.href}`);
  let previous = await read();
  for (;;) {
    await requestsSettled(page);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const current = await read();
    if (current === previous) return current.split(' ')[0]!;
    previous = current;
  }
};

/**
 * Moves the focused native select down with the arrow key until it holds `value` (once the option is
 * loaded). Each option is a filter the page puts in its URL: wait for the page to apply it, as a
 * person reads the results, before the next key.
 */
const arrowTo = async (page: Page, select: string, value: string, max = 40) => {
  await page.locator(`${select} option[value="${value}"]`).waitFor({ state: 'attached', timeout: 15_000 });
  for (let i = 0; i < max; i++) {
    if ((await settled(page)) === value) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`As setas não chegaram ao valor ${value}; foco em ${JSON.stringify(await focused(page))}`);
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('keyboard only', () => {
  it('searches the directory by state, city and line, reaches a partner card and opens its page', async () => {
    // a state, a city and a line with partners (the demo seed)
    const partners = await getJson<TPage>('/api/companys/listfiltred/open?pageSize=100');
    const target = partners.data.find((p) => p.lines.length > 0)!;
    const line = target.lines[0]!;
    const expected = await getJson<TPage>(
      `/api/companys/listfiltred/open?uf=${target.uf}&city=${encodeURIComponent(target.city)}&line=${line.id}&pageSize=10`,
    );
    const first = expected.data[0]!;

    const context = await newContext(browser, baseUrl, { reducedMotion: 'reduce' });
    const page = await context.newPage();
    trackRequests(page, baseUrl);
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Encontre um parceiro perto de você' }));

    // the skip link comes first
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Pular para o conteúdo');

    const state = await tabTo(page, (f) => f.id === 'filter-state', 'o campo Estado');
    expect(state.shown).toBe(true);
    await arrowTo(page, '#filter-state', target.uf);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/${target.uf.toLowerCase()}`);
    // the focus stays on the field after the route changes
    expect((await focused(page)).id).toBe('filter-state');

    await page.keyboard.press('Tab');
    expect((await focused(page)).id).toBe('filter-city');
    await arrowTo(page, '#filter-city', target.city);
    await expect.poll(() => new URL(page.url()).pathname.split('/').length).toBe(3);
    expect((await focused(page)).id).toBe('filter-city');

    await page.keyboard.press('Tab');
    expect((await focused(page)).id).toBe('filter-line');
    await arrowTo(page, '#filter-line', String(line.id));
    await expect.poll(() => new URL(page.url()).searchParams.get('line')).toBe(String(line.id));

    await page.keyboard.press('Tab');
    const search = await focused(page);
    expect(search.label).toBe('BUSCAR');
    expect(search.shown).toBe(true);
    await page.keyboard.press('Enter');
    // BUSCAR takes the focus to the results heading
    await expect.poll(async () => (await focused(page)).id, { timeout: 15_000 }).toBe('results-count');
    await expect
      .poll(() => page.locator('#results-count').textContent(), { timeout: 15_000 })
      .toBe(expected.total === 1 ? '1 resultado' : `${expected.total} resultados`);

    // the first card's name selects it (and its marker)
    const card = await tabTo(page, (f) => f.partnerId === String(first.id) && f.tag === 'BUTTON', `o cartão de ${first.name}`, { max: 40 });
    expect(card.label).toBe(first.name);
    expect(card.shown).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`article[data-partner-id="${first.id}"]`).getAttribute('data-selected')).toBe('true');

    // its 'Ver Detalhes' link opens the partner page
    const details = await tabTo(page, (f) => f.partnerId === String(first.id) && /^Ver Detalhes/.test(f.label), 'Ver Detalhes', { max: 8 });
    expect(details.shown).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(path(first.path));
    await visible(page.getByRole('heading', { level: 1, name: first.name }));
    await context.close();
  });

  it('completes the four registration steps', { timeout: 90_000 }, async () => {
    const stamp = Date.now().toString(36);
    const password = 'Senha#Forte1';
    const context = await newContext(browser, baseUrl, { reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/company_register');
    await visible(page.getByText('Etapa 1/4'));
    const type = (text: string) => page.keyboard.type(text);

    // step 1: store data
    const name = await tabTo(page, labelled(/^Nome da loja/), 'Nome da loja');
    expect(name.shown).toBe(true);
    await type(`Baterias Teclado ${stamp}`);
    await tabTo(page, labelled(/^CNPJ/), 'CNPJ', { max: 1 });
    await type(randomCnpj());
    await tabTo(page, labelled(/^Razão social/), 'Razão social', { max: 1 });
    await type(`Baterias Teclado ${stamp} Ltda`);
    await tabTo(page, labelled(/^Telefone/), 'Telefone', { max: 1 });
    await type('1333334444');
    await tabTo(page, labelled(/^Whatsapp/), 'Whatsapp', { max: 1 });
    await type('13988887777');
    await tabTo(page, labelled(/^E-mail da loja/), 'E-mail da loja', { max: 1 });
    await type(`loja.teclado.${stamp}@exemplo.com.br`);
    await tabTo(page, labelled(/^Linhas de produtos/), 'Linhas de produtos', { max: 1 });
    // the lines list: arrows open it and move, Enter picks, Escape closes
    await page.keyboard.press('ArrowDown');
    await visible(page.getByRole('listbox'));
    await type('Moto');
    await visible(page.getByRole('option', { name: 'Moto' }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await visible(page.getByRole('button', { name: /Moto/ }).or(page.getByText('Moto', { exact: true })));
    await tabTo(page, labelled(/^Próximo$/i), 'Próximo', { max: 4 });
    await page.keyboard.press('Enter');

    // step 2: address; the postal code fills the street, district, city and state
    await visible(page.getByText('Etapa 2/4'));
    await tabTo(page, labelled(/^CEP/), 'CEP', { max: 10 });
    await type('01310100');
    await expect.poll(() => page.getByLabel(/^Cidade/).inputValue(), { timeout: 15_000 }).toBe('São Paulo');
    await tabTo(page, labelled(/^Número/), 'Número', { max: 4 });
    await type('1000');
    await tabTo(page, labelled(/Latitude/), 'Latitude', { max: 20 });
    await page.keyboard.press('ControlOrMeta+A');
    await type('-23.561414');
    await tabTo(page, labelled(/Longitude/), 'Longitude', { max: 1 });
    await page.keyboard.press('ControlOrMeta+A');
    await type('-46.655881');
    await tabTo(page, labelled(/^Próximo$/i), 'Próximo', { max: 30 });
    await page.keyboard.press('Enter');

    // step 3: opening hours, from the keyboard: Space informs them, a day's "Fechado" and times are reachable
    await visible(page.getByText('Etapa 3/4'));
    await tabTo(page, labelled(/^Informar horário de funcionamento$/), 'Informar horário de funcionamento', { max: 10 });
    await page.keyboard.press('Space');
    await tabTo(page, labelled(/^Fechado$/), 'Fechado (segunda-feira)', { max: 2 });
    await tabTo(page, labelled(/^Abertura$/), 'Abertura (segunda-feira)', { max: 1 });
    await tabTo(page, labelled(/^Próximo$/i), 'Próximo', { max: 80 });
    await page.keyboard.press('Enter');

    // step 4: administrator
    await visible(page.getByText('Etapa 4/4'));
    await tabTo(page, labelled(/^Nome do administrador/), 'Nome do administrador', { max: 10 });
    await type(`Dono Teclado ${stamp}`);
    await tabTo(page, labelled(/^E-mail do administrador/), 'E-mail do administrador', { max: 1 });
    await type(`dono.teclado.${stamp}@exemplo.com.br`);
    await tabTo(page, labelled(/^Senha/), 'Senha', { max: 1 });
    await type(password);
    await tabTo(page, labelled(/^Confirmar senha/), 'Confirmar senha', { max: 3 });
    await type(password);
    await visible(page.getByText('Forte'));
    const submit = await tabTo(page, labelled(/^Cadastrar$/i), 'Cadastrar', { max: 6 });
    expect(submit.shown).toBe(true);
    await page.keyboard.press('Enter');
    await visible(page.getByText('Cadastro realizado com sucesso!'));
    await context.close();
  });
});
