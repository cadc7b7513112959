/**
 * A company user's change of an APPROVED company's lines through /companyLines is a proposed change like an
 * edit of the company form: the approved lines stay public until an administrator approves the change (the
 * links written, logged, mailed) or rejects it (discarded, the reason logged and mailed).
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TCompany } from '@rede/domain';
import type { App } from '../src/app.ts';
import { companies, companyLines, companyLogs, companyPendingChanges } from '../src/db/schema/index.ts';
import { as, asAdminOf, companyState, createCompanyUser, lineIdsByName, postCompany, tag, type Inject } from './company-helpers.ts';
import { TEST_ADMIN, build, createTestClock, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

const setup = async () => {
  const clock = createTestClock(new Date('2026-03-10T12:00:00Z'));
  const built = await build(database.db, { clock });
  return { ...built, clock, admin: asAdminOf(built.app) };
};

/** An approved, active company with the lines Moto and Carro, and a company user managing it. */
const approvedCompany = async (app: App, admin: Inject, name: string) => {
  const L = await lineIdsByName(database.db);
  const company = await postCompany(admin, { name, status: 'approved', isActive: true, lines: [L.Moto, L.Carro] });
  const ownerUser = await createCompanyUser(database.db, [company.id], { email: `dono.${tag()}@loja.com.br`, name: 'Maria Dona' });
  return { company, owner: as(app, ownerUser), ownerUser, L: L as Record<string, number> };
};

const linkOf = async (companyId: number, lineId: number) =>
  (await database.db.select().from(companyLines).where(eq(companyLines.companyId, companyId))).find((link) => link.lineId === lineId)!;

