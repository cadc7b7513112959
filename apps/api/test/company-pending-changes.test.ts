/**
 * A company user's edit of an APPROVED company is a proposed change: the approved version stays public
 * until an administrator approves the change (published, logged, mailed) or rejects it (discarded, the
 * reason logged and mailed). The back-office shows such a company as pending, with what changed.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type TCompany } from '@rede/domain';
import type { App } from '../src/app.ts';
import { companies, companyLogs, companyPendingChanges } from '../src/db/schema/index.ts';
import { as, asAdminOf, createCompanyUser, lineIdsByName, postCompany, tag, type Inject } from './company-helpers.ts';
import { TEST_ADMIN, build, createTestClock, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

const setup = async () => {
  const clock = createTestClock(new Date('2026-03-10T12:00:00Z'));
  const built = await build(database.db, { clock });
  return { ...built, clock, admin: asAdminOf(built.app) };
};

/** An approved, active company created by the administrator, and a company user managing it. */
const approvedCompany = async (app: App, admin: Inject, name: string) => {
  const L = await lineIdsByName(database.db);
  const company = await postCompany(admin, { name, status: 'approved', isActive: true, lines: [L.Moto] });
  const ownerUser = await createCompanyUser(database.db, [company.id], { email: `dono.${tag()}@loja.com.br`, name: 'João Dono' });
  return { company, owner: as(app, ownerUser), ownerUser, L };
};

