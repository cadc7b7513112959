/**
 * Opening hours through the API: saved and read with the company (admins, company users
 * on their own companies, registration), validated in pt-BR, in the company log and the exports, carried by the
 * public answers, and the "Aberto agora" filter of the public list evaluated at the request's moment.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOG_EXPORT_COLUMNS } from '@rede/domain';
import { companies, companyLogs, mailOutbox } from '../src/db/schema/index.ts';
import { as, asAdminOf, companyPayload, createCompanyUser, postCompany, readXlsx, registrationFormToken, tag } from './company-helpers.ts';
import { build, createCompany, createTestClock, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

/** Tuesday 10 March 2026, 15:00 UTC: 12:00 in São Paulo, 11:00 in Manaus, 10:00 in Rio Branco. */
const TUESDAY_NOON_SP = new Date('2026-03-10T15:00:00Z');

const setup = async (at = TUESDAY_NOON_SP) => {
  const clock = createTestClock(at);
  const built = await build(database.db, { clock });
  return { ...built, clock, asAdmin: asAdminOf(built.app) };
};

const LUNCH = [
  { open: '08:00', close: '12:00' },
  { open: '13:00', close: '18:00' },
];
/** Monday to Friday 8–12 and 13–18, Saturday 8–12 (the form sends the seven days, Sunday first). */
const STORE_HOURS = {
  week: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, intervals: day === 0 ? [] : day === 6 ? [{ open: '08:00', close: '12:00' }] : LUNCH })),
  exceptions: [{ date: '2026-12-24', closed: false, intervals: [{ open: '08:00', close: '12:00' }], note: 'Véspera de Natal' }],
};
const ALWAYS = { week: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, intervals: [{ open: '00:00', close: '00:00' }] })), exceptions: [] };

