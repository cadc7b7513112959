import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rede/domain';
import { companies, roles, users } from '../src/db/schema/index.ts';
import { migrationsFolder } from '../src/lib/paths.ts';
import { as, asAdminOf, companyPayload, companyState, createCompanyUser, postCompany, tag } from './company-helpers.ts';
import { build, createRole, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

/** What a partner's 'Vendedor da loja' held before: only the product lines. */
const SELLER_KEYS = ['COMPANYLINE:LIST', 'COMPANYLINE:CREATE', 'COMPANYLINE:UPDATE', 'COMPANYLINE:DELETE'];

/** A company with its administrator (role 'Administrador da empresa'), created by the network administrator. */
const companyWithOwner = async (app: Awaited<ReturnType<typeof build>>['app']) => {
  const email = `dono.${tag()}@loja.com.br`;
  const company = await postCompany(asAdminOf(app), {
    adminName: 'Dono',
    adminEmail: email,
    adminPassword: 'segredo1',
    adminPassword_confirm: 'segredo1',
  });
  return { company, email, owner: as(app, { email, password: 'segredo1' }) };
};

const roleOf = async (email: string) => {
  const [row] = await database.db
    .select({ id: roles.id, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.email, email));
  return row!;
};

describe("a partner's own access profiles govern changing and adding companies", () => {
  it("gives the company's administrator MYCOMPANY:UPDATE and MYCOMPANY:CREATE, so the owner changes and adds companies", async () => {
    const { app } = await build(database.db);
    const { company, email, owner } = await companyWithOwner(app);
    const ownerRole = await roleOf(email);
    expect(ownerRole.permissions).toEqual(expect.arrayContaining(['MYCOMPANY:UPDATE', 'MYCOMPANY:CREATE']));

    const renamed = await owner({
      method: 'PUT',
      url: `/api/companys/companyUsers/companysByUser/${company.id}`,
      payload: { company: { ...companyPayload({ cnpj: company.cnpj }), id: company.id, name: 'Loja Renomeada' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const added = await owner({ method: 'POST', url: '/api/companys/companyUsers/companysByUser', payload: { company: companyPayload() } });
    expect(added.statusCode, added.body).toBe(201);
  });

  it('refuses a profile without them (403, pt-BR message, nothing changed) and lets it through once granted', async () => {
    const { app } = await build(database.db);
    const { company } = await companyWithOwner(app);
    const sellerRole = await createRole(database.db, { type: 'company', companyId: company.id, name: 'Vendedor da loja', permissions: SELLER_KEYS });
    const seller = await createCompanyUser(database.db, [company.id], { companyId: company.id, roleId: sellerRole.id });
    const asSeller = as(app, seller);
    const before = await companyState(database.db, company.id);
    const companiesBefore = await database.db.select({ id: companies.id }).from(companies);

    const rename = {
      method: 'PUT' as const,
      url: `/api/companys/companyUsers/companysByUser/${company.id}`,
      payload: { company: { ...companyPayload({ cnpj: company.cnpj }), id: company.id, name: 'Loja Renomeada' } },
    };
    const renamed = await asSeller(rename);
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json()).toMatchObject({ statusCode: 403, message: MESSAGES.access.myCompanyUpdate });
    const added = await asSeller({ method: 'POST', url: '/api/companys/companyUsers/companysByUser', payload: { company: companyPayload() } });
    expect(added.statusCode).toBe(403);
    expect(added.json()).toMatchObject({ statusCode: 403, message: MESSAGES.access.myCompanyCreate });
    // another company's id: still 403 (the profile is checked first), and nothing about it is revealed
    const elsewhere = await asSeller({ ...rename, url: '/api/companys/companyUsers/companysByUser/999999' });
    expect(elsewhere.statusCode).toBe(403);
    expect(await companyState(database.db, company.id)).toEqual(before);
    expect(await database.db.select({ id: companies.id }).from(companies)).toEqual(companiesBefore);
    // reading their companies stays open to every company user
    expect((await asSeller({ method: 'GET', url: `/api/companys/companyUsers/companysByUser/${company.id}` })).statusCode).toBe(200);

    await database.db
      .update(roles)
      .set({ permissions: [...SELLER_KEYS, 'MYCOMPANY:UPDATE'] })
      .where(eq(roles.id, sellerRole.id));
    const allowed = await asSeller(rename);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({ name: 'Loja Renomeada', status: 'pending' });
  });

  it('lets the owner grant the keys through the role editor, and nobody grant them without holding them', async () => {
    const { app } = await build(database.db);
    const { company, owner } = await companyWithOwner(app);
    const granted = await owner({
      method: 'POST',
      url: '/api/roles',
      payload: { role: { name: 'Gerente da loja', type: 'company', permissions: ['MYCOMPANY:UPDATE', 'MYCOMPANY:CREATE'] } },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json()).toMatchObject({ companyId: company.id, permissions: ['MYCOMPANY:UPDATE', 'MYCOMPANY:CREATE'] });

    const manager = await createRole(database.db, { type: 'company', companyId: company.id, permissions: ['ROLE:LIST', 'ROLE:CREATE'] });
    const user = await createCompanyUser(database.db, [company.id], { companyId: company.id, roleId: manager.id });
    const refused = await as(
      app,
      user,
    )({
      method: 'POST',
      url: '/api/roles',
      payload: { role: { name: 'Outro', type: 'company', permissions: ['MYCOMPANY:UPDATE'] } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ additionalData: { permissions: ['MYCOMPANY:UPDATE'] } });

    // MYCOMPANY is a company-type feature with two actions only
    const invalid = await asAdminOf(app)({
      method: 'POST',
      url: '/api/roles',
      payload: { role: { name: 'Inválido', type: 'admin', permissions: ['MYCOMPANY:UPDATE'] } },
    });
    expect(invalid.statusCode).toBe(400);
    const noList = await asAdminOf(app)({
      method: 'POST',
      url: '/api/roles',
      payload: { role: { name: 'Inválido', type: 'company', companyId: company.id, permissions: ['MYCOMPANY:LIST'] } },
    });
    expect(noList.statusCode).toBe(400);
  });

  it('the upgrade gives both keys to the profiles of company administrators and to full company profiles only', async () => {
    const { app } = await build(database.db);
    const { company, email } = await companyWithOwner(app);
    const [linked] = await database.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(companies, eq(companies.userAdminId, users.id))
      .where(eq(companies.id, company.id));
    expect(linked?.email).toBe(email);
    const ownerRole = await roleOf(email);
    // as an existing database holds them: the administrator's profile narrowed, a full profile, a seller's, an administrators' one
    // a full company profile as it was stored then: every action of every company feature (the matrix had four each)
    const before = ['USER', 'ROLE', 'REPORTS', 'COMPANYLINE', 'COMPANYLOG'].flatMap((feature) =>
      ['LIST', 'UPDATE', 'CREATE', 'DELETE'].map((action) => `${feature}:${action}`),
    );
    await database.db
      .update(roles)
      .set({ permissions: ['USER:LIST'] })
      .where(eq(roles.id, ownerRole.id));
    const full = await createRole(database.db, { type: 'company', companyId: company.id, permissions: before });
    const seller = await createRole(database.db, { type: 'company', companyId: company.id, permissions: SELLER_KEYS });
    const staff = await createRole(database.db, { type: 'admin', permissions: ['USER:LIST'] });

    const [file] =
      readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8').match(/"0\d+_company_profiles_govern_company_edits"/) ?? [];
    expect(file).toBeDefined();
    const upgrade = readFileSync(join(migrationsFolder(), `${JSON.parse(file!)}.sql`), 'utf8');
    await database.db.execute(sql.raw(upgrade));
    await database.db.execute(sql.raw(upgrade)); // a second run adds nothing

    const permissionsOf = async (id: number) => (await database.db.select({ p: roles.permissions }).from(roles).where(eq(roles.id, id)))[0]!.p;
    expect(await permissionsOf(ownerRole.id)).toEqual(['USER:LIST', 'MYCOMPANY:UPDATE', 'MYCOMPANY:CREATE']);
    expect(await permissionsOf(full.id)).toEqual([...before, 'MYCOMPANY:UPDATE', 'MYCOMPANY:CREATE']);
    expect(await permissionsOf(seller.id)).toEqual(SELLER_KEYS);
    expect(await permissionsOf(staff.id)).toEqual(['USER:LIST']);
  });

  it('the matrix upgrade removes the actions that no longer exist from stored profiles, keeping the rest in order', async () => {
    const { app } = await build(database.db);
    const { company } = await companyWithOwner(app);
    const partner = await createRole(database.db, {
      type: 'company',
      companyId: company.id,
      permissions: ['REPORTS:LIST', 'REPORTS:UPDATE', 'USER:LIST', 'COMPANYLOG:DELETE', 'COMPANYLOG:LIST'],
    });
    const staff = await createRole(database.db, { type: 'admin', permissions: ['NOTIFICATION:LIST', 'NOTIFICATION:UPDATE', 'NOTIFICATION:CREATE'] });
    const untouched = await createRole(database.db, { type: 'admin', permissions: ['COMPANY:LIST', 'COMPANY:UPDATE'] });

    const [file] = readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8').match(/"0\d+_permissions_without_removed_actions"/) ?? [];
    expect(file).toBeDefined();
    const upgrade = readFileSync(join(migrationsFolder(), `${JSON.parse(file!)}.sql`), 'utf8');
    await database.db.execute(sql.raw(upgrade));

    const permissionsOf = async (id: number) => (await database.db.select({ p: roles.permissions }).from(roles).where(eq(roles.id, id)))[0]!.p;
    expect(await permissionsOf(partner.id)).toEqual(['REPORTS:LIST', 'USER:LIST', 'COMPANYLOG:LIST']);
    expect(await permissionsOf(staff.id)).toEqual(['NOTIFICATION:LIST', 'NOTIFICATION:CREATE']);
    expect(await permissionsOf(untouched.id)).toEqual(['COMPANY:LIST', 'COMPANY:UPDATE']);
  });
});
