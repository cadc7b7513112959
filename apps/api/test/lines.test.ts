import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { App } from '../src/app.ts';
import { companyLines, lines } from '../src/db/schema/index.ts';
import {
  TEST_ADMIN,
  build,
  createCompany,
  createRole,
  createTestClock,
  createUser,
  injectWithLogin,
  storeTestImage,
  useTestDatabase,
} from './helpers/index.ts';

const database = useTestDatabase();

const setup = async (options: Parameters<typeof build>[1] = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rede-lines-'));
  const built = await build(database.db, { ...options, config: { dataDir } });
  const asAdmin = (request: InjectOptions) => injectWithLogin(built.app, TEST_ADMIN.email, TEST_ADMIN.password, request);
  return { ...built, asAdmin };
};

const userWith = async (type: 'admin' | 'company', permissions: string[]) => {
  const role = await createRole(database.db, { type, permissions });
  return createUser(database.db, { type, roleId: role.id });
};

const as = (app: App, user: { email: string; password: string }) => (request: InjectOptions) =>
  injectWithLogin(app, user.email, user.password, request);

const uniqueName = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 8)}`;

const createLine = async (asAdmin: (r: InjectOptions) => Promise<{ statusCode: number; json: () => any }>, name: string) => {
  const response = await asAdmin({ method: 'POST', url: '/api/lines', payload: { line: { name } } });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; name: string };
};

describe('lines: permissions', () => {
  it('answers 401 to anonymous calls on every back-office route', async () => {
    const { app } = await setup();
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/lines' },
      { method: 'GET', url: '/api/lines/1' },
      { method: 'POST', url: '/api/lines', payload: { line: { name: 'X' } } },
      { method: 'PUT', url: '/api/lines', payload: { line: { id: 1, name: 'X' } } },
      { method: 'DELETE', url: '/api/lines?id=1' },
    ];
    for (const call of calls) expect((await app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
  });

  it('requires the LINE key of each action and refuses company-type users even with the keys', async () => {
    const { app, asAdmin } = await setup();
    const line = await createLine(asAdmin, uniqueName('Perm'));
    const reader = as(app, await userWith('admin', ['LINE:LIST']));
    const writer = as(app, await userWith('admin', ['LINE:LIST', 'LINE:CREATE', 'LINE:UPDATE', 'LINE:DELETE']));
    const other = as(app, await userWith('admin', ['BANNER:LIST']));
    const company = as(app, await userWith('company', ['LINE:LIST', 'LINE:CREATE', 'LINE:UPDATE', 'LINE:DELETE']));

    expect((await reader({ method: 'GET', url: '/api/lines' })).statusCode).toBe(200);
    expect((await reader({ method: 'GET', url: `/api/lines/${line.id}` })).statusCode).toBe(200);
    expect((await reader({ method: 'POST', url: '/api/lines', payload: { line: { name: uniqueName('R') } } })).statusCode).toBe(403);
    expect((await reader({ method: 'PUT', url: '/api/lines', payload: { line: { id: line.id, name: 'R' } } })).statusCode).toBe(403);
    expect((await reader({ method: 'DELETE', url: `/api/lines?id=${line.id}` })).statusCode).toBe(403);
    expect((await other({ method: 'GET', url: '/api/lines' })).statusCode).toBe(403);
    for (const call of [
      { method: 'GET', url: '/api/lines' },
      { method: 'GET', url: `/api/lines/${line.id}` },
      { method: 'POST', url: '/api/lines', payload: { line: { name: uniqueName('C') } } },
      { method: 'PUT', url: '/api/lines', payload: { line: { id: line.id, name: 'C' } } },
      { method: 'DELETE', url: `/api/lines?id=${line.id}` },
    ] as InjectOptions[]) {
      expect((await company(call)).statusCode, `company ${call.method}`).toBe(403);
    }

    const created = await writer({ method: 'POST', url: '/api/lines', payload: { line: { name: uniqueName('W') } } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await writer({ method: 'PUT', url: '/api/lines', payload: { line: { id, name: uniqueName('W2') } } })).statusCode).toBe(200);
    expect((await writer({ method: 'DELETE', url: `/api/lines?id=${id}` })).statusCode).toBe(200);
  });
});

describe('lines: CRUD', () => {
  it('creates, reads, updates and deletes a line with server-kept dates', async () => {
    const clock = createTestClock(new Date('2026-03-10T12:00:00Z'));
    const { app, asAdmin } = await setup({ clock });
    const icon = await storeTestImage(app);
    const name = uniqueName('Agrícola');
    const created = await asAdmin({
      method: 'POST',
      url: '/api/lines',
      payload: { line: { name: `  ${name}  `, icon: `/api/uploads/files/${icon}` } },
    });
    expect(created.statusCode).toBe(201);
    const line = created.json();
    expect(line).toEqual({ id: expect.any(Number), name, icon, dtRegister: '2026-03-10T12:00:00.000Z', dtUpdate: '2026-03-10T12:00:00.000Z' });

    const fetched = await asAdmin({ method: 'GET', url: `/api/lines/${line.id}` });
    expect(fetched.json()).toEqual(line);

    clock.advance(60_000);
    const updated = await asAdmin({ method: 'PUT', url: '/api/lines', payload: { line: { id: line.id, name: `${name} 2` } } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: line.id, name: `${name} 2`, icon, dtRegister: line.dtRegister, dtUpdate: '2026-03-10T12:01:00.000Z' });

    const cleared = await asAdmin({ method: 'PUT', url: '/api/lines', payload: { line: { id: line.id, name: `${name} 2`, icon: null } } });
    expect(cleared.json().icon).toBeNull();

    const deleted = await asAdmin({ method: 'DELETE', url: `/api/lines?id=${line.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().id).toBe(line.id);
    expect((await asAdmin({ method: 'GET', url: `/api/lines/${line.id}` })).statusCode).toBe(404);
  });

  it('answers 404 in the error format for unknown ids', async () => {
    const { asAdmin } = await setup();
    for (const call of [
      { method: 'GET', url: '/api/lines/999999' },
      { method: 'PUT', url: '/api/lines', payload: { line: { id: 999999, name: 'Nada' } } },
      { method: 'DELETE', url: '/api/lines?id=999999' },
    ] as InjectOptions[]) {
      const response = await asAdmin(call);
      expect(response.statusCode, call.method).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Registro não encontrado.', additionalData: null });
    }
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const { asAdmin } = await setup();
    const count = async () => (await database.db.select().from(lines)).length;
    const total = await count();
    const cases: [InjectOptions, Record<string, string>][] = [
      [{ method: 'POST', url: '/api/lines', payload: { name: 'Sem invólucro' } }, { line: 'Campo obrigatório' }],
      [{ method: 'POST', url: '/api/lines', payload: { line: {} } }, { 'line.name': 'Campo obrigatório' }],
      [{ method: 'POST', url: '/api/lines', payload: { line: { name: '   ' } } }, { 'line.name': 'Campo obrigatório' }],
      [{ method: 'POST', url: '/api/lines', payload: { line: { name: 42 } } }, { 'line.name': 'Valor inválido' }],
      [
        { method: 'POST', url: '/api/lines', payload: { line: { name: 'Com ícone falso', icon: `${crypto.randomUUID()}.png` } } },
        { 'line.icon': 'Valor inválido' },
      ],
      [
        { method: 'POST', url: '/api/lines', payload: { line: { name: 'Ícone externo', icon: '../../etc/passwd' } } },
        { 'line.icon': 'Valor inválido' },
      ],
      [{ method: 'PUT', url: '/api/lines', payload: { line: { name: 'Sem id' } } }, { 'line.id': 'Campo obrigatório' }],
      [{ method: 'PUT', url: '/api/lines', payload: {} }, { line: 'Campo obrigatório' }],
      [{ method: 'DELETE', url: '/api/lines' }, { id: 'Campo obrigatório' }],
    ];
    for (const [call, fields] of cases) {
      const response = await asAdmin(call);
      expect(response.statusCode, JSON.stringify(call.payload)).toBe(400);
      const body = response.json();
      expect(body.message).toBe('Missing fields, see additionalData');
      expect(body.additionalData).toMatchObject(fields);
    }
    expect(await count()).toBe(total);
  });

  it('refuses a duplicate name regardless of case with 409', async () => {
    const { asAdmin } = await setup();
    const name = uniqueName('Duplicada');
    await createLine(asAdmin, name);
    const response = await asAdmin({ method: 'POST', url: '/api/lines', payload: { line: { name: name.toUpperCase() } } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Título Já está em uso');
  });
});

