/**
 * The public pages rendered on the server: the built web app's server entry (apps/web/dist-ssr),
 * loaded by the API. Statuses, head and JSON-LD from the configured public address, the page working
 * as plain HTML (filters as a GET form, 'Carregar mais' as a link), the directory's chain of links
 * reaching every visible partner, and freshness after a write.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, partnerPath } from '@rede/domain';
import type { Database } from '../src/db/client.ts';
import { findApiRoot } from '../src/lib/paths.ts';
import type { Geocoder } from '../src/modules/geocoding/geocoder.ts';
import { serverEntryFile } from '../src/plugins/app/page-renderer.ts';
import { warmUpPages } from '../src/modules/partners/page-routes.ts';
import { asAdminOf, lineIdsByName } from './company-helpers.ts';
import { build, TEST_ADMIN, useTestDatabase } from './helpers/index.ts';
import { insertPartner, type InsertedPartner } from './partners/insert-partner.ts';

const database = useTestDatabase();
const webDist = join(findApiRoot(), '..', 'web', 'dist');
const PUBLIC_URL = 'https://parceiros.exemplo.com.br';

type Row = InsertedPartner;

const insert = (db: Database, p: { name: string; uf: string; city: string; status?: 'approved' | 'pending'; lineId: number }) =>
  insertPartner(db, { ...p, lines: [p.lineId] });

/** The inline code of a page: every <script> that is neither a file (src) nor data (JSON, JSON-LD). The CSP runs none. */
const inlineCode = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=/.test(m[1]!) && !/type="application\/(json|ld\+json)"/.test(m[1]!))
    .map((m) => m[2]!);

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

const partners: Row[] = [];
let pending: Row;

beforeAll(async () => {
  // the tests use the built web app (npm test builds it first); built here when missing
  if (!serverEntryFile(webDist)) {
    const result = spawnSync(process.execPath, [join(findApiRoot(), '..', '..', 'scripts', 'build.mjs')], { stdio: 'inherit' });
    expect(result.status, 'node scripts/build.mjs').toBe(0);
  }
  const L = await lineIdsByName(database.db);
  const line = L.Moto!;
  // 23 partners in Curitiba (three pages of 10), 2 in Londrina, 1 in São Paulo; one pending (hidden)
  for (let i = 1; i <= 23; i++)
    partners.push(await insert(database.db, { name: `Curitiba ${String(i).padStart(2, '0')} Baterias`, uf: 'PR', city: 'Curitiba', lineId: line }));
  for (let i = 1; i <= 2; i++) partners.push(await insert(database.db, { name: `Londrina ${i} Baterias`, uf: 'PR', city: 'Londrina', lineId: line }));
  partners.push(await insert(database.db, { name: 'Paulista Baterias', uf: 'SP', city: 'São Paulo', lineId: line }));
  pending = await insert(database.db, { name: 'Pendente Baterias', uf: 'PR', city: 'Curitiba', status: 'pending', lineId: line });
}, 300_000);

const app = async () => (await build(database.db, { webDistDir: webDist, config: { publicUrl: PUBLIC_URL } })).app;

