import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { MESSAGES, ZPartnerMapSchema } from '@rede/domain';
import { companies } from '../src/db/schema/index.ts';
import { asAdminOf, lineIdsByName } from './company-helpers.ts';
import { build, useTestDatabase } from './helpers/index.ts';
import { insertPartner as insertRow, type PartnerInput } from './partners/insert-partner.ts';

const database = useTestDatabase();

const insertPartner = async (db: Database, p: PartnerInput) => (await insertRow(db, p)).id;

const CURITIBA = { lat: -25.4284, lng: -49.2733 };
let L: Record<string, number>;
const ids = {} as Record<'alfa' | 'beta' | 'gama' | 'delta' | 'pending' | 'rejected' | 'inactive', number>;

beforeAll(async () => {
  const db = database.db;
  L = await lineIdsByName(db);
  ids.alfa = await insertPartner(db, { name: 'Alfa Baterias', uf: 'PR', city: 'Curitiba', lines: [L.Moto!] });
  ids.beta = await insertPartner(db, {
    name: 'Beta Baterias',
    uf: 'PR',
    city: 'Curitiba',
    lat: -25.5,
    lng: -49.3,
    lines: [L.Carro!],
    isAssistence: true,
  });
  ids.gama = await insertPartner(db, { name: 'Gama Baterias', uf: 'PR', city: 'Londrina', lat: -23.3045, lng: -51.1696, lines: [L.Moto!, L.Carro!] });
  ids.delta = await insertPartner(db, {
    name: 'Delta Baterias',
    uf: 'PR',
    city: 'São José dos Pinhais',
    lat: -25.535,
    lng: -49.206,
    lines: [L['Náutica']!],
  });
  ids.pending = await insertPartner(db, { name: 'Pendente Baterias', uf: 'PR', city: 'Maringá', lines: [L.Moto!], status: 'pending' });
  ids.rejected = await insertPartner(db, { name: 'Reprovada Baterias', uf: 'AC', city: 'Rio Branco', lines: [L.Moto!], status: 'disapproved' });
  ids.inactive = await insertPartner(db, { name: 'Inativa Baterias', uf: 'PR', city: 'Curitiba', lines: [L.Moto!], isActive: false });
});

const list = async (app: Awaited<ReturnType<typeof build>>['app'], query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/companys/listfiltred/open?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: Array<Record<string, unknown> & { id: number; name: string; distanceKm?: number }>;
    total: number;
    nearest?: Array<{ id: number; distanceKm?: number }>;
  };
};
const names = (body: { data: Array<{ name: string }> }) => body.data.map((p) => p.name);

