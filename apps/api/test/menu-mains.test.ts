import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { App } from '../src/app.ts';
import { menuMains } from '../src/db/schema/index.ts';
import { TEST_ADMIN, build, createRole, createTestClock, createUser, injectWithLogin, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const URL = '/api/menuMains';

const setup = async (clock = createTestClock(new Date('2026-05-01T10:00:00Z'))) => {
  const { app } = await build(database.db, { clock, config: { dataDir: mkdtempSync(join(tmpdir(), 'rede-menu-mains-')) } });
  const asAdmin = (request: InjectOptions) => injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, request);
  return { app, asAdmin, clock };
};

const storeImage = async (app: App) => {
  const name = `${crypto.randomUUID()}.png`;
  await app.uploadStorage.save(name, PNG);
  return name;
};

const userWith = async (app: App, type: 'admin' | 'company', permissions: string[]) => {
  const user = await createUser(database.db, { type, roleId: (await createRole(database.db, { type, permissions })).id });
  return (request: InjectOptions) => injectWithLogin(app, user.email, user.password, request);
};

const count = async () => (await database.db.select().from(menuMains)).length;

describe('menuMains', () => {
  it('creates, lists, reads, updates and deletes a main menu', async () => {
    const { app, asAdmin, clock } = await setup();
    const image = await storeImage(app);
    const created = await asAdmin({ method: 'POST', url: URL, payload: { menuMain: { image: `uploads/${image}`, link: 'https://exemplo.com.br/promo' } } });
    expect(created.statusCode).toBe(201);
    const menuMain = created.json();
    expect(menuMain).toEqual({
      id: expect.any(Number),
      image,
      link: 'https://exemplo.com.br/promo',
      dtRegister: '2026-05-01T10:00:00.000Z',
      dtUpdate: '2026-05-01T10:00:00.000Z',
    });
    expect((await asAdmin({ method: 'GET', url: `${URL}/${menuMain.id}` })).json()).toEqual(menuMain);

    const listed = await asAdmin({ method: 'GET', url: `${URL}?searchTerm=EXEMPLO.com.br/PROMO` });
    expect(listed.json().data).toContainEqual(menuMain);

    clock.advance(5 * 60_000);
    const other = await storeImage(app);
    const updated = await asAdmin({ method: 'PUT', url: URL, payload: { menuMain: { id: menuMain.id, image: other, link: '' } } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...menuMain, image: other, link: null, dtUpdate: '2026-05-01T10:05:00.000Z' });

    expect((await asAdmin({ method: 'DELETE', url: `${URL}?id=${menuMain.id}` })).json().id).toBe(menuMain.id);
    expect((await asAdmin({ method: 'GET', url: `${URL}/${menuMain.id}` })).statusCode).toBe(404);
  });

  it('requires an existing uploaded image and a valid link; stores nothing when refused', async () => {
    const { app, asAdmin } = await setup();
    const image = await storeImage(app);
    const before = await count();
    const cases: [InjectOptions, Record<string, string>][] = [
      [{ method: 'POST', url: URL, payload: { image } }, { menuMain: 'Campo obrigatório' }],
      [{ method: 'POST', url: URL, payload: { menuMain: { link: '/x' } } }, { 'menuMain.image': 'Campo obrigatório' }],
      [{ method: 'POST', url: URL, payload: { menuMain: { image: '' } } }, { 'menuMain.image': 'Campo obrigatório' }],
      [{ method: 'POST', url: URL, payload: { menuMain: { image: 12 } } }, { 'menuMain.image': 'Valor inválido' }],
      [{ method: 'POST', url: URL, payload: { menuMain: { image: `${crypto.randomUUID()}.png` } } }, { 'menuMain.image': 'Valor inválido' }],
      [{ method: 'POST', url: URL, payload: { menuMain: { image: 'https://cdn.exemplo.com/a.png' } } }, { 'menuMain.image': 'Valor inválido' }],
      [{ method: 'POST', url: URL, payload: { menuMain: { image, link: 'javascript:alert(1)' } } }, { 'menuMain.link': 'Link inválido' }],
      [{ method: 'PUT', url: URL, payload: { menuMain: { image } } }, { 'menuMain.id': 'Campo obrigatório' }],
      [{ method: 'PUT', url: URL, payload: { menuMain: { id: 'um', image } } }, { 'menuMain.id': 'Valor inválido' }],
      [{ method: 'DELETE', url: `${URL}?id=abc` }, { id: expect.any(String) as unknown as string }],
    ];
    for (const [call, fields] of cases) {
      const response = await asAdmin(call);
      expect(response.statusCode, JSON.stringify(call.payload ?? call.url)).toBe(400);
      expect(response.json().message).toBe('Missing fields, see additionalData');
      expect(response.json().additionalData).toMatchObject(fields);
    }
    expect(await count()).toBe(before);
  });

  it('answers 404 for unknown ids', async () => {
    const { app, asAdmin } = await setup();
    const image = await storeImage(app);
    expect((await asAdmin({ method: 'GET', url: `${URL}/987654` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'PUT', url: URL, payload: { menuMain: { id: 987654, image } } })).json().message).toBe('Registro não encontrado.');
    expect((await asAdmin({ method: 'DELETE', url: `${URL}?id=987654` })).statusCode).toBe(404);
  });

  it('enforces MENUMAIN permissions and the admin-type restriction', async () => {
    const { app, asAdmin } = await setup();
    const image = await storeImage(app);
    const { id } = (await asAdmin({ method: 'POST', url: URL, payload: { menuMain: { image } } })).json();
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: URL, payload: { menuMain: { image } } })).statusCode).toBe(401);

    const reader = await userWith(app, 'admin', ['MENUMAIN:LIST']);
    const stranger = await userWith(app, 'admin', ['LINE:LIST', 'LINE:CREATE']);
    const company = await userWith(app, 'company', ['MENUMAIN:LIST', 'MENUMAIN:CREATE', 'MENUMAIN:UPDATE', 'MENUMAIN:DELETE']);
    const writer = await userWith(app, 'admin', ['MENUMAIN:CREATE', 'MENUMAIN:UPDATE', 'MENUMAIN:DELETE']);
    const calls: InjectOptions[] = [
      { method: 'GET', url: URL },
      { method: 'GET', url: `${URL}/${id}` },
      { method: 'POST', url: URL, payload: { menuMain: { image } } },
      { method: 'PUT', url: URL, payload: { menuMain: { id, image } } },
      { method: 'DELETE', url: `${URL}?id=${id}` },
    ];
    expect(await Promise.all(calls.map(async (c) => (await reader(c)).statusCode))).toEqual([200, 200, 403, 403, 403]);
    for (const call of calls) {
      expect((await stranger(call)).statusCode).toBe(403);
      expect((await company(call)).statusCode).toBe(403);
    }
    expect((await writer(calls[0]!)).statusCode).toBe(403);
    expect((await writer(calls[2]!)).statusCode).toBe(201);
    expect((await writer(calls[3]!)).statusCode).toBe(200);
    expect((await writer(calls[4]!)).statusCode).toBe(200);
  });

  it('pages and sorts the list with the total of all matches', async () => {
    const { app, asAdmin } = await setup();
    const tag = crypto.randomUUID().slice(0, 8);
    const image = await storeImage(app);
    for (let i = 0; i < 11; i++) {
      await asAdmin({ method: 'POST', url: URL, payload: { menuMain: { image, link: `/promo/${tag}/${String(i).padStart(2, '0')}` } } });
    }
    const first = (await asAdmin({ method: 'GET', url: `${URL}?searchTerm=${tag}&orderBy=link&orderDirection=desc` })).json();
    expect(first.total).toBe(11);
    expect(first.data).toHaveLength(10);
    expect(first.data[0].link).toBe(`/promo/${tag}/10`);
    const second = (await asAdmin({ method: 'GET', url: `${URL}?searchTerm=${tag}&orderBy=link&orderDirection=desc&pageIndex=1` })).json();
    expect(second.data.map((b: { link: string }) => b.link)).toEqual([`/promo/${tag}/00`]);
    const bad = await asAdmin({ method: 'GET', url: `${URL}?orderBy=image` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().additionalData).toEqual({ orderBy: 'Valor inválido' });
  });
});
