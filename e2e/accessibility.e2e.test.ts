import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatViolations, runAxe } from './support/axe.ts';
import { launchBrowser, login, newContext } from './support/browser.ts';
import { randomCnpj } from './support/cnpj.ts';
import { absent, path, visible } from './support/expect.ts';
import { requestsSettled, trackRequests } from './support/network.ts';

/**
 * axe-core (WCAG 2.1 A/AA and best practices) over every screen of the product, in light and dark
 * mode: no serious or critical violation. One logged-in context per mode and user; each screen is
 * opened with page.goto, waited for (its own content, no loading indicator) and checked once.
 */
const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const PARTNER = inject('partner1');
const MODES = ['light', 'dark'] as const;
type TMode = (typeof MODES)[number];

/** Leaflet's tiles come from outside (blocked in tests) and its attribution is third-party markup. */
const THIRD_PARTY = ['.leaflet-control-attribution'];

type TScreen = {
  name: string;
  /** A path, or one built from the records loadIds found (known only once the tests run). */
  path: string | ((ids: TIds) => string);
  /** What shows once the screen has its data (beyond its h1). */
  ready?: (page: Page) => Locator;
  /** Opened by URL (a full load): the previous screen has the same route component, whose content React keeps. */
  load?: boolean;
  /** Dialogs, drawers or menus to open and check too (after the screen itself). */
  open?: TOpen[];
};
type TOpen = { name: string; run: (page: Page) => Promise<void>; close: (page: Page) => Promise<void> };

type TIds = {
  uf: string;
  cityPath: string;
  partnerId: number;
  partnerPath: string;
  companyId: number;
  logCompanyId: number;
  logId: number;
  lineId: number;
  userId: number;
  roleId: number;
  partnerCompanyId: number;
  adminToken: string;
};

const api = async <T>(method: string, url: string, token?: string, body?: unknown): Promise<T> => {
  const response = await fetch(new URL(`/api${url}`, baseUrl), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};
type TList<T> = { data: T[] };
const first = <T>(list: TList<T> | T[]): T => {
  const rows = Array.isArray(list) ? list : list.data;
  if (!rows[0]) throw new Error('lista vazia');
  return rows[0];
};

const loginToken = async (userName: string, password: string) =>
  (await api<{ token: string }>('POST', '/login/login', undefined, { userName, password })).token;

/** The records the edit screens open (a role of its own: the seed has none). */
const loadIds = async (): Promise<TIds> => {
  const token = await loginToken(adminEmail, adminPassword);
  const get = <T>(url: string, as = token) => api<T>('GET', url, as);
  const partner = first(await get<TList<{ id: number; uf: string; path: string }>>('/companys/listfiltred/open'));
  const company = first(await get<TList<{ id: number }>>('/companys'));
  const logCompany = first(await get<TList<{ id: number; companyId?: number }>>('/companysLog/companies'));
  const logCompanyId = logCompany.companyId ?? logCompany.id;
  const log = first(await get<TList<{ id: number }>>(`/companysLog/logs/${logCompanyId}`));
  const line = first(await get<TList<{ id: number }>>('/lines'));
  const user = first(await get<TList<{ id: number }>>('/users'));
  const role = await api<{ id: number }>('POST', '/roles', token, {
    role: {
      name: `Acessibilidade ${Date.now().toString(36)}`,
      type: 'admin',
      permissions: ['COMPANY:LIST', 'COMPANY:CREATE', 'LINE:LIST', 'REPORTS:LIST'],
    },
  });
  const partnerToken = await loginToken(PARTNER.email, PARTNER.password);
  const partnerCompany = first(await get<TList<{ id: number }>>('/companys/companyUsers/companiesByUser', partnerToken));
  return {
    uf: partner.uf.toLowerCase(),
    cityPath: partner.path.split('/').slice(0, 3).join('/'),
    partnerId: partner.id,
    partnerPath: partner.path,
    companyId: company.id,
    logCompanyId,
    logId: log.id,
    lineId: line.id,
    userId: user.id,
    roleId: role.id,
    partnerCompanyId: partnerCompany.id,
    adminToken: token,
  };
};

/** A DataTable list: its first data row (or its empty message) is in. */
/** A list's first rows: table rows, or on a phone the cards of its list. */
const tableReady = (page: Page) => page.locator('main tbody tr, main ul[aria-label] > li');
const h1 = (page: Page) => page.locator('h1');

/** Opens the first row's details drawer, and closes it with Escape. */
const detailsDrawer: TOpen = {
  name: 'painel de detalhes',
  run: async (page) => {
    await page
      .locator('tbody')
      .getByRole('button', { name: /^Detalhes/ })
      .first()
      .click();
    await visible(page.getByRole('dialog'));
    await idle(page);
  },
  close: (page) => closeDialog(page),
};

/** Asks to delete the first row and answers 'Cancelar' (nothing is deleted). */
const confirmDialog: TOpen = {
  name: 'confirmação de exclusão',
  run: async (page) => {
    await page
      .locator('tbody')
      .getByRole('button', { name: /^Excluir/ })
      .first()
      .click();
    await visible(page.getByRole('alertdialog').getByText('Deseja mesmo excluir?'));
  },
  close: async (page) => {
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
    await absent(page.getByRole('alertdialog'));
  },
};

/** Selects the page (the selection bar), asks to reject them all and shows the missing reason's error; cancels (nothing changes). */
const bulkRejection: TOpen = {
  name: 'seleção e confirmação em lote',
  run: async (page) => {
    await page.getByRole('checkbox', { name: 'Selecionar todas desta página' }).check();
    const bar = page.getByRole('region', { name: 'Seleção' });
    await visible(bar);
    await bar.getByRole('button', { name: 'Reprovar' }).click();
    const dialog = page.getByRole('dialog', { name: /^Reprovar \d+ empresas\?$/ });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Reprovar' }).click();
    await visible(dialog.getByText('Informe o motivo da reprovação.'));
  },
  close: async (page) => {
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await absent(page.getByRole('dialog'));
    await page.getByRole('region', { name: 'Seleção' }).getByRole('button', { name: 'Limpar seleção' }).click();
    await absent(page.getByRole('region', { name: 'Seleção' }));
  },
};

/** The list's filter row. */
const filterRow: TOpen = {
  name: 'linha de filtros',
  run: async (page) => {
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await visible(page.getByRole('button', { name: 'Ocultar filtros' }));
  },
  close: (page) => page.getByRole('button', { name: 'Ocultar filtros' }).click(),
};

/** The profile menu of the top bar. */
const profileMenu: TOpen = {
  name: 'menu do perfil',
  run: async (page) => {
    await page.getByRole('button', { name: /Abrir menu do perfil/ }).click();
    await visible(page.getByRole('menu'));
  },
  close: async (page) => {
    await page.keyboard.press('Escape');
    await absent(page.getByRole('menu'));
  },
};

const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await absent(page.getByRole('dialog'));
};