const publicLines = async (app: App, id: number) => {
  const response = await app.inject({ method: 'GET', url: `/api/companys/company/partnerDetails/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { lines: { name: string }[] }).lines.map((line) => line.name).sort();
};

const adminGet = async (admin: Inject, id: number) => (await admin({ method: 'GET', url: `/api/companys/${id}` })).json() as TCompany;
const ownerGet = async (owner: Inject, id: number) =>
  (await owner({ method: 'GET', url: `/api/companys/companyUsers/companysByUser/${id}` })).json() as TCompany;
const logsOf = (id: number) => database.db.select().from(companyLogs).where(eq(companyLogs.companyId, id)).orderBy(asc(companyLogs.id));
const pendingChangeOf = async (id: number) =>
  (await database.db.select().from(companyPendingChanges).where(eq(companyPendingChanges.companyId, id)))[0] ?? null;

describe("a company user's change of an approved company's lines is a proposed change", () => {
  it('adds, changes and removes line links in the proposal; the approved lines stay public; the inbox shows the lines before → after', async () => {
    const { app, admin, clock, mailer } = await setup();
    const t = tag();
    const { company, owner, L } = await approvedCompany(app, admin, `Linhas ${t}`);
    const before = await companyState(database.db, company.id);
    clock.advance(60_000);

    const added = await owner({ method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: company.id, lineId: L.Náutica } } });
    expect(added.statusCode, added.body).toBe(202);
    expect(added.json()).toEqual({
      lineId: L.Náutica,
      line: { id: L.Náutica, name: 'Náutica', icon: null },
      companyId: company.id,
      company: { id: company.id, name: `Linhas ${t}` },
      pendingChange: true,
    });
    // nothing published: the row (status, lines) and the log are as they were, the directory shows the approved lines
    const after = await companyState(database.db, company.id);
    expect(after.company).toMatchObject({ status: 'approved', name: `Linhas ${t}` });
    expect(after.lines).toEqual(before.lines);
    expect(after.logs).toEqual(before.logs);
    expect(await publicLines(app, company.id)).toEqual(['Carro', 'Moto']);

    // the same line twice is refused against the proposal
    const duplicate = await owner({
      method: 'POST',
      url: '/api/companyLines',
      payload: { companyLine: { companyId: company.id, lineId: L.Náutica } },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Esta linha de produtos já está associada a esta empresa.');

    // changing a published link (Moto → Caminhão) and removing another (Carro) go into the same proposal
    const moto = await linkOf(company.id, L.Moto!);
    const changed = await owner({
      method: 'PUT',
      url: '/api/companyLines',
      payload: { companyLine: { id: moto.id, companyId: company.id, lineId: L.Caminhão, expectedUpdatedAt: moto.dtUpdate.toISOString() } },
    });
    expect(changed.statusCode, changed.body).toBe(202);
    expect(changed.json()).toMatchObject({ lineId: L.Caminhão, pendingChange: true });
    const carro = await linkOf(company.id, L.Carro!);
    const removed = await owner({ method: 'DELETE', url: `/api/companyLines?id=${carro.id}` });
    expect(removed.statusCode, removed.body).toBe(202);
    expect(removed.json()).toMatchObject({ lineId: L.Carro, pendingChange: true });
    expect((await companyState(database.db, company.id)).lines).toEqual(before.lines);
    expect(await publicLines(app, company.id)).toEqual(['Carro', 'Moto']);

    // the link already changed is changed again from its proposed line: Náutica is already proposed
    const again = await owner({
      method: 'PUT',
      url: '/api/companyLines',
      payload: { companyLine: { id: moto.id, companyId: company.id, lineId: L.Náutica } },
    });
    expect(again.statusCode).toBe(409);
    // removing a link the proposal already removes changes nothing
    expect((await owner({ method: 'DELETE', url: `/api/companyLines?id=${carro.id}` })).statusCode).toBe(202);
    const pending = await pendingChangeOf(company.id);
    expect([...pending!.proposed.lineIds].sort()).toEqual([L.Caminhão, L.Náutica].sort());
    expect(pending!.proposed.lineLinkEdits).toEqual({ [moto.id]: L.Caminhão });

    // the owner reads what they proposed; the administrator the approved version and what changed
    expect((await ownerGet(owner, company.id)).lines.map((line) => line.name)).toEqual(['Caminhão', 'Náutica']);
    const live = await adminGet(admin, company.id);
    expect(live.lines.map((line) => line.name)).toEqual(['Carro', 'Moto']);
    expect(live.review).toMatchObject({ kind: 'change', requestedByName: 'Maria Dona' });
    expect(live.review!.changes).toEqual([{ field: 'lines', label: 'Linhas', before: ['Carro', 'Moto'], after: ['Caminhão', 'Náutica'] }]);
    const filtered = await admin({ method: 'GET', url: `/api/companys?pageSize=100&status=pending&searchTerm=${t}` });
    expect(filtered.json().data.map((c: TCompany) => c.id)).toEqual([company.id]);
    await mailer.flush();
    expect(mailer.to(TEST_ADMIN.email).at(-1)?.subject).toContain('Aprovação pendente');
  });

  it('approving writes the proposed line links, with the log entry and the e-mail', async () => {
    const { app, admin, clock, mailer } = await setup();
    const t = tag();
    const { company, owner, ownerUser, L } = await approvedCompany(app, admin, `Linhas ${t}`);
    clock.advance(60_000);
    expect(
      (await owner({ method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: company.id, lineId: L.Náutica } } })).statusCode,
    ).toBe(202);
    const moto = await linkOf(company.id, L.Moto!);
    expect(
      (await owner({ method: 'PUT', url: '/api/companyLines', payload: { companyLine: { id: moto.id, companyId: company.id, lineId: L.Caminhão } } }))
        .statusCode,
    ).toBe(202);
    expect((await owner({ method: 'DELETE', url: `/api/companyLines?id=${(await linkOf(company.id, L.Carro!)).id}` })).statusCode).toBe(202);
    const shown = await adminGet(admin, company.id);
    clock.advance(60_000);

    const approved = await admin({
      method: 'POST',
      url: '/api/companys/company/approve',
      payload: { id: company.id, expectedUpdatedAt: shown.dtUpdate },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', review: null });
    expect((await companyState(database.db, company.id)).lines).toEqual([L.Caminhão, L.Náutica].sort((a, b) => a! - b!));
    expect(await publicLines(app, company.id)).toEqual(['Caminhão', 'Náutica']);
    // the link the owner changed keeps its id
    expect((await linkOf(company.id, L.Caminhão!)).id).toBe(moto.id);
    expect(await pendingChangeOf(company.id)).toBeNull();
    expect((await logsOf(company.id)).at(-1)).toMatchObject({ typeAction: 'approved', status: 'approved', lineNames: ['Caminhão', 'Náutica'] });
    await mailer.flush();
    expect(mailer.to(ownerUser.email).at(-1)?.subject).toBe(`Alteração aprovada: Linhas ${t} - Rede de Parceiros`);
  });

  it('rejecting discards the proposed line links and sends the reason; coming back to the approved lines withdraws the change', async () => {
    const { app, admin, clock, mailer } = await setup();
    const t = tag();
    const { company, owner, ownerUser, L } = await approvedCompany(app, admin, `Linhas ${t}`);
    clock.advance(60_000);
    const added = await owner({ method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: company.id, lineId: L.Náutica } } });
    expect(added.statusCode).toBe(202);
    clock.advance(60_000);

    const rejected = await admin({
      method: 'POST',
      url: '/api/companys/company/reject',
      payload: { id: company.id, reason: 'Linha não vendida na loja' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await companyState(database.db, company.id)).lines).toEqual([L.Moto, L.Carro].sort((a, b) => a! - b!));
    expect(await pendingChangeOf(company.id)).toBeNull();
    expect((await logsOf(company.id)).at(-1)).toMatchObject({
      typeAction: 'rejected',
      reason: 'Linha não vendida na loja',
      lineNames: ['Carro', 'Moto'],
    });
    await mailer.flush();
    const mail = mailer.to(ownerUser.email).at(-1);
    expect(mail?.subject).toBe(`Alteração reprovada: Linhas ${t} - Rede de Parceiros`);
    expect(mail?.text).toContain('Motivo: Linha não vendida na loja');

    // a proposal and its undoing: nothing waits any more, and the row's version moved on both times
    const version = async () => (await database.db.select().from(companies).where(eq(companies.id, company.id)))[0]!.dtUpdate.getTime();
    const versionBefore = await version();
    clock.advance(60_000);
    const carro = await linkOf(company.id, L.Carro!);
    const swapped = await owner({
      method: 'PUT',
      url: '/api/companyLines',
      payload: { companyLine: { id: carro.id, companyId: company.id, lineId: L.Caminhão } },
    });
    expect(swapped.statusCode).toBe(202);
    expect(swapped.json().pendingChange).toBe(true);
    expect((await adminGet(admin, company.id)).review!.changes).toEqual([
      { field: 'lines', label: 'Linhas', before: ['Carro', 'Moto'], after: ['Caminhão', 'Moto'] },
    ]);
    const versionProposed = await version();
    expect(versionProposed).toBeGreaterThan(versionBefore);
    clock.advance(60_000);
    const undone = await owner({
      method: 'PUT',
      url: '/api/companyLines',
      payload: { companyLine: { id: carro.id, companyId: company.id, lineId: L.Carro } },
    });
    expect(undone.statusCode, undone.body).toBe(202);
    expect(undone.json().pendingChange).toBe(false);
    expect(await pendingChangeOf(company.id)).toBeNull();
    expect((await adminGet(admin, company.id)).review).toBeNull();
    expect(await version()).toBeGreaterThan(versionProposed);
  });

  it('undoes the proposed line changes from the lines screen: the approved lines again, the rest of the proposal kept; 409 once decided', async () => {
    const { app, admin, clock } = await setup();
    const { company, owner, L } = await approvedCompany(app, admin, `Linhas ${tag()}`);
    const other = await postCompany(admin, { name: `Outra ${tag()}`, status: 'approved', lines: [L.Moto] });
    clock.advance(60_000);
    // a proposal with a line added and the phone changed (through the company form)
    expect(
      (await owner({ method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: company.id, lineId: L.Náutica } } })).statusCode,
    ).toBe(202);
    const shown = await ownerGet(owner, company.id);
    clock.advance(60_000);
    const phone = await owner({
      method: 'PUT',
      url: `/api/companys/companyUsers/companysByUser/${company.id}`,
      payload: { company: { ...shown, phone: '(11) 3999-8877', expectedUpdatedAt: shown.dtUpdate } },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    expect((await adminGet(admin, company.id)).review!.changes.map((c) => c.field).sort()).toEqual(['lines', 'phone']);
    clock.advance(60_000);

    // another company's proposal is not theirs: 404, nothing changed
    expect((await owner({ method: 'DELETE', url: `/api/companyLines/proposal?companyId=${other.id}` })).statusCode).toBe(404);
    const undone = await owner({ method: 'DELETE', url: `/api/companyLines/proposal?companyId=${company.id}` });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ companyId: company.id, pendingChange: true });
    expect((await adminGet(admin, company.id)).review!.changes.map((c) => c.field)).toEqual(['phone']);
    expect((await companyState(database.db, company.id)).lines).toEqual([L.Moto, L.Carro].sort((a, b) => a! - b!));

    // nothing about the lines waits any more: refused, so nobody believes they undid what was published
    const again = await owner({ method: 'DELETE', url: `/api/companyLines/proposal?companyId=${company.id}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Nenhuma alteração das linhas desta empresa aguarda aprovação: ela já foi decidida ou desfeita. Recarregue a página para ver as linhas atuais.',
    );
    expect((await owner({ method: 'DELETE', url: `/api/companyLines/proposal?companyId=abc` })).statusCode).toBe(400);

    // a proposal that was only about the lines goes away whole
    clock.advance(60_000);
    const carro = await linkOf(company.id, L.Carro!);
    expect((await owner({ method: 'DELETE', url: `/api/companyLines?id=${carro.id}` })).statusCode).toBe(202);
    const phoneOnly = await adminGet(admin, company.id);
    clock.advance(60_000);
    expect(
      (await admin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: company.id, expectedUpdatedAt: phoneOnly.dtUpdate } }))
        .statusCode,
    ).toBe(200);
    expect((await owner({ method: 'DELETE', url: `/api/companyLines/proposal?companyId=${company.id}` })).statusCode).toBe(409);
    expect((await companyState(database.db, company.id)).lines).toEqual([L.Moto]);
  });

  it('never leaves an approved company without a line', async () => {
    const { app, admin } = await setup();
    const L = await lineIdsByName(database.db);
    const single = await postCompany(admin, { name: `Uma linha ${tag()}`, status: 'approved', lines: [L.Moto] });
    const owner = as(app, await createCompanyUser(database.db, [single.id]));
    const last = await owner({ method: 'DELETE', url: `/api/companyLines?id=${(await linkOf(single.id, L.Moto!)).id}` });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('Não é possível remover a última linha de produtos da empresa: toda empresa deve ter pelo menos uma linha.');
    expect(await pendingChangeOf(single.id)).toBeNull();
  });

  it('a decision taken on the version shown before a line proposal is refused (409) and writes nothing', async () => {
    const { app, admin, clock } = await setup();
    const { company, owner, L } = await approvedCompany(app, admin, `Linhas ${tag()}`);
    const shown = await adminGet(admin, company.id);
    clock.advance(60_000);
    expect(
      (await owner({ method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: company.id, lineId: L.Náutica } } })).statusCode,
    ).toBe(202);
    const stale = await admin({
      method: 'POST',
      url: '/api/companys/company/approve',
      payload: { id: company.id, expectedUpdatedAt: shown.dtUpdate },
    });
    expect(stale.statusCode).toBe(409);
    expect(await pendingChangeOf(company.id)).not.toBeNull();
    expect((await companyState(database.db, company.id)).lines).toEqual([L.Moto, L.Carro].sort((a, b) => a! - b!));
  });

  it('is in the OpenAPI document: 202 with the proposal beside the written link', async () => {
    const { app } = await setup();
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const routes = document.paths['/api/companyLines/'] ?? document.paths['/api/companyLines'];
    for (const [method, written] of [
      ['post', '201'],
      ['put', '200'],
      ['delete', '200'],
    ] as const) {
      expect(Object.keys(routes[method].responses)).toEqual(expect.arrayContaining([written, '202']));
      const proposal = routes[method].responses['202'].content['application/json'].schema;
      expect(Object.keys(proposal.properties)).toEqual(['lineId', 'line', 'companyId', 'company', 'pendingChange']);
    }
  });
});
