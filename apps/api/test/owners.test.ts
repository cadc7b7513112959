import { describe, expect, it } from 'vitest';
import { as, asAdminOf, companyPayload, createCompanyUser, postCompany, tag } from './company-helpers.ts';
import { build, createCompany, createRole, createUser, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

describe('user owners and visual identity', () => {
  it("gives administrators 'all' first and every company; company users their own, first owner first", async () => {
    const { app } = await build(database.db);
    const asAdmin = asAdminOf(app);
    const a = await createCompany(database.db, { name: `Zeta ${tag()}` });
    const b = await createCompany(database.db, { name: `Alfa ${tag()}` });
    const admin = await asAdmin({ method: 'POST', url: '/api/login/user-owner-items' });
    expect(admin.statusCode).toBe(200);
    // section 7: 'returns a list of id/name': the answer is the array itself
    const items = admin.json() as { id: number; name: string }[];
    expect(Array.isArray(items)).toBe(true);
    expect(items[0]).toEqual({ id: -1, name: 'all' });
    expect(items).toContainEqual({ id: a.id, name: a.name });
    expect(items.findIndex((i) => i.id === b.id)).toBeLessThan(items.findIndex((i) => i.id === a.id));
    const owner = as(app, await createCompanyUser(database.db, [a.id, b.id]));
    expect((await owner({ method: 'POST', url: '/api/login/user-owner-items' })).json()).toEqual([
      { id: a.id, name: a.name },
      { id: b.id, name: b.name },
    ]);
    const none = as(app, await createCompanyUser(database.db, []));
    expect((await none({ method: 'POST', url: '/api/login/user-owner-items', payload: {} })).json()).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/api/login/user-owner-items' })).statusCode).toBe(401);
    // and the OpenAPI document says so
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schema = document.paths['/api/login/user-owner-items'].post.responses['200'].content['application/json'].schema;
    expect(schema).toMatchObject({ type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } });
  });

  it('lists company names to admin-type users only when they may list companies', async () => {
    const { app } = await build(database.db);
    const company = await createCompany(database.db, { name: `Secreta ${tag()}` });
    const bannersOnly = as(
      app,
      await createUser(database.db, { type: 'admin', roleId: (await createRole(database.db, { permissions: ['BANNER:LIST'] })).id }),
    );
    expect((await bannersOnly({ method: 'POST', url: '/api/login/user-owner-items' })).json()).toEqual([{ id: -1, name: 'all' }]);
    const reader = as(
      app,
      await createUser(database.db, { type: 'admin', roleId: (await createRole(database.db, { permissions: ['COMPANY:LIST'] })).id }),
    );
    expect((await reader({ method: 'POST', url: '/api/login/user-owner-items' })).json()).toContainEqual({ id: company.id, name: company.name });
  });

  it("answers the first company's logo and main colour, editable by administrators and by the company", async () => {
    const { app } = await build(database.db);
    const asAdmin = asAdminOf(app);
    const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const logo = `${crypto.randomUUID()}.png`;
    await app.uploadStorage.save(logo, PNG);
    const company = await postCompany(asAdmin, { logo: `/api/uploads/files/${logo}`, visualIdentityColor: '#0A0B0C' });
    expect(company).toMatchObject({ logo, visualIdentityColor: '#0a0b0c' });
    const second = await createCompany(database.db);
    const owner = as(app, await createCompanyUser(database.db, [company.id, second.id]));
    const identity = await owner({ method: 'POST', url: '/api/login/user-visual-identity' });
    expect(identity.json()).toEqual({ logo, visualIdentityColor: '#0a0b0c' });

    const changed = await owner({
      method: 'PUT',
      url: `/api/companys/companyUsers/companysByUser/${company.id}`,
      payload: { company: { ...companyPayload({ cnpj: company.cnpj, logo }), id: company.id, visualIdentityColor: '#ff0000' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await owner({ method: 'POST', url: '/api/login/user-visual-identity', payload: {} })).json()).toEqual({
      logo,
      visualIdentityColor: '#ff0000',
    });
    expect((await owner({ method: 'POST', url: '/api/login/user-visual-identity', payload: { companyId: second.id } })).json()).toEqual({
      logo: null,
      visualIdentityColor: null,
    });
    const foreign = await createCompany(database.db);
    expect((await owner({ method: 'POST', url: '/api/login/user-visual-identity', payload: { companyId: foreign.id } })).statusCode).toBe(404);

    const cleared = await asAdmin({
      method: 'PUT',
      url: '/api/companys',
      payload: { company: { ...companyPayload({ cnpj: company.cnpj }), id: company.id, logo: null, visualIdentityColor: '' } },
    });
    expect(cleared.json()).toMatchObject({ logo: null, visualIdentityColor: null });
    expect((await owner({ method: 'POST', url: '/api/login/user-visual-identity' })).json()).toEqual({ logo: null, visualIdentityColor: null });
    expect((await asAdmin({ method: 'POST', url: '/api/login/user-visual-identity' })).json()).toEqual({ logo: null, visualIdentityColor: null });
    const badLogo = await asAdmin({ method: 'POST', url: '/api/companys', payload: { company: companyPayload({ logo: 'nao-existe.png' }) } });
    expect(badLogo.json().additionalData).toEqual({ 'company.logo': 'Valor inválido' });
  });
});
