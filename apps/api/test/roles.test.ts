import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rede/domain';
import type { App } from '../src/app.ts';
import { roles, users } from '../src/db/schema/index.ts';
import { TEST_ADMIN, build, createCompany, createRole, createUser, injectWithLogin, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

type Credentials = { email: string; password: string };
type RoleBody = Record<string, unknown>;

const as = (app: App, user: Credentials) => (request: InjectOptions) => injectWithLogin(app, user.email, user.password, request);

const setup = async () => {
  const built = await build(database.db);
  return { ...built, asAdmin: as(built.app, TEST_ADMIN) };
};

const post = (role: RoleBody): InjectOptions => ({ method: 'POST', url: '/api/roles', payload: { role } });
const put = (role: RoleBody): InjectOptions => ({ method: 'PUT', url: '/api/roles', payload: { role } });
const remove = (id: number): InjectOptions => ({ method: 'DELETE', url: `/api/roles?id=${id}` });
const tag = () => crypto.randomUUID().slice(0, 8);

const companyWithOwner = async (app: App) => {
  const company = await createCompany(database.db);
  const owner = await createUser(database.db, { type: 'company', companyId: company.id, companyIds: [company.id] });
  return { company, owner, asOwner: as(app, owner) };
};

const roleRow = async (id: number) => (await database.db.select().from(roles).where(eq(roles.id, id)))[0];

describe('/api/roles: guard', () => {
  it('answers 401 without a token and 403 without the ROLE key of each action', async () => {
    const { app } = await setup();
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/roles' },
      { method: 'GET', url: '/api/roles/1' },
      post({ name: 'X', type: 'admin', permissions: [] }),
      put({ id: 1, name: 'X', type: 'admin', permissions: [] }),
      remove(1),
    ];
    for (const call of calls) expect((await app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    const role = await createRole(database.db, { type: 'admin', permissions: ['COMPANY:LIST', 'USER:LIST'] });
    const limited = as(app, await createUser(database.db, { type: 'admin', roleId: role.id }));
    for (const call of calls) expect((await limited(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
  });
});

describe('/api/roles: administrator CRUD', () => {
  it('creates, reads, updates and deletes a role; duplicate keys count once', async () => {
    const { asAdmin } = await setup();
    const company = await createCompany(database.db);
    const created = await asAdmin(
      post({ name: `Gerente ${tag()}`, type: 'company', companyId: company.id, permissions: ['USER:LIST', 'USER:LIST', 'COMPANYLINE:LIST'] }),
    );
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({
      type: 'company',
      companyId: company.id,
      company: { id: company.id, name: company.name },
      permissions: ['USER:LIST', 'COMPANYLINE:LIST'],
    });

    expect((await asAdmin({ method: 'GET', url: `/api/roles/${role.id}` })).json()).toEqual(role);
    const updated = await asAdmin(put({ id: role.id, name: 'Renomeado', type: 'company', permissions: ['ROLE:LIST'] }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Renomeado', permissions: ['ROLE:LIST'], companyId: company.id });
    const deleted = await asAdmin(remove(role.id));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().id).toBe(role.id);
    expect((await asAdmin({ method: 'GET', url: `/api/roles/${role.id}` })).statusCode).toBe(404);
    expect((await asAdmin(put({ id: role.id, name: 'X', type: 'company', permissions: [] }))).statusCode).toBe(404);
  });

  it("keeps each role's keys to the features valid for its type (400)", async () => {
    const { asAdmin } = await setup();
    const cases: [RoleBody, string][] = [
      [{ name: 'A', type: 'admin', permissions: ['COMPANYLINE:LIST'] }, 'role.permissions.0'],
      [{ name: 'C', type: 'company', permissions: ['USER:LIST', 'BANNER:LIST'] }, 'role.permissions.1'],
      [{ name: 'X', type: 'company', permissions: ['USER:FLY'] }, 'role.permissions.0'],
    ];
    for (const [body, field] of cases) {
      const response = await asAdmin(post(body));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().additionalData).toEqual({ [field]: 'Permissão inválida' });
    }
    for (const payload of [{}, { role: null }, undefined]) {
      const missing = await asAdmin({ method: 'POST', url: '/api/roles', ...(payload ? { payload } : {}) });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().additionalData).toEqual({ role: 'Campo obrigatório' });
    }
    const empty = await asAdmin(post({ name: '', type: 'other', permissions: 'x' }));
    expect(empty.json().additionalData).toMatchObject({ 'role.name': 'Campo obrigatório', 'role.type': 'Valor inválido' });
  });

  it('keeps an administrator-type role without company: a company given is refused (400), one stored before is dropped', async () => {
    const { asAdmin } = await setup();
    const company = await createCompany(database.db);
    const refused = await asAdmin(post({ name: `Suporte ${tag()}`, type: 'admin', companyId: company.id, permissions: ['REPORTS:LIST'] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().additionalData).toEqual({ companyId: MESSAGES.access.adminRoleWithoutCompany });

    const legacy = await createRole(database.db, { type: 'admin', companyId: company.id, permissions: ['COMPANY:LIST'] });
    const saved = await asAdmin(put({ id: legacy.id, name: 'Suporte', type: 'admin', permissions: ['COMPANY:LIST'] }));
    expect(saved.statusCode).toBe(200);
    expect((await roleRow(legacy.id))?.companyId).toBeNull();
  });

  it('refuses the actions a feature does not have (reports and the company log are read-only)', async () => {
    const { asAdmin } = await setup();
    for (const key of ['REPORTS:UPDATE', 'COMPANYLOG:DELETE', 'NOTIFICATION:UPDATE']) {
      const response = await asAdmin(post({ name: `X ${tag()}`, type: 'admin', permissions: [key] }));
      expect(response.statusCode, key).toBe(400);
      expect(response.json().additionalData).toEqual({ 'role.permissions.0': 'Permissão inválida' });
    }
  });

  it('lists with search, type (the role choices of a user form) and companyId filters, paging, sorting and export', async () => {
    const { asAdmin } = await setup();
    const t = tag();
    const company = await createCompany(database.db, { name: `Loja ${t}` });
    await createRole(database.db, { name: `Beta ${t}`, type: 'admin', permissions: ['COMPANY:LIST'] });
    await createRole(database.db, { name: `Alfa ${t}`, type: 'company', permissions: ['USER:LIST', 'COMPANYLINE:CREATE'], companyId: company.id });
    await createRole(database.db, { name: `Gama ${t}`, type: 'company', permissions: [] });

    const names = async (query: string) => {
      const response = await asAdmin({ method: 'GET', url: `/api/roles?searchTerm=${t}&${query}` });
      expect(response.statusCode, query).toBe(200);
      const body = response.json<{ data: { name: string }[]; total: number }>();
      return { names: body.data.map((role) => role.name.split(' ')[0]), total: body.total };
    };
    expect(await names('')).toEqual({ names: ['Alfa', 'Beta', 'Gama'], total: 3 });
    expect(await names('type=company')).toEqual({ names: ['Alfa', 'Gama'], total: 2 });
    expect(await names('type=admin')).toEqual({ names: ['Beta'], total: 1 });
    expect(await names(`companyId=${company.id}`)).toEqual({ names: ['Alfa'], total: 1 });
    expect(await names('orderBy=name&orderDirection=desc&pageSize=10&pageIndex=0')).toEqual({ names: ['Gama', 'Beta', 'Alfa'], total: 3 });
    expect((await asAdmin({ method: 'GET', url: '/api/roles?type=nenhum' })).statusCode).toBe(400);

    const exported = await asAdmin({ method: 'GET', url: `/api/roles?format=xlsx&searchTerm=${t}&type=company&columns=name,company,permissions` });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows.slice(0, 2)).toEqual([
      ['Nome', 'Empresa', 'Permissões'],
      [`Alfa ${t}`, `Loja ${t}`, 'Usuários: Visualizar, Minhas linhas de produtos: Cadastrar'],
    ]);
    // Empty cells: no company, no permission.
    expect(rows[2]).toEqual([`Gama ${t}`]);
    expect(rows).toHaveLength(3);
  });

  it('filters by forCompanyId: the roles a user of that company may hold (no company or that one)', async () => {
    const { asAdmin } = await setup();
    const t = tag();
    const [company, other] = [await createCompany(database.db), await createCompany(database.db)];
    await createRole(database.db, { name: `Alfa ${t}`, type: 'company', permissions: [], companyId: company.id });
    await createRole(database.db, { name: `Delta ${t}`, type: 'company', permissions: [], companyId: other.id });
    await createRole(database.db, { name: `Gama ${t}`, type: 'company', permissions: [] });
    await createRole(database.db, { name: `Beta ${t}`, type: 'admin', permissions: [] });
    const names = async (query: string) => {
      const response = await asAdmin({ method: 'GET', url: `/api/roles?searchTerm=${t}&${query}` });
      expect(response.statusCode, query).toBe(200);
      return response.json<{ data: { name: string }[] }>().data.map((role) => role.name.split(' ')[0]);
    };
    expect(await names(`type=company&forCompanyId=${company.id}`)).toEqual(['Alfa', 'Gama']);
    expect(await names(`type=company&forCompanyId=${other.id}`)).toEqual(['Delta', 'Gama']);
    expect(await names(`forCompanyId=${other.id}`)).toEqual(['Beta', 'Delta', 'Gama']);
    expect(await names('type=company')).toEqual(['Alfa', 'Delta', 'Gama']);
    expect((await asAdmin({ method: 'GET', url: '/api/roles?forCompanyId=abc' })).statusCode).toBe(400);
  });

  it('refuses to delete a role in use (409, pt-BR) and to change its type', async () => {
    const { asAdmin } = await setup();
    const role = await createRole(database.db, { type: 'admin', permissions: ['COMPANY:LIST'] });
    await createUser(database.db, { type: 'admin', roleId: role.id });
    await createUser(database.db, { type: 'admin', roleId: role.id });
    const response = await asAdmin(remove(role.id));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Este perfil de acesso está em uso por 2 usuário(s) e não pode ser excluído. Troque o perfil desses usuários antes de excluir.',
      additionalData: { users: 2 },
    });
    expect(await roleRow(role.id)).toBeDefined();
    const typeChange = await asAdmin(put({ id: role.id, name: role.name, type: 'company', permissions: [] }));
    expect(typeChange.statusCode).toBe(409);
    expect(typeChange.json().message).toBe(MESSAGES.access.roleTypeInUse);
    expect((await roleRow(role.id))?.type).toBe('admin');
  });
});

describe('/api/roles: company users (section 4 and 6)', () => {
  it("a company user sees their companies' roles and the shared roles of their type, and edits only their own", async () => {
    const { app, asAdmin } = await setup();
    const a = await companyWithOwner(app);
    const b = await companyWithOwner(app);
    const own = await createRole(database.db, { type: 'company', companyId: a.company.id, permissions: ['USER:LIST'] });
    const foreign = await createRole(database.db, { type: 'company', companyId: b.company.id, permissions: ['USER:LIST'] });
    const shared = await createRole(database.db, { type: 'company', permissions: ['USER:LIST'] });
    const sharedAdmin = await createRole(database.db, { type: 'admin', permissions: ['COMPANY:LIST'] });

    const list = await a.asOwner({ method: 'GET', url: '/api/roles?pageSize=100' });
    const ids = list.json<{ data: { id: number }[] }>().data.map((role) => role.id);
    expect(ids).toContain(own.id);
    expect(ids).toContain(shared.id);
    expect(ids).not.toContain(foreign.id);
    expect(ids).not.toContain(sharedAdmin.id);

    expect((await a.asOwner({ method: 'GET', url: `/api/roles/${shared.id}` })).statusCode).toBe(200);
    for (const id of [foreign.id, sharedAdmin.id]) {
      expect((await a.asOwner({ method: 'GET', url: `/api/roles/${id}` })).statusCode).toBe(404);
      expect((await a.asOwner(remove(id))).statusCode).toBe(404);
    }
    // Shared roles (no company): administrators only.
    const sharedEdit = await a.asOwner(put({ id: shared.id, name: 'Meu', type: 'company', permissions: [] }));
    expect(sharedEdit.statusCode).toBe(403);
    expect(sharedEdit.json().message).toBe(MESSAGES.access.noCompanyOnlyAdmin);
    expect((await a.asOwner(remove(shared.id))).json().message).toBe(MESSAGES.access.noCompanyOnlyAdmin);
    expect(await roleRow(shared.id)).toMatchObject({ name: shared.name, permissions: ['USER:LIST'] });
    expect((await asAdmin(put({ id: shared.id, name: 'Compartilhado', type: 'company', permissions: [] }))).statusCode).toBe(200);

    const ownEdit = await a.asOwner(put({ id: own.id, name: 'Atendente', type: 'company', permissions: ['USER:LIST', 'COMPANYLINE:LIST'] }));
    expect(ownEdit.statusCode).toBe(200);
    expect(ownEdit.json().companyId).toBe(a.company.id);
    expect((await a.asOwner(remove(own.id))).statusCode).toBe(200);
  });

  it("a company user's roles take their company; admin-only fields are refused (403) and change nothing", async () => {
    const { app } = await setup();
    const a = await companyWithOwner(app);
    const b = await companyWithOwner(app);
    const created = await a.asOwner(post({ name: 'Vendedor', type: 'company', permissions: ['COMPANYLINE:LIST'] }));
    expect(created.statusCode).toBe(201);
    expect(created.json().companyId).toBe(a.company.id);

    const count = async () => (await database.db.select({ id: roles.id }).from(roles)).length;
    const before = await count();
    const otherCompany = await a.asOwner(post({ name: 'X', type: 'company', companyId: b.company.id, permissions: [] }));
    expect(otherCompany.statusCode).toBe(403);
    expect(otherCompany.json().message).toBe(MESSAGES.access.adminOnlyCompany);
    const adminType = await a.asOwner(post({ name: 'X', type: 'admin', permissions: [] }));
    expect(adminType.statusCode).toBe(403);
    expect(adminType.json().message).toBe(MESSAGES.access.adminOnlyType);
    expect(await count()).toBe(before);
    const moved = await a.asOwner(put({ id: created.json().id, name: 'Vendedor', type: 'company', companyId: b.company.id, permissions: [] }));
    expect(moved.statusCode).toBe(403);
    expect((await roleRow(created.json().id))?.companyId).toBe(a.company.id);
  });

  it('nobody grants a key they do not hold, their own role included', async () => {
    const { app } = await setup();
    const company = await createCompany(database.db);
    const myRole = await createRole(database.db, {
      type: 'company',
      companyId: company.id,
      permissions: ['ROLE:LIST', 'ROLE:CREATE', 'ROLE:UPDATE', 'USER:LIST'],
    });
    const me = as(app, await createUser(database.db, { type: 'company', companyId: company.id, companyIds: [company.id], roleId: myRole.id }));

    const more = await me(post({ name: 'Maior', type: 'company', permissions: ['USER:LIST', 'USER:DELETE'] }));
    expect(more.statusCode).toBe(403);
    expect(more.json()).toMatchObject({ message: MESSAGES.access.cannotGrant, additionalData: { permissions: ['USER:DELETE'] } });
    const mine = await me(put({ id: myRole.id, name: myRole.name, type: 'company', permissions: [...myRole.permissions, 'ROLE:DELETE'] }));
    expect(mine.statusCode).toBe(403);
    expect((await roleRow(myRole.id))?.permissions).toEqual(myRole.permissions);
    const within = await me(post({ name: 'Menor', type: 'company', permissions: ['USER:LIST'] }));
    expect(within.statusCode).toBe(201);
  });

  it('an in-use role cannot be deleted by a company user either; users keep their role', async () => {
    const { app } = await setup();
    const a = await companyWithOwner(app);
    const role = await createRole(database.db, { type: 'company', companyId: a.company.id, permissions: ['USER:LIST'] });
    const holder = await createUser(database.db, { type: 'company', companyId: a.company.id, roleId: role.id });
    expect((await a.asOwner(remove(role.id))).statusCode).toBe(409);
    const [row] = await database.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, holder.id));
    expect(row?.roleId).toBe(role.id);
  });
});
