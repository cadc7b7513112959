import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows-of.ts';
import { analyticsPartnerDaily, analyticsSearchesDaily, analyticsSearchLinesDaily } from '../src/db/schema/index.ts';
import { as, asAdminOf, createCompanyUser, lineIdsByName, readXlsx } from './company-helpers.ts';
import { build, createCompany, createRole, createTestClock, createUser, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

type Report = {
  scope: 'all' | 'own';
  from: string;
  to: string;
  totals: Record<string, number>;
  byDay: ({ day: string; searches: number | null; zeroResults: number | null } & Record<string, number>)[];
  topPartners: {
    id: number;
    name: string;
    contacts: number;
    whatsappClicks: number;
    phoneClicks: number;
    directionsClicks: number;
    partnerViews: number;
    detailsClicks: number;
  }[];
  searches: null | {
    total: number;
    zeroResults: number;
    byPosition: number;
    byState: { uf: string | null; name: string; searches: number; zeroResults: number }[];
    byCity: { uf: string; city: string; searches: number; zeroResults: number }[];
    zeroResultPlaces: { uf: string | null; city: string | null; searches: number }[];
    byLine: { id: number; name: string; searches: number; zeroResults: number }[];
  };
};

let ids: { a: number; b: number; other: number; lines: Record<string, number> };

beforeAll(async () => {
  const lines = await lineIdsByName(database.db);
  const a = (await createCompany(database.db, { name: 'Baterias A', uf: 'SP', city: 'Campinas' })).id;
  const b = (await createCompany(database.db, { name: 'Baterias B', uf: 'PR', city: 'Curitiba' })).id;
  const other = (await createCompany(database.db, { name: 'Baterias Outra', uf: 'MG', city: 'Belo Horizonte' })).id;
  ids = { a, b, other, lines };
});

/** Captures the app's JSON log lines. */
const logCapture = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
};

/** An app whose clock reads `at` (São Paulo days follow it). */
const setup = async (at: string, options: Omit<Parameters<typeof build>[1] & object, 'clock'> = {}) => {
  const clock = createTestClock(new Date(at));
  const built = await build(database.db, { ...options, clock });
  return { ...built, clock, asAdmin: asAdminOf(built.app) };
};

const post = (app: Awaited<ReturnType<typeof setup>>['app'], body: unknown, contentType = 'application/json', remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });

const count = async (table: typeof analyticsPartnerDaily | typeof analyticsSearchesDaily | typeof analyticsSearchLinesDaily) => {
  const [row] = rowsOf<{ total: string | number }>(await database.db.execute(sql`select coalesce(sum(count), 0) as total from ${table}`));
  return Number(row?.total ?? 0);
};
const stored = async () => ({
  searches: await count(analyticsSearchesDaily),
  lines: await count(analyticsSearchLinesDaily),
  partners: await count(analyticsPartnerDaily),
});