const publicScreens = (ids: TIds): TScreen[] => [
  { name: 'início', path: '/', ready: (p) => p.locator('article[data-partner-id]') },
  { name: 'estado', path: `/${ids.uf}`, load: true, ready: (p) => p.locator('article[data-partner-id]') },
  { name: 'cidade', path: ids.cityPath, load: true, ready: (p) => p.locator('article[data-partner-id]') },
  { name: 'parceiro (rota SEO)', path: ids.partnerPath, ready: (p) => p.getByRole('heading', { name: 'Linhas de Produtos' }) },
  {
    name: 'parceiro (partnersdetails)',
    path: `/partnersdetails/${ids.partnerId}`,
    load: true,
    ready: (p) => p.getByRole('heading', { name: 'Linhas de Produtos' }),
  },
  { name: 'cadastro etapa 1', path: '/company_register', ready: (p) => p.getByText('Etapa 1/4') },
  { name: 'página não encontrada', path: '/pagina-que-nao-existe/x/y/z/w' },
  { name: 'login', path: '/login' },
  { name: 'esqueci a senha', path: '/forgot-password' },
  { name: 'código de verificação', path: '/code-verification?email=ninguem%40exemplo.com.br' },
  { name: 'nova senha', path: '/reset-password?email=ninguem%40exemplo.com.br&code=123456' },
];

