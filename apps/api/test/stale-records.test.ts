import { describe, expect, it } from 'vitest';
import { ERROR_CODES, staleRecordMessage, type TStaleRecordKind } from '@rede/domain';
import type { App } from '../src/app.ts';
import { TEST_ADMIN, build, createRole, createTestClock, createUser, injectWithLogin, storeTestImage, useTestDatabase } from './helpers/index.ts';
import { companyPayload, tag, type Inject } from './company-helpers.ts';

const database = useTestDatabase();

type TRecord = { id: number; dtUpdate: string; [key: string]: unknown };

/** One resource: its URL and body key, a valid body, and a field whose change the second writer loses. */
type TResource = {
  kind: TStaleRecordKind;
  url: string;
  key: string;
  create: (app: App) => Promise<Record<string, unknown>>;
  /** Creates the record another way than POST (users), answering its id. */
  seed?: () => Promise<number>;
  field: string;
  value: (label: string) => unknown;
};

const RESOURCES: TResource[] = [
  {
    kind: 'company',
    url: '/api/companys',
    key: 'company',
    create: async () => companyPayload(),
    field: 'name',
    value: (l) => `Baterias ${l} ${tag()}`,
  },
  {
    kind: 'line',
    url: '/api/lines',
    key: 'line',
    create: async () => ({ name: `Linha ${tag()}` }),
    field: 'name',
    value: (l) => `Linha ${l} ${tag()}`,
  },
  {
    kind: 'banner',
    url: '/api/banners',
    key: 'banner',
    create: async (app) => ({ image: await storeTestImage(app), link: '/promocao' }),
    field: 'link',
    value: (l) => `/promocao-${l}`,
  },
  {
    kind: 'menuMain',
    url: '/api/menuMains',
    key: 'menuMain',
    create: async (app) => ({ image: await storeTestImage(app), link: '/baterias' }),
    field: 'link',
    value: (l) => `/baterias-${l}`,
  },
  {
    kind: 'menuSecondary',
    url: '/api/menuSecondarys',
    key: 'menuSecondary',
    create: async () => ({ title: 'Ajuda', link: '/ajuda' }),
    field: 'title',
    value: (l) => `Ajuda ${l}`,
  },
  {
    kind: 'setting',
    url: '/api/settings',
    key: 'setting',
    create: async () => ({ termsAndConditions: 'Termos' }),
    field: 'termsAndConditions',
    value: (l) => `Termos ${l}`,
  },
  {
    kind: 'companyLine',
    url: '/api/companyLines',
    key: 'companyLine',
    create: async (app) => {
      const created = await injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, {
        method: 'POST',
        url: '/api/companys',
        payload: { company: companyPayload({ lines: [1] }) },
      });
      return { companyId: (created.json() as { id: number }).id, lineId: 2 };
    },
    field: 'lineId',
    value: (l) => (l === 'primeira' ? 3 : 4),
  },
  {
    kind: 'role',
    url: '/api/roles',
    key: 'role',
    create: async () => ({ name: `Perfil ${tag()}`, type: 'admin', permissions: ['LINE:LIST'] }),
    field: 'name',
    value: (l) => `Perfil ${l} ${tag()}`,
  },
  {
    kind: 'user',
    url: '/api/users',
    key: 'user',
    create: async () => ({}),
    seed: async () =>
      (await createUser(database.db, { type: 'admin', roleId: (await createRole(database.db, { type: 'admin', permissions: ['LINE:LIST'] })).id }))
        .id,
    field: 'name',
    value: (l) => `Pessoa ${l}`,
  },
];

const setup = async () => {
  const clock = createTestClock(new Date('2026-03-10T12:00:00.000Z'));
  const { app } = await build(database.db, { clock });
  const asAdmin: Inject = (request) => injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, request);
  return { app, clock, asAdmin };
};

/** The body a form would send back for the record: what it was created with, or (users) the fields it read. */
const bodyOf = (resource: TResource, created: Record<string, unknown>, record: TRecord): Record<string, unknown> =>
  resource.kind === 'user'
    ? { name: record.name, type: record.type, roleId: record.roleId, email: record.email, isActive: record.isActive, isAdmin: record.isAdmin }
    : created;

