/**
 * The sitemap: an index of files of at most 50 000 URLs covering every visible partner, every
 * URL on the configured public site whatever Host/X-Forwarded-Proto say, rebuilt only when the pages it lists
 * change, at most once per refresh interval.
 */
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { and, eq, like, not, sql, type SQL } from 'drizzle-orm';
import { ErrorLevel, XMLToSitemapIndexStream, XMLToSitemapItemStream, type IndexItem, type SitemapItem } from 'sitemap';
import { describe, expect, it, vi } from 'vitest';
import { cityPath, partnerPath, statePath } from '@rede/domain';
import type { App } from '../src/app.ts';
import { companies, visibleCompanySql } from '../src/db/schema/index.ts';
import {
  buildDirectorySitemaps,
  createSitemapStore,
  SITEMAP_MAX_URLS,
  visiblePagesFingerprint,
  type Sitemaps,
} from '../src/modules/partners/sitemap.ts';
import { as, asAdminOf, companyPayload, createCompanyUser, postCompany, tag } from './company-helpers.ts';
import { build, createTestClock, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

const BASE = 'https://parceiros.example.com';
const config = { publicUrl: BASE, hosts: { public: 'parceiros.example.com', backoffice: null, register: null } };
/** The refresh interval of the tests that move the clock. */
const INTERVAL = 60_000;

/** Strict XML parse (sax in strict mode) through the sitemap package's parsers; any error rejects. */
const parse = <T>(xml: string, parser: NodeJS.ReadWriteStream): Promise<T[]> =>
  new Promise((resolve, reject) => {
    const items: T[] = [];
    Readable.from([xml])
      .pipe(parser)
      .on('data', (item: T) => items.push(item))
      .on('end', () => resolve(items))
      .on('error', reject);
  });
const parseIndex = (xml: string) => parse<IndexItem>(xml, new XMLToSitemapIndexStream({ level: ErrorLevel.THROW, logger: false }));
const parseUrlset = (xml: string) => parse<SitemapItem>(xml, new XMLToSitemapItemStream({ level: ErrorLevel.THROW, logger: false }));

type Read = { index: string; files: string[][]; urls: string[]; lastmod: Map<string, string | undefined> };

/** GET /sitemap.xml and every file it names: each parses, is XML, holds at most 50 000 URLs. */
const readSitemap = async (app: App, headers: Record<string, string> = {}): Promise<Read> => {
  const index = await app.inject({ method: 'GET', url: '/sitemap.xml', headers });
  expect(index.statusCode, index.body).toBe(200);
  expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const entries = await parseIndex(index.body);
  expect(entries.length).toBeGreaterThan(0);
  const files: string[][] = [];
  const lastmod = new Map<string, string | undefined>();
  for (const [i, entry] of entries.entries()) {
    expect(entry.url).toBe(`${BASE}/sitemaps/sitemap-${i}.xml`);
    const file = await app.inject({ method: 'GET', url: new URL(entry.url).pathname, headers });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    const items = await parseUrlset(file.body);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    for (const item of items) lastmod.set(item.url, item.lastmod);
    files.push(items.map((item) => item.url));
  }
  const urls = files.flat();
  expect(new Set(urls).size, 'no URL twice').toBe(urls.length);
  return { index: index.body, files, urls, lastmod };
};

/** What the sitemap must list now, from the database itself. */
const expectedUrls = async () => {
  const rows = await database.db
    .select({ id: companies.id, name: companies.name, uf: companies.uf, city: companies.city })
    .from(companies)
    .where(visibleCompanySql(companies));
  const partners = rows.map((r) => `${BASE}${partnerPath(r)}`);
  const places = new Set(rows.flatMap((r) => [`${BASE}${statePath(r.uf)}`, `${BASE}${cityPath(r.uf, r.city)}`]));
  return { partners, all: [`${BASE}/`, ...places, ...partners] };
};

const insertHidden = async () => {
  const hidden = await database.db
    .insert(companies)
    .values(
      (['pending', 'disapproved', 'approved'] as const).map((status) => ({
        name: `Oculta ${status} ${tag()}`,
        cep: '80010000',
        logradouro: 'Rua Oculta',
        numero: '1',
        neibor: 'Centro',
        city: status === 'approved' ? 'Cidade Só Inativa' : 'Curitiba',
        uf: status === 'approved' ? 'AC' : 'PR',
        status,
        isActive: status !== 'approved',
      })),
    )
    .returning({ id: companies.id, name: companies.name, uf: companies.uf, city: companies.city });
  return hidden;
};

describe('sitemap index and files', () => {
  it('index + files on the configured site only (Host, X-Forwarded-Proto ignored), hidden partners absent, gzip and 304', async () => {
    const { app } = await build(database.db, { config: { ...config, trustProxy: 1 } });
    const admin = asAdminOf(app);
    const visible = await postCompany(admin, companyPayload({ name: `Visível ${tag()}`, status: 'approved', isActive: true }));
    const hidden = await insertHidden();

    const plain = await readSitemap(app);
    const forged = await readSitemap(app, { host: 'evil.example', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' });
    expect(forged.index).toBe(plain.index);
    expect(forged.urls).toEqual(plain.urls);
    expect(plain.urls.every((u) => u.startsWith(`${BASE}/`))).toBe(true);
    expect(plain.index).not.toContain('evil.example');

    expect(plain.urls).toEqual(
      expect.arrayContaining([
        `${BASE}/`,
        `${BASE}/sp`,
        `${BASE}/sp/sao-paulo`,
        `${BASE}${partnerPath({ ...visible, uf: 'SP', city: 'São Paulo' })}`,
      ]),
    );
    expect([...plain.urls].sort()).toEqual([...(await expectedUrls()).all].sort());
    for (const h of hidden)
      expect(
        plain.urls.some((u) => u.endsWith(`/${h.id}`)),
        h.name,
      ).toBe(false);
    // a state and city whose only partner is hidden are not listed
    expect(plain.urls).not.toContain(`${BASE}/ac`);
    // lastmod = the partner's dtUpdate (its day)
    const [{ dtUpdate }] = (await database.db.select({ dtUpdate: companies.dtUpdate }).from(companies).where(eq(companies.id, visible.id))) as [
      { dtUpdate: Date },
    ];
    expect(plain.lastmod.get(`${BASE}${partnerPath({ ...visible, uf: 'SP', city: 'São Paulo' })}`)).toBe(dtUpdate.toISOString().slice(0, 10));
    // the home, a state and a city: the latest dtUpdate among the visible partners they list
    const latestDay = async (...where: SQL[]) => {
      const [row] = await database.db
        .select({ at: sql<string>`max(${companies.dtUpdate})` })
        .from(companies)
        .where(and(visibleCompanySql(companies), ...where));
      return new Date(row!.at).toISOString().slice(0, 10);
    };
    expect(plain.lastmod.get(`${BASE}/`)).toBe(await latestDay());
    expect(plain.lastmod.get(`${BASE}/sp`)).toBe(await latestDay(eq(companies.uf, 'SP')));
    expect(plain.lastmod.get(`${BASE}/sp/sao-paulo`)).toBe(await latestDay(eq(companies.uf, 'SP'), eq(companies.city, 'São Paulo')));
    expect(plain.urls.filter((u) => !plain.lastmod.get(u))).toEqual([]);

    const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example', 'x-forwarded-proto': 'http' } });
    expect(robots.body).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${BASE}/sitemap.xml\n`);

    // gzip as stored, the same XML; ETag → 304; Vary; cache-control as the public answers
    const gz = await app.inject({ method: 'GET', url: '/sitemaps/sitemap-0.xml', headers: { 'accept-encoding': 'br, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('accept-encoding');
    expect(gz.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const unzipped = gunzipSync(gz.rawPayload).toString('utf8');
    expect(await parseUrlset(unzipped)).toHaveLength(plain.files[0]!.length);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/sitemap-0.xml' })).body).toBe(unzipped);
    const refused = await app.inject({ method: 'GET', url: '/sitemaps/sitemap-0.xml', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(unzipped);
    const etag = gz.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/sitemap-0.xml', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const indexEtag = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).headers.etag as string;
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'if-none-match': indexEtag } })).statusCode).toBe(304);

    for (const url of ['/sitemaps/sitemap-99.xml', '/sitemaps/outro.xml', '/sitemaps/sitemap-0.xml.gz']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('rebuilds only when the listed pages change, at most once per refresh interval; an edit of a pending company rebuilds nothing', async () => {
    const clock = createTestClock(new Date('2026-03-02T12:00:00Z'));
    const { app } = await build(database.db, { config: { ...config, sitemapRefreshIntervalMs: INTERVAL }, clock });
    const admin = asAdminOf(app);
    const pending = await postCompany(admin, companyPayload({ name: `Pendente ${tag()}`, status: 'pending' }));
    const owner = await createCompanyUser(database.db, [pending.id]);
    const asOwner = as(app, owner);
    const pagePath = (name: string) => `${BASE}${partnerPath({ id: pending.id, name, uf: 'SP', city: 'São Paulo' })}`;
    /** Moves the clock past the interval and waits for the look it allows. */
    const nextInterval = async () => {
      clock.advance(INTERVAL);
      await app.sitemaps.settled();
    };

    expect(app.sitemaps.builds).toBe(0);
    const first = await readSitemap(app);
    expect(first.urls).not.toContain(pagePath(pending.name));
    expect(app.sitemaps.builds).toBe(1);
    await readSitemap(app, { host: 'outro.example' });
    expect(app.sitemaps.builds, 'no change: the files are reused').toBe(1);

    // the owner edits the pending company again and again: nothing a crawler sees changes, nothing is rebuilt
    for (let i = 0; i < 5; i += 1) {
      const body = { company: { ...companyPayload({ cnpj: pending.cnpj, name: `Pendente editada ${i} ${tag()}` }), id: pending.id } };
      const edited = await asOwner({ method: 'PUT', url: `/api/companys/companyUsers/companysByUser/${pending.id}`, payload: body });
      expect(edited.statusCode, edited.body).toBe(200);
    }
    await nextInterval();
    expect(app.sitemaps.checks, 'neither visible nor listed: not even a fingerprint').toBe(0);
    expect(app.sitemaps.builds).toBe(1);

    // approved: a page appears; the files change after the interval, once, whatever the requests meanwhile
    const approved = await admin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: pending.id } });
    expect(approved.statusCode, approved.body).toBe(200);
    const name = approved.json<{ name: string }>().name;
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/sitemaps/sitemap-0.xml' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await app.sitemaps.settled();
    expect(app.sitemaps.builds, 'within the interval: the previous files').toBe(1);
    expect((await readSitemap(app)).urls).not.toContain(pagePath(name));
    await nextInterval();
    expect(app.sitemaps.builds).toBe(2);
    expect((await readSitemap(app)).urls).toContain(pagePath(name));

    // a slug change (renamed twice within one interval): one rebuild, with the latest name
    for (const newName of [`Renomeada ${tag()}`, `Renomeada de novo ${tag()}`]) {
      const body = { company: { ...companyPayload({ cnpj: pending.cnpj, name: newName, status: 'approved', isActive: true }), id: pending.id } };
      const renamed = await admin({ method: 'PUT', url: '/api/companys', payload: body });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await app.sitemaps.settled();
    }
    expect(app.sitemaps.builds).toBe(2);
    await nextInterval();
    await nextInterval();
    expect(app.sitemaps.builds, 'one rebuild for both renames').toBe(3);
    const [{ name: latest }] = (await database.db.select({ name: companies.name }).from(companies).where(eq(companies.id, pending.id))) as [
      { name: string },
    ];
    const renamedUrls = (await readSitemap(app)).urls;
    expect(renamedUrls).toContain(pagePath(latest));
    expect(renamedUrls).not.toContain(pagePath(name));

    // a change of product lines only: not even a look
    const checks = app.sitemaps.checks;
    const line = await admin({ method: 'POST', url: '/api/lines', payload: { line: { name: `Linha ${tag()}` } } });
    expect(line.statusCode, line.body).toBe(201);
    await nextInterval();
    expect(app.sitemaps.checks).toBe(checks);
    expect(app.sitemaps.builds).toBe(3);

    // { all: true } (relayed, or a write made outside the API): a look, and a rebuild only if the pages differ
    app.directoryChanges.emit({ all: true }, 'remote');
    await nextInterval();
    expect(app.sitemaps.builds, 'nothing changed').toBe(3);
    await database.db
      .update(companies)
      .set({ name: `Renomeada fora da API ${tag()}` })
      .where(eq(companies.id, pending.id));
    app.directoryChanges.emit({ all: true }, 'remote');
    await nextInterval();
    expect(app.sitemaps.builds).toBe(4);

    const removed = await admin({ method: 'DELETE', url: `/api/companys?id=${pending.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    await nextInterval();
    expect(app.sitemaps.builds).toBe(5);
    expect((await readSitemap(app)).urls.some((u) => u.endsWith(`/${pending.id}`))).toBe(false);
  });

  it('looks again by itself once the interval has passed, no request needed', async () => {
    const { app } = await build(database.db, { config: { ...config, sitemapRefreshIntervalMs: 0 } });
    const admin = asAdminOf(app);
    await readSitemap(app);
    expect(app.sitemaps.builds).toBe(1);
    const created = await postCompany(admin, companyPayload({ name: `Nova ${tag()}`, status: 'approved', isActive: true }));
    await vi.waitFor(() => expect(app.sitemaps.builds).toBe(2), { timeout: 10_000 });
    await app.sitemaps.settled();
    expect((await readSitemap(app)).urls).toContain(`${BASE}${partnerPath({ ...created, uf: 'SP', city: 'São Paulo' })}`);
    expect(app.sitemaps.builds).toBe(2);
  });

  it('computes in the database the fingerprint it wrote the files from (names with accents and symbols too)', async () => {
    await postCompany(asAdminOf((await build(database.db, { config })).app), {
      name: `Ação & Cia — Baterias “Ü” 🔋 ${tag()}`,
      status: 'approved',
      isActive: true,
    });
    const built = await buildDirectorySitemaps(database.db, BASE);
    expect(built.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(await visiblePagesFingerprint(database.db)).toBe(built.fingerprint);
  });

  it('covers a generated set of 60 000 visible partners completely, in files of at most 50 000 URLs', { timeout: 240_000 }, async () => {
    await database.db.execute(sql`
      insert into companies (name, cep, logradouro, numero, neibor, city, uf, status, is_active)
      select 'Gerada ' || g, '80010000', 'Rua Gerada', g::text, 'Centro',
             (array['Curitiba','Campinas','Joinville','Pelotas','Uberlândia','Feira de Santana'])[1 + g % 6],
             (array['PR','SP','SC','RS','MG','BA'])[1 + g % 6], 'approved', true
      from generate_series(1, 60000) g`);
    await database.db.execute(sql`
      insert into companies (name, cep, logradouro, numero, neibor, city, uf, status, is_active)
      select 'Oculta gerada ' || g, '80010000', 'Rua Gerada', g::text, 'Centro', 'Londrina', 'PR',
             (array['pending','disapproved','approved'])[1 + g % 3], g % 3 <> 2
      from generate_series(1, 300) g`);
    const { app } = await build(database.db, { config });
    const read = await readSitemap(app);
    const expected = await expectedUrls();
    expect(expected.partners.length).toBeGreaterThanOrEqual(60_000);
    expect(read.files.length).toBeGreaterThanOrEqual(2);
    expect(read.files[0]).toHaveLength(SITEMAP_MAX_URLS);
    expect(read.urls).toHaveLength(expected.all.length);
    const listed = new Set(read.urls);
    expect(expected.all.filter((u) => !listed.has(u))).toEqual([]);
    const hidden = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(like(companies.name, 'Oculta gerada %'), not(visibleCompanySql(companies))));
    expect(hidden).toHaveLength(300);
    const ids = new Set(read.urls.map((u) => Number(/\/(\d+)$/.exec(u)?.[1])));
    expect(hidden.filter((r) => ids.has(r.id))).toEqual([]);
    expect(app.sitemaps.builds).toBe(1);
  });
});

describe('createSitemapStore', () => {
  const sitemaps = (name: string, fingerprint = name, ids: number[] = []) =>
    ({ name, fingerprint, ids: Int32Array.from(ids) }) as unknown as Sitemaps;
  const controlled = (refreshIntervalMs = 1_000) => {
    const pending: Array<{ resolve: (s: Sitemaps) => void; reject: (e: Error) => void }> = [];
    let t = 0;
    let fingerprint = 'A';
    let visible: number[] = [];
    const errors: unknown[] = [];
    const store = createSitemapStore({
      build: () => new Promise<Sitemaps>((resolve, reject) => pending.push({ resolve, reject })),
      fingerprint: async () => fingerprint,
      visibleAmong: async (ids) => ids.filter((id) => visible.includes(id)),
      refreshIntervalMs,
      maxAgeMs: 60_000,
      now: () => t,
      onError: (error) => errors.push(error),
    });
    const settle = async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    };
    return {
      store,
      pending,
      settle,
      errors,
      advance: (ms: number) => (t += ms),
      setFingerprint: (value: string) => (fingerprint = value),
      setVisible: (ids: number[]) => (visible = ids),
    };
  };

  it('coalesces the first build; afterwards answers at once, looks at most once per interval and rebuilds only for another fingerprint', async () => {
    const { store, pending, settle, advance, setFingerprint } = controlled();
    const a1 = store.get();
    const a2 = store.get();
    await settle();
    expect(store.builds).toBe(1);
    pending[0]!.resolve(sitemaps('A'));
    expect(await a1).toEqual(sitemaps('A'));
    expect(await a2).toEqual(sitemaps('A'));

    // changes with the same pages: one look after the interval, no build
    store.changed();
    store.changed();
    await store.settled();
    expect(store.checks, 'not before the interval').toBe(0);
    advance(1_000);
    await store.settled();
    expect(store.checks).toBe(1);
    expect(store.builds).toBe(1);

    // another fingerprint: one build, the previous files meanwhile; changes during it: one more look after it
    setFingerprint('B');
    store.changed();
    advance(1_000);
    expect(await store.get()).toEqual(sitemaps('A'));
    await settle();
    expect(store.builds).toBe(2);
    store.changed();
    advance(1_000);
    expect(await store.get(), 'previous files during the rebuild').toEqual(sitemaps('A'));
    await settle();
    expect(store.builds, 'never two builds at once').toBe(2);
    pending[1]!.resolve(sitemaps('B'));
    await settle();
    expect(await store.get()).toEqual(sitemaps('B'));
    await store.settled();
    expect(store.checks).toBe(3);
    expect(store.builds, 'the look after the build finds its fingerprint').toBe(2);
    await store.close();
  });

  it('changed companies neither visible now nor listed in the files need no fingerprint; a visible or listed one does', async () => {
    const { store, pending, settle, advance, setVisible } = controlled();
    const first = store.get();
    await settle();
    pending[0]!.resolve(sitemaps('A', 'A', [2, 5, 9]));
    await first;
    store.changed([3, 4]);
    advance(1_000);
    await store.settled();
    expect(store.checks).toBe(0);
    store.changed([4, 9]);
    advance(1_000);
    await store.settled();
    expect(store.checks, 'a listed one').toBe(1);
    setVisible([4]);
    store.changed([4]);
    advance(1_000);
    await store.settled();
    expect(store.checks, 'a visible one').toBe(2);
    store.changed(Array.from({ length: 1_001 }, (_, i) => 10_000 + i));
    advance(1_000);
    await store.settled();
    expect(store.checks, 'too many to look at one by one').toBe(3);
    expect(store.builds, 'the same fingerprint every time').toBe(1);
    await store.close();
  });

  it('a failed first build is retried by the next request; a failed rebuild keeps the files and is tried again; old files are rebuilt', async () => {
    const { store, pending, settle, advance, setFingerprint, errors } = controlled();
    const first = store.get();
    await settle();
    pending[0]!.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    const second = store.get();
    await settle();
    expect(store.builds).toBe(2);
    pending[1]!.resolve(sitemaps('A'));
    expect(await second).toEqual(sitemaps('A'));

    setFingerprint('B');
    store.changed();
    advance(1_000);
    expect(await store.get()).toEqual(sitemaps('A'));
    await settle();
    pending[2]!.reject(new Error('database down'));
    await store.settled();
    expect(errors).toHaveLength(1);
    expect(await store.get(), 'the files stay').toEqual(sitemaps('A'));
    advance(1_000);
    expect(await store.get()).toEqual(sitemaps('A'));
    await settle();
    expect(store.builds, 'tried again after the interval').toBe(4);
    pending[3]!.resolve(sitemaps('B'));
    await store.settled();
    expect(await store.get()).toEqual(sitemaps('B'));

    advance(60_000);
    expect(await store.get(), 'too old: still answered at once').toEqual(sitemaps('B'));
    await settle();
    expect(store.builds).toBe(5);
    pending[4]!.resolve(sitemaps('B2', 'B'));
    await store.settled();
    expect(await store.get()).toEqual(sitemaps('B2', 'B'));
    await store.close();
  });
});