const report = async (inject: ReturnType<typeof asAdminOf>, query: string) => {
  const response = await inject({ method: 'GET', url: `/api/reports/engagement?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Report>();
};

describe('POST /api/analytics/events', () => {
  it('counts a batch per São Paulo day (JSON or the text/plain of sendBeacon) and the report adds it up', async () => {
    // 01:30 UTC of 11 May is still 10 May in São Paulo
    const { app, asAdmin } = await setup('2026-05-11T01:30:00Z');
    const { a, b, lines } = ids;
    const first = await post(app, {
      events: [
        { type: 'search', uf: 'SP', city: 'sao paulo', lineIds: [lines.Moto, lines.Moto, lines.Carro], byPosition: false, resultCount: 12 },
        { type: 'search', uf: 'AC', city: 'Assis Brasil', isAssistence: true, byPosition: false, resultCount: 0 },
        { type: 'search', byPosition: true, resultCount: 40 },
        { type: 'whatsapp_click', partnerId: a },
        { type: 'whatsapp_click', partnerId: a },
        { type: 'phone_click', partnerId: b },
        { type: 'partner_view', partnerId: b },
      ],
    });
    expect(first.statusCode, first.body).toBe(204);
    const beacon = await post(
      app,
      JSON.stringify({
        events: [
          { type: 'directions_click', partnerId: b },
          { type: 'directions_click', partnerId: b },
          { type: 'details_click', partnerId: a },
          { type: 'search', uf: 'AC', city: 'Assis Brasil', lineIds: [lines['Náutica']], byPosition: false, resultCount: 0 },
        ],
      }),
      'text/plain;charset=UTF-8',
    );
    expect(beacon.statusCode, beacon.body).toBe(204);
    // counted in memory until the flush (the report flushes this instance first)
    await app.analytics.flush();

    // the visitor's repeated clicks (WhatsApp of A, directions to B) count once
    const r = await report(asAdmin, 'from=2026-05-10&to=2026-05-10');
    expect(r.scope).toBe('all');
    expect(r.byDay).toEqual([
      { day: '2026-05-10', searches: 4, zeroResults: 2, partnerViews: 1, whatsappClicks: 1, phoneClicks: 1, directionsClicks: 1, detailsClicks: 1 },
    ]);
    expect(r.totals).toEqual({ partnerViews: 1, whatsappClicks: 1, phoneClicks: 1, directionsClicks: 1, detailsClicks: 1, contacts: 3 });
    expect(
      r.topPartners.map((p) => [p.id, p.contacts, p.whatsappClicks, p.phoneClicks, p.directionsClicks, p.partnerViews, p.detailsClicks]),
    ).toEqual([
      [b, 2, 0, 1, 1, 1, 0],
      [a, 1, 1, 0, 0, 0, 1],
    ]);
    expect(r.searches).toMatchObject({ total: 4, zeroResults: 2, byPosition: 1 });
    expect(r.searches!.byState).toEqual([
      { uf: 'AC', name: 'Acre', searches: 2, zeroResults: 2 },
      { uf: 'SP', name: 'São Paulo', searches: 1, zeroResults: 0 },
      { uf: null, name: 'Sem estado', searches: 1, zeroResults: 0 },
    ]);
    // the city as the IBGE names it
    expect(r.searches!.byCity).toEqual([
      { uf: 'AC', city: 'Assis Brasil', searches: 2, zeroResults: 2 },
      { uf: 'SP', city: 'São Paulo', searches: 1, zeroResults: 0 },
    ]);
    expect(r.searches!.zeroResultPlaces).toEqual([{ uf: 'AC', city: 'Assis Brasil', searches: 2 }]);
    // a line named twice counts once
    expect(r.searches!.byLine.map((l) => [l.name, l.searches, l.zeroResults])).toEqual([
      ['Carro', 1, 0],
      ['Moto', 1, 0],
      ['Náutica', 1, 1],
    ]);
    // the next day is empty, the period's days are all there
    const two = await report(asAdmin, 'from=2026-05-10&to=2026-05-11');
    expect(two.byDay.map((d) => [d.day, d.searches, d.whatsappClicks])).toEqual([
      ['2026-05-10', 4, 1],
      ['2026-05-11', 0, 0],
    ]);
  });

  it('adds up across flushes and instances (insert … on conflict add), and drops partners and lines that do not exist', async () => {
    const one = await setup('2026-06-01T15:00:00Z');
    const two = await setup('2026-06-01T16:00:00Z');
    const before = await stored();
    const events = [
      { type: 'partner_view', partnerId: ids.a },
      { type: 'partner_view', partnerId: 999_999 },
      { type: 'search', uf: 'RJ', lineIds: [999_998], byPosition: false, resultCount: 3 },
    ];
    // three visitors (one visitor's same events count once an hour)
    expect((await post(one.app, { events }, 'application/json', '10.30.0.1')).statusCode).toBe(204);
    expect((await post(two.app, { events }, 'application/json', '10.30.0.2')).statusCode).toBe(204);
    await one.app.analytics.flush();
    expect((await post(one.app, { events }, 'application/json', '10.30.0.3')).statusCode).toBe(204);
    await one.app.analytics.flush();
    await two.app.analytics.flush();
    expect(await stored()).toEqual({ searches: before.searches + 3, lines: before.lines, partners: before.partners + 3 });
    const r = await report(one.asAdmin, 'from=2026-06-01&to=2026-06-01');
    expect(r.byDay[0]).toMatchObject({ partnerViews: 3, searches: 3 });
    expect(r.topPartners.map((p) => p.id)).toEqual([ids.a]);
    expect(r.searches!.byLine).toEqual([]);
  });

  it('writes what it counted when the app closes', async () => {
    const { app } = await setup('2026-06-02T15:00:00Z');
    const before = await stored();
    expect((await post(app, { events: [{ type: 'details_click', partnerId: ids.b }] })).statusCode).toBe(204);
    await app.close();
    expect((await stored()).partners).toBe(before.partners + 1);
  });

  it('refuses bad or oversized batches with a pt-BR 400 (413 past 16 KB, 415 for another type) and stores nothing of them', async () => {
    const { app } = await setup('2026-06-03T15:00:00Z');
    const before = await stored();
    const bad = async (body: unknown, field: string, message: string, contentType?: string) => {
      const response = await post(app, body, contentType);
      expect(response.statusCode, response.body).toBe(400);
      const json = response.json<{ message: string; additionalData: Record<string, string> }>();
      expect(json.message).toBe('Missing fields, see additionalData');
      expect(json.additionalData[field]).toBe(message);
    };
    const good = { type: 'whatsapp_click', partnerId: ids.a };
    await bad({ events: [good, { type: 'like', partnerId: ids.a }] }, 'events.1.type', 'Valor inválido');
    await bad({ events: [{ type: 'search', uf: 'XX', byPosition: false, resultCount: 1 }] }, 'events.0.uf', 'UF inválida');
    await bad({ events: [{ type: 'search', city: 'Curitiba', byPosition: false, resultCount: 1 }] }, 'events.0.uf', 'Campo obrigatório');
    await bad(
      { events: [{ type: 'search', uf: 'SP', city: 'x'.repeat(101), byPosition: false, resultCount: 1 }] },
      'events.0.city',
      'Máximo de 100 caracteres',
    );
    await bad({ events: [{ type: 'search', byPosition: false, resultCount: -1 }] }, 'events.0.resultCount', 'Valor inválido');
    await bad({ events: [{ ...good, partnerId: 0 }] }, 'events.0.partnerId', 'Valor inválido');
    // nothing about the visitor is accepted
    await bad({ events: [{ ...good, ip: '203.0.113.9' }] }, 'events.0', 'Valor inválido');
    // (a failure at the body's root names its required key, as every route does)
    await bad({ events: [good], userId: 7 }, 'events', 'Campo obrigatório');
    await bad({ events: Array.from({ length: 51 }, () => good) }, 'events', 'No máximo 50 itens');
    await bad({ events: [] }, 'events', 'Adicione pelo menos um item');
    const notJson = await post(app, 'events=1', 'text/plain');
    expect(notJson.statusCode).toBe(400);

    const huge = await post(app, { events: [good], padding: 'x'.repeat(17 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ message: string }>().message).toBe('Arquivo muito grande. O limite é 16 KB.');
    const hugeBeacon = await post(app, JSON.stringify({ events: [good], padding: 'x'.repeat(17 * 1024) }), 'text/plain');
    expect(hugeBeacon.statusCode).toBe(413);
    expect((await post(app, '<events/>', 'application/xml')).statusCode).toBe(415);

    await app.analytics.flush();
    expect(app.analytics.counter.size).toBe(0);
    expect(await stored()).toEqual(before);
  });

  it('stores no IP, cookie or user id: the tables hold days, dimensions and counts only', async () => {
    const { app } = await setup('2026-06-04T15:00:00Z');
    const response = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json', cookie: 'sid=abc', 'x-forwarded-for': '203.0.113.9' },
      payload: JSON.stringify({ events: [{ type: 'phone_click', partnerId: ids.a }] }),
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await database.db.execute(
        sql`select table_name, column_name from information_schema.columns where table_name like 'analytics_%' order by table_name, ordinal_position`,
      ),
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'analytics_partner_daily.day',
      'analytics_partner_daily.company_id',
      'analytics_partner_daily.event',
      'analytics_partner_daily.count',
      'analytics_search_lines_daily.day',
      'analytics_search_lines_daily.line_id',
      'analytics_search_lines_daily.zero_result',
      'analytics_search_lines_daily.count',
      'analytics_searches_daily.day',
      'analytics_searches_daily.uf',
      'analytics_searches_daily.city',
      'analytics_searches_daily.is_assistence',
      'analytics_searches_daily.by_position',
      'analytics_searches_daily.zero_result',
      'analytics_searches_daily.count',
    ]);
  });

  it('counts a city that is no municipality of the state under the state alone', async () => {
    const { app, asAdmin } = await setup('2026-06-05T15:00:00Z');
    expect(
      (await post(app, { events: [{ type: 'search', uf: 'PE', city: 'Cidade Inventada', byPosition: false, resultCount: 0 }] })).statusCode,
    ).toBe(204);
    const r = await report(asAdmin, 'from=2026-06-05&to=2026-06-05');
    expect(r.searches!.byCity).toEqual([]);
    expect(r.searches!.zeroResultPlaces).toEqual([{ uf: 'PE', city: null, searches: 1 }]);
  });

  it('keeps counts of deleted companies out (cascade) and never stores a negative count', async () => {
    const gone = await createCompany(database.db, { name: 'Fecha Logo' });
    const { app } = await setup('2026-06-06T15:00:00Z');
    expect((await post(app, { events: [{ type: 'partner_view', partnerId: gone.id }] })).statusCode).toBe(204);
    await app.analytics.flush();
    const of = async () =>
      rowsOf<{ n: string | number }>(
        await database.db.execute(sql`select count(*) as n from ${analyticsPartnerDaily} where company_id = ${gone.id}`),
      )[0]!.n;
    expect(Number(await of())).toBe(1);
    await expect(database.db.execute(sql`update ${analyticsPartnerDaily} set count = -1 where company_id = ${gone.id}`)).rejects.toThrow();
    await database.db.execute(sql`delete from companies where id = ${gone.id}`);
    expect(Number(await of())).toBe(0);
  });
});

describe("one visitor's events (each once an hour, a budget a minute)", () => {
  const partnerCounts = async (day: string) =>
    rowsOf<{ company_id: number; event: string; count: number | string }>(
      await database.db.execute(sql`select company_id, event, count from ${analyticsPartnerDaily} where day = ${day} order by company_id, event`),
    ).map((r) => [r.company_id, r.event, Number(r.count)]);

  it('counts the same click once however often it is sent; another partner, event or visitor counts; an hour later it counts again', async () => {
    const capture = logCapture();
    const { app, clock } = await setup('2026-09-01T15:00:00Z', { logger: capture.logger });
    const visitor = '10.40.0.1';
    const click = { type: 'whatsapp_click', partnerId: ids.a };
    for (let i = 0; i < 10; i += 1) expect((await post(app, { events: [click] }, 'application/json', visitor)).statusCode).toBe(204);
    expect((await post(app, { events: [click, click, click] }, 'application/json', visitor)).statusCode).toBe(204);
    await app.analytics.flush();
    expect(await partnerCounts('2026-09-01')).toEqual([[ids.a, 'whatsapp_click', 1]]);
    // the dropped ones are logged once per flush, as one number
    const dropped = capture.lines.filter((line) => String(line.msg).startsWith('analytics:'));
    expect(dropped.map((line) => line.msg)).toEqual(['analytics: 12 eventos descartados (repetidos ou acima do limite)']);
    expect(JSON.stringify(dropped)).not.toContain(visitor);

    const others = [
      { type: 'whatsapp_click', partnerId: ids.b },
      { type: 'phone_click', partnerId: ids.a },
    ];
    expect((await post(app, { events: others }, 'application/json', visitor)).statusCode).toBe(204);
    expect((await post(app, { events: [click] }, 'application/json', '10.40.0.2')).statusCode).toBe(204);
    clock.advance(59 * 60_000);
    expect((await post(app, { events: [click] }, 'application/json', visitor)).statusCode).toBe(204);
    await app.analytics.flush();
    expect(await partnerCounts('2026-09-01')).toEqual([
      [ids.a, 'phone_click', 1],
      [ids.a, 'whatsapp_click', 2],
      [ids.b, 'whatsapp_click', 1],
    ]);
    clock.advance(61_000);
    expect((await post(app, { events: [click] }, 'application/json', visitor)).statusCode).toBe(204);
    await app.analytics.flush();
    expect(await partnerCounts('2026-09-01'), 'an hour after the first').toContainEqual([ids.a, 'whatsapp_click', 3]);
  });

  it('counts a search once per visitor and dimensions (a city as typed or as the IBGE names it is one)', async () => {
    const { app } = await setup('2026-09-02T15:00:00Z');
    const before = await stored();
    const search = (city: string, lineIds: number[]) => ({ type: 'search', uf: 'SP', city, lineIds, byPosition: false, resultCount: 3 });
    const events = [search('sao paulo', [ids.lines.Moto!, ids.lines.Carro!]), search('São Paulo', [ids.lines.Carro!, ids.lines.Moto!])];
    for (let i = 0; i < 3; i += 1) expect((await post(app, { events }, 'application/json', '10.41.0.1')).statusCode).toBe(204);
    expect((await post(app, { events: [search('São Paulo', [])] }, 'application/json', '10.41.0.1')).statusCode).toBe(204);
    await app.analytics.flush();
    expect(await stored()).toEqual({ searches: before.searches + 2, lines: before.lines + 2, partners: before.partners });
  });

  it("drops a visitor's new events past the budget of the minute (the beacon still 204), not another visitor's", async () => {
    const capture = logCapture();
    const { app, clock } = await setup('2026-09-03T15:00:00Z', { rateLimits: { analyticsEventsMax: 5 }, logger: capture.logger });
    const types = ['partner_view', 'whatsapp_click', 'phone_click', 'directions_click', 'details_click'] as const;
    const all = [ids.a, ids.b, ids.other].flatMap((partnerId) => types.map((type) => ({ type, partnerId })));
    const total = async () => (await partnerCounts('2026-09-03')).reduce((sum, row) => sum + Number(row[2]), 0);

    expect((await post(app, { events: all.slice(0, 8) }, 'application/json', '10.42.0.1')).statusCode).toBe(204);
    expect((await post(app, { events: all.slice(8, 10) }, 'application/json', '10.42.0.1')).statusCode).toBe(204);
    await app.analytics.flush();
    expect(await total()).toBe(5);
    expect(capture.lines.map((line) => line.msg)).toContain('analytics: 5 eventos descartados (repetidos ou acima do limite)');
    expect((await post(app, { events: all.slice(0, 3) }, 'application/json', '10.42.0.2')).statusCode).toBe(204);
    await app.analytics.flush();
    expect(await total(), 'another visitor').toBe(8);
    clock.advance(61_000);
    expect((await post(app, { events: all.slice(10, 15) }, 'application/json', '10.42.0.1')).statusCode).toBe(204);
    await app.analytics.flush();
    expect(await total(), 'the next minute').toBe(13);
  });

  it("keeps nothing of the visitor's address in the database", async () => {
    const { app } = await setup('2026-09-04T15:00:00Z');
    const address = '203.0.113.77';
    const events = [
      { type: 'partner_view', partnerId: ids.a },
      { type: 'search', uf: 'PR', byPosition: false, resultCount: 1 },
    ];
    expect((await post(app, { events }, 'application/json', address)).statusCode).toBe(204);
    expect((await post(app, { events }, 'application/json', address)).statusCode).toBe(204);
    await app.analytics.flush();
    expect((await stored()).partners).toBeGreaterThan(0);
    const tables = rowsOf<{ table_name: string }>(
      await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
    ).map((t) => t.table_name);
    expect(tables).toContain('analytics_partner_daily');
    for (const table of tables) {
      const [row] = rowsOf<{ n: number | string }>(
        await database.db.execute(sql`select count(*) as n from ${sql.identifier(table)} t where t::text like ${`%${address}%`}`),
      );
      expect(Number(row!.n), table).toBe(0);
    }
  });
});

describe('GET /api/reports/engagement', () => {
  it("gives company users their own companies' numbers, without the network's searches", async () => {
    const { app, asAdmin } = await setup('2026-07-01T15:00:00Z');
    const events = [
      { type: 'whatsapp_click', partnerId: ids.a },
      { type: 'partner_view', partnerId: ids.a },
      { type: 'phone_click', partnerId: ids.other },
      { type: 'search', uf: 'SP', byPosition: false, resultCount: 1 },
    ];
    expect((await post(app, { events })).statusCode).toBe(204);
    // another visitor calls the other partner too
    expect((await post(app, { events: [{ type: 'phone_click', partnerId: ids.other }] }, 'application/json', '10.43.0.2')).statusCode).toBe(204);
    const user = await createCompanyUser(database.db, [ids.a, ids.b]);
    const own = await report(as(app, user), 'from=2026-07-01&to=2026-07-01');
    expect(own.scope).toBe('own');
    expect(own.searches).toBeNull();
    expect(own.byDay).toEqual([
      {
        day: '2026-07-01',
        searches: null,
        zeroResults: null,
        partnerViews: 1,
        whatsappClicks: 1,
        phoneClicks: 0,
        directionsClicks: 0,
        detailsClicks: 0,
      },
    ]);
    expect(own.topPartners.map((p) => p.id)).toEqual([ids.a]);
    expect(own.totals.contacts).toBe(1);

    const all = await report(asAdmin, 'from=2026-07-01&to=2026-07-01');
    expect(all.topPartners.map((p) => [p.id, p.contacts])).toEqual([
      [ids.other, 2],
      [ids.a, 1],
    ]);
    expect(all.totals.contacts).toBe(3);

    const noCompany = await createUser(database.db, { type: 'company', companyIds: [] });
    const empty = await report(as(app, noCompany), 'from=2026-07-01&to=2026-07-01');
    expect(empty.topPartners).toEqual([]);
    expect(empty.totals.contacts).toBe(0);
  });

  it('needs a login (401) and REPORTS:LIST (403)', async () => {
    const { app } = await setup('2026-08-02T15:00:00Z');
    expect((await app.inject({ method: 'GET', url: '/api/reports/engagement' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/reports/engagement?format=xlsx' })).statusCode).toBe(401);
    const noReports = await createRole(database.db, { type: 'admin', permissions: ['COMPANY:LIST'] });
    const staff = await createUser(database.db, { type: 'admin', roleId: noReports.id });
    expect((await as(app, staff)({ method: 'GET', url: '/api/reports/engagement' })).statusCode).toBe(403);
    const companyRole = await createRole(database.db, { type: 'company', permissions: ['COMPANYLINE:LIST'], companyId: ids.a });
    const storeUser = await createCompanyUser(database.db, [ids.a], { roleId: companyRole.id });
    expect((await as(app, storeUser)({ method: 'GET', url: '/api/reports/engagement' })).statusCode).toBe(403);
  });

  it('defaults to the last 30 days and refuses a bad period in pt-BR', async () => {
    const { asAdmin } = await setup('2026-07-03T02:00:00Z');
    const r = await report(asAdmin, '');
    expect([r.from, r.to, r.byDay.length]).toEqual(['2026-06-03', '2026-07-02', 30]);
    expect((await report(asAdmin, 'to=2026-01-31')).from).toBe('2026-01-02');
    const bad = async (query: string, field: string, message: string) => {
      const response = await asAdmin({ method: 'GET', url: `/api/reports/engagement?${query}` });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ additionalData: Record<string, string> }>().additionalData[field]).toBe(message);
    };
    await bad('from=2026-02-30', 'from', 'Data inválida');
    await bad('to=03/07/2026', 'to', 'Data inválida');
    await bad('from=2026-07-02&to=2026-07-01', 'from', 'A data inicial deve ser igual ou anterior à data final.');
    await bad('from=2025-01-01&to=2026-07-01', 'from', 'O período pode ter no máximo 366 dias.');
    await bad('format=pdf', 'format', 'Valor inválido');
  });

  it("exports the report as an .xlsx (sheet 'Dados', one row per table, item and count)", async () => {
    const { app, asAdmin } = await setup('2026-07-04T15:00:00Z');
    const events = [
      { type: 'whatsapp_click', partnerId: ids.b },
      { type: 'search', uf: 'PR', city: 'Curitiba', byPosition: false, resultCount: 0 },
    ];
    expect((await post(app, { events })).statusCode).toBe(204);
    const response = await asAdmin({ method: 'GET', url: '/api/reports/engagement?from=2026-07-04&to=2026-07-04&format=xlsx' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe('attachment; filename=Engajamento_20260704_120000.xlsx');
    const { sheetName, rows } = await readXlsx(response.rawPayload);
    expect(sheetName).toBe('Dados');
    expect(rows[0]).toEqual(['Tabela', 'Item', 'Indicador', 'Quantidade']);
    expect(rows).toContainEqual(['Eventos por dia', '04/07/2026', 'Buscas', 1]);
    expect(rows).toContainEqual(['Eventos por dia', '04/07/2026', 'Cliques no WhatsApp', 1]);
    expect(rows).toContainEqual(['Parceiros mais contatados', 'Baterias B (Curitiba - PR)', 'Contatos (WhatsApp, telefone e Ir para Loja)', 1]);
    expect(rows).toContainEqual(['Buscas por cidade', 'Curitiba - PR', 'Buscas sem resultado', 1]);
    expect(rows).toContainEqual(['Buscas sem resultado por local', 'Curitiba - PR', 'Buscas sem resultado', 1]);

    const user = await createCompanyUser(database.db, [ids.b]);
    const own = await as(app, user)({ method: 'GET', url: '/api/reports/engagement?from=2026-07-04&to=2026-07-04&format=xlsx' });
    expect(own.statusCode).toBe(200);
    const ownRows = (await readXlsx(own.rawPayload)).rows;
    expect(ownRows.some((row) => String(row[0]).startsWith('Buscas') || row[2] === 'Buscas')).toBe(false);
    expect(ownRows).toContainEqual(['Eventos por dia', '04/07/2026', 'Cliques no WhatsApp', 1]);
  });
});