describe('optimistic concurrency: a stale write is refused with 409 STALE_RECORD and changes nothing', () => {
  for (const resource of RESOURCES) {
    it(`${resource.kind}: the second writer, holding the version both read, gets the message`, async () => {
      const { app, clock, asAdmin } = await setup();
      const created = await resource.create(app);
      let id: number;
      if (resource.seed) id = await resource.seed();
      else {
        const response = await asAdmin({ method: 'POST', url: resource.url, payload: { [resource.key]: created } });
        expect(response.statusCode, response.body).toBe(201);
        id = (response.json() as TRecord).id;
      }
      const read = (await asAdmin({ method: 'GET', url: `${resource.url}/${id}` })).json() as TRecord;
      const body = bodyOf(resource, created, read);

      clock.advance(90_000);
      const first = await asAdmin({
        method: 'PUT',
        url: resource.url,
        payload: { [resource.key]: { ...body, id, expectedUpdatedAt: read.dtUpdate, [resource.field]: resource.value('primeira') } },
      });
      expect(first.statusCode, first.body).toBe(200);
      const afterFirst = first.json() as TRecord;
      expect(afterFirst.dtUpdate).not.toBe(read.dtUpdate);

      clock.advance(90_000);
      const second = await asAdmin({
        method: 'PUT',
        url: resource.url,
        payload: { [resource.key]: { ...body, id, expectedUpdatedAt: read.dtUpdate, [resource.field]: resource.value('segunda') } },
      });
      expect(second.statusCode, second.body).toBe(409);
      const error = second.json() as { code: string; message: string; additionalData: { dtUpdate: string } };
      expect(error.code).toBe(ERROR_CODES.staleRecord);
      expect(error.message).toBe(staleRecordMessage(resource.kind, afterFirst.dtUpdate));
      expect(error.message).toContain('10/03/2026 09:01');
      expect(error.additionalData.dtUpdate).toBe(afterFirst.dtUpdate);

      const now = (await asAdmin({ method: 'GET', url: `${resource.url}/${id}` })).json() as TRecord;
      expect(now[resource.field]).toBe(afterFirst[resource.field]);
      expect(now.dtUpdate).toBe(afterFirst.dtUpdate);

      // the current version saves; a client that sends no version writes as before
      const fresh = await asAdmin({
        method: 'PUT',
        url: resource.url,
        payload: { [resource.key]: { ...body, id, expectedUpdatedAt: now.dtUpdate } },
      });
      expect(fresh.statusCode, fresh.body).toBe(200);
      const unversioned = await asAdmin({ method: 'PUT', url: resource.url, payload: { [resource.key]: { ...body, id } } });
      expect(unversioned.statusCode, unversioned.body).toBe(200);
    });
  }

  it('company workflow: approving or rejecting a company changed since it was shown is refused, nothing logged', async () => {
    const { clock, asAdmin } = await setup();
    const created = await asAdmin({ method: 'POST', url: '/api/companys', payload: { company: companyPayload() } });
    const shown = created.json() as TRecord;
    clock.advance(60_000);
    const rename = await asAdmin({
      method: 'PUT',
      url: '/api/companys',
      payload: { company: { ...companyPayload({ cnpj: shown.cnpj }), id: shown.id, expectedUpdatedAt: shown.dtUpdate } },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const logsBefore = (await asAdmin({ method: 'GET', url: `/api/companysLog?companyId=${shown.id}` })).json() as { total: number };
    for (const action of ['approve', 'reject'] as const) {
      const response = await asAdmin({
        method: 'POST',
        url: `/api/companys/company/${action}`,
        payload: { id: shown.id, expectedUpdatedAt: shown.dtUpdate, ...(action === 'reject' ? { reason: 'Dados incompletos' } : {}) },
      });
      expect(response.statusCode, response.body).toBe(409);
      expect((response.json() as { code: string }).code).toBe(ERROR_CODES.staleRecord);
    }
    const current = (await asAdmin({ method: 'GET', url: `/api/companys/${shown.id}` })).json() as TRecord;
    expect(current.status).toBe((rename.json() as TRecord).status);
    const logsAfter = (await asAdmin({ method: 'GET', url: `/api/companysLog?companyId=${shown.id}` })).json() as { total: number };
    expect(logsAfter.total).toBe(logsBefore.total);
    const approved = await asAdmin({
      method: 'POST',
      url: '/api/companys/company/approve',
      payload: { id: shown.id, expectedUpdatedAt: current.dtUpdate },
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('a missing record is still 404 with a version', async () => {
    const { asAdmin } = await setup();
    const response = await asAdmin({
      method: 'PUT',
      url: '/api/lines',
      payload: { line: { id: 999_999, name: 'X', expectedUpdatedAt: '2026-01-01T00:00:00.000Z' } },
    });
    expect(response.statusCode).toBe(404);
  });
});
