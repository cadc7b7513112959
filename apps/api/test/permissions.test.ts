import type { PermissionKey } from '@rede/domain';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { TEST_ADMIN, build, createRole, createUser, injectWithLogin, useTestDatabase, type TestUser } from './helpers/index.ts';

const database = useTestDatabase();

/** Test-only routes guarded by app.authorize(key). */
const guardedRoutes = (app: App) => {
  const keys: PermissionKey[] = ['COMPANY:LIST', 'COMPANY:DELETE', 'COMPANYLINE:LIST', 'USER:CREATE'];
  for (const key of keys) {
    app.get(`/api/test/guard/${key.replace(':', '/')}`, { onRequest: [app.authorize(key)] }, async (request) => ({ userId: request.user?.id }));
  }
  app.get('/api/test/authenticated', { onRequest: [app.authenticate] }, async (request) => ({ userId: request.user?.id }));
};

const statusFor = async (app: App, user: { email: string; password: string }, key: string) =>
  (await injectWithLogin(app, user.email, user.password, { method: 'GET', url: `/api/test/guard/${key.replace(':', '/')}` })).statusCode;

describe('permission guard (section 6)', () => {
  it('answers 401 without a token and 403 in the error format without permission', async () => {
    const { app } = await build(database.db, { before: guardedRoutes });
    const anonymous = await app.inject({ method: 'GET', url: '/api/test/guard/COMPANY/LIST' });
    expect(anonymous.statusCode).toBe(401);
    const role = await createRole(database.db, { type: 'admin', permissions: [] });
    const user = await createUser(database.db, { type: 'admin', roleId: role.id });
    const denied = await injectWithLogin(app, user.email, user.password, { method: 'GET', url: '/api/test/guard/COMPANY/LIST' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Você não tem permissão para realizar esta ação.',
      additionalData: null,
    });
  });

  it('lets an administrator (isAdmin) do everything, whatever the type', async () => {
    const { app } = await build(database.db, { before: guardedRoutes });
    for (const key of ['COMPANY:LIST', 'COMPANY:DELETE', 'COMPANYLINE:LIST', 'USER:CREATE']) {
      expect(await statusFor(app, TEST_ADMIN, key), key).toBe(200);
    }
  });

  it('lets a user without role do everything its type allows', async () => {
    const { app } = await build(database.db, { before: guardedRoutes });
    const adminType = await createUser(database.db, { type: 'admin' });
    const companyType = await createUser(database.db, { type: 'company' });
    const expectations: [TestUser, string, number][] = [
      [adminType, 'COMPANY:LIST', 200],
      [adminType, 'USER:CREATE', 200],
      [adminType, 'COMPANYLINE:LIST', 403],
      [companyType, 'COMPANYLINE:LIST', 200],
      [companyType, 'USER:CREATE', 200],
      [companyType, 'COMPANY:LIST', 403],
    ];
    for (const [user, key, status] of expectations) expect(await statusFor(app, user, key), `${user.email} ${key}`).toBe(status);
  });

  it('lets a user with a role do only what its keys say, within its type', async () => {
    const { app } = await build(database.db, { before: guardedRoutes });
    const adminRole = await createRole(database.db, { type: 'admin', permissions: ['COMPANY:LIST', 'COMPANYLINE:LIST'] });
    const companyRole = await createRole(database.db, { type: 'company', permissions: ['COMPANYLINE:LIST', 'COMPANY:LIST'] });
    const adminUser = await createUser(database.db, { type: 'admin', roleId: adminRole.id });
    const companyUser = await createUser(database.db, { type: 'company', roleId: companyRole.id });
    const expectations: [TestUser, string, number][] = [
      [adminUser, 'COMPANY:LIST', 200],
      [adminUser, 'COMPANY:DELETE', 403],
      [adminUser, 'USER:CREATE', 403],
      [adminUser, 'COMPANYLINE:LIST', 403],
      [companyUser, 'COMPANYLINE:LIST', 200],
      [companyUser, 'COMPANY:LIST', 403],
      [companyUser, 'USER:CREATE', 403],
    ];
    for (const [user, key, status] of expectations) expect(await statusFor(app, user, key), `${user.email} ${key}`).toBe(status);
  });

  it('app.authenticate sets request.user for any logged user', async () => {
    const { app } = await build(database.db, { before: guardedRoutes });
    const user = await createUser(database.db, { type: 'company' });
    const response = await injectWithLogin(app, user.email, user.password, { method: 'GET', url: '/api/test/authenticated' });
    expect(response.json()).toEqual({ userId: user.id });
  });
});
