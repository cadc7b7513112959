import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rede/domain';
import type { App } from '../src/app.ts';
import { sessions, users } from '../src/db/schema/index.ts';
import { TEST_ADMIN, build, createCompany, createRole, createUser, injectWithLogin, uniqueEmail, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

type Credentials = { email: string; password: string };
type UserBody = Record<string, unknown>;

const as = (app: App, user: Credentials) => (request: InjectOptions) => injectWithLogin(app, user.email, user.password, request);

const setup = async () => {
  const built = await build(database.db);
  return { ...built, asAdmin: as(built.app, TEST_ADMIN) };
};

/** A company with an owner (company type, no role: every company-type key) and a token helper. */
const companyWithOwner = async (app: App) => {
  const company = await createCompany(database.db);
  const owner = await createUser(database.db, { type: 'company', companyId: company.id, companyIds: [company.id] });
  return { company, owner, asOwner: as(app, owner) };
};

const newUser = (overrides: UserBody = {}): UserBody => ({
  name: 'Maria da Silva',
  type: 'company',
  email: uniqueEmail('novo'),
  password: 'segredo1',
  password_confirm: 'segredo1',
  ...overrides,
});

const post = (user: UserBody): InjectOptions => ({ method: 'POST', url: '/api/users', payload: { user } });
const put = (user: UserBody): InjectOptions => ({ method: 'PUT', url: '/api/users', payload: { user } });

/** The PUT body of an existing user as GET answers it (name, type, email… unchanged). */
const editable = (user: { id: number; name: string; type: string; email: string; companyId: number | null; roleId: number | null }) => ({
  id: user.id,
  name: user.name,
  type: user.type,
  email: user.email,
  companyId: user.companyId,
  roleId: user.roleId,
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const login = async (app: App, user: Credentials) =>
  app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: user.email, password: user.password } });
const tokenOf = async (app: App, user: Credentials) => {
  const response = await login(app, user);
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
};
const loggedUser = (app: App, token: string) => app.inject({ method: 'GET', url: '/api/login/logged-user', headers: bearer(token) });

