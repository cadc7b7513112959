import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rede/domain';
import { companyLogs, roles, users } from '../src/db/schema/index.ts';
import { as, asAdminOf, createCompanyUser, postCompany, tag } from './company-helpers.ts';
import { build, createCompany, createRole, createUser, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

describe('deleting a company', () => {
  it('disables its users and ends their sessions in the same transaction, naming them in the delete entry; users who manage another company keep their access', async () => {
    const { app } = await build(database.db);
    const asAdmin = asAdminOf(app);
    const email = `dono.${tag()}@loja.com.br`;
    const company = await postCompany(asAdmin, {
      adminName: 'Dono',
      adminEmail: email,
      adminPassword: 'Chave-Forte-2026!',
      adminPassword_confirm: 'Chave-Forte-2026!',
    });
    const other = await createCompany(database.db);
    const onlyHere = await createCompanyUser(database.db, [company.id]);
    const alsoElsewhere = await createCompanyUser(database.db, [company.id, other.id]);
    const owner = as(app, { email, password: 'Chave-Forte-2026!' });
    const staffOfHere = as(app, onlyHere);
    expect((await owner({ method: 'GET', url: '/api/login/logged-user' })).statusCode).toBe(200);
    expect((await staffOfHere({ method: 'GET', url: '/api/login/logged-user' })).statusCode).toBe(200);

    expect((await asAdmin({ method: 'DELETE', url: `/api/companys?id=${company.id}` })).statusCode).toBe(200);

    expect((await owner({ method: 'GET', url: '/api/login/logged-user' })).statusCode).toBe(401);
    expect((await staffOfHere({ method: 'GET', url: '/api/login/logged-user' })).statusCode).toBe(401);
    for (const user of [{ email, password: 'Chave-Forte-2026!' }, onlyHere]) {
      const login = await app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: user.email, password: user.password } });
      expect(login.statusCode, user.email).not.toBe(200);
    }
    const states = await database.db
      .select({ id: users.id, isActive: users.isActive })
      .from(users)
      .where(inArray(users.id, [company.userAdminId as number, onlyHere.id, alsoElsewhere.id]));
    expect(Object.fromEntries(states.map((s) => [s.id, s.isActive]))).toEqual({
      [company.userAdminId as number]: false,
      [onlyHere.id]: false,
      [alsoElsewhere.id]: true,
    });
    const [entry] = await database.db
      .select()
      .from(companyLogs)
      .where(eq(companyLogs.companyId, company.id))
      .orderBy(companyLogs.id)
      .limit(1)
      .offset(1);
    expect(entry).toMatchObject({ typeAction: 'delete' });
    expect(entry!.reason).toContain(MESSAGES.companyDeletedUsersDisabled);
    expect(entry!.reason).toContain(email);
    expect(entry!.reason).not.toContain(alsoElsewhere.email);
  });

  it("moves the holders of the company's roles to the role without permissions, never to 'no role' (which allows everything)", async () => {
    const { app } = await build(database.db);
    const asAdmin = asAdminOf(app);
    const company = await createCompany(database.db);
    const other = await createCompany(database.db);
    const narrow = await createRole(database.db, { type: 'company', companyId: company.id, permissions: ['COMPANYLINE:LIST'] });
    // manages another company too: keeps its access, but not through the deleted company's role
    const holder = await createUser(database.db, { type: 'company', roleId: narrow.id, companyIds: [company.id, other.id] });
    const staffRole = await createRole(database.db, { type: 'admin', companyId: company.id, permissions: ['BANNER:LIST'] });
    const staff = await createUser(database.db, { type: 'admin', roleId: staffRole.id });

    expect((await asAdmin({ method: 'DELETE', url: `/api/companys?id=${company.id}` })).statusCode).toBe(200);

    const rows = await database.db
      .select({ id: users.id, isActive: users.isActive, roleName: roles.name, permissions: roles.permissions, roleCompany: roles.companyId })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(inArray(users.id, [holder.id, staff.id]));
    for (const row of rows) expect(row).toMatchObject({ isActive: true, roleName: MESSAGES.noAccessRoleName, permissions: [], roleCompany: null });
    // the holder still logs in, and may do nothing a role would have to grant
    const asHolder = as(app, holder);
    expect((await asHolder({ method: 'GET', url: '/api/login/logged-user' })).statusCode).toBe(200);
    expect((await asHolder({ method: 'GET', url: '/api/companyLines' })).statusCode).toBe(403);
    expect((await as(app, staff)({ method: 'GET', url: '/api/banners' })).statusCode).toBe(403);
  });

  it('the database refuses to delete a role still held by a user (users.role_id is ON DELETE RESTRICT)', async () => {
    const role = await createRole(database.db, { type: 'admin', permissions: ['BANNER:LIST'] });
    const user = await createUser(database.db, { type: 'admin', roleId: role.id });
    await expect(database.db.delete(roles).where(eq(roles.id, role.id))).rejects.toThrow();
    expect((await database.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, user.id)))[0]?.roleId).toBe(role.id);
  });
});
