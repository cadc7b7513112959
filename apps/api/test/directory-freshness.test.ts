/**
 * Freshness of the public directory: every write that changes what the public sees, made through the
 * API, shows in the NEXT public answer of the same process (list and map), although both answers were
 * cached and the read model built before the write. Also: a change that arrives while the read model
 * is being built is not lost, and `{ all: true }` rebuilds (an instance that missed changes).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZPartnerMapSchema } from '@rede/domain';
import type { App } from '../src/app.ts';
import { companies } from '../src/db/schema/index.ts';
import { as, asAdminOf, companyPayload, createCompanyUser, lineIdsByName, postCompany, registrationFormToken, tag } from './company-helpers.ts';
import { build, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

/** The partners the public list shows for a search term (the unique tag of a test's companies), ids sorted. */
const listed = async (app: App, term: string, extra = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/companys/listfiltred/open?searchTerm=${encodeURIComponent(term)}&pageSize=100${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Array<{ id: number; name: string; lines: Array<{ id: number; name: string }> }>; total: number };
};
const listedIds = async (app: App, term: string, extra = '') => (await listed(app, term, extra)).data.map((p) => p.id).sort((a, b) => a - b);

/** The partners on the map (zoom 17 around Avenida Paulista: every partner alone). */
const mapped = async (app: App, term: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/companys/listfiltred/map?searchTerm=${encodeURIComponent(term)}&bbox=-46.66,-23.565,-46.65,-23.558&zoom=17`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  // sent as the worker rendered it (no response schema per answer): exactly what the schema lets out
  expect(ZPartnerMapSchema.parse(body)).toEqual(body);
  return ZPartnerMapSchema.parse(body)
    .partners.map((p) => p.id)
    .sort((a, b) => a - b);
};

const approvedPayload = (name: string, lineIds: number[]) => companyPayload({ name, status: 'approved', isActive: true, lines: lineIds });

describe('public directory freshness (the change signal)', () => {
  it('approve, reject, deactivate, reactivate, edit and delete show in the next list and map answers', async () => {
    const { app } = await build(database.db);
    const admin = asAdminOf(app);
    const L = await lineIdsByName(database.db);
    const t = `fresh${tag()}`;
    expect(await listedIds(app, t)).toEqual([]); // builds the read model and caches the answers
    expect(await mapped(app, t)).toEqual([]);

    const created = await postCompany(admin, { ...approvedPayload(`${t} Alfa`, [L.Moto!]) });
    expect(await listedIds(app, t)).toEqual([created.id]);
    expect(await mapped(app, t)).toEqual([created.id]);

    const decide = async (action: string, expected: number[]) => {
      const response = await admin({
        method: 'POST',
        url: `/api/companys/company/${action}`,
        payload: action === 'reject' ? { id: created.id, reason: 'Documentos' } : { id: created.id },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await listedIds(app, t), action).toEqual(expected);
      expect(await mapped(app, t), action).toEqual(expected);
    };
    await decide('reject', []);
    await decide('approve', [created.id]);
    await decide('deactivate', []);
    await decide('reactivate', [created.id]);

    // an edit: name, lines and position (moved out of the map's viewport)
    const current = (await admin({ method: 'GET', url: `/api/companys/${created.id}` })).json();
    const edit = await admin({
      method: 'PUT',
      url: '/api/companys',
      payload: {
        company: {
          ...companyPayload(),
          ...current,
          name: `${t} Alfa Renomeada`,
          lines: [L.Carro!],
          addressPosition: { latitude: -22.9, longitude: -43.2 },
          cnpj: current.cnpj,
        },
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await listed(app, t);
    expect(after.data.map((p) => [p.name, p.lines.map((l) => l.name)])).toEqual([[`${t} Alfa Renomeada`, ['Carro']]]);
    expect(await listedIds(app, t, `&line=${L.Moto}`)).toEqual([]);
    expect(await mapped(app, t)).toEqual([]);

    const removed = await admin({ method: 'DELETE', url: `/api/companys?id=${created.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await listedIds(app, t)).toEqual([]);
  });

  it('company lines (add, move to another company, remove), a line renamed or deleted', async () => {
    const { app } = await build(database.db);
    const admin = asAdminOf(app);
    const L = await lineIdsByName(database.db);
    const t = `lines${tag()}`;
    const a = await postCompany(admin, approvedPayload(`${t} A`, [L.Moto!]));
    const b = await postCompany(admin, approvedPayload(`${t} B`, [L.Moto!]));
    const extraLine = (await admin({ method: 'POST', url: '/api/lines', payload: { line: { name: `Linha ${t}` } } })).json() as { id: number };
    expect(await listedIds(app, t, `&line=${extraLine.id}`)).toEqual([]);

    const link = await admin({ method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: a.id, lineId: extraLine.id } } });
    expect(link.statusCode, link.body).toBe(201);
    expect(await listedIds(app, t, `&line=${extraLine.id}`)).toEqual([a.id]);

    const moved = await admin({
      method: 'PUT',
      url: '/api/companyLines',
      payload: { companyLine: { id: link.json().id, companyId: b.id, lineId: extraLine.id } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await listedIds(app, t, `&line=${extraLine.id}`)).toEqual([b.id]);

    const renamed = await admin({ method: 'PUT', url: '/api/lines', payload: { line: { id: extraLine.id, name: `Renomeada ${t}` } } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await listed(app, t, `&line=${extraLine.id}`)).data[0]!.lines.map((l) => l.name)).toEqual(['Moto', `Renomeada ${t}`]);

    const unlinked = await admin({ method: 'DELETE', url: `/api/companyLines?id=${link.json().id}` });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(await listedIds(app, t, `&line=${extraLine.id}`)).toEqual([]);

    // a deleted line leaves every partner that had it
    await admin({ method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: a.id, lineId: extraLine.id } } });
    expect((await listed(app, t)).data.find((p) => p.id === a.id)!.lines.map((l) => l.id)).toContain(extraLine.id);
    const deleted = await admin({ method: 'DELETE', url: `/api/lines?id=${extraLine.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await listed(app, t)).data.find((p) => p.id === a.id)!.lines.map((l) => l.id)).toEqual([L.Moto]);
  });

  it("a company user's edit (proposed: the approved version stays until approved) and a registration (pending, then approved)", async () => {
    const { app } = await build(database.db);
    const admin = asAdminOf(app);
    const L = await lineIdsByName(database.db);
    const t = `owner${tag()}`;
    const company = await postCompany(admin, approvedPayload(`${t} Loja`, [L.Moto!]));
    expect(await listedIds(app, t)).toEqual([company.id]);
    const owner = as(app, await createCompanyUser(database.db, [company.id]));
    const current = (await admin({ method: 'GET', url: `/api/companys/${company.id}` })).json();
    const edit = await owner({
      method: 'PUT',
      url: `/api/companys/companyUsers/companysByUser/${company.id}`,
      payload: { company: { ...current, name: `${t} Loja Nova` } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // a proposed change: the approved version stays listed, under its approved name, until the change is approved
    expect((await listed(app, t)).data.map((p) => p.name)).toEqual([`${t} Loja`]);

    const registered = await app.inject({
      method: 'POST',
      url: '/api/login/registerCompany',
      payload: {
        company: {
          ...companyPayload({ name: `${t} Cadastro` }),
          adminName: 'Maria',
          adminEmail: `maria.${tag()}@loja.com.br`,
          adminPassword: 'Cadastro-Forte-2026',
          adminPassword_confirm: 'Cadastro-Forte-2026',
        },
        website: '',
        formToken: registrationFormToken(),
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const [row] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, `${t} Cadastro`));
    expect(await listedIds(app, t)).toEqual([company.id]); // the registration waits for its approval
    await admin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: row!.id } });
    await admin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: company.id } });
    expect(await listedIds(app, t)).toEqual([company.id, row!.id].sort((x, y) => x - y));
    expect((await listed(app, t)).data.find((p) => p.id === company.id)?.name).toBe(`${t} Loja Nova`);
  });

  it('applies a change that arrives while the read model is being built, and rebuilds on { all: true }', async () => {
    const { app } = await build(database.db);
    const admin = asAdminOf(app);
    const L = await lineIdsByName(database.db);
    const t = `build${tag()}`;
    const company = await postCompany(admin, approvedPayload(`${t} Loja`, [L.Moto!]));
    // the first build starts; the change is written and signalled before it ends
    const building = app.partnerDirectory.start();
    await database.db
      .update(companies)
      .set({ name: `${t} Loja Durante` })
      .where(eq(companies.id, company.id));
    app.directoryChanges.emit({ companyIds: [company.id] });
    await building;
    expect((await listed(app, t)).data.map((p) => p.name)).toEqual([`${t} Loja Durante`]);

    // a write this process was not told about (another instance's): visible after { all: true }
    await database.db.update(companies).set({ isActive: false }).where(eq(companies.id, company.id));
    expect(await listedIds(app, t)).toEqual([company.id]);
    app.directoryChanges.emit({ all: true });
    expect(await listedIds(app, t)).toEqual([]);
    expect(app.partnerDirectory.stats.builds).toBe(2);
  });
});