/** One test per screen (below): each is short, and a slow machine cannot push the whole list past a timeout. */
const ADMIN_SCREENS: TScreen[] = [
  { name: 'painel', path: '/dashboard', ready: (p) => p.getByTestId('count-approved'), open: [profileMenu] },
  { name: 'relatórios', path: '/reports', ready: (p) => p.getByRole('region', { name: 'Parceiros por estado' }) },
  { name: 'ajuda', path: '/help' },
  { name: 'empresas', path: '/companys', ready: tableReady, open: [detailsDrawer, filterRow, bulkRejection] },
  { name: 'importar empresas', path: '/companys/import', ready: (p) => p.getByRole('button', { name: 'Baixar modelo (.xlsx)' }) },
  { name: 'nova empresa', path: '/company', ready: (p) => p.getByText('Etapa 1/4') },
  { name: 'editar empresa', path: (ids) => `/company/${ids.companyId}`, ready: (p) => p.getByText('Etapa 1/4') },
  { name: 'linhas', path: '/lines', ready: tableReady, open: [confirmDialog] },
  { name: 'nova linha', path: '/line' },
  { name: 'editar linha', path: (ids) => `/line/${ids.lineId}` },
  { name: 'empresas por linha', path: '/line_companys', ready: tableReady },
  { name: 'linhas da empresa', path: '/companyLines', ready: tableReady },
  { name: 'banners', path: '/banners', ready: tableReady },
  { name: 'novo banner', path: '/banner' },
  { name: 'menus principais', path: '/menuMains', ready: tableReady },
  { name: 'novo menu principal', path: '/menuMain' },
  { name: 'menus secundários', path: '/menuSecondarys', ready: tableReady },
  { name: 'novo menu secundário', path: '/menuSecondary' },
  { name: 'notificações', path: '/notifications', ready: tableReady },
  { name: 'nova notificação', path: '/notification' },
  { name: 'personalização', path: '/settings' },
  { name: 'meus dados', path: '/settings/userdata' },
  { name: 'alterar senha', path: '/settings/change-password' },
  { name: 'usuários', path: '/settings/users', ready: tableReady, open: [detailsDrawer] },
  { name: 'novo usuário', path: '/settings/user' },
  { name: 'editar usuário', path: (ids) => `/settings/user/${ids.userId}` },
  { name: 'perfis', path: '/settings/roles', ready: tableReady },
  { name: 'novo perfil', path: '/settings/role' },
  { name: 'editar perfil', path: (ids) => `/settings/role/${ids.roleId}` },
  { name: 'empresas com histórico', path: '/settings/companyLogs', ready: tableReady },
  { name: 'histórico da empresa', path: (ids) => `/settings/companyLog/details/${ids.logCompanyId}`, ready: tableReady },
  { name: 'registro do histórico', path: (ids) => `/settings/companyLog/${ids.logId}` },
  { name: 'histórico de linhas', path: (ids) => `/settings/companyLineLogs?companyId=${ids.logCompanyId}`, ready: tableReady },
  { name: 'configurações de cadastro', path: '/settings/register_settings' },
  { name: 'termos', path: '/settings/terms' },
  { name: 'política', path: '/settings/policy' },
  { name: 'imagens do banner', path: '/settings/imagesbanner' },
];

const partnerScreens = (ids: TIds): TScreen[] => [
  { name: 'painel (parceiro)', path: '/dashboard' },
  { name: 'minhas empresas', path: '/myCompanys', ready: tableReady },
  { name: 'minha empresa', path: `/myCompany/${ids.partnerCompanyId}` },
  { name: 'linhas da empresa (parceiro)', path: '/companyLines', ready: tableReady },
  { name: 'nova linha da empresa', path: '/companyLine' },
  { name: 'relatórios (parceiro)', path: '/reports' },
];

/**
 * Loaded: no request in flight for a moment, and no spinner or skeleton (a determinate bar, such as
 * the password strength, is content). The app's top loading bar lingers 1 s after the last request
 * (against flicker), so the requests themselves tell when the data is in.
 */
const idle = async (page: Page) => {
  await requestsSettled(page);
  await page.waitForFunction(
    () => !document.querySelector('[role="progressbar"]:not([aria-valuenow]):not([data-testid="loading-indicator"]), .MuiSkeleton-root'),
    null,
    { timeout: 15_000 },
  );
};

const SEEN = 'data-a11y-seen';

/**
 * Opens `to` inside the running app, as its links do (history push + popstate: no reload, so the
 * bundle, the session and axe stay loaded). What main showed before is marked, to wait for new content.
 */
