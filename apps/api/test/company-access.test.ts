import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { companies, companyLines, companyLogs, roles, userCompanies, users } from '../src/db/schema/index.ts';
import { as, asAdminOf, companyPayload, lineIdsByName, postCompany, tag } from './company-helpers.ts';
import { build, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

/** Every stored row about a company: the company, its lines, its user links, roles, users it owns, its log. */
const everything = async (companyId: number) => ({
  company: await database.db.select().from(companies).where(eq(companies.id, companyId)),
  lines: await database.db.select().from(companyLines).where(eq(companyLines.companyId, companyId)).orderBy(companyLines.id),
  links: await database.db.select().from(userCompanies).where(eq(userCompanies.companyId, companyId)),
  roles: await database.db.select().from(roles).where(eq(roles.companyId, companyId)),
  users: await database.db.select().from(users).where(eq(users.companyId, companyId)),
  logs: await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, companyId)).orderBy(companyLogs.id),
});

describe("company access: company user A against company B's ids", () => {
  it('refuses every company route (403 on administrators’ routes, 404 on own-records routes) and leaves B unchanged', async () => {
    const { app, mailer } = await build(database.db);
    const asAdmin = asAdminOf(app);
    const ids = await lineIdsByName(database.db);
    const admin = (email: string) => ({ adminName: 'Dono', adminEmail: email, adminPassword: 'segredo1', adminPassword_confirm: 'segredo1' });
    const emailA = `a.${tag()}@loja.com.br`;
    const companyA = await postCompany(asAdmin, { name: `Empresa A ${tag()}`, lines: [ids.Moto, ids.Carro], ...admin(emailA) });
    const companyB = await postCompany(asAdmin, {
      name: `Empresa B ${tag()}`,
      lines: [ids.Moto, ids.Náutica],
      ...admin(`b.${tag()}@loja.com.br`),
      visualIdentityColor: '#00ff00',
    });
    await asAdmin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: companyB.id } });
    const userA = as(app, { email: emailA, password: 'segredo1' });

    const [linkB] = await database.db.select().from(companyLines).where(eq(companyLines.companyId, companyB.id));
    const [linkA] = await database.db.select().from(companyLines).where(eq(companyLines.companyId, companyA.id));
    const [logB] = await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, companyB.id));
    const bodyB = { company: { ...companyPayload({ cnpj: companyB.cnpj, name: 'Tomada' }), id: companyB.id, status: 'approved' } };
    const before = await everything(companyB.id);
    await mailer.flush();
    const mailsBefore = mailer.messages.length;

    const forbidden: InjectOptions[] = [
      { method: 'GET', url: '/api/companys' },
      { method: 'GET', url: `/api/companys?searchTerm=${encodeURIComponent(companyB.name)}` },
      { method: 'GET', url: `/api/companys/${companyB.id}` },
      { method: 'POST', url: '/api/companys', payload: { company: companyPayload() } },
      { method: 'PUT', url: '/api/companys', payload: bodyB },
      { method: 'DELETE', url: `/api/companys?id=${companyB.id}` },
      { method: 'GET', url: '/api/companys/company/export' },
      { method: 'GET', url: '/api/companys/company/activeandinactive' },
      { method: 'POST', url: '/api/companys/company/approve', payload: { id: companyB.id } },
      { method: 'POST', url: '/api/companys/company/reject', payload: { id: companyB.id, reason: 'x' } },
      { method: 'POST', url: '/api/companys/company/deactivate', payload: { id: companyB.id } },
      { method: 'POST', url: '/api/companys/company/reactivate', payload: { id: companyB.id } },
    ];
    for (const call of forbidden) expect((await userA(call)).statusCode, `${call.method} ${call.url}`).toBe(403);

    const notFound: InjectOptions[] = [
      { method: 'GET', url: `/api/companys/companyUsers/companysByUser/${companyB.id}` },
      { method: 'PUT', url: `/api/companys/companyUsers/companysByUser/${companyB.id}`, payload: bodyB },
      { method: 'GET', url: `/api/companysLog/logs/${companyB.id}` },
      { method: 'GET', url: `/api/companysLog/logs/excel/${companyB.id}` },
      { method: 'GET', url: `/api/companysLog/logs/log/${logB!.id}` },
      { method: 'GET', url: `/api/companyLines/${linkB!.id}` },
      { method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: companyB.id, lineId: ids.Carro } } },
      { method: 'PUT', url: '/api/companyLines', payload: { companyLine: { id: linkB!.id, companyId: companyA.id, lineId: ids.Estacionárias } } },
      { method: 'PUT', url: '/api/companyLines', payload: { companyLine: { id: linkA!.id, companyId: companyB.id, lineId: ids.Estacionárias } } },
      { method: 'DELETE', url: `/api/companyLines?id=${linkB!.id}` },
      { method: 'POST', url: '/api/login/user-visual-identity', payload: { companyId: companyB.id } },
    ];
    for (const call of notFound) {
      const response = await userA(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.body, `${call.method} ${call.url}`).not.toContain(companyB.name);
    }

    const smuggled = await userA({ method: 'PUT', url: `/api/companys/companyUsers/companysByUser/${companyA.id}`, payload: bodyB });
    expect(smuggled.statusCode).toBe(400);

    const lists: [string, (body: any) => unknown[]][] = [
      ['/api/companys/companyUsers/companiesByUser', (b) => b.data.map((c: { id: number }) => c.id)],
      [`/api/companys/companyUsers/companiesByUser?searchTerm=${encodeURIComponent(companyB.name)}`, (b) => b.data.map((c: { id: number }) => c.id)],
      ['/api/companysLog/companies', (b) => b.data.map((c: { companyId: number }) => c.companyId)],
      [`/api/companyLines?companyId=${companyB.id}`, (b) => b.data.map((c: { companyId: number }) => c.companyId)],
      ['/api/companyLines', (b) => b.data.map((c: { companyId: number }) => c.companyId)],
      ['/api/login/user-owner-items', (b) => b.map((c: { id: number }) => c.id)],
    ];
    for (const [url, ids] of lists) {
      const response = await userA({ method: url.includes('user-owner-items') ? 'POST' : 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(ids(response.json()), url).not.toContain(companyB.id);
      expect(response.body, url).not.toContain(companyB.name);
    }
    const options = await userA({ method: 'GET', url: `/api/companyLines/company/list?companyId=${companyB.id}` });
    expect(options.json()).toEqual({ data: [] });
    const exported = await userA({
      method: 'GET',
      url: `/api/companys/companyUsers/companiesByUser?format=xlsx&searchTerm=${encodeURIComponent(companyB.name)}`,
    });
    expect(exported.statusCode).toBe(200);

    expect(await everything(companyB.id)).toEqual(before);
    await mailer.flush();
    expect(mailer.messages.length).toBe(mailsBefore);
    // A still works on its own company.
    expect((await userA({ method: 'GET', url: `/api/companys/companyUsers/companysByUser/${companyA.id}` })).statusCode).toBe(200);
  });
});
