import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { banners, menuMains } from '../src/db/schema/index.ts';
import { TEST_ADMIN, build, createTestClock, injectAsUserWith, injectWithLogin, storeTestImage, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

/** Banners and main menus are the same resource shape (an uploaded image and an optional link): one suite for both. */
const RESOURCES = [
  { name: 'banners', url: '/api/banners', key: 'banner', feature: 'BANNER', table: banners },
  { name: 'menuMains', url: '/api/menuMains', key: 'menuMain', feature: 'MENUMAIN', table: menuMains },
] as const;

describe.each(RESOURCES)('$name (image and link resource)', ({ name, url: URL, key, feature, table }) => {
  const setup = async (clock = createTestClock(new Date('2026-05-01T10:00:00Z'))) => {
    const { app } = await build(database.db, { clock, config: { dataDir: mkdtempSync(join(tmpdir(), `rede-${name}-`)) } });
    const asAdmin = (request: InjectOptions) => injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, request);
    return { app, asAdmin, clock };
  };

  const count = async () => (await database.db.select().from(table)).length;

  it('creates, lists, reads, updates and deletes a record', async () => {
    const { app, asAdmin, clock } = await setup();
    const image = await storeTestImage(app);
    const created = await asAdmin({
      method: 'POST',
      url: URL,
      payload: { [key]: { image: `uploads/${image}`, link: 'https://exemplo.com.br/promo' } },
    });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toEqual({
      id: expect.any(Number),
      position: expect.any(Number),
      image,
      link: 'https://exemplo.com.br/promo',
      dtRegister: '2026-05-01T10:00:00.000Z',
      dtUpdate: '2026-05-01T10:00:00.000Z',
    });
    expect((await asAdmin({ method: 'GET', url: `${URL}/${record.id}` })).json()).toEqual(record);

    const listed = await asAdmin({ method: 'GET', url: `${URL}?searchTerm=EXEMPLO.com.br/PROMO` });
    expect(listed.json().data).toContainEqual(record);

    clock.advance(5 * 60_000);
    const other = await storeTestImage(app);
    const updated = await asAdmin({ method: 'PUT', url: URL, payload: { [key]: { id: record.id, image: other, link: '' } } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...record, image: other, link: null, dtUpdate: '2026-05-01T10:05:00.000Z' });

    expect((await asAdmin({ method: 'DELETE', url: `${URL}?id=${record.id}` })).json().id).toBe(record.id);
    expect((await asAdmin({ method: 'GET', url: `${URL}/${record.id}` })).statusCode).toBe(404);
  });

  it('requires an existing uploaded image and a valid link; stores nothing when refused', async () => {
    const { app, asAdmin } = await setup();
    const image = await storeTestImage(app);
    const before = await count();
    const cases: [InjectOptions, Record<string, string>][] = [
      [{ method: 'POST', url: URL, payload: { image } }, { [key]: 'Campo obrigatório' }],
      [{ method: 'POST', url: URL, payload: { [key]: { link: '/x' } } }, { [`${key}.image`]: 'Campo obrigatório' }],
      [{ method: 'POST', url: URL, payload: { [key]: { image: '' } } }, { [`${key}.image`]: 'Campo obrigatório' }],
      [{ method: 'POST', url: URL, payload: { [key]: { image: 12 } } }, { [`${key}.image`]: 'Valor inválido' }],
      [{ method: 'POST', url: URL, payload: { [key]: { image: `${crypto.randomUUID()}.png` } } }, { [`${key}.image`]: 'Valor inválido' }],
      [{ method: 'POST', url: URL, payload: { [key]: { image: 'https://cdn.exemplo.com/a.png' } } }, { [`${key}.image`]: 'Valor inválido' }],
      [{ method: 'POST', url: URL, payload: { [key]: { image, link: 'javascript:alert(1)' } } }, { [`${key}.link`]: 'Link inválido' }],
      [{ method: 'PUT', url: URL, payload: { [key]: { image } } }, { [`${key}.id`]: 'Campo obrigatório' }],
      [{ method: 'PUT', url: URL, payload: { [key]: { id: 'um', image } } }, { [`${key}.id`]: 'Valor inválido' }],
      [{ method: 'DELETE', url: `${URL}?id=abc` }, { id: expect.any(String) }],
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
    const image = await storeTestImage(app);
    expect((await asAdmin({ method: 'GET', url: `${URL}/987654` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'PUT', url: URL, payload: { [key]: { id: 987654, image } } })).json().message).toBe('Registro não encontrado.');
    expect((await asAdmin({ method: 'DELETE', url: `${URL}?id=987654` })).statusCode).toBe(404);
  });

  it(`enforces ${feature} permissions and the admin-type restriction`, async () => {
    const { app, asAdmin } = await setup();
    const image = await storeTestImage(app);
    const { id } = (await asAdmin({ method: 'POST', url: URL, payload: { [key]: { image } } })).json();
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: URL, payload: { [key]: { image } } })).statusCode).toBe(401);

    const reader = await injectAsUserWith(app, database.db, 'admin', [`${feature}:LIST`]);
    const stranger = await injectAsUserWith(app, database.db, 'admin', ['LINE:LIST', 'LINE:CREATE']);
    const company = await injectAsUserWith(
      app,
      database.db,
      'company',
      ['LIST', 'CREATE', 'UPDATE', 'DELETE'].map((action) => `${feature}:${action}`),
    );
    const writer = await injectAsUserWith(
      app,
      database.db,
      'admin',
      ['CREATE', 'UPDATE', 'DELETE'].map((action) => `${feature}:${action}`),
    );
    const calls: InjectOptions[] = [
      { method: 'GET', url: URL },
      { method: 'GET', url: `${URL}/${id}` },
      { method: 'POST', url: URL, payload: { [key]: { image } } },
      { method: 'PUT', url: URL, payload: { [key]: { id, image } } },
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
    const image = await storeTestImage(app);
    for (let i = 0; i < 11; i++) {
      await asAdmin({ method: 'POST', url: URL, payload: { [key]: { image, link: `/promo/${tag}/${String(i).padStart(2, '0')}` } } });
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