const navigate = async (page: Page, to: string) => {
  await page.evaluate(
    ({ target, seen }) => {
      document.querySelectorAll('main *').forEach((el) => el.setAttribute(seen, ''));
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { target: to, seen: SEEN },
  );
};

/** The screen's content is in: new content in main, an h1, the screen's own marker, no loading indicator. */
const settle = async (page: Page, screen: TScreen) => {
  await page.waitForFunction((seen) => [...document.querySelectorAll('main *')].some((el) => !el.hasAttribute(seen)), SEEN, { timeout: 15_000 });
  await visible(h1(page));
  if (screen.ready)
    await screen
      .ready(page)
      .and(page.locator(`:not([${SEEN}])`))
      .first()
      .waitFor({ state: 'attached', timeout: 15_000 });
  await idle(page);
};

/** Pages whose app is running with a checked screen on it: the next screen opens inside the app. */
const running = new WeakSet<Page>();

/**
 * Checks one screen: opened by URL on a page that shows no checked screen yet (or after a screen
 * that failed to load, whose state is unknown) or when `load` says so, inside the app otherwise.
 * Answers the readable failures ('' when it passes).
 */
const auditScreen = async (page: Page, mode: TMode, screen: TScreen): Promise<string> => {
  const failures: string[] = [];
  const check = async (label: string) => {
    const violations = await runAxe(page, THIRD_PARTY);
    if (violations.length > 0) failures.push(`${label} (${mode}):\n${formatViolations(violations)}`);
  };
  const to = typeof screen.path === 'string' ? screen.path : screen.path(ids);
  const inApp = running.has(page) && !screen.load;
  running.delete(page);
  if (inApp) await navigate(page, to);
  else await page.goto(to);
  await settle(page, screen).catch((error: Error) => {
    throw new Error(`${screen.name} (${to}, ${mode}) did not finish loading: ${error.message}`);
  });
  await check(`${screen.name} (${to})`);
  for (const opened of screen.open ?? []) {
    await opened.run(page);
    await check(`${screen.name} › ${opened.name}`);
    await opened.close(page);
  }
  running.add(page);
  return failures.join('\n\n');
};

/** Checks each screen in turn; answers the readable failures ('' when all pass). */
const audit = async (page: Page, mode: TMode, screens: TScreen[]): Promise<string> => {
  const failures: string[] = [];
  for (const screen of screens) failures.push(await auditScreen(page, mode, screen));
  return failures.filter(Boolean).join('\n\n');
};

/** The registration: step 1 with its errors shown, then steps 2, 3 (opening hours) and 4 (filled, not sent). */
const auditRegistration = async (page: Page, mode: TMode): Promise<string> => {
  const failures: string[] = [];
  const check = async (name: string) => {
    await idle(page);
    const violations = await runAxe(page, THIRD_PARTY);
    if (violations.length > 0) failures.push(`${name} (${mode}):\n${formatViolations(violations)}`);
  };
  running.delete(page);
  await page.goto('/company_register');
  await visible(page.getByText('Etapa 1/4'));
  await page.getByRole('button', { name: 'Próximo' }).click();
  await visible(page.locator('[aria-invalid="true"]'));
  await check('cadastro etapa 1 com erros');

  await page.getByLabel(/^Nome da loja/).fill('Baterias Acessíveis');
  await page.getByLabel(/^CNPJ/).fill(randomCnpj());
  await page.getByLabel(/^Razão social/).fill('Baterias Acessíveis Ltda');
  await page.getByLabel(/^Telefone/).fill('1333334444');
  await page.getByLabel(/^Whatsapp/).fill('13988887777');
  await page.getByLabel(/^E-mail da loja/).fill(`loja.${Date.now().toString(36)}@exemplo.com.br`);
  await page.getByRole('combobox', { name: /^Linhas de produtos/ }).click();
  await page.getByRole('option', { name: 'Moto' }).click();
  await page.keyboard.press('Escape');
  await idle(page);
  await page.getByRole('button', { name: 'Próximo' }).click();
  await visible(page.getByText('Etapa 2/4'));
  await check('cadastro etapa 2');

  await page.getByLabel(/^CEP/).fill('01310100');
  await page.getByLabel(/^Número/).fill('1000');
  // as a visitor does: the address the CEP fills in (and the map it centres) first, then the coordinates typed
  await expect.poll(() => page.getByLabel(/^Cidade/).inputValue(), { timeout: 15_000 }).toBe('São Paulo');
  await idle(page);
  await page
    .getByLabel(/Latitude/)
    .first()
    .fill('-23.561414');
  await page
    .getByLabel(/Longitude/)
    .first()
    .fill('-46.655881');
  await idle(page);
  await page.getByRole('button', { name: 'Próximo' }).click();
  await visible(page.getByText('Etapa 3/4'));
  // the opening hours editor, informed, with a lunch break and a special date
  await page.getByRole('checkbox', { name: 'Informar horário de funcionamento' }).check();
  await page.getByRole('group', { name: 'Segunda-feira' }).getByRole('button', { name: 'Adicionar intervalo' }).click();
  await page.getByRole('button', { name: 'Adicionar data especial' }).click();
  await check('cadastro etapa 3 (horário de funcionamento)');
  await page.getByRole('group', { name: 'Segunda-feira' }).getByRole('button', { name: 'Remover intervalo' }).click();
  await page.getByRole('button', { name: /^Remover data especial/ }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await visible(page.getByText('Etapa 4/4'));
  await check('cadastro etapa 4');
  return failures.join('\n\n');
};

type TUser = 'visitor' | 'admin' | 'partner';
const CREDENTIALS: Record<Exclude<TUser, 'visitor'>, { email: string; password: string }> = {
  admin: { email: adminEmail, password: adminPassword },
  partner: PARTNER,
};

let browser: Browser;
let ids: TIds;
const contexts: BrowserContext[] = [];
const pages = new Map<string, Page>();

/** The widths every public screen is audited at (a phone, a tablet and a common laptop), and a larger phone for the back-office. */
const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1366, height: 768 },
  largePhone: { width: 390, height: 844 },
} as const;
type TViewport = keyof typeof VIEWPORTS;