const adminGet = async (admin: Inject, id: number) => {
  const response = await admin({ method: 'GET', url: `/api/companys/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TCompany;
};

const ownerGet = async (owner: Inject, id: number) => {
  const response = await owner({ method: 'GET', url: `/api/companys/companyUsers/companysByUser/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TCompany;
};

/** The owner's PUT of the form they were shown (their GET) with `changes`. */
const ownerEdit = async (owner: Inject, id: number, changes: Record<string, unknown>, expectedUpdatedAt?: string) => {
  const shown = await ownerGet(owner, id);
  return owner({
    method: 'PUT',
    url: `/api/companys/companyUsers/companysByUser/${id}`,
    payload: { company: { ...shown, expectedUpdatedAt: expectedUpdatedAt ?? shown.dtUpdate, ...changes } },
  });
};

const publicName = async (app: App, id: number) => {
  const response = await app.inject({ method: 'GET', url: `/api/companys/company/partnerDetails/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { name: string }).name;
};

const logsOf = (id: number) => database.db.select().from(companyLogs).where(eq(companyLogs.companyId, id)).orderBy(asc(companyLogs.id));

const pendingChangeOf = async (id: number) =>
  (await database.db.select().from(companyPendingChanges).where(eq(companyPendingChanges.companyId, id)))[0] ?? null;

const listIds = async (admin: Inject, query: string) => {
  const response = await admin({ method: 'GET', url: `/api/companys?pageSize=100&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: TCompany[]; total: number };
};

describe("a company user's edit of an approved company is a proposed change", () => {
  it('keeps the approved version public; the owner sees what they proposed, the administrator the live values and the change', async () => {
    const { app, admin, clock, mailer } = await setup();
    const t = tag();
    const { company, owner, L } = await approvedCompany(app, admin, `Loja ${t}`);
    const logsBefore = (await logsOf(company.id)).length;
    clock.advance(60_000);

    const edit = await ownerEdit(owner, company.id, { name: `Loja ${t} Nova`, lines: [L.Moto, L.Carro] });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ name: `Loja ${t} Nova`, status: 'approved', isProposedChange: true, review: { kind: 'change' } });

    // the public directory and the row keep the approved version
    expect(await publicName(app, company.id)).toBe(`Loja ${t}`);
    const [row] = await database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ name: `Loja ${t}`, status: 'approved' });
    expect((await logsOf(company.id)).length).toBe(logsBefore);

    // the owner's form shows what they sent
    const mine = await ownerGet(owner, company.id);
    expect(mine).toMatchObject({ name: `Loja ${t} Nova`, isProposedChange: true });
    expect(mine.lines.map((l) => l.name)).toEqual(['Carro', 'Moto']);

    // the administrator sees the live values and what changed, labelled in pt-BR
    const live = await adminGet(admin, company.id);
    expect(live).toMatchObject({ name: `Loja ${t}`, status: 'approved', isProposedChange: false });
    expect(live.review).toMatchObject({ kind: 'change', requestedByName: 'João Dono', requestedAt: '2026-03-10T12:01:00.000Z' });
    expect(live.review!.changes).toEqual([
      { field: 'name', label: 'Nome', before: `Loja ${t}`, after: `Loja ${t} Nova` },
      { field: 'lines', label: 'Linhas', before: ['Moto'], after: ['Carro', 'Moto'] },
    ]);

    // the administrators are told a change waits for them
    await mailer.flush();
    expect(mailer.to(TEST_ADMIN.email).at(-1)?.subject).toContain('Aprovação pendente');
  });

  it('a second edit replaces the proposed change, based on the proposed values; coming back to the approved values withdraws it', async () => {
    const { app, admin, clock } = await setup();
    const t = tag();
    const { company, owner } = await approvedCompany(app, admin, `Loja ${t}`);
    clock.advance(60_000);
    expect((await ownerEdit(owner, company.id, { name: `Loja ${t} A` })).statusCode).toBe(200);
    clock.advance(60_000);
    // the form they are shown carries the first proposal: changing the phone keeps the proposed name
    expect((await ownerEdit(owner, company.id, { phone: '(11) 2222-3333' })).statusCode).toBe(200);
    const changes = (await adminGet(admin, company.id)).review!.changes.map((c) => [c.field, c.after]);
    expect(changes).toEqual([
      ['name', `Loja ${t} A`],
      ['phone', '(11) 2222-3333'],
    ]);
    expect((await pendingChangeOf(company.id))?.requestedAt.toISOString()).toBe('2026-03-10T12:02:00.000Z');

    clock.advance(60_000);
    const back = await ownerEdit(owner, company.id, { name: `Loja ${t}`, phone: (await adminGet(admin, company.id)).phone });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ isProposedChange: false, review: null });
    expect(await pendingChangeOf(company.id)).toBeNull();
  });

  it('shows as pending in the list filter, the kind and the dashboard counts; a never-approved company is a new registration', async () => {
    const { app, admin, clock } = await setup();
    const t = tag();
    const { company, owner } = await approvedCompany(app, admin, `Caixa ${t} Aprovada`);
    const fresh = await postCompany(admin, { name: `Caixa ${t} Nova`, status: 'pending' });
    const countsBefore = (await admin({ method: 'GET', url: '/api/companys/company/activeandinactive' })).json();
    clock.advance(60_000);
    expect((await ownerEdit(owner, company.id, { razaoSocial: 'Outra Razão Ltda' })).statusCode).toBe(200);

    const pending = await listIds(admin, `status=pending&searchTerm=${t}`);
    expect(pending.data.map((c) => [c.id, c.status, c.review?.kind]).sort()).toEqual(
      [
        [company.id, 'approved', 'change'],
        [fresh.id, 'pending', 'new'],
      ].sort(),
    );
    const changed = pending.data.find((c) => c.id === company.id)!;
    expect(changed.review!.changes).toEqual([
      { field: 'razaoSocial', label: 'Razão social', before: 'Baterias Teste Ltda', after: 'Outra Razão Ltda' },
    ]);
    expect((await listIds(admin, `status=approved&searchTerm=${t}`)).total).toBe(0);

    const counts = (await admin({ method: 'GET', url: '/api/companys/company/activeandinactive' })).json();
    expect(counts.pendings).toBe(countsBefore.pendings + 1);
    expect(counts.approved).toBe(countsBefore.approved - 1);
    expect(counts.actives).toBe(countsBefore.actives);

    // the bulk selection "all of this filter" takes it too
    const ids = (await admin({ method: 'GET', url: `/api/companys/company/ids?status=pending&searchTerm=${t}` })).json();
    expect([...ids.data].sort()).toEqual([company.id, fresh.id].sort());
  });

  it('approving publishes the change with its log entry and its e-mail', async () => {
    const { app, admin, clock, mailer } = await setup();
    const t = tag();
    const { company, owner, ownerUser } = await approvedCompany(app, admin, `Loja ${t}`);
    clock.advance(60_000);
    expect((await ownerEdit(owner, company.id, { name: `Loja ${t} Nova` })).statusCode).toBe(200);
    const shown = await adminGet(admin, company.id);
    clock.advance(60_000);

    const approved = await admin({
      method: 'POST',
      url: '/api/companys/company/approve',
      payload: { id: company.id, expectedUpdatedAt: shown.dtUpdate },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ name: `Loja ${t} Nova`, status: 'approved', review: null });
    expect(await publicName(app, company.id)).toBe(`Loja ${t} Nova`);
    expect(await pendingChangeOf(company.id)).toBeNull();
    expect((await logsOf(company.id)).at(-1)).toMatchObject({ typeAction: 'approved', name: `Loja ${t} Nova`, status: 'approved' });
    await mailer.flush();
    expect(mailer.to(ownerUser.email).at(-1)?.subject).toBe(`Alteração aprovada: Loja ${t} Nova - Rede de Parceiros`);

    // nothing waits any more: approving again changes nothing
    const again = await admin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: company.id } });
    expect(again.statusCode).toBe(200);
    expect((await logsOf(company.id)).filter((l) => l.typeAction === 'approved')).toHaveLength(1);
  });

  it('rejecting discards the change, keeps the approved version and sends the reason', async () => {
    const { app, admin, clock, mailer } = await setup();
    const t = tag();
    const { company, owner, ownerUser } = await approvedCompany(app, admin, `Loja ${t}`);
    clock.advance(60_000);
    expect((await ownerEdit(owner, company.id, { name: `Loja ${t} Nova` })).statusCode).toBe(200);
    clock.advance(60_000);

    const noReason = await admin({ method: 'POST', url: '/api/companys/company/reject', payload: { id: company.id } });
    expect(noReason.statusCode).toBe(400);
    expect(await pendingChangeOf(company.id)).not.toBeNull();

    const rejected = await admin({ method: 'POST', url: '/api/companys/company/reject', payload: { id: company.id, reason: 'Nome fora do padrão' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ name: `Loja ${t}`, status: 'approved', review: null });
    expect(await publicName(app, company.id)).toBe(`Loja ${t}`);
    expect(await pendingChangeOf(company.id)).toBeNull();
    expect((await logsOf(company.id)).at(-1)).toMatchObject({
      typeAction: 'rejected',
      name: `Loja ${t}`,
      status: 'approved',
      reason: 'Nome fora do padrão',
    });
    await mailer.flush();
    const mail = mailer.to(ownerUser.email).at(-1);
    expect(mail?.subject).toBe(`Alteração reprovada: Loja ${t} - Rede de Parceiros`);
    expect(mail?.text).toContain('Motivo: Nome fora do padrão');
    expect(mail?.text).toContain('A versão aprovada continua publicada');
    // the owner's form is the approved version again
    expect(await ownerGet(owner, company.id)).toMatchObject({ name: `Loja ${t}`, isProposedChange: false });
  });

  it('bulk approve and bulk reject decide the changes, each with its own entry and e-mail', async () => {
    const { app, admin, clock, mailer } = await setup();
    const t = tag();
    const a = await approvedCompany(app, admin, `Lote ${t} A`);
    const b = await approvedCompany(app, admin, `Lote ${t} B`);
    const c = await approvedCompany(app, admin, `Lote ${t} C`);
    clock.advance(60_000);
    for (const { company, owner } of [a, b, c]) expect((await ownerEdit(owner, company.id, { name: `${company.name} Nova` })).statusCode).toBe(200);
    clock.advance(60_000);

    const approve = await admin({
      method: 'POST',
      url: '/api/companys/bulk-decision',
      payload: { decision: { action: 'approve', ids: [a.company.id, b.company.id] } },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().data).toMatchObject({ succeeded: [a.company.id, b.company.id], failed: [] });
    expect(await publicName(app, a.company.id)).toBe(`Lote ${t} A Nova`);

    const noReason = await admin({
      method: 'POST',
      url: '/api/companys/bulk-decision',
      payload: { decision: { action: 'reject', ids: [c.company.id] } },
    });
    expect(noReason.statusCode).toBe(400);
    const reject = await admin({
      method: 'POST',
      url: '/api/companys/bulk-decision',
      payload: { decision: { action: 'reject', ids: [c.company.id], reason: 'Dados incompletos' } },
    });
    expect(reject.json().data).toMatchObject({ succeeded: [c.company.id], failed: [] });
    expect(await publicName(app, c.company.id)).toBe(`Lote ${t} C`);
    expect(await pendingChangeOf(c.company.id)).toBeNull();
    const [row] = await database.db.select().from(companies).where(eq(companies.id, c.company.id));
    expect(row?.status).toBe('approved');
    await mailer.flush();
    expect(mailer.to(c.ownerUser.email).at(-1)?.text).toContain('Motivo: Dados incompletos');
    expect(mailer.to(b.ownerUser.email).at(-1)?.subject).toContain('Alteração aprovada');
  });

  it('keeps optimistic concurrency: a decision or an edit on a version from before the proposal is refused with 409', async () => {
    const { app, admin, clock } = await setup();
    const t = tag();
    const { company, owner } = await approvedCompany(app, admin, `Loja ${t}`);
    const seenByAdmin = await adminGet(admin, company.id);
    const seenByOwner = await ownerGet(owner, company.id);
    clock.advance(60_000);
    expect((await ownerEdit(owner, company.id, { name: `Loja ${t} Nova` })).statusCode).toBe(200);
    clock.advance(60_000);

    // the administrator decides on what they have not seen
    const stale = await admin({
      method: 'POST',
      url: '/api/companys/company/approve',
      payload: { id: company.id, expectedUpdatedAt: seenByAdmin.dtUpdate },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: ERROR_CODES.staleRecord });
    expect(await pendingChangeOf(company.id)).not.toBeNull();

    // the owner's second tab, opened before the proposal
    const staleEdit = await ownerEdit(owner, company.id, { name: `Loja ${t} Outra` }, seenByOwner.dtUpdate);
    expect(staleEdit.statusCode, staleEdit.body).toBe(409);
    expect((await adminGet(admin, company.id)).review!.changes[0]).toMatchObject({ after: `Loja ${t} Nova` });
  });

  it("an administrator's edit publishes at once; the company leaving 'approved' drops the proposed change", async () => {
    const { app, admin, clock } = await setup();
    const t = tag();
    const { company, owner } = await approvedCompany(app, admin, `Loja ${t}`);
    clock.advance(60_000);
    expect((await ownerEdit(owner, company.id, { name: `Loja ${t} Nova` })).statusCode).toBe(200);
    clock.advance(60_000);
    const shown = await adminGet(admin, company.id);
    const edit = await admin({
      method: 'PUT',
      url: '/api/companys',
      payload: { company: { ...shown, expectedUpdatedAt: shown.dtUpdate, numero: '2000' } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ numero: '2000', status: 'approved', review: { kind: 'change' } });
    clock.advance(60_000);
    const current = await adminGet(admin, company.id);
    const suspended = await admin({
      method: 'PUT',
      url: '/api/companys',
      payload: { company: { ...current, expectedUpdatedAt: current.dtUpdate, status: 'pending' } },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ status: 'pending', review: { kind: 'new' } });
    expect(await pendingChangeOf(company.id)).toBeNull();
  });
});