describe('/api/users: guard', () => {
  it('answers 401 without a token and 403 without the USER key of each action', async () => {
    const { app } = await setup();
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/users' },
      { method: 'GET', url: '/api/users/1' },
      post(newUser()),
      put({ ...newUser(), id: 1 }),
      { method: 'DELETE', url: '/api/users?id=1' },
    ];
    for (const call of calls) expect((await app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);

    const role = await createRole(database.db, { type: 'admin', permissions: ['COMPANY:LIST'] });
    const limited = as(app, await createUser(database.db, { type: 'admin', roleId: role.id }));
    for (const call of calls) expect((await limited(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
  });
});

describe('/api/users: administrator CRUD', () => {
  it('creates a user without ever answering the password or its hash', async () => {
    const { asAdmin } = await setup();
    const company = await createCompany(database.db);
    const role = await createRole(database.db, { type: 'company', permissions: ['USER:LIST'] });
    const email = uniqueEmail('Cadastro');
    const response = await asAdmin(
      post(newUser({ email: `  ${email.toUpperCase()} `, companyId: company.id, roleId: role.id, canDeleteItself: false })),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Maria da Silva',
      type: 'company',
      email: email.toLowerCase(),
      companyId: company.id,
      company: { id: company.id, name: company.name },
      roleId: role.id,
      role: { id: role.id, name: role.name },
      isActive: true,
      isAdmin: false,
      canDeleteItself: false,
    });
    expect(response.body).not.toMatch(/password|hash|scrypt|segredo1/i);
    const [row] = await database.db.select().from(users).where(eq(users.id, body.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);

    const got = await asAdmin({ method: 'GET', url: `/api/users/${body.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(body);
    expect(got.body).not.toMatch(/password|hash/i);
  });

  it('validates: required fields, password rule and confirmation, a missing wrapper', async () => {
    const { asAdmin } = await setup();
    const missing = await asAdmin(post({ name: '', type: '', email: 'x', password: '123', password_confirm: '124' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Missing fields, see additionalData',
      additionalData: {
        'user.name': 'Campo obrigatório',
        'user.type': 'Campo obrigatório',
        'user.email': 'E-mail inválido',
        'user.password': 'Mínimo 8 caracteres',
      },
    });
    const mismatch = await asAdmin(post(newUser({ password_confirm: 'outra-senha' })));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().additionalData).toEqual({ 'user.password_confirm': 'Senhas devem ser iguais' });
    for (const call of [
      post(null as never),
      { method: 'POST', url: '/api/users', payload: newUser() },
      { method: 'PUT', url: '/api/users' },
    ] as InjectOptions[]) {
      const noWrapper = await asAdmin(call);
      expect(noWrapper.statusCode).toBe(400);
      expect(noWrapper.json().additionalData).toEqual({ user: 'Campo obrigatório' });
    }
    const noId = await asAdmin(put(newUser()));
    expect(noId.statusCode).toBe(400);
    expect(noId.json().additionalData).toEqual({ 'user.id': 'Campo obrigatório' });
  });

  it("refuses an e-mail already in use (any case) with 409 'E-mail Já está em uso'", async () => {
    const { asAdmin } = await setup();
    const existing = await createUser(database.db);
    const response = await asAdmin(post(newUser({ email: existing.email.toUpperCase() })));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'E-mail Já está em uso', additionalData: { email: 'E-mail Já está em uso' } });

    const other = await createUser(database.db);
    const updated = await asAdmin(put({ id: other.id, name: other.name, type: 'admin', email: existing.email }));
    expect(updated.statusCode).toBe(409);
  });

  it('updates: an empty password keeps the old one; missing booleans stay; 404 for an unknown id', async () => {
    const { app, asAdmin } = await setup();
    const target = await createUser(database.db, { type: 'admin', canDeleteItself: false });
    const response = await asAdmin(put({ id: target.id, name: 'Nome Novo', type: 'admin', email: target.email, password: '', password_confirm: '' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, name: 'Nome Novo', canDeleteItself: false, isActive: true });
    expect((await login(app, target)).statusCode).toBe(200);

    const unknown = await asAdmin(put({ id: 999_999, name: 'X', type: 'admin', email: uniqueEmail() }));
    expect(unknown.statusCode).toBe(404);
    expect((await asAdmin({ method: 'GET', url: '/api/users/999999' })).statusCode).toBe(404);
  });

  it('deletes a user (404 afterwards) and answers what was deleted', async () => {
    const { asAdmin } = await setup();
    const target = await createUser(database.db);
    const response = await asAdmin({ method: 'DELETE', url: `/api/users?id=${target.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, email: target.email });
    expect((await asAdmin({ method: 'GET', url: `/api/users/${target.id}` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'DELETE', url: `/api/users?id=${target.id}` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'DELETE', url: '/api/users' })).json().additionalData).toEqual({ id: 'Campo obrigatório' });
  });
});

describe('/api/users: list', () => {
  it('searches, filters by type, isActive and companyId, pages and sorts in SQL', async () => {
    const { asAdmin } = await setup();
    const tag = `lista${crypto.randomUUID().slice(0, 6)}`;
    const company = await createCompany(database.db);
    await createUser(database.db, { name: `Ana ${tag}`, type: 'company', companyId: company.id });
    await createUser(database.db, { name: `Bruno ${tag}`, type: 'company', companyId: company.id, isActive: false });
    await createUser(database.db, { name: `Carla ${tag}`, type: 'admin' });
    await createUser(database.db, { name: `Álvaro ${tag}`, type: 'admin' });

    const names = async (query: string) => {
      const response = await asAdmin({ method: 'GET', url: `/api/users?searchTerm=${tag}&${query}` });
      expect(response.statusCode, query).toBe(200);
      const body = response.json<{ data: { name: string }[]; total: number }>();
      return { names: body.data.map((u) => u.name.split(' ')[0]), total: body.total };
    };
    expect(await names('')).toEqual({ names: ['Álvaro', 'Ana', 'Bruno', 'Carla'], total: 4 });
    expect(await names('orderBy=name&orderDirection=desc')).toEqual({ names: ['Carla', 'Bruno', 'Ana', 'Álvaro'], total: 4 });
    expect(await names('type=company')).toEqual({ names: ['Ana', 'Bruno'], total: 2 });
    expect(await names('isActive=false')).toEqual({ names: ['Bruno'], total: 1 });
    expect(await names(`companyId=${company.id}&isActive=true`)).toEqual({ names: ['Ana'], total: 1 });
    expect(await names('pageSize=10&pageIndex=1')).toEqual({ names: [], total: 4 });
    expect(await names('pageSize=10&pageIndex=-3')).toMatchObject({ total: 4 });
    const bad = await asAdmin({ method: 'GET', url: '/api/users?orderBy=password' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().additionalData).toEqual({ orderBy: 'Valor inválido' });
    const all = await asAdmin({ method: 'GET', url: '/api/users?pageSize=100' });
    expect(all.body).not.toMatch(/password|hash/i);
  });

  it('exports the filtered list as a spreadsheet through the list mechanism', async () => {
    const { asAdmin } = await setup();
    const tag = `export${crypto.randomUUID().slice(0, 6)}`;
    const company = await createCompany(database.db, { name: `Loja ${tag}` });
    await createUser(database.db, { name: `Dora ${tag}`, type: 'company', companyId: company.id, email: `dora.${tag}@teste.com.br` });
    await createUser(database.db, { name: `Eva ${tag}`, type: 'admin', isActive: false });
    const response = await asAdmin({
      method: 'GET',
      url: `/api/users?format=xlsx&searchTerm=${tag}&type=company&columns=${encodeURIComponent('name:Nome,email,company,isActive')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/filename\*=UTF-8''Usu%C3%A1rios_\d{8}_\d{6}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Nome', 'E-mail', 'Empresa', 'Situação'],
      [`Dora ${tag}`, `dora.${tag}@teste.com.br`, `Loja ${tag}`, 'Ativo'],
    ]);
  });
});

describe('/api/users: company users (section 4)', () => {
  it('a company user sees only the users of their companies; others are 404', async () => {
    const { app } = await setup();
    const a = await companyWithOwner(app);
    const b = await companyWithOwner(app);
    const colleague = await createUser(database.db, { type: 'company', companyId: a.company.id });
    const stranger = await createUser(database.db, { type: 'company', companyId: b.company.id });
    const staff = await createUser(database.db, { type: 'admin' });

    const list = await a.asOwner({ method: 'GET', url: '/api/users?pageSize=100' });
    expect(list.statusCode).toBe(200);
    const ids = list
      .json<{ data: { id: number }[] }>()
      .data.map((u) => u.id)
      .sort();
    expect(ids).toEqual([a.owner.id, colleague.id].sort());
    const filtered = await a.asOwner({ method: 'GET', url: `/api/users?companyId=${b.company.id}` });
    expect(filtered.json()).toEqual({ data: [], total: 0 });

    expect((await a.asOwner({ method: 'GET', url: `/api/users/${colleague.id}` })).statusCode).toBe(200);
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
    for (const other of [stranger, staff, admin!]) {
      expect((await a.asOwner({ method: 'GET', url: `/api/users/${other.id}` })).statusCode).toBe(404);
      expect((await a.asOwner({ method: 'DELETE', url: `/api/users?id=${other.id}` })).statusCode).toBe(404);
      expect((await a.asOwner(put({ id: other.id, name: 'X', type: 'company', email: uniqueEmail() }))).statusCode).toBe(404);
    }
  });

  it("a company user's saves take the company of the user (first owner, or one of theirs)", async () => {
    const { app } = await setup();
    const first = await createCompany(database.db);
    const second = await createCompany(database.db);
    const owner = await createUser(database.db, { type: 'company', companyIds: [first.id, second.id] });
    const asOwner = as(app, owner);

    const byDefault = await asOwner(post(newUser()));
    expect(byDefault.statusCode).toBe(201);
    expect(byDefault.json().companyId).toBe(first.id);
    const chosen = await asOwner(post(newUser({ companyId: second.id })));
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().companyId).toBe(second.id);
    // Updating without a company keeps the user's company.
    const kept = await asOwner(put({ ...editable(chosen.json()), companyId: null, name: 'Renomeado' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ companyId: second.id, name: 'Renomeado' });
  });

  it('refuses admin-only fields to non-administrators whatever the client sends (403), changing nothing', async () => {
    const { app } = await setup();
    const a = await companyWithOwner(app);
    const b = await companyWithOwner(app);
    const colleague = await createUser(database.db, { type: 'company', companyId: a.company.id });
    const count = async () => (await database.db.select({ id: users.id }).from(users)).length;
    const before = await count();

    const cases: [UserBody, string][] = [
      [newUser({ companyId: b.company.id }), MESSAGES.access.adminOnlyCompany],
      [newUser({ isAdmin: true }), MESSAGES.access.adminOnlyIsAdmin],
      [newUser({ type: 'admin' }), MESSAGES.access.adminOnlyType],
    ];
    for (const [body, message] of cases) {
      const response = await a.asOwner(post(body));
      expect(response.statusCode, message).toBe(403);
      expect(response.json().message).toBe(message);
    }
    expect(await count()).toBe(before);

    const base = { id: colleague.id, name: colleague.name, type: 'company', email: colleague.email };
    for (const [body, message] of [
      [{ ...base, companyId: b.company.id }, MESSAGES.access.adminOnlyCompany],
      [{ ...base, isAdmin: true }, MESSAGES.access.adminOnlyIsAdmin],
      [{ ...base, type: 'admin' }, MESSAGES.access.adminOnlyType],
    ] as const) {
      const response = await a.asOwner(put(body));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(message);
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, colleague.id));
    expect(row).toMatchObject({ companyId: a.company.id, isAdmin: false, type: 'company' });
  });

  it('only administrators edit or delete users without company or administrator accounts', async () => {
    const { app, asAdmin } = await setup();
    const a = await companyWithOwner(app);
    // A company-type user without company, and an admin-type user placed in company A.
    const loose = await createUser(database.db, { type: 'company' });
    const adminInA = await createUser(database.db, { type: 'admin', companyId: a.company.id });
    const isAdminInA = await createUser(database.db, { type: 'company', isAdmin: true, companyId: a.company.id });

    expect((await a.asOwner({ method: 'DELETE', url: `/api/users?id=${loose.id}` })).statusCode).toBe(404);
    for (const target of [adminInA, isAdminInA]) {
      const response = await a.asOwner({ method: 'DELETE', url: `/api/users?id=${target.id}` });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.access.adminTarget);
      const password = await a.asOwner(
        put({ id: target.id, name: 'X', type: 'company', email: target.email, password: 'tomada12', password_confirm: 'tomada12' }),
      );
      expect(password.statusCode).toBe(403);
    }
    expect((await login(app, adminInA)).statusCode).toBe(200);

    // Staff (an admin-type user holding every USER key, no company) see every row but cannot touch rows without company.
    const role = await createRole(database.db, { type: 'admin', permissions: ['USER:LIST', 'USER:CREATE', 'USER:UPDATE', 'USER:DELETE'] });
    const staff = as(app, await createUser(database.db, { type: 'admin', roleId: role.id }));
    const refused = await staff({ method: 'DELETE', url: `/api/users?id=${loose.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.access.noCompanyOnlyAdmin);
    const created = await staff(post(newUser()));
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe(MESSAGES.access.staffNeedsCompany);

    // The administrator may.
    expect((await asAdmin(put({ id: loose.id, name: 'Solto', type: 'company', email: loose.email }))).statusCode).toBe(200);
    expect((await asAdmin({ method: 'DELETE', url: `/api/users?id=${loose.id}` })).statusCode).toBe(200);
  });
});

describe('/api/users: back-office staff', () => {
  it("staff holding USER keys list every company's users and manage users with a company whose keys they hold", async () => {
    const { app } = await setup();
    const a = await companyWithOwner(app);
    const narrow = await createRole(database.db, { type: 'company', companyId: a.company.id, permissions: ['USER:LIST'] });
    const member = await createUser(database.db, { type: 'company', companyId: a.company.id, roleId: narrow.id });
    const role = await createRole(database.db, { type: 'admin', permissions: ['USER:LIST', 'USER:CREATE', 'USER:UPDATE', 'USER:DELETE'] });
    const staff = as(app, await createUser(database.db, { type: 'admin', roleId: role.id }));

    const list = await staff({ method: 'GET', url: '/api/users?pageSize=100' });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThan(1);
    expect(list.json().data.map((u: { id: number }) => u.id)).toContain(member.id);
    expect((await staff({ method: 'GET', url: `/api/users/${member.id}` })).statusCode).toBe(200);

    const changed = await staff(put({ id: member.id, name: 'Nome pela equipe', type: 'company', email: member.email }));
    expect(changed.statusCode, changed.body).toBe(200);
    const created = await staff(post(newUser({ companyId: a.company.id, roleId: narrow.id })));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ companyId: a.company.id, role: { id: narrow.id } });
    // never a user holding more than they do (the company's owner holds every company key), nor an admin-type user
    const owner = await staff(
      put({
        id: a.owner.id,
        name: 'Tomada',
        type: 'company',
        email: a.owner.email,
        password: 'Tomada-de-conta-1',
        password_confirm: 'Tomada-de-conta-1',
      }),
    );
    expect(owner.statusCode).toBe(403);
    expect((await staff({ method: 'DELETE', url: `/api/users?id=${member.id}` })).statusCode).toBe(200);
  });
});

describe('/api/users: roles by type and no escalation (section 6)', () => {
  it("a user's role must have the user's type and no other company (400)", async () => {
    const { asAdmin } = await setup();
    const company = await createCompany(database.db);
    const other = await createCompany(database.db);
    const adminRole = await createRole(database.db, { type: 'admin', permissions: ['COMPANY:LIST'] });
    const companyRole = await createRole(database.db, { type: 'company', permissions: ['USER:LIST'] });
    const otherCompanyRole = await createRole(database.db, { type: 'company', permissions: ['USER:LIST'], companyId: other.id });

    const mismatch = await asAdmin(post(newUser({ type: 'company', roleId: adminRole.id })));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      message: MESSAGES.access.roleTypeMismatch,
      additionalData: { roleId: MESSAGES.access.roleTypeMismatch },
    });
    const otherCompany = await asAdmin(post(newUser({ companyId: company.id, roleId: otherCompanyRole.id })));
    expect(otherCompany.statusCode).toBe(400);
    expect(otherCompany.json().message).toBe(MESSAGES.access.roleOtherCompany);
    const unknownRole = await asAdmin(post(newUser({ roleId: 999_999 })));
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().additionalData).toEqual({ roleId: 'Valor inválido' });
    const unknownCompany = await asAdmin(post(newUser({ companyId: 999_999 })));
    expect(unknownCompany.statusCode).toBe(400);
    expect(unknownCompany.json().additionalData).toEqual({ companyId: 'Valor inválido' });

    const created = await asAdmin(post(newUser({ type: 'company', roleId: companyRole.id, companyId: company.id })));
    expect(created.statusCode).toBe(201);
    // Changing the type keeps the role unless another is sent: refused while they differ.
    const typeChange = await asAdmin(put({ ...editable(created.json()), type: 'admin', roleId: undefined }));
    expect(typeChange.statusCode).toBe(400);
    const both = await asAdmin(put({ ...editable(created.json()), type: 'admin', companyId: null, roleId: adminRole.id }));
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ type: 'admin', roleId: adminRole.id });
  });

  it('a non-administrator cannot grant keys they do not hold (role or no role), nor touch users holding more', async () => {
    const { app } = await setup();
    const company = await createCompany(database.db);
    const managerRole = await createRole(database.db, {
      type: 'company',
      companyId: company.id,
      permissions: ['USER:LIST', 'USER:CREATE', 'USER:UPDATE', 'USER:DELETE', 'ROLE:LIST'],
    });
    const biggerRole = await createRole(database.db, { type: 'company', companyId: company.id, permissions: ['USER:LIST', 'COMPANYLINE:LIST'] });
    const smallerRole = await createRole(database.db, { type: 'company', companyId: company.id, permissions: ['USER:LIST'] });
    const manager = await createUser(database.db, { type: 'company', companyId: company.id, companyIds: [company.id], roleId: managerRole.id });
    const owner = await createUser(database.db, { type: 'company', companyId: company.id, companyIds: [company.id] });
    const asManager = as(app, manager);

    const noRole = await asManager(post(newUser()));
    expect(noRole.statusCode).toBe(403);
    expect(noRole.json().message).toBe(MESSAGES.access.cannotGrant);
    expect(noRole.json().additionalData.permissions).toContain('COMPANYLINE:LIST');
    const bigger = await asManager(post(newUser({ roleId: biggerRole.id })));
    expect(bigger.statusCode).toBe(403);
    expect(bigger.json().additionalData).toEqual({ permissions: ['COMPANYLINE:LIST'] });
    const smaller = await asManager(post(newUser({ roleId: smallerRole.id })));
    expect(smaller.statusCode).toBe(201);
    expect(smaller.json()).toMatchObject({ roleId: smallerRole.id, companyId: company.id });

    // Raising that user to the bigger role, or to no role, is refused; the owner (no role) is out of reach.
    expect((await asManager(put({ ...editable(smaller.json()), roleId: biggerRole.id }))).statusCode).toBe(403);
    expect((await asManager(put({ ...editable(smaller.json()), roleId: null }))).statusCode).toBe(403);
    const ownerEdit = await asManager(
      put({ id: owner.id, name: owner.name, type: 'company', email: owner.email, password: 'tomada12', password_confirm: 'tomada12' }),
    );
    expect(ownerEdit.statusCode).toBe(403);
    expect(ownerEdit.json().message).toBe(MESSAGES.access.targetHasMore);
    expect((await asManager({ method: 'DELETE', url: `/api/users?id=${owner.id}` })).statusCode).toBe(403);
    expect((await login(app, owner)).statusCode).toBe(200);

    // The owner (no role) holds every company key and may assign the bigger role.
    const byOwner = await as(app, owner)(put({ ...editable(smaller.json()), roleId: biggerRole.id }));
    expect(byOwner.statusCode).toBe(200);
  });

  it('nobody changes their own role, type, isActive, isAdmin or password, nor deletes themselves here', async () => {
    const { app } = await setup();
    const company = await createCompany(database.db);
    const role = await createRole(database.db, { type: 'company', companyId: company.id, permissions: ['USER:LIST', 'USER:UPDATE', 'USER:DELETE'] });
    const other = await createRole(database.db, { type: 'company', companyId: company.id, permissions: ['USER:LIST'] });
    const me = await createUser(database.db, { type: 'company', companyId: company.id, companyIds: [company.id], roleId: role.id });
    const asMe = as(app, me);
    const mine = (await asMe({ method: 'GET', url: `/api/users/${me.id}` })).json();
    for (const change of [{ roleId: other.id }, { roleId: null }, { isActive: false }]) {
      const response = await asMe(put({ ...editable(mine), ...change }));
      expect(response.statusCode, JSON.stringify(change)).toBe(403);
      expect(response.json().message).toBe(MESSAGES.access.selfAccess);
    }
    const self = await asMe({ method: 'DELETE', url: `/api/users?id=${me.id}` });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(MESSAGES.access.selfDelete);
    const password = await asMe(put({ ...editable(mine), password: 'sem-senha-atual', password_confirm: 'sem-senha-atual' }));
    expect(password.statusCode).toBe(403);
    expect(password.json().message).toBe(MESSAGES.access.selfPassword);
    expect((await login(app, me)).statusCode).toBe(200);
    expect((await asMe(put({ ...editable(mine), name: 'Meu nome novo' }))).statusCode).toBe(200);

    // An administrator cannot drop their own administrator flag or type either.
    const admin = await createUser(database.db, { type: 'admin', isAdmin: true });
    const asOtherAdmin = as(app, admin);
    const adminBody = { id: admin.id, name: admin.name, email: admin.email, type: 'admin' };
    expect((await asOtherAdmin(put({ ...adminBody, isAdmin: false }))).statusCode).toBe(403);
    expect((await asOtherAdmin(put({ ...adminBody, type: 'company' }))).statusCode).toBe(403);
  });
});