/**
 * One page per mode, user and width, reused by the tests, in a browser whose system prefers that mode. A visitor keeps
 * the default mode ('auto': the page's CSS follows the system from the first paint); a logged-in user's mode is chosen
 * (in localStorage before the app starts).
 */
const pageFor = async (mode: TMode, user: TUser, viewport: TViewport = 'desktop'): Promise<Page> => {
  const key = `${mode}:${user}:${viewport}`;
  const existing = pages.get(key);
  if (existing) return existing;
  const context = await newContext(browser, baseUrl, { reducedMotion: 'reduce', colorScheme: mode, viewport: VIEWPORTS[viewport] });
  contexts.push(context);
  if (user !== 'visitor') {
    await context.addInitScript((m) => {
      const storageKey = 'rede.themeSettings';
      const current = JSON.parse(window.localStorage.getItem(storageKey) ?? '{}') as Record<string, unknown>;
      window.localStorage.setItem(storageKey, JSON.stringify({ ...current, mode: m }));
    }, mode);
  }
  const page = await context.newPage();
  trackRequests(page, baseUrl);
  if (user !== 'visitor') {
    await login(page, CREDENTIALS[user].email, CREDENTIALS[user].password);
    await page.waitForURL(path('/dashboard'));
  }
  pages.set(key, page);
  return page;
};

/**
 * Runs the light and the dark audit side by side; every failure names its screen and mode. Both
 * finish before the test ends (a mode that throws does not leave the other running into the next test).
 */
const inBothModes = async (user: TUser, run: (page: Page, mode: TMode) => Promise<string>, viewport: TViewport = 'desktop') => {
  const results = await Promise.allSettled(MODES.map(async (mode) => run(await pageFor(mode, user, viewport), mode)));
  const errors = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, errors.map((e) => e.message).join('\n'));
  expect(
    results
      .map((r) => (r.status === 'fulfilled' ? r.value : ''))
      .filter(Boolean)
      .join('\n\n'),
  ).toBe('');
};

beforeAll(async () => {
  [browser, ids] = await Promise.all([launchBrowser(), loadIds()]);
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  if (ids) await api('DELETE', `/roles?id=${ids.roleId}`, ids.adminToken);
});

describe('accessibility (axe-core, light and dark mode): no serious or critical violation', { timeout: 120_000 }, () => {
  it('public, registration and login screens', () => inBothModes('visitor', (page, mode) => audit(page, mode, publicScreens(ids))));

  it.each(['phone', 'tablet'] as const)('public, registration and login screens at the %s width', { timeout: 300_000 }, (viewport) =>
    inBothModes('visitor', (page, mode) => audit(page, mode, publicScreens(ids)), viewport),
  );

  it('registration: step 1 with its errors shown, steps 2, 3 (opening hours) and 4', () => inBothModes('visitor', auditRegistration));

  it("a partner company user's screens", () => inBothModes('partner', (page, mode) => audit(page, mode, partnerScreens(ids))));
});

// One logged-in page per mode shared by these tests (pageFor), run in order: each screen opens inside the app.
describe("accessibility of the administrator's back-office screens, dialogs and menus (light and dark)", { timeout: 60_000 }, () => {
  for (const screen of ADMIN_SCREENS) {
    it(screen.name, () => inBothModes('admin', (page, mode) => auditScreen(page, mode, screen)));
  }
});

// The same screens on a phone (lists as cards, the menu in a drawer); their dialogs are audited at the desktop width above.
describe("accessibility of the administrator's back-office screens on a phone, 390 px (light and dark)", { timeout: 60_000 }, () => {
  for (const screen of ADMIN_SCREENS) {
    it(screen.name, () => inBothModes('admin', (page, mode) => auditScreen(page, mode, { ...screen, open: undefined }), 'largePhone'));
  }
});
