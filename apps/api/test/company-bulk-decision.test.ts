import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { COMPANY_BULK_DECISION_MAX, MESSAGES } from '@rede/domain';
import { companies, companyLogs, mailOutbox } from '../src/db/schema/index.ts';
import { as, asAdminOf, tag } from './company-helpers.ts';
import { TEST_ADMIN, build, createCompany, createRole, createTestClock, createUser, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
const NOW = new Date('2026-03-10T12:00:00Z');
const URL = '/api/companys/bulk-decision';

const setup = async () => {
  const built = await build(database.db, { clock: createTestClock(NOW) });
  return { ...built, asAdmin: asAdminOf(built.app) };
};

/** A company whose decisions go to its own address (companies.admin_email: no users manage it). */
const companyWithContact = async (input: Parameters<typeof createCompany>[1] = {}) => {
  const name = input.name ?? `Loja ${tag()}`;
  const row = await createCompany(database.db, { status: 'pending', ...input, name });
  const adminEmail = `dono.${tag()}@loja.com.br`;
  await database.db
    .update(companies)
    .set({ adminName: `Dono de ${name}`, adminEmail })
    .where(eq(companies.id, row.id));
  return { id: row.id, name, adminEmail };
};

const decide = (inject: (request: InjectOptions) => Promise<{ statusCode: number; json: () => any }>, decision: Record<string, unknown>) =>
  inject({ method: 'POST', url: URL, payload: { decision } });

const logsOf = (ids: number[]) =>
  database.db.select().from(companyLogs).where(inArray(companyLogs.companyId, ids)).orderBy(asc(companyLogs.companyId), asc(companyLogs.id));
const outboxTo = (addresses: string[]) =>
  database.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, addresses)).orderBy(asc(mailOutbox.id));
const statusOf = async (id: number) => (await database.db.select().from(companies).where(eq(companies.id, id)))[0] ?? null;

/** Blocks log inserts (a NOT VALID check skips the existing rows) while `run` runs. */
const withLogInsertsBlocked = async <T>(condition: string, run: () => Promise<T>): Promise<T> => {
  const name = `test_block_${tag()}`;
  await database.db.execute(sql.raw(`alter table company_logs add constraint ${name} check (${condition}) not valid`));
  try {
    return await run();
  } finally {
    await database.db.execute(sql.raw(`alter table company_logs drop constraint ${name}`));
  }
};