describe('lines: delete rules', () => {
  it('refuses to leave a company without any line, and cascades company_lines otherwise', async () => {
    const { asAdmin } = await setup();
    const only = await createLine(asAdmin, uniqueName('Única'));
    const shared = await createLine(asAdmin, uniqueName('Compartilhada'));
    const lonely = await createCompany(database.db, { name: uniqueName('Empresa só uma linha'), lineIds: [only.id] });
    const both = await createCompany(database.db, { name: uniqueName('Empresa duas linhas'), lineIds: [only.id, shared.id] });

    const refused = await asAdmin({ method: 'DELETE', url: `/api/lines?id=${only.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Não é possível excluir esta linha/);
    expect(refused.json().additionalData.companies).toEqual([{ id: lonely.id, name: lonely.name }]);
    expect((await asAdmin({ method: 'GET', url: `/api/lines/${only.id}` })).statusCode).toBe(200);

    const removed = await asAdmin({ method: 'DELETE', url: `/api/lines?id=${shared.id}` });
    expect(removed.statusCode).toBe(200);
    const remaining = await database.db.select().from(companyLines).where(eq(companyLines.companyId, both.id));
    expect(remaining.map((r) => r.lineId)).toEqual([only.id]);
  });
});

describe('lines: list', () => {
  it('pages, sorts, searches (case, accents, literal % and _) and counts in SQL', async () => {
    const { asAdmin } = await setup();
    const tag = crypto.randomUUID().slice(0, 6);
    const names = ['Ônibus', 'onibus elétrico', 'Caminhão', 'Carro 100%', 'Carro_x', 'Carros'].map((n) => `${tag} ${n}`);
    for (const name of names) await createLine(asAdmin, name);

    const all = await asAdmin({ method: 'GET', url: `/api/lines?searchTerm=${tag}&pageSize=10&orderBy=name&orderDirection=asc` });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(6);
    expect(all.json().data.map((l: { name: string }) => l.name)).toEqual(
      ['Caminhão', 'Carro 100%', 'Carro_x', 'Carros', 'Ônibus', 'onibus elétrico'].map((n) => `${tag} ${n}`),
    );

    const search = async (term: string) =>
      (await asAdmin({ method: 'GET', url: `/api/lines?searchTerm=${encodeURIComponent(`${tag} ${term}`)}` })).json();
    expect((await search('ONIBUS')).total).toBe(2);
    expect((await search('caminhao')).total).toBe(1);
    expect((await search('ONIBUS ELETRICO')).total).toBe(1);
    expect((await search('carro 100%')).data.map((l: { name: string }) => l.name)).toEqual([`${tag} Carro 100%`]);
    expect((await search('carro_')).data.map((l: { name: string }) => l.name)).toEqual([`${tag} Carro_x`]);

    const page1 = (
      await asAdmin({ method: 'GET', url: `/api/lines?searchTerm=${tag}&pageSize=10&pageIndex=0&orderBy=name&orderDirection=desc` })
    ).json();
    expect(page1.data[0].name).toBe(`${tag} onibus elétrico`);
    const negative = (await asAdmin({ method: 'GET', url: `/api/lines?searchTerm=${tag}&pageIndex=-3` })).json();
    expect(negative.total).toBe(6);
    expect(negative.data).toHaveLength(6);
    const beyond = (await asAdmin({ method: 'GET', url: `/api/lines?searchTerm=${tag}&pageIndex=5` })).json();
    expect(beyond).toEqual({ data: [], total: 6 });
  });

  it('splits pages without overlap and answers the total on every page', async () => {
    const { asAdmin } = await setup();
    const tag = crypto.randomUUID().slice(0, 6);
    for (let i = 0; i < 12; i++) await createLine(asAdmin, `${tag} Página ${String(i).padStart(2, '0')}`);
    const page = async (index: number) =>
      (await asAdmin({ method: 'GET', url: `/api/lines?searchTerm=${tag}&pageSize=10&pageIndex=${index}&orderBy=dtRegister` })).json();
    const first = await page(0);
    const second = await page(1);
    expect(first.total).toBe(12);
    expect(second.total).toBe(12);
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(2);
    const ids = [...first.data, ...second.data].map((l: { id: number }) => l.id);
    expect(new Set(ids).size).toBe(12);
  });

  it('refuses an unknown orderBy, page size or direction with 400', async () => {
    const { asAdmin } = await setup();
    for (const [query, field] of [
      ['orderBy=password', 'orderBy'],
      ['orderBy=name;drop table lines', 'orderBy'],
      ['pageSize=7', 'pageSize'],
      ['orderDirection=up', 'orderDirection'],
      ['pageIndex=abc', 'pageIndex'],
    ]) {
      const response = await asAdmin({ method: 'GET', url: `/api/lines?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().additionalData).toHaveProperty(field!, 'Valor inválido');
    }
  });
});