describe('GET /api/companys/listfiltred/open', () => {
  it('shows only approved and active partners, assistance first then by name, in the public view', async () => {
    const { app } = await build(database.db);
    const body = await list(app, 'uf=PR');
    expect(body.total).toBe(4);
    expect(names(body)).toEqual(['Beta Baterias', 'Alfa Baterias', 'Delta Baterias', 'Gama Baterias']);
    const alfa = body.data.find((p) => p.id === ids.alfa)!;
    expect(alfa).toEqual({
      id: ids.alfa,
      name: 'Alfa Baterias',
      logradouro: 'Rua XV de Novembro',
      numero: '100',
      neibor: 'Centro',
      city: 'Curitiba',
      uf: 'PR',
      cep: '80010-000',
      phone: '(41) 3333-4444',
      whatsapp: '(41) 98888-7777',
      email: expect.stringMatching(/@loja\.com\.br$/),
      photo: null,
      logo: null,
      hours: null,
      lines: [{ id: L.Moto, name: 'Moto' }],
      addressPosition: { latitude: -25.4284, longitude: -49.2733 },
      isAssistence: false,
      slug: 'alfa-baterias',
      path: `/pr/curitiba/alfa-baterias/${ids.alfa}`,
    });
    const all = await list(app, 'pageSize=100');
    for (const hidden of [ids.pending, ids.rejected, ids.inactive]) expect(all.data.map((p) => p.id)).not.toContain(hidden);
  });

  it('filters by city (name or slug, any case and accents), several lines and isAssistence', async () => {
    const { app } = await build(database.db);
    expect(names(await list(app, 'uf=PR&city=curitiba'))).toEqual(['Beta Baterias', 'Alfa Baterias']);
    expect(names(await list(app, 'uf=PR&city=CURITIBA'))).toEqual(['Beta Baterias', 'Alfa Baterias']);
    expect(names(await list(app, 'city=Sao Jose dos Pinhais'))).toEqual(['Delta Baterias']);
    expect(names(await list(app, 'city=sao-jose-dos-pinhais'))).toEqual(['Delta Baterias']);
    expect(names(await list(app, `uf=PR&line=${L.Moto}`))).toEqual(['Alfa Baterias', 'Gama Baterias']);
    expect(names(await list(app, `uf=PR&line=${L.Moto}&line=${L.Carro}`))).toEqual(['Beta Baterias', 'Alfa Baterias', 'Gama Baterias']);
    expect(names(await list(app, `uf=PR&line=${L.Moto},${L['Náutica']}`))).toEqual(['Alfa Baterias', 'Delta Baterias', 'Gama Baterias']);
    expect(names(await list(app, 'uf=PR&isAssistence=true'))).toEqual(['Beta Baterias']);
    expect(names(await list(app, 'uf=PR&isAssistence=false&searchTerm=GAMA'))).toEqual(['Gama Baterias']);
    expect((await list(app, 'uf=SP')).total).toBe(0);
  });

  it('refuses the bracket form line[]=1 with a hint instead of ignoring it', async () => {
    const { app } = await build(database.db);
    for (const route of ['open', 'map']) {
      const view = route === 'map' ? '&bbox=-50,-26,-48,-24&zoom=8' : '';
      const response = await app.inject({ method: 'GET', url: `/api/companys/listfiltred/${route}?line%5B%5D=${L.Moto}${view}` });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().additionalData).toEqual({ 'line[]': MESSAGES.validation.lineBrackets });
    }
  });

  it('orders by distance with lat/lng, nearest first whatever the assistance flag, and gives each distance in km', async () => {
    const { app } = await build(database.db);
    const body = await list(app, `uf=PR&lat=${CURITIBA.lat}&lng=${CURITIBA.lng}`);
    // Alfa (a shop, 0 km) before Beta (the assistance point, 8–10 km): the visitor asked for what is near
    expect(names(body)).toEqual(['Alfa Baterias', 'Beta Baterias', 'Delta Baterias', 'Gama Baterias']);
    const km = Object.fromEntries(body.data.map((p) => [p.name, p.distanceKm]));
    expect(km['Alfa Baterias']).toBe(0);
    expect(km['Beta Baterias']).toBeGreaterThan(8);
    expect(km['Beta Baterias']).toBeLessThan(10);
    expect(km['Delta Baterias']).toBeGreaterThan(10);
    expect(km['Delta Baterias']).toBeLessThan(14);
    expect(km['Gama Baterias']).toBeGreaterThan(300);
    expect(km['Gama Baterias']).toBeLessThan(340);
    // From Londrina, Gama is the nearest of the non-assistance partners.
    expect(names(await list(app, 'uf=PR&lat=-23.31&lng=-51.17&isAssistence=false'))[0]).toBe('Gama Baterias');
    expect((await list(app, 'uf=PR')).data[0]).not.toHaveProperty('distanceKm');
    const half = await app.inject({ method: 'GET', url: '/api/companys/listfiltred/open?lat=-25' });
    expect(half.statusCode).toBe(400);
    expect(half.json().additionalData).toEqual({ lng: 'Campo obrigatório' });
  });

  it('offers the nearest partners outside the filters when nothing matches (fallbackNearest)', async () => {
    const { app } = await build(database.db);
    const body = await list(app, `uf=AC&lat=${CURITIBA.lat}&lng=${CURITIBA.lng}&fallbackNearest=true&pageSize=3`);
    expect(body.data).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.nearest!.map((p) => p.id)).toEqual([ids.alfa, ids.beta, ids.delta]);
    expect(await list(app, `uf=AC&lat=${CURITIBA.lat}&lng=${CURITIBA.lng}`)).toEqual({ data: [], total: 0 });
    // without a position, from the state's own point (its capital): nearest all the same, with distances
    const fromState = await list(app, `uf=AC&fallbackNearest=true&pageSize=3`);
    expect(fromState.data).toEqual([]);
    expect(fromState.nearest!.length).toBeGreaterThan(0);
    expect(fromState.nearest!.every((p) => typeof p.distanceKm === 'number')).toBe(true);
  });

  it('pages (any size up to 100; an index past the end keeps the total)', async () => {
    const { app } = await build(database.db);
    const page = await list(app, 'uf=PR&pageSize=3&pageIndex=1');
    expect(page.total).toBe(4);
    expect(names(page)).toEqual(['Gama Baterias']);
    expect(await list(app, 'uf=PR&pageSize=3&pageIndex=9')).toEqual({ data: [], total: 4 });
    expect((await list(app, 'uf=PR&pageSize=7&pageIndex=-1')).data).toHaveLength(4);
    const tooBig = await app.inject({ method: 'GET', url: '/api/companys/listfiltred/open?pageSize=101' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().additionalData).toEqual({ pageSize: 'Valor inválido' });
  });
});