describe('server-rendered public pages', () => {
  it('renders the city page with its partners, head and data, from the configured public address only', async () => {
    const server = await app();
    const page = await server.inject({
      method: 'GET',
      url: '/pr/curitiba',
      headers: { host: 'evil.example', 'x-forwarded-proto': 'gopher', 'accept-encoding': 'identity' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.body;
    expect(html).toContain('<title>Parceiros em Curitiba – PR | Rede de Parceiros</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/pr/curitiba"/>`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/pr/curitiba"/>`);
    expect(html).not.toContain('evil.example');
    // the place as the page's H1; the brand image for link previews; the page's theme colours (light and dark), not the template's too
    expect(html).toMatch(/<h1 id="hero-title">Parceiros em Curitiba – PR<\/h1>/);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og-image.png"/>`);
    expect(html.match(/<meta name="theme-color" media="\(prefers-color-scheme: (light|dark)\)"/g)).toEqual([
      '<meta name="theme-color" media="(prefers-color-scheme: light)"',
      '<meta name="theme-color" media="(prefers-color-scheme: dark)"',
    ]);
    expect(html.match(/<meta name="theme-color"/g)).toHaveLength(2);
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon\.png"/);
    // the page is readable before its JavaScript: the app's modules load at low priority, every one of them
    expect(html).toMatch(/<script type="module" fetchpriority="low"/);
    expect(html.match(/<link rel="modulepreload"(?! fetchpriority="low")/g)).toBeNull();
    // one title, one description: the template's own are replaced
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('23 resultados');
    expect(html).toContain('Curitiba 01 Baterias');
    expect(html).not.toContain('Pendente Baterias');
    // the page's data for hydration, and no inline code
    const data = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html);
    expect(data).not.toBeNull();
    const payload = JSON.parse(data![1]!) as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(payload.queries.queries.map((q) => q.queryKey[0])).toEqual(
      expect.arrayContaining(['app-config', 'public-states', 'public-lines', 'public-cities', 'public-partners']),
    );
    expect(inlineCode(html)).toEqual([]);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");
    // emotion's critical CSS in <head>
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style data-ssr-emotion="css [^"]+">/);
  });

  it("follows the visitor's system colour scheme from the first paint: the home's CSS carries the dark scheme under prefers-color-scheme: dark", async () => {
    const server = await app();
    const page = await server.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(page.statusCode).toBe(200);
    const css = [...page.body.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
    const media = css.indexOf('@media (prefers-color-scheme: dark){:root{');
    expect(media).toBeGreaterThan(0);
    // light by default, the dark scheme's variables and color-scheme under the media query, no script needed
    expect(css.slice(0, media)).toMatch(/:root\{[^}]*color-scheme:light;[^}]*--mui-palette-background-default:#f4f6f8/);
    const dark = css.slice(media, css.indexOf('}', media));
    expect(dark).toContain('color-scheme:dark');
    expect(dark).toContain('--mui-palette-background-default:#0f1318');
    expect(dark).toContain('--mui-palette-text-primary:#fff');
    // the components read the variables: the page's background is the scheme's
    expect(css).toMatch(/body\{[^}]*background-color:var\(--mui-palette-background-default\)/);
    expect(inlineCode(page.body)).toEqual([]);
  });

  it("names the styles it used but no element carries (a MUI component's own on top of its base), on every render", async () => {
    const server = await app();
    // the second page renders from a warm style cache: it still names them
    for (const url of ['/pr/curitiba', '/pr']) {
      const html = (await server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })).body;
      const head = html.slice(0, html.indexOf('</head>'));
      // one element of critical CSS, named for the browser's cache (which takes it as inserted, in place)
      const tags = [...head.matchAll(/<style data-ssr-emotion="css ([^"]+)">/g)];
      expect(tags, url).toHaveLength(1);
      const listed = tags[0]![1]!.split(' ');
      expect(new Set(listed).size, url).toBe(listed.length);
      const body = html.slice(html.indexOf('<div id="root">'));
      const classes = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')));
      // every element's styles are in the page (the plain elements' classes of lib/static-styles too, compiled once
      // per theme and looked up in later renders)
      const css = tags[0]![0] + head.slice(head.indexOf(tags[0]![0]) + tags[0]![0].length, head.indexOf('</style>', head.indexOf(tags[0]![0])));
      const used = [...classes].filter((name) => /^css-[\w-]+$/.test(name));
      expect(used.length, url).toBeGreaterThan(20);
      for (const name of used) {
        expect(listed, `${url} ${name}`).toContain(name.slice(4));
        expect(css, `${url} ${name}`).toContain(`.${name}`);
      }
      // the styles no element carries are listed with the page's own
      const composedOnly = listed.filter((name) => !classes.has(`css-${name}`));
      // (the place search's MUI TextField: the other public parts are plain elements, whose classes are all on elements)
      expect(composedOnly.length, url).toBeGreaterThan(0);
      // emotion's own attribute only on the global styles, marked as placed (its Global components keep them where they are)
      for (const tag of head.matchAll(/<style data-emotion="([^"]+)"([^>]*)>/g)) {
        expect(tag[1], url).toMatch(/^css-global /);
        expect(tag[2], url).toContain('data-s=""');
      }
    }
  });

  it('works without JavaScript: the filter form is a GET, "Carregar mais" a link to the next page', async () => {
    const server = await app();
    const html = (await server.inject({ method: 'GET', url: '/pr/curitiba' })).body;
    const form = /<form[^>]*id="directory-search"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/"');
    expect(html).toMatch(/<select[^>]*name="uf"/);
    expect(html).toMatch(/<select[^>]*name="city"/);
    expect(html).toMatch(/<select[^>]*name="line"/);
    const checkbox = /<input[^>]*name="isAssistence"[^>]*>/.exec(html)?.[0] ?? '';
    expect(checkbox).toContain('form="directory-search"');
    expect(checkbox).toContain('value="true"');
    expect(hrefs(html)).toContain('/pr/curitiba?pagina=2');
    // the form's GET: the state and city go to their own address, the other filters stay in the query
    const submitted = await server.inject({ method: 'GET', url: '/?uf=PR&city=Curitiba&line=&isAssistence=true' });
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe('/pr/curitiba?isAssistence=true');
    expect((await server.inject({ method: 'GET', url: '/?uf=PR&city=' })).headers.location).toBe('/pr');
    expect((await server.inject({ method: 'GET', url: '/?uf=XX' })).headers.location).toBe('/');
    // the state changed on a city page (the form still sends that city): the new state's page, not a city it lacks
    expect((await server.inject({ method: 'GET', url: '/?uf=RJ&city=Curitiba&isAssistence=true' })).headers.location).toBe('/rj?isAssistence=true');
    // page 3 lists what page 1 and 2 do not
    const third = (await server.inject({ method: 'GET', url: '/pr/curitiba?pagina=3' })).body;
    expect(third).toContain('Curitiba 21 Baterias');
    expect(third).not.toContain('Curitiba 01 Baterias');
    expect(hrefs(third).some((h) => h.includes('pagina=4'))).toBe(false);
    // where the page stands, and the page before it, as links a page without JavaScript follows
    expect(third).toContain('Mostrando 21–23 de 23');
    const previous = (html: string) => hrefs(/<a[^>]*rel="prev"[^>]*>/.exec(html)?.[0] ?? '');
    expect(previous(third)).toEqual(['/pr/curitiba?pagina=2']);
    expect(previous((await server.inject({ method: 'GET', url: '/pr/curitiba?pagina=2' })).body)).toEqual(['/pr/curitiba']);
    // the category tiles are links too (the list with that line)
    expect(hrefs(third).some((href) => /^\/pr\/curitiba\?line=\d+$/.test(href))).toBe(true);
    // a later page is its own canonical page (not page 1's)
    expect(third).toContain(`<link rel="canonical" href="${PUBLIC_URL}/pr/curitiba?pagina=3"/>`);
  });

  it('a state or city without partners, without JavaScript: the nearest from it with their distances, not indexed', async () => {
    const server = await app();
    const acre = await server.inject({ method: 'GET', url: '/ac' });
    expect(acre.statusCode).toBe(200);
    expect(acre.body).toContain('Nenhum parceiro no Acre. Os mais próximos:');
    expect(acre.body).toContain('<meta name="robots" content="noindex"/>');
    expect(acre.body).toMatch(/>a [\d.]+ km</);
    expect(hrefs(acre.body).some((h) => /^\/pr\/curitiba\/curitiba-01-baterias\/\d+$/.test(h))).toBe(true);
    // a capital is placed from the table (no geocoder asked)
    expect((await server.inject({ method: 'GET', url: '/ac/rio-branco' })).body).toContain('Nenhum parceiro em Rio Branco. Os mais próximos:');
    expect((await server.inject({ method: 'GET', url: '/pr' })).body).not.toContain('name="robots"');
  });

  it('"Aberto agora" without JavaScript: its chip, and the partners without hours offered as a link', async () => {
    const server = await app();
    const html = (await server.inject({ method: 'GET', url: '/pr?openNow=true' })).body;
    expect(html).toContain('Ver também 25 parceiros sem horário informado');
    expect(hrefs(html)).toContain('/pr');
    expect(html).toMatch(/<li class="fc-chip"><span>Aberto agora<\/span>/);
  });

  it('links every visible partner: home → states → cities → pages of partners', async () => {
    const server = await app();
    const get = async (url: string) => {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };
    const reached = new Set<string>();
    const visited = new Set<string>();
    const queue = ['/'];
    while (queue.length > 0) {
      const url = queue.shift()!;
      if (visited.has(url)) continue;
      visited.add(url);
      for (const href of hrefs(await get(url))) {
        if (/^\/[a-z]{2}\/[^/?]+\/[^/?]+\/\d+$/.test(href)) reached.add(href);
        // follow the directory chain: states, cities and their next pages
        else if (/^\/[a-z]{2}(\/[^/?]+)?(\?pagina=\d+)?$/.test(href)) queue.push(href);
      }
    }
    for (const p of partners) expect(reached, p.name).toContain(partnerPath(p));
    expect(reached).not.toContain(partnerPath(pending));
  });

  it('renders the partner page with JSON-LD naming it; 404 for hidden or unknown, 301 for an out-of-date slug', async () => {
    const server = await app();
    const partner = partners[0]!;
    const page = await server.inject({ method: 'GET', url: partnerPath(partner) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${partnerPath(partner)}"/>`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body);
    expect(ld).not.toBeNull();
    const [business, trail] = JSON.parse(ld![1]!) as [Record<string, unknown>, { itemListElement: { name: string; item: string }[] }];
    expect(business['@type']).toContain('AutoPartsStore');
    expect(business.name).toBe(partner.name);
    expect(business.url).toBe(`${PUBLIC_URL}${partnerPath(partner)}`);
    expect(business.telephone).toBe('+554133334444');
    expect(trail.itemListElement.map((i) => i.name)).toEqual(['Início', 'Paraná', 'Curitiba', partner.name]);
    expect(inlineCode(page.body)).toEqual([]);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");

    const hidden = await server.inject({ method: 'GET', url: `/partnersdetails/${pending.id}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain('Página não encontrada');
    expect(hidden.body).toContain('<meta name="robots" content="noindex"/>');
    expect((await server.inject({ method: 'GET', url: '/pr/curitiba/x/999999999' })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: '/pr/cidade-que-nao-existe' })).statusCode).toBe(404);
    const outdated = await server.inject({ method: 'GET', url: `/sp/outra/nome-antigo/${partner.id}` });
    expect(outdated.statusCode).toBe(301);
    expect(outdated.headers.location).toBe(partnerPath(partner));
  });

  it('answers a partner id out of the database range (or zero) with 404 at once, without asking the data layer', async () => {
    const asked: string[] = [];
    const { app: server } = await build(database.db, {
      webDistDir: webDist,
      config: { publicUrl: PUBLIC_URL },
      before: (app) => {
        app.addHook('onRequest', async (request) => {
          if (request.url.includes('/partnerDetails/')) asked.push(request.url);
        });
      },
    });
    expect((await server.inject({ method: 'GET', url: '/pr/curitiba' })).statusCode).toBe(200); // the renderer's first run
    for (const url of [
      '/partnersdetails/2147483648',
      '/partnersdetails/99999999999',
      '/partnersdetails/0',
      '/pr/curitiba/x/2147483648',
      '/sp/sao-paulo/x/99999999999999999999',
    ]) {
      const started = Date.now();
      const page = await server.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(Date.now() - started, url).toBeLessThan(500);
    }
    expect(asked).toEqual([]);
    // the largest id the database holds is still a partner page's (404 here: nobody has it)
    expect((await server.inject({ method: 'GET', url: '/partnersdetails/2147483647' })).statusCode).toBe(404);
    expect(asked.length).toBeGreaterThan(0);
  });

  it('renders a partner page whose data answers 4xx as not found without retrying it (the render is not held)', async () => {
    const asked: string[] = [];
    const refused = '/api/companys/company/partnerDetails/123456789';
    const { app: server } = await build(database.db, {
      webDistDir: webDist,
      config: { publicUrl: PUBLIC_URL },
      before: (app) => {
        app.addHook('onRequest', async (request, reply) => {
          if (request.url !== refused) return;
          asked.push(request.url);
          return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: MESSAGES.validation.invalid, additionalData: null });
        });
      },
    });
    expect((await server.inject({ method: 'GET', url: '/pr/curitiba' })).statusCode).toBe(200); // the renderer's first run
    const started = Date.now();
    const page = await server.inject({ method: 'GET', url: '/partnersdetails/123456789' });
    expect(page.statusCode).toBe(404);
    // a retry waits 1 s, then 2 s: a render without one is well under that, even on a busy machine
    expect(Date.now() - started).toBeLessThan(2_500);
    // once for the page's head, once for its rendering: never again
    expect(asked).toHaveLength(2);
  });

  it('answers a path starting with two slashes with the not-found page (404), never a 500 nor an error in the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const { app: server } = await build(database.db, { webDistDir: webDist, config: { publicUrl: PUBLIC_URL }, logger: { level: 'info', stream } });
    for (const url of ['//', '//evil.com', '///x', '/%2F%2Fevil.com', '//evil.com/%2e%2e', '//pr/curitiba']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const page = await server.inject({ method, url });
        expect(page.statusCode, `${method} ${url}`).toBe(404);
        expect(page.headers.location, url).toBeUndefined();
        expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      }
    }
    const levels = lines.map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
  });

  it("renders the home and the first partner's state, city and page after the start, for the first visitors to find rendered", async () => {
    const server = await app();
    const first = (await server.inject({ method: 'GET', url: '/api/companys/listfiltred/open?pageSize=1' })).json().data[0].path as string;
    const [, uf, city] = first.split('/');
    const pages = await warmUpPages(server);
    expect(pages).toEqual([
      { url: '/', status: 200 },
      { url: `/${uf}`, status: 200 },
      { url: `/${uf}/${city}`, status: 200 },
      { url: first, status: 200 },
    ]);
    // a visitor's request of each is answered from the page cache: no request of the page's data in process
    const inject = vi.spyOn(server, 'inject');
    for (const { url } of pages) {
      const visit = await server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(visit.statusCode, url).toBe(200);
      expect(visit.body.length).toBeGreaterThan(0);
    }
    expect(inject).toHaveBeenCalledTimes(pages.length);
    // a page nobody asked for renders (its data asked for in process)
    await server.inject({ method: 'GET', url: '/pr/londrina' });
    expect(inject.mock.calls.length).toBeGreaterThan(pages.length + 1);
  });

  it('keeps a page rendered until a change, then renders the change (ETag, 304, compression)', async () => {
    const server = await app();
    const first = await server.inject({ method: 'GET', url: '/sp/sao-paulo', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect((await server.inject({ method: 'GET', url: '/sp/sao-paulo', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // a login is a write that changes no public page: the page stays rendered
    const login = await server.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: { userName: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(login.statusCode).toBe(200);
    expect((await server.inject({ method: 'GET', url: '/sp/sao-paulo', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // parameters the page does not read (campaign tags) share its rendering and cache entry
    const tagged = await server.inject({ method: 'GET', url: '/sp/sao-paulo?utm_source=jornal&fbclid=abc', headers: { 'if-none-match': etag } });
    expect(tagged.statusCode).toBe(304);
    // a new partner approved in São Paulo: the next answer shows it
    const admin = asAdminOf(server);
    const L = await lineIdsByName(database.db);
    const added = await insert(database.db, { name: 'Nova Paulista Baterias', uf: 'SP', city: 'São Paulo', status: 'pending', lineId: L.Moto! });
    expect((await server.inject({ method: 'GET', url: '/sp/sao-paulo' })).body).not.toContain('Nova Paulista Baterias');
    const approved = await admin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: added.id } });
    expect(approved.statusCode).toBe(200);
    const after = await server.inject({ method: 'GET', url: '/sp/sao-paulo', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Nova Paulista Baterias');
    partners.push(added);
  });

  it("charges a page's ?local= to the visitor's lookup budget, shared with the API's place search; once spent, the page without the place and a note", async () => {
    const lookups: string[] = [];
    const geocoder: Geocoder = async (query) => {
      lookups.push(query);
      return [{ displayName: `${query}, Curitiba, Paraná, Brasil`, latitude: -25.43, longitude: -49.27, type: 'road' }];
    };
    const { app: server } = await build(database.db, {
      webDistDir: webDist,
      config: { publicUrl: PUBLIC_URL },
      geocoder,
      rateLimits: { lookupMax: 60 },
    });
    const visitor = '10.9.0.1';
    const note = MESSAGES.directory.placeSearchUnavailable;
    const pages = [];
    for (let i = 1; i <= 61; i += 1) {
      const local = encodeURIComponent(`Rua das Flores ${i}`);
      pages.push(await server.inject({ method: 'GET', url: `/pr/curitiba?local=${local}`, remoteAddress: visitor }));
    }
    expect(pages.map((p) => p.statusCode)).toEqual(Array.from({ length: 61 }, () => 200));
    expect(lookups, 'the lookups stop at the budget').toHaveLength(60);
    expect(pages[0]!.body).toContain('Curitiba 01 Baterias');
    expect(pages[0]!.body).not.toContain(note);
    // the 61st: the city's partners all the same, with the note where the sorting would be said, never kept for others
    const spent = pages[60]!;
    expect(spent.body).toContain('Curitiba 01 Baterias');
    expect(spent.body).toContain(note);
    expect(spent.headers['cache-control']).toBe('no-store');
    expect(lookups).not.toContain('Rua das Flores 61');

    // the API's place search from the same visitor: the same budget, spent
    const api = await server.inject({ method: 'GET', url: '/api/companys/listfiltred/place?q=Rua%20das%20Palmeiras', remoteAddress: visitor });
    expect(api.statusCode).toBe(429);
    // another visitor's page with the same place: resolved, and the spent visitor's note was not kept for him
    const other = await server.inject({ method: 'GET', url: '/pr/curitiba?local=Rua%20das%20Flores%2061', remoteAddress: '10.9.0.2' });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain(note);
    expect(lookups).toContain('Rua das Flores 61');
    // a page already rendered costs no lookup: served to the spent visitor too
    const again = await server.inject({ method: 'GET', url: '/pr/curitiba?local=Rua%20das%20Flores%2061', remoteAddress: visitor });
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toContain(note);
    // pages without ?local= are not charged
    expect((await server.inject({ method: 'GET', url: '/pr/londrina', remoteAddress: visitor })).statusCode).toBe(200);
  });

  // Node 24 builds AsyncLocalStorage on async context frames, which track no promises: there the probe sees nothing.
  const storageTracksPromises = Number(process.versions.node.split('.')[0]) < 24;
  it.runIf(storageTracksPromises)(
    "leaves the process's promises untracked after rendering (no AsyncLocalStorage: every later request would pay for it)",
    () => {
      // In a process of its own (the test runner's may track promises for its own reasons): a promise's callback runs with an
      // async id of its own only while something (an AsyncLocalStorage on Node 20, async hooks) tracks promises. The script
      // renders a page with an API that answers 503 to everything, then checks; its last probe turns tracking on itself, so the
      // probe is shown to see it.
      const script = `
      import { executionAsyncId, AsyncLocalStorage } from 'node:async_hooks';
      const tracked = async () => executionAsyncId() !== (await Promise.resolve().then(() => executionAsyncId()));
      const entry = await import(${JSON.stringify(pathToFileURL(serverEntryFile(webDist)!).href)});
      const before = await tracked();
      entry.setup(async () => ({ status: 503, headers: { 'content-type': 'application/json' }, body: '{}' }), () => {});
      const page = await entry.render('/pr/curitiba');
      const after = await tracked();
      new AsyncLocalStorage().run(1, () => {});
      console.log(JSON.stringify({ before, rendered: page.html.length > 0, after, withStorage: await tracked() }));
    `;
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({ before: false, rendered: true, after: false, withStorage: true });
    },
  );
});