describe('/api/users: sessions end at once (same transaction)', () => {
  it('a new password ends every session of the user; the old password stops working', async () => {
    const { app, asAdmin } = await setup();
    const target = await createUser(database.db, { type: 'admin' });
    const token = await tokenOf(app, target);
    expect((await loggedUser(app, token)).statusCode).toBe(200);
    const response = await asAdmin(
      put({ id: target.id, name: target.name, type: 'admin', email: target.email, password: 'cavalo-azul', password_confirm: 'cavalo-azul' }),
    );
    expect(response.statusCode).toBe(200);
    expect((await loggedUser(app, token)).statusCode).toBe(401);
    expect((await login(app, target)).statusCode).toBe(401);
    expect((await login(app, { email: target.email, password: 'cavalo-azul' })).statusCode).toBe(200);
  });

  it('disabling a user ends their sessions and blocks login (401, like a wrong password); enabling lets them in again', async () => {
    const { app, asAdmin } = await setup();
    const target = await createUser(database.db, { type: 'admin' });
    const token = await tokenOf(app, target);
    const body = { id: target.id, name: target.name, type: 'admin', email: target.email };
    expect((await asAdmin(put({ ...body, isActive: false }))).json().isActive).toBe(false);
    expect((await loggedUser(app, token)).statusCode).toBe(401);
    const revoked = await database.db.select().from(sessions).where(eq(sessions.userId, target.id));
    expect(revoked.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await login(app, target)).statusCode).toBe(401);
    expect((await asAdmin(put({ ...body, isActive: true }))).statusCode).toBe(200);
    expect((await login(app, target)).statusCode).toBe(200);
    // Still revoked: enabling does not bring old tokens back.
    expect((await loggedUser(app, token)).statusCode).toBe(401);
  });

  it('deleting a user ends their token', async () => {
    const { app, asAdmin } = await setup();
    const target = await createUser(database.db, { type: 'company' });
    const token = await tokenOf(app, target);
    expect((await asAdmin({ method: 'DELETE', url: `/api/users?id=${target.id}` })).statusCode).toBe(200);
    expect((await loggedUser(app, token)).statusCode).toBe(401);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
  });
});