describe('GET /api/companys/listfiltred/map', () => {
  const map = async (app: Awaited<ReturnType<typeof build>>['app'], query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/companys/listfiltred/map?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const body = ZPartnerMapSchema.parse(response.json());
    return body;
  };
  const PARANA = 'bbox=-55,-27,-48,-22';

  it('answers clusters and single partners of the viewport at the zoom (only partners with coordinates), the total and the extent', async () => {
    const { app } = await build(database.db);
    const noPosition = await insertPartner(database.db, { name: 'Sem Mapa', uf: 'PR', city: 'Curitiba', lat: null, lng: null, lines: [L.Moto!] });
    app.directoryChanges.emit({ companyIds: [noPosition] });
    // zoom 5: Curitiba's three partners (within ~10 km) are one cluster; Londrina's alone
    const far = await map(app, `uf=PR&${PARANA}&zoom=5`);
    expect(far.total).toBe(4);
    expect(far.extent).toEqual([-51.1696, -25.535, -49.206, -23.3045]);
    expect(far.clusters).toHaveLength(1);
    expect(far.clusters[0]).toMatchObject({ count: 3, expansionZoom: expect.any(Number) });
    expect(far.clusters[0]!.addressPosition.latitude).toBeCloseTo((-25.4284 - 25.5 - 25.535) / 3, 1);
    expect(far.partners).toEqual([
      {
        id: ids.gama,
        name: 'Gama Baterias',
        logradouro: 'Rua XV de Novembro',
        numero: '100',
        neibor: 'Centro',
        city: 'Londrina',
        uf: 'PR',
        cep: '80010-000',
        phone: '(41) 3333-4444',
        // the popup's WhatsApp link (the card's number)
        whatsapp: '(41) 98888-7777',
        addressPosition: { latitude: -23.3045, longitude: -51.1696 },
        isAssistence: false,
        slug: 'gama-baterias',
        path: `/pr/londrina/gama-baterias/${ids.gama}`,
      },
    ]);
    // at the cluster's expansion zoom it splits; from zoom 17 every partner is alone
    const { expansionZoom, addressPosition: centre } = far.clusters[0]!;
    const half = (500 / (256 * 2 ** expansionZoom)) * 360; // a 1000-pixel viewport around the cluster
    const viewport = [centre.longitude - half, centre.latitude - half, centre.longitude + half, centre.latitude + half].join(',');
    const split = await map(app, `uf=PR&bbox=${viewport}&zoom=${expansionZoom}`);
    expect(split.clusters.reduce((n, c) => n + c.count, 0) + split.partners.length).toBe(3);
    expect(split.partners.length).toBeGreaterThan(0);
    const near = await map(app, 'bbox=-49.2735,-25.4286,-49.2731,-25.4282&zoom=17');
    expect(near.clusters).toEqual([]);
    expect(near.partners.map((p) => p.id)).toEqual([ids.alfa]);
    // the list's filters apply
    const moto = await map(app, `uf=PR&line=${L.Moto}&${PARANA}&zoom=8`);
    expect(moto.total).toBe(2);
    expect([...moto.partners.map((p) => p.id)].sort((a, b) => a - b)).toEqual([ids.alfa, ids.gama].sort((a, b) => a - b));
    expect((await map(app, `city=Londrina&${PARANA}&zoom=3`)).partners.map((p) => p.id)).toEqual([ids.gama]);
    expect(await map(app, `uf=SP&${PARANA}&zoom=5`)).toEqual({ clusters: [], partners: [], total: 0, extent: null });
    await database.db.delete(companies).where((await import('drizzle-orm')).eq(companies.id, noPosition));
  });

  it('refuses a missing or bad viewport or zoom, and a viewport larger than any screen', async () => {
    const { app } = await build(database.db);
    const bad = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/companys/listfiltred/map?${query}` });
      expect(response.statusCode, query).toBe(400);
      return response.json().additionalData as Record<string, string>;
    };
    expect(await bad('uf=PR')).toEqual({ bbox: 'Campo obrigatório', zoom: 'Campo obrigatório' });
    expect(await bad('bbox=1,2,3&zoom=4')).toEqual({ bbox: 'Valor inválido' });
    expect(await bad('bbox=-55,-27,-48,-22&zoom=23')).toEqual({ zoom: 'Valor inválido' });
    expect(await bad('bbox=-55,-27,-48,-22&zoom=4.5')).toEqual({ zoom: 'Valor inválido' });
    // 7 degrees of longitude are 2 548 px at zoom 9 but 5 097 at zoom 10
    expect((await app.inject({ method: 'GET', url: '/api/companys/listfiltred/map?bbox=-55,-27,-48,-22&zoom=9' })).statusCode).toBe(200);
    expect(await bad('bbox=-55,-27,-48,-22&zoom=10')).toEqual({ bbox: 'Valor inválido' });
  });
});

describe('states and cities', () => {
  it('lists only places with visible partners; the all-lists hold every state and municipality (IBGE codes)', async () => {
    const { app } = await build(database.db);
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/companys/listfiltred/${url}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Array<{ id: string | number; nome: string }>;
    };
    const states = await get('states');
    expect(states).toContainEqual({ id: 'PR', nome: 'Paraná' });
    expect(states.map((s) => s.id)).not.toContain('AC'); // only a disapproved partner there
    const allStates = await get('states/all');
    expect(allStates).toHaveLength(27);
    expect(allStates).toContainEqual({ id: 'SP', nome: 'São Paulo' });
    expect(await get('cities?state=PR')).toEqual([
      { id: 4106902, nome: 'Curitiba' },
      { id: 4113700, nome: 'Londrina' },
      { id: 4125506, nome: 'São José dos Pinhais' },
    ]);
    expect(await get('cities?state=AC')).toEqual([]);
    const sp = await get('cities/all?state=SP');
    expect(sp).toHaveLength(645);
    expect(sp).toContainEqual({ id: 3550308, nome: 'São Paulo' });
    const missing = await app.inject({ method: 'GET', url: '/api/companys/listfiltred/cities/all' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().additionalData)).toEqual(['state']);
  });
});

describe('GET /api/companys/company/partnerDetails/:id', () => {
  it('answers a visible partner with its complement, and 404 for pending, disapproved, inactive or unknown ones', async () => {
    const { app } = await build(database.db);
    const response = await app.inject({ method: 'GET', url: `/api/companys/company/partnerDetails/${ids.gama}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.gama,
      name: 'Gama Baterias',
      complement: 'Sala 1',
      cep: '80010-000',
      logo: null,
      photo: null,
      lines: [
        { id: L.Carro, name: 'Carro' },
        { id: L.Moto, name: 'Moto' },
      ],
      path: `/pr/londrina/gama-baterias/${ids.gama}`,
    });
    expect(response.json()).not.toHaveProperty('cnpj');
    expect(response.json()).not.toHaveProperty('status');
    for (const id of [ids.pending, ids.rejected, ids.inactive, 999_999]) {
      const hidden = await app.inject({ method: 'GET', url: `/api/companys/company/partnerDetails/${id}` });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().statusCode).toBe(404);
    }
  });
});