describe('GET /api/lines/list/newUser', () => {
  it('is public and answers every line as { id, name } by name', async () => {
    const { app } = await setup();
    const response = await app.inject({ method: 'GET', url: '/api/lines/list/newUser' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { id: number; name: string }[] };
    expect(Object.keys(data[0]!)).toEqual(['id', 'name']);
    const seeded = data.filter((l) => ['Moto', 'Caminhão', 'Carro', 'Estacionárias', 'Náutica'].includes(l.name)).map((l) => l.name);
    expect(seeded).toEqual(['Caminhão', 'Carro', 'Estacionárias', 'Moto', 'Náutica']);
    const all = await database.db.select().from(lines);
    expect(data).toHaveLength(all.length);
  });
});

describe('GET /api/lines/list/newUser from the public cache', () => {
  it('answers from memory until a line changes, then at once; browsers revalidate (ETag, 304)', async () => {
    const { app, asAdmin } = await setup();
    const names = async () =>
      ((await app.inject({ method: 'GET', url: '/api/lines/list/newUser' })).json() as { data: { name: string }[] }).data.map((l) => l.name);
    const first = await app.inject({ method: 'GET', url: '/api/lines/list/newUser' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect((await app.inject({ method: 'GET', url: '/api/lines/list/newUser', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    // a row written behind the API's back is not read again: the answer comes from the cache
    const behind = uniqueName('Por fora');
    await database.db.insert(lines).values({ name: behind });
    expect(await names()).not.toContain(behind);

    // a line created through the API empties the cache: both show, and the old ETag no longer matches
    const created = uniqueName('Agrícola');
    const line = (await asAdmin({ method: 'POST', url: '/api/lines', payload: { line: { name: created } } })).json() as { id: number };
    expect(await names()).toEqual(expect.arrayContaining([behind, created]));
    expect((await app.inject({ method: 'GET', url: '/api/lines/list/newUser', headers: { 'if-none-match': etag } })).statusCode).toBe(200);

    await asAdmin({ method: 'PUT', url: '/api/lines', payload: { line: { id: line.id, name: `${created} 2` } } });
    expect(await names()).toContain(`${created} 2`);
    await asAdmin({ method: 'DELETE', url: `/api/lines?id=${line.id}` });
    expect(await names()).not.toContain(`${created} 2`);
  });
});