describe('companys: bulk decisions', () => {
  it('approves a mix: each changed company gets its log entry and e-mail; the others are reported and left as they were', async () => {
    const { asAdmin, mailer } = await setup();
    const first = await companyWithContact();
    const second = await companyWithContact({ status: 'disapproved' });
    const already = await companyWithContact({ status: 'approved' });
    const broken = await companyWithContact();
    const gone = await companyWithContact();
    await database.db.delete(companies).where(eq(companies.id, gone.id));

    // the broken company's transaction fails at its log entry: its change rolls back, the others go on
    const response = await withLogInsertsBlocked(`company_id <> ${broken.id}`, () =>
      decide(asAdmin, { action: 'approve', ids: [first.id, already.id, gone.id, broken.id, second.id, first.id] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        action: 'approve',
        succeeded: [first.id, second.id],
        failed: [
          { id: already.id, name: already.name, message: 'A empresa já está aprovada.' },
          { id: gone.id, name: null, message: 'Empresa não encontrada: ela pode ter sido excluída.' },
          { id: broken.id, name: broken.name, message: MESSAGES.errors.internal },
        ],
      },
      total: 5,
    });

    expect((await statusOf(first.id))?.status).toBe('approved');
    expect((await statusOf(second.id))?.status).toBe('approved');
    expect((await statusOf(already.id))?.status).toBe('approved');
    expect((await statusOf(broken.id))?.status).toBe('pending');
    const logs = await logsOf([first.id, second.id, already.id, broken.id]);
    expect(logs.map((l) => [l.companyId, l.typeAction, l.status, l.userActionEmail])).toEqual([
      [first.id, 'approved', 'approved', TEST_ADMIN.email],
      [second.id, 'approved', 'approved', TEST_ADMIN.email],
    ]);
    const outbox = await outboxTo([first.adminEmail, second.adminEmail, already.adminEmail, broken.adminEmail]);
    expect(outbox.map((m) => [m.toAddress, m.kind])).toEqual([
      [first.adminEmail, 'company-decision'],
      [second.adminEmail, 'company-decision'],
    ]);
    await mailer.flush();
    expect(mailer.to(first.adminEmail).map((m) => m.subject)).toEqual([expect.stringContaining(`Cadastro aprovado: ${first.name}`)]);
    expect(mailer.to(broken.adminEmail)).toEqual([]);
  });

  it('rejects with one reason for all: the reason is in every log entry and every e-mail', async () => {
    const { asAdmin, mailer } = await setup();
    const picked = [await companyWithContact(), await companyWithContact({ status: 'approved' }), await companyWithContact()];
    const reason = '  Documentação incompleta: envie o contrato social.  ';
    const response = await decide(asAdmin, { action: 'reject', ids: picked.map((c) => c.id), reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { action: 'reject', succeeded: picked.map((c) => c.id), failed: [] }, total: 3 });

    const logs = await logsOf(picked.map((c) => c.id));
    expect(logs.map((l) => [l.typeAction, l.status, l.reason])).toEqual(
      picked.map(() => ['rejected', 'disapproved', 'Documentação incompleta: envie o contrato social.']),
    );
    const outbox = await outboxTo(picked.map((c) => c.adminEmail));
    expect(outbox).toHaveLength(3);
    for (const message of outbox) {
      expect(message.kind).toBe('company-decision');
      expect(message.subject).toContain('Cadastro reprovado');
      expect(message.textBody).toContain('Motivo: Documentação incompleta: envie o contrato social.');
    }
    await mailer.flush();
    for (const company of picked) expect(mailer.to(company.adminEmail).at(-1)?.text).toContain('Motivo: Documentação incompleta');

    // a second run changes nothing and says why, company by company
    const again = await decide(asAdmin, { action: 'reject', ids: [picked[0]!.id], reason: 'Outro motivo' });
    expect(again.json().data.failed).toEqual([{ id: picked[0]!.id, name: picked[0]!.name, message: 'A empresa já está reprovada.' }]);
    expect(await logsOf([picked[0]!.id])).toHaveLength(1);
  });

  it('deactivates: log entries without e-mails, inactive companies reported', async () => {
    const { asAdmin } = await setup();
    const active = [await companyWithContact({ status: 'approved' }), await companyWithContact()];
    const inactive = await companyWithContact({ status: 'approved', isActive: false });
    const response = await decide(asAdmin, { action: 'deactivate', ids: [...active.map((c) => c.id), inactive.id] });
    expect(response.json()).toEqual({
      data: {
        action: 'deactivate',
        succeeded: active.map((c) => c.id),
        failed: [{ id: inactive.id, name: inactive.name, message: 'A empresa já está inativa.' }],
      },
      total: 3,
    });
    for (const company of active) expect(await statusOf(company.id)).toMatchObject({ isActive: false });
    expect((await statusOf(active[0]!.id))?.status).toBe('approved');
    expect((await logsOf([...active.map((c) => c.id), inactive.id])).map((l) => [l.companyId, l.typeAction, l.isActive])).toEqual(
      active.map((c) => [c.id, 'disabled', false]),
    );
    expect(await outboxTo([...active, inactive].map((c) => c.adminEmail))).toEqual([]);
  });

  it('selects by the list filters: every company they match, in the list order; GET company/ids answers the same ids', async () => {
    const { asAdmin } = await setup();
    const city = `Cidade ${tag()}`;
    const b = await companyWithContact({ city, name: `B ${tag()}` });
    const a = await companyWithContact({ city, name: `A ${tag()}` });
    const c = await companyWithContact({ city, name: `C ${tag()}`, lineIds: [1] });
    const approved = await companyWithContact({ city, status: 'approved' });
    const elsewhere = await companyWithContact({ city: `Outra ${tag()}` });
    const otherState = await companyWithContact({ city, uf: 'RJ' });

    const filter = { city: city.toUpperCase(), uf: 'SP', status: 'pending' };
    const ids = await asAdmin({ method: 'GET', url: `/api/companys/company/ids?${new URLSearchParams(filter)}` });
    expect(ids.statusCode).toBe(200);
    expect(ids.json()).toEqual({ data: [a.id, b.id, c.id], total: 3 });
    const byName = await asAdmin({
      method: 'GET',
      url: `/api/companys/company/ids?${new URLSearchParams({ ...filter, orderBy: 'name', orderDirection: 'desc' })}`,
    });
    expect(byName.json().data).toEqual([c.id, b.id, a.id]);
    const withLine = await asAdmin({ method: 'GET', url: `/api/companys/company/ids?${new URLSearchParams({ ...filter, lines: '1' })}` });
    expect(withLine.json()).toEqual({ data: [c.id], total: 1 });
    const searched = await asAdmin({ method: 'GET', url: `/api/companys/company/ids?searchTerm=${encodeURIComponent(b.name)}` });
    expect(searched.json()).toEqual({ data: [b.id], total: 1 });

    const response = await decide(asAdmin, { action: 'approve', filter });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { action: 'approve', succeeded: [a.id, b.id, c.id], failed: [] }, total: 3 });
    for (const company of [a, b, c]) expect((await statusOf(company.id))?.status).toBe('approved');
    for (const company of [elsewhere, otherState]) expect((await statusOf(company.id))?.status).toBe('pending');
    expect(await logsOf([approved.id, elsewhere.id, otherState.id])).toEqual([]);

    // the filter now matches nothing: nothing to do
    expect((await decide(asAdmin, { action: 'approve', filter })).json()).toEqual({
      data: { action: 'approve', succeeded: [], failed: [] },
      total: 0,
    });
  });

  it('is refused (401, 403) to anyone without COMPANY:UPDATE, company users included, and changes nothing', async () => {
    const { app } = await setup();
    const company = await companyWithContact();
    const reader = as(app, await createUser(database.db, { roleId: (await createRole(database.db, { permissions: ['COMPANY:LIST'] })).id }));
    const companyUser = as(app, await createUser(database.db, { type: 'company', companyIds: [company.id] }));
    const other = as(
      app,
      await createUser(database.db, { roleId: (await createRole(database.db, { permissions: ['LINE:LIST', 'LINE:UPDATE'] })).id }),
    );
    const decision = { action: 'approve', ids: [company.id] };
    expect((await app.inject({ method: 'POST', url: URL, payload: { decision } })).statusCode).toBe(401);
    for (const inject of [reader, companyUser, other]) {
      const response = await decide(inject, decision);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.errors.forbidden);
      expect((await decide(inject, { action: 'approve', filter: {} })).statusCode).toBe(403);
    }
    // the ids of a filter are a read: COMPANY:LIST
    expect((await reader({ method: 'GET', url: '/api/companys/company/ids' })).statusCode).toBe(200);
    expect((await companyUser({ method: 'GET', url: '/api/companys/company/ids' })).statusCode).toBe(403);
    expect((await other({ method: 'GET', url: '/api/companys/company/ids' })).statusCode).toBe(403);
    expect((await statusOf(company.id))?.status).toBe('pending');
    expect(await logsOf([company.id])).toEqual([]);
  });

  it('answers bad input with 400 and pt-BR messages, changing nothing', async () => {
    const { asAdmin } = await setup();
    const company = await companyWithContact();
    const fieldsOf = async (payload: unknown) => {
      const response = await asAdmin({ method: 'POST', url: URL, payload: payload as Record<string, unknown> });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(MESSAGES.errors.missingFields);
      return response.json().additionalData as Record<string, string>;
    };
    const id = company.id;
    expect(await fieldsOf({})).toEqual({ decision: 'Campo obrigatório' });
    expect(await fieldsOf({ decision: { ids: [id] } })).toEqual({ 'decision.action': 'Campo obrigatório' });
    expect(await fieldsOf({ decision: { action: 'delete', ids: [id] } })).toEqual({ 'decision.action': 'Valor inválido' });
    expect(await fieldsOf({ decision: { action: 'approve' } })).toEqual({ 'decision.ids': 'Campo obrigatório' });
    expect(await fieldsOf({ decision: { action: 'approve', ids: [] } })).toEqual({ 'decision.ids': 'Adicione pelo menos um item' });
    expect(await fieldsOf({ decision: { action: 'approve', ids: [id, 'x', -1] } })).toEqual({
      'decision.ids.1': 'Valor inválido',
      'decision.ids.2': 'Valor inválido',
    });
    expect(await fieldsOf({ decision: { action: 'approve', ids: [id], filter: { status: 'pending' } } })).toEqual({
      'decision.filter': 'Informe as empresas (ids) ou o filtro (filter), não os dois.',
    });
    expect(await fieldsOf({ decision: { action: 'approve', filter: { status: 'deleted', uf: 'XX' } } })).toEqual({
      'decision.filter.status': 'Valor inválido',
      'decision.filter.uf': 'Valor inválido',
    });
    expect(await fieldsOf({ decision: { action: 'reject', ids: [id] } })).toEqual({ 'decision.reason': MESSAGES.companyBulk.reasonRequired });
    expect(await fieldsOf({ decision: { action: 'reject', ids: [id], reason: '   ' } })).toEqual({
      'decision.reason': MESSAGES.companyBulk.reasonRequired,
    });
    expect(await fieldsOf({ decision: { action: 'reject', ids: [id], reason: 'x'.repeat(1001) } })).toEqual({
      'decision.reason': 'Máximo de 1000 caracteres',
    });
    expect(await fieldsOf({ decision: { action: 'approve', ids: [id], reason: 'Tudo certo' } })).toEqual({
      'decision.reason': 'O motivo só se aplica à reprovação.',
    });
    const ids = await asAdmin({ method: 'GET', url: '/api/companys/company/ids?status=deleted&orderBy=adminPassword' });
    expect(ids.statusCode).toBe(400);
    expect(ids.json().additionalData).toEqual({ status: 'Valor inválido', orderBy: 'Valor inválido' });
    expect((await statusOf(id))?.status).toBe('pending');
    expect(await logsOf([id])).toEqual([]);
  });

  it('refuses each company changed since the version it was shown at (STALE_RECORD, named, nothing written) and decides the others', async () => {
    const { asAdmin } = await setup();
    const shown = await companyWithContact({ name: `Mostrada ${tag()}` });
    const changed = await companyWithContact({ name: `Alterada ${tag()}` });
    const unseen = await companyWithContact();
    const versionOf = async (id: number) => (await statusOf(id))!.dtUpdate.toISOString();
    const versions = { [shown.id]: await versionOf(shown.id), [changed.id]: await versionOf(changed.id) };
    // someone else changes a company after the list was loaded
    const changedAt = new Date('2026-03-10T12:30:00Z');
    await database.db.update(companies).set({ phone: '(11) 2222-0000', dtUpdate: changedAt }).where(eq(companies.id, changed.id));

    const response = await decide(asAdmin, { action: 'approve', ids: [shown.id, changed.id, unseen.id], expectedUpdatedAt: versions });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.succeeded).toEqual([shown.id, unseen.id]);
    expect(response.json().data.failed).toEqual([
      {
        id: changed.id,
        name: changed.name,
        code: 'STALE_RECORD',
        message: `A empresa ${changed.name} foi alterada por outra pessoa em 10/03/2026 09:30 e não foi decidida. Recarregue a lista para ver as alterações.`,
      },
    ]);
    expect((await statusOf(changed.id))?.status).toBe('pending');
    expect((await statusOf(changed.id))?.dtUpdate).toEqual(changedAt);
    expect(await logsOf([changed.id])).toEqual([]);
    expect(await outboxTo([changed.adminEmail])).toEqual([]);
    expect((await statusOf(shown.id))?.status).toBe('approved');

    // a rejection the same way; a malformed version map is 400
    const rejected = await decide(asAdmin, {
      action: 'reject',
      ids: [changed.id],
      reason: 'Dados incompletos',
      expectedUpdatedAt: { [changed.id]: versions[changed.id] },
    });
    expect(rejected.json().data.failed.map((f: { code?: string }) => f.code)).toEqual(['STALE_RECORD']);
    expect((await statusOf(changed.id))?.status).toBe('pending');
    const bad = await decide(asAdmin, { action: 'approve', ids: [changed.id], expectedUpdatedAt: { [changed.id]: 'ontem' } });
    expect(bad.statusCode).toBe(400);
    expect((await statusOf(changed.id))?.status).toBe('pending');
  });

  it('is in the OpenAPI document with its body, answer and the ids query', async () => {
    const { app } = await setup();
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const bulk = document.paths['/api/companys/bulk-decision'].post;
    const body = bulk.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['decision']);
    expect(Object.keys(body.properties.decision.properties)).toEqual(['action', 'ids', 'filter', 'reason', 'expectedUpdatedAt']);
    expect(body.properties.decision.properties.expectedUpdatedAt.type).toBe('object');
    const failure = bulk.responses['200'].content['application/json'].schema.properties.data.properties.failed.items;
    expect(failure.properties.code.enum).toEqual(['STALE_RECORD']);
    expect(body.properties.decision.properties.action.enum).toEqual(['approve', 'reject', 'deactivate']);
    expect(Object.keys(bulk.responses['200'].content['application/json'].schema.properties)).toEqual(['data', 'total']);
    expect(Object.keys(bulk.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    const ids = document.paths['/api/companys/company/ids'].get;
    expect(ids.parameters.map((p: { name: string }) => p.name)).toEqual([
      'searchTerm',
      'status',
      'uf',
      'city',
      'lines',
      'unknownCity',
      'orderBy',
      'orderDirection',
    ]);
  });

  it(`decides at most ${COMPANY_BULK_DECISION_MAX} companies a request: more ids, or a filter matching more, is 400 and nothing changes`, async () => {
    const { asAdmin } = await setup();
    const tooMany = Array.from({ length: COMPANY_BULK_DECISION_MAX + 1 }, (_, i) => i + 1);
    const byIds = await asAdmin({ method: 'POST', url: URL, payload: { decision: { action: 'approve', ids: tooMany } } });
    expect(byIds.statusCode).toBe(400);
    expect(byIds.json().additionalData).toEqual({ 'decision.ids': 'No máximo 5.000 empresas por vez.' });

    const city = `Lote ${tag()}`;
    await database.db.execute(sql`
      insert into companies (name, cep, logradouro, numero, neibor, city, uf, status)
      select 'Empresa do lote ' || g, '01310100', 'Rua A', '1', 'Centro', ${city}, 'SP', 'pending'
      from generate_series(1, ${COMPANY_BULK_DECISION_MAX + 1}) g`);
    const message = 'O filtro seleciona 5.001 empresas e o limite é 5.000 por vez. Refine os filtros e tente de novo.';
    const byFilter = await asAdmin({ method: 'POST', url: URL, payload: { decision: { action: 'approve', filter: { city } } } });
    expect(byFilter.statusCode).toBe(400);
    expect(byFilter.json()).toMatchObject({ statusCode: 400, message });
    const ids = await asAdmin({ method: 'GET', url: `/api/companys/company/ids?city=${encodeURIComponent(city)}` });
    expect(ids.statusCode).toBe(400);
    expect(ids.json().message).toBe(message);
    const [counted] = await database.db
      .select({ pending: sql<number>`count(*)::int` })
      .from(companies)
      .where(and(eq(companies.city, city), eq(companies.status, 'pending')));
    expect(counted?.pending).toBe(COMPANY_BULK_DECISION_MAX + 1);

    // exactly the cap is fine (the ids of the filter, in the list order)
    await database.db.execute(sql`delete from companies where id = (select max(id) from companies where city = ${city})`);
    const atCap = await asAdmin({ method: 'GET', url: `/api/companys/company/ids?city=${encodeURIComponent(city)}` });
    expect(atCap.statusCode).toBe(200);
    expect(atCap.json().total).toBe(COMPANY_BULK_DECISION_MAX);
  });
});