describe('caching and rate limit', () => {
  it('sends Cache-Control and an ETag, answers 304 to If-None-Match, and forgets everything after a company write', async () => {
    const { app } = await build(database.db);
    const url = '/api/companys/listfiltred/open?uf=PR&city=Maring%C3%A1';
    const first = await app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(first.json().total).toBe(0);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const details = await app.inject({ method: 'GET', url: `/api/companys/company/partnerDetails/${ids.alfa}` });
    expect(details.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(details.headers.etag).toBeTruthy();
    expect(app.publicCache.size).toBeGreaterThan(0);

    // The cached answer is served even when the database changes behind the API's back...
    const { eq } = await import('drizzle-orm');
    await database.db.update(companies).set({ status: 'approved' }).where(eq(companies.id, ids.pending));
    expect((await app.inject({ method: 'GET', url })).json().total).toBe(0);
    await database.db.update(companies).set({ status: 'pending' }).where(eq(companies.id, ids.pending));

    // ...and an approval through the API empties the cache.
    const approve = await asAdminOf(app)({ method: 'POST', url: '/api/companys/company/approve', payload: { id: ids.pending } });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(app.publicCache.size).toBe(0);
    const after = await app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json().total).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/api/companys/listfiltred/cities?state=PR' })).json()).toContainEqual({
      id: 4115200,
      nome: 'Maringá',
    });

    // Deactivation (another company write) hides it again.
    const deactivate = await asAdminOf(app)({ method: 'POST', url: '/api/companys/company/deactivate', payload: { id: ids.pending } });
    expect(deactivate.statusCode, deactivate.body).toBe(200);
    expect((await app.inject({ method: 'GET', url })).json().total).toBe(0);
    await database.db.update(companies).set({ status: 'pending', isActive: true }).where(eq(companies.id, ids.pending));
    app.publicCache.invalidate();
  });

  it('limits public calls per IP (publicMax per window, shared by the public routes)', async () => {
    const { app } = await build(database.db, { rateLimits: { publicMax: 30 } });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const url = i % 2 ? '/api/companys/listfiltred/states' : '/api/companys/listfiltred/open?uf=PR';
      statuses.push((await app.inject({ method: 'GET', url })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('SEO', () => {
  const dist = mkdtempSync(join(tmpdir(), 'rede-seo-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head>\n    <meta name="description" content="Padrão" />\n    <title>Rede de Parceiros</title>\n  </head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\nDisallow: /api/\n');
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');

  it('puts the partner page title, description and canonical (from the slug) into index.html, escaped', async () => {
    const { app } = await build(database.db, {
      webDistDir: dist,
      config: { hosts: { public: 'https://parceiros.example.com', backoffice: null, register: null } },
    });
    const tricky = await insertPartner(database.db, { name: 'Loja <Zé> & "Filhos"', uf: 'PR', city: 'Curitiba', lines: [L.Moto!] });
    const outdated = await app.inject({ method: 'GET', url: `/PR/x/y/${tricky}?line=1` });
    expect(outdated.statusCode).toBe(301);
    expect(outdated.headers.location).toBe(`/pr/curitiba/loja-ze-filhos/${tricky}?line=1`);
    for (const url of [`/pr/curitiba/loja-ze-filhos/${tricky}`, `/partnersdetails/${tricky}`]) {
      const response = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const html = response.body;
      expect(html).toContain('<title>Loja &lt;Zé&gt; &amp; &quot;Filhos&quot; em Curitiba-PR | Rede de Parceiros</title>');
      expect(html).toContain(`<link rel="canonical" href="https://parceiros.example.com/pr/curitiba/loja-ze-filhos/${tricky}" />`);
      expect(html).toMatch(
        /<meta name="description" content="Loja &lt;Zé&gt; &amp; &quot;Filhos&quot;: Rua XV de Novembro, 100 - Centro, Curitiba-PR\. Linhas de Produtos: Moto\./,
      );
      expect(html).not.toContain('content="Padrão"');
      expect(html).toContain('<div id="root"></div>');
    }
    const hidden = await app.inject({ method: 'GET', url: `/pr/maringa/pendente-baterias/${ids.pending}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain('<div id="root"></div>');
    expect((await app.inject({ method: 'GET', url: `/partnersdetails/${ids.rejected}` })).statusCode).toBe(404);
    const { eq } = await import('drizzle-orm');
    await database.db.delete(companies).where(eq(companies.id, tricky));
  });

  it('gives state and city pages their own head; files, assets and other pages are untouched', async () => {
    const { app } = await build(database.db, { webDistDir: dist });
    const state = await app.inject({ method: 'GET', url: '/pr', headers: { host: 'localhost' } });
    expect(state.statusCode).toBe(200);
    expect(state.body).toContain('<title>Parceiros no Paraná | Rede de Parceiros</title>');
    expect(state.body).toContain('<link rel="canonical" href="http://localhost/pr" />');
    const city = await app.inject({ method: 'GET', url: '/pr/sao-jose-dos-pinhais', headers: { host: 'localhost' } });
    expect(city.body).toContain('<title>Parceiros em São José dos Pinhais-PR | Rede de Parceiros</title>');
    expect(city.body).toContain('href="http://localhost/pr/sao-jose-dos-pinhais"');
    const noPartnersYet = await app.inject({ method: 'GET', url: '/sp/campinas' });
    expect(noPartnersYet.body).toContain('<title>Parceiros em Campinas-SP | Rede de Parceiros</title>');
    // the preposition of each state's name: 'na Bahia', 'no Rio de Janeiro', 'no Distrito Federal', 'em São Paulo'
    for (const [uf, title] of [
      ['ba', 'Parceiros na Bahia'],
      ['rj', 'Parceiros no Rio de Janeiro'],
      ['df', 'Parceiros no Distrito Federal'],
      ['sp', 'Parceiros em São Paulo'],
    ])
      expect((await app.inject({ method: 'GET', url: `/${uf}` })).body).toContain(`<title>${title} | Rede de Parceiros</title>`);
    expect((await app.inject({ method: 'GET', url: '/rj/rio-de-janeiro' })).body).toContain(
      '<title>Parceiros no Rio de Janeiro-RJ | Rede de Parceiros</title>',
    );
    // not found: titled like the app's own not-found page, and not indexed
    for (const url of ['/pr/nao-existe', '/zz', '/nao/existe/pagina']) {
      const missing = await app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<title>Página não encontrada | Rede de Parceiros</title>');
      expect(missing.body, url).toContain('<meta name="robots" content="noindex" />');
    }
    // the registration page: its own title and description
    const register = await app.inject({ method: 'GET', url: '/company_register' });
    expect(register.statusCode).toBe(200);
    expect(register.body).toContain('<title>Cadastre sua loja | Rede de Parceiros</title>');
    expect(register.body).toMatch(/<meta name="description" content="Cadastre sua loja ou assistência técnica na rede de parceiros[^"]*" \/>/);
    expect(register.body).toContain('<link rel="canonical" href="http://localhost/company_register" />');
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<title>Rede de Parceiros</title>');
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js' })).body).toBe('console.log(1)');
    expect((await app.inject({ method: 'GET', url: '/assets/a/b/c' })).statusCode).toBe(404);
  });

  it('serves sitemap.xml (an index of files) with the visible partner pages and robots.txt pointing at it', async () => {
    const { app } = await build(database.db, {
      webDistDir: dist,
      config: { hosts: { public: 'parceiros.example.com', backoffice: null, register: null } },
    });
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'localhost' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><sitemapindex /);
    expect(index.body).toContain('<sitemap><loc>https://parceiros.example.com/sitemaps/sitemap-0.xml</loc></sitemap>');
    expect(index.body).not.toContain('sitemap-1.xml');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemaps/sitemap-0.xml', headers: { host: 'localhost' } });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const xml = sitemap.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><urlset /);
    expect(xml).toContain('<loc>https://parceiros.example.com/</loc>');
    expect(xml).toMatch(
      new RegExp(`<loc>https://parceiros.example.com/pr/curitiba/alfa-baterias/${ids.alfa}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    expect(xml).toContain('<loc>https://parceiros.example.com/pr/sao-jose-dos-pinhais</loc>');
    expect(xml).toContain('<loc>https://parceiros.example.com/pr</loc>');
    expect(xml).not.toContain(`/${ids.pending}<`);
    expect(xml).not.toContain(`/${ids.inactive}<`);
    expect(xml).not.toContain(`/${ids.rejected}<`);
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://parceiros.example.com/sitemap.xml\n');
  });
});