describe('opening hours of a company', () => {
  it('are saved normalised, read back, kept when left out and cleared with null (admin)', async () => {
    const { asAdmin } = await setup();
    const payload = companyPayload();
    // days out of order and Sunday left out: answered as the seven days in order
    const given = { week: [STORE_HOURS.week[6], ...STORE_HOURS.week.slice(1, 6)], exceptions: STORE_HOURS.exceptions };
    const created = await asAdmin({ method: 'POST', url: '/api/companys', payload: { company: { ...payload, openingHours: given } } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json().openingHours).toEqual(STORE_HOURS);
    const [row] = await database.db.select({ openingHours: companies.openingHours }).from(companies).where(eq(companies.id, id));
    expect(row!.openingHours).toEqual(STORE_HOURS);

    const kept = await asAdmin({ method: 'PUT', url: '/api/companys', payload: { company: { ...payload, id } } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().openingHours).toEqual(STORE_HOURS);

    const cleared = await asAdmin({ method: 'PUT', url: '/api/companys', payload: { company: { ...payload, id, openingHours: null } } });
    expect(cleared.json().openingHours).toBeNull();
    expect((await asAdmin({ method: 'GET', url: `/api/companys/${id}` })).json().openingHours).toBeNull();
  });

  it("are validated on the server with pt-BR messages in additionalData ('Hora e minuto inválidos', order, overlap), nothing saved", async () => {
    const { asAdmin } = await setup();
    const week = STORE_HOURS.week.map((d) => ({ ...d, intervals: [...d.intervals] }));
    week[1] = { day: 1, intervals: [{ open: '25:00', close: '12:00' }] };
    week[2] = { day: 2, intervals: [{ open: '18:00', close: '08:00' }] };
    week[3] = {
      day: 3,
      intervals: [
        { open: '08:00', close: '12:00' },
        { open: '11:30', close: '18:00' },
      ],
    };
    const name = `Horario invalido ${tag()}`;
    const response = await asAdmin({
      method: 'POST',
      url: '/api/companys',
      payload: { company: companyPayload({ name, openingHours: { week, exceptions: [{ date: '2026-02-30', closed: true }] } }) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Missing fields, see additionalData',
      additionalData: {
        'company.openingHours.week.1.intervals.0.open': 'Hora e minuto inválidos',
        'company.openingHours.week.2.intervals.0.close': 'O fechamento deve ser depois da abertura',
        'company.openingHours.week.3.intervals.1.open': 'Os intervalos não podem se sobrepor: o segundo deve começar depois do fim do primeiro',
        'company.openingHours.exceptions.0.date': 'Data inválida',
      },
    });
    expect(await database.db.select().from(companies).where(eq(companies.name, name))).toEqual([]);
  });

  it('are edited by a company user on their own company only; a change of hours alone is published at once, another edit is a proposed change', async () => {
    const { app } = await setup();
    // pending at first: the first save writes the address, phones… of companyPayload directly
    const mine = await createCompany(database.db, { name: `Minha ${tag()}`, status: 'pending', lineIds: [1] });
    const theirs = await createCompany(database.db, { name: `Outra ${tag()}`, status: 'approved', lineIds: [1] });
    const owner = as(app, await createCompanyUser(database.db, [mine.id]));
    const body = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
      company: { ...companyPayload({ name, cnpj: null, email: null }), id, ...extra },
    });
    const first = await owner({
      method: 'PUT',
      url: `/api/companys/companyUsers/companysByUser/${mine.id}`,
      payload: body(mine.id, mine.name, { openingHours: STORE_HOURS }),
    });
    expect(first.statusCode, first.body).toBe(200);
    // the first save also wrote the address, phones… of companyPayload: an edit like any other
    expect(first.json()).toMatchObject({ status: 'pending', openingHours: STORE_HOURS });
    await database.db.update(companies).set({ status: 'approved' }).where(eq(companies.id, mine.id));
    const outbox = async () => (await database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const mailsBefore = await outbox();

    const onlyHours = await owner({
      method: 'PUT',
      url: `/api/companys/companyUsers/companysByUser/${mine.id}`,
      payload: body(mine.id, mine.name, { openingHours: ALWAYS }),
    });
    expect(onlyHours.statusCode, onlyHours.body).toBe(200);
    expect(onlyHours.json()).toMatchObject({ status: 'approved', openingHours: ALWAYS });
    const logs = await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, mine.id)).orderBy(companyLogs.id);
    expect(logs.at(-1)).toMatchObject({ typeAction: 'update', status: 'approved', openingHours: ALWAYS });
    // no "waiting for approval" digest: nothing to approve
    expect(await outbox()).toBe(mailsBefore);

    const renamed = await owner({
      method: 'PUT',
      url: `/api/companys/companyUsers/companysByUser/${mine.id}`,
      payload: body(mine.id, `${mine.name} Novo`, { openingHours: STORE_HOURS }),
    });
    // the approved version stays (with its hours) until the change is decided
    expect(renamed.json()).toMatchObject({ status: 'approved', isProposedChange: true, review: { kind: 'change' } });
    const [published] = await database.db.select().from(companies).where(eq(companies.id, mine.id));
    expect(published).toMatchObject({ name: mine.name, status: 'approved', openingHours: ALWAYS });

    const other = await owner({
      method: 'PUT',
      url: `/api/companys/companyUsers/companysByUser/${theirs.id}`,
      payload: body(theirs.id, theirs.name, { openingHours: ALWAYS }),
    });
    expect([403, 404]).toContain(other.statusCode);
    const [untouched] = await database.db.select({ openingHours: companies.openingHours }).from(companies).where(eq(companies.id, theirs.id));
    expect(untouched!.openingHours).toBeNull();
  });

  it('may be given at registration (optional step)', async () => {
    const { app } = await setup();
    const company = {
      ...companyPayload(),
      adminName: 'Maria',
      adminEmail: `maria.${tag()}@loja.com.br`,
      adminPassword: 'segredo1',
      adminPassword_confirm: 'segredo1',
      openingHours: STORE_HOURS,
    };
    const response = await app.inject({
      method: 'POST',
      url: '/api/login/registerCompany',
      payload: { company, website: '', formToken: registrationFormToken(60_000, TUESDAY_NOON_SP.getTime()) },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await database.db.select({ openingHours: companies.openingHours }).from(companies).where(eq(companies.name, company.name));
    expect(row!.openingHours).toEqual(STORE_HOURS);
  });

  it('are in the company log (entry, comparison as text, export column) and in the company export', async () => {
    const { asAdmin } = await setup();
    const t = tag();
    const payload = companyPayload({ name: `Log horario ${t}` });
    const created = await postCompany(asAdmin, { ...payload, openingHours: STORE_HOURS });
    const put = await asAdmin({ method: 'PUT', url: '/api/companys', payload: { company: { ...payload, id: created.id, openingHours: ALWAYS } } });
    expect(put.statusCode, put.body).toBe(200);
    const history = (await asAdmin({ method: 'GET', url: `/api/companysLog/logs/${created.id}?orderBy=dtRegister&orderDirection=desc` })).json() as {
      data: { id: number }[];
    };
    const details = (await asAdmin({ method: 'GET', url: `/api/companysLog/logs/log/${history.data[0]!.id}` })).json();
    expect(details.openingHours).toEqual(ALWAYS);
    expect(details.changes).toContainEqual({
      field: 'openingHours',
      before: 'Seg a Sex 08:00–12:00, 13:00–18:00; Sáb 08:00–12:00; Dom fechado; 24/12/2026 08:00–12:00 (Véspera de Natal)',
      after: 'Seg a Dom 24 horas',
    });

    const logSheet = await readXlsx(
      (await asAdmin({ method: 'GET', url: `/api/companysLog/logs/excel/${created.id}?orderBy=dtRegister&orderDirection=asc` })).rawPayload,
    );
    const column = LOG_EXPORT_COLUMNS.indexOf('horarioFuncionamento');
    expect(logSheet.rows[0]![column]).toBe('horarioFuncionamento');
    expect(logSheet.rows.slice(1).map((r) => r[column])).toEqual([
      'Seg a Sex 08:00–12:00, 13:00–18:00; Sáb 08:00–12:00; Dom fechado; 24/12/2026 08:00–12:00 (Véspera de Natal)',
      'Seg a Dom 24 horas',
    ]);

    const exported = await readXlsx((await asAdmin({ method: 'GET', url: `/api/companys/company/export?searchTerm=Log horario ${t}` })).rawPayload);
    expect(exported.rows[0]!.at(-1)).toBe('Horário de funcionamento');
    expect(exported.rows[1]!.at(-1)).toBe('Seg a Dom 24 horas');
    const chosen = await readXlsx(
      (
        await asAdmin({
          method: 'GET',
          url: `/api/companys/company/export?searchTerm=Log horario ${t}&columns=${encodeURIComponent('name:Nome,openingHours:Horário de funcionamento')}`,
        })
      ).rawPayload,
    );
    expect(chosen.rows).toEqual([
      ['Nome', 'Horário de funcionamento'],
      [`Log horario ${t}`, 'Seg a Dom 24 horas'],
    ]);
  });
});

describe('opening hours in the public directory', () => {
  /** Three visible partners in one city: open now in São Paulo, closed for lunch, without hours; and one in Acre. */
  const partners = async (asAdmin: ReturnType<typeof asAdminOf>, t: string) => {
    const city = { city: 'Campinas', uf: 'SP', cep: '13010-000', addressPosition: { latitude: -22.9099, longitude: -47.0626 }, status: 'approved' };
    const open = await postCompany(asAdmin, {
      ...city,
      name: `${t} Aberta`,
      openingHours: { week: [2].map((day) => ({ day, intervals: [{ open: '09:00', close: '17:00' }] })) },
    });
    const lunch = await postCompany(asAdmin, { ...city, name: `${t} Almoco`, openingHours: STORE_HOURS });
    const none = await postCompany(asAdmin, { ...city, name: `${t} Sem horario` });
    return { open, lunch, none };
  };

  it('carries the compact hours in the list and the details; openNow=true keeps the partners open at that moment, cached to the minute', async () => {
    const { app, asAdmin, clock } = await setup();
    const t = `Hora${tag()}`;
    const { open, lunch, none } = await partners(asAdmin, t);
    const list = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/companys/listfiltred/open?searchTerm=${t}&pageSize=50${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return { headers: response.headers, body: response.json() as { data: { id: number; hours: unknown }[]; total: number } };
    };
    const all = await list('');
    expect(all.body.total).toBe(3);
    expect(all.body.data.find((p) => p.id === lunch.id)!.hours).toEqual({
      week: [
        '',
        '08:00-12:00,13:00-18:00',
        '08:00-12:00,13:00-18:00',
        '08:00-12:00,13:00-18:00',
        '08:00-12:00,13:00-18:00',
        '08:00-12:00,13:00-18:00',
        '08:00-12:00',
      ],
      exceptions: [{ date: '2026-12-24', hours: '08:00-12:00', note: 'Véspera de Natal' }],
    });
    expect(all.body.data.find((p) => p.id === none.id)!.hours).toBeNull();
    const details = (await app.inject({ method: 'GET', url: `/api/companys/company/partnerDetails/${lunch.id}` })).json();
    expect(details.hours).toEqual(all.body.data.find((p) => p.id === lunch.id)!.hours);

    // Tuesday 12:00 in Campinas: lunch break
    const noon = await list('&openNow=true');
    expect(noon.body).toMatchObject({ total: 1, data: [{ id: open.id }] });
    expect(noon.headers['cache-control']).toBe('public, max-age=60');
    // 12:59:30: still lunch; the answer may not outlive its minute
    clock.set(new Date('2026-03-10T15:59:30Z'));
    const late = await list('&openNow=true');
    expect(late.body.data.map((p) => p.id)).toEqual([open.id]);
    expect(late.headers['cache-control']).toBe('public, max-age=30');
    // 13:00: both open, at once (a new minute is a new answer, whatever was cached)
    clock.set(new Date('2026-03-10T16:00:00Z'));
    expect((await list('&openNow=true')).body.data.map((p) => p.id).sort()).toEqual([open.id, lunch.id].sort());
    // 17:30: only the one open until 18:00
    clock.set(new Date('2026-03-10T20:30:00Z'));
    expect((await list('&openNow=true')).body.data.map((p) => p.id)).toEqual([lunch.id]);
    // Friday 25 December 2026 is Natal: closed all day
    clock.set(new Date('2026-12-25T15:00:00Z'));
    expect((await list('&openNow=true')).body.total).toBe(0);
    // without openNow: the usual answer and cache headers
    expect((await list('')).headers['cache-control']).toContain('stale-while-revalidate');
    expect((await app.inject({ method: 'GET', url: '/api/companys/listfiltred/open?openNow=talvez' })).json().additionalData).toEqual({
      openNow: 'Valor inválido',
    });
  });

  it('openNow=true on the map clusters only the partners open at that moment, cached to the minute', async () => {
    const { app, asAdmin, clock } = await setup();
    const t = `Mapa${tag()}`;
    const { open, lunch, none } = await partners(asAdmin, t);
    // Campinas at zoom 18: the three partners (same position) are single markers
    const map = async (query: string) => {
      const url = `/api/companys/listfiltred/map?searchTerm=${t}&bbox=-47.07,-22.92,-47.05,-22.90&zoom=18${query}`;
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { partners: { id: number }[]; clusters: unknown[]; total: number };
      return { headers: response.headers, total: body.total, ids: body.partners.map((p) => p.id).sort() };
    };
    expect(await map('')).toMatchObject({ total: 3, ids: [open.id, lunch.id, none.id].sort() });
    // Tuesday 12:00 in Campinas: lunch break
    const noon = await map('&openNow=true');
    expect(noon).toMatchObject({ total: 1, ids: [open.id] });
    expect(noon.headers['cache-control']).toBe('public, max-age=60');
    clock.set(new Date('2026-03-10T15:59:30Z'));
    const late = await map('&openNow=true');
    expect(late).toMatchObject({ total: 1, ids: [open.id] });
    expect(late.headers['cache-control']).toBe('public, max-age=30');
    // 13:00: both open at once; 17:30: only the one open until 18:00
    clock.set(new Date('2026-03-10T16:00:00Z'));
    expect(await map('&openNow=true')).toMatchObject({ total: 2, ids: [open.id, lunch.id].sort() });
    clock.set(new Date('2026-03-10T20:30:00Z'));
    expect(await map('&openNow=true')).toMatchObject({ total: 1, ids: [lunch.id] });
    // a change of the directory within the same minute is on the next answer: the one without hours gets hours
    const current = (await asAdmin({ method: 'GET', url: `/api/companys/${none.id}` })).json() as Record<string, unknown>;
    const edited = await asAdmin({
      method: 'PUT',
      url: '/api/companys',
      payload: { company: { ...companyPayload(current), id: none.id, openingHours: ALWAYS } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await map('&openNow=true')).toMatchObject({ total: 2, ids: [lunch.id, none.id].sort() });
    // Natal (a national holiday): closed, every one of them, on the map as on the list
    clock.set(new Date('2026-12-25T15:00:00Z'));
    expect(await map('&openNow=true')).toMatchObject({ total: 0, ids: [] });
    expect((await map('')).headers['cache-control']).toContain('stale-while-revalidate');
    expect(
      (await app.inject({ method: 'GET', url: '/api/companys/listfiltred/map?bbox=-47.07,-22.92,-47.05,-22.90&zoom=18&openNow=talvez' })).json()
        .additionalData,
    ).toEqual({ openNow: 'Valor inválido' });
  });

  it('evaluates each partner on its own clock (Acre is two hours behind Brasília)', async () => {
    const { app, asAdmin, clock } = await setup(new Date('2026-03-10T12:30:00Z')); // 09:30 SP, 07:30 Rio Branco
    const t = `Fuso${tag()}`;
    const hours = { week: [2].map((day) => ({ day, intervals: [{ open: '08:00', close: '18:00' }] })) };
    const sp = await postCompany(asAdmin, { name: `${t} SP`, openingHours: hours, status: 'approved' });
    const acre = await postCompany(asAdmin, {
      name: `${t} AC`,
      city: 'Rio Branco',
      uf: 'AC',
      cep: '69900-062',
      addressPosition: { latitude: -9.9747, longitude: -67.81 },
      openingHours: hours,
      status: 'approved',
    });
    const openIds = async () =>
      (
        (await app.inject({ method: 'GET', url: `/api/companys/listfiltred/open?searchTerm=${t}&openNow=true` })).json() as { data: { id: number }[] }
      ).data.map((p) => p.id);
    expect(await openIds()).toEqual([sp.id]);
    clock.set(new Date('2026-03-10T13:00:00Z')); // 10:00 SP, 08:00 Rio Branco
    expect((await openIds()).sort()).toEqual([sp.id, acre.id].sort());
  });
});
