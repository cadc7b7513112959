import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { banners, menuMains, menuSecondarys } from '../src/db/schema/index.ts';
import { TEST_ADMIN, build, injectAsUserWith, injectWithLogin, storeTestImage, useTestDatabase } from './helpers/index.ts';
import type { App } from '../src/app.ts';

const database = useTestDatabase();

/** Section 2 'drag-to-reorder': banners and both menus have an order the app-content API answers in. */
const RESOURCES = [
  {
    name: 'banners',
    url: '/api/banners',
    key: 'banner',
    feature: 'BANNER',
    table: banners,
    payload: (image: string, n: number) => ({ image, link: `/b${n}` }),
  },
  {
    name: 'menuMains',
    url: '/api/menuMains',
    key: 'menuMain',
    feature: 'MENUMAIN',
    table: menuMains,
    payload: (image: string, n: number) => ({ image, link: `/m${n}` }),
  },
  {
    name: 'menuSecondarys',
    url: '/api/menuSecondarys',
    key: 'menuSecondary',
    feature: 'MENUSECONDARY',
    table: menuSecondarys,
    payload: (_image: string, n: number) => ({ title: `Menu ${n}` }),
  },
] as const;

describe.each(RESOURCES)('$name order', ({ name, url: URL, key, feature, table, payload }) => {
  const setup = async () => {
    const { app } = await build(database.db, { config: { dataDir: mkdtempSync(join(tmpdir(), `rede-order-${name}-`)) } });
    const asAdmin = (request: InjectOptions) => injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, request);
    await database.db.delete(table);
    return { app, asAdmin };
  };
  const createThree = async (app: App, asAdmin: (r: InjectOptions) => ReturnType<typeof injectWithLogin>) => {
    const image = await storeTestImage(app);
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const created = await asAdmin({ method: 'POST', url: URL, payload: { [key]: payload(image, n) } });
      expect(created.statusCode).toBe(201);
      expect(created.json().position).toBe(n);
      ids.push(created.json().id);
    }
    return ids;
  };
  const listed = async (asAdmin: (r: InjectOptions) => ReturnType<typeof injectWithLogin>, query = '') =>
    ((await asAdmin({ method: 'GET', url: `${URL}${query}` })).json().data as { id: number; position: number }[]).map((r) => [r.id, r.position]);

  it('puts a new record last, lists by position and moves a record to a position, renumbering the others', async () => {
    const { app, asAdmin } = await setup();
    const [a, b, c] = (await createThree(app, asAdmin)) as [number, number, number];
    expect(await listed(asAdmin)).toEqual([
      [a, 1],
      [b, 2],
      [c, 3],
    ]);

    const moved = await asAdmin({ method: 'PUT', url: `${URL}/reorder`, payload: { [key]: { id: c, position: 1 } } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: c, position: 1 });
    expect(await listed(asAdmin)).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect(await listed(asAdmin, '?orderBy=position&orderDirection=desc')).toEqual([
      [b, 3],
      [a, 2],
      [c, 1],
    ]);

    // past the end means last
    await asAdmin({ method: 'PUT', url: `${URL}/reorder`, payload: { [key]: { id: c, position: 99 } } });
    expect(await listed(asAdmin)).toEqual([
      [a, 1],
      [b, 2],
      [c, 3],
    ]);

    // a deleted record leaves a gap that the next move closes
    await asAdmin({ method: 'DELETE', url: `${URL}?id=${a}` });
    await asAdmin({ method: 'PUT', url: `${URL}/reorder`, payload: { [key]: { id: c, position: 1 } } });
    expect(await listed(asAdmin)).toEqual([
      [c, 1],
      [b, 2],
    ]);
  });

  it('refuses a bad move in pt-BR naming the field, an unknown record with 404, and a user without UPDATE with 403', async () => {
    const { app, asAdmin } = await setup();
    const [a] = (await createThree(app, asAdmin)) as [number];
    for (const [position, message] of [
      [0, 'Valor inválido'],
      [1.5, 'Valor inválido'],
      ['1', 'Valor inválido'],
    ] as const) {
      const response = await asAdmin({ method: 'PUT', url: `${URL}/reorder`, payload: { [key]: { id: a, position } } });
      expect(response.statusCode).toBe(400);
      expect(response.json().additionalData).toEqual({ [`${key}.position`]: message });
    }
    expect((await asAdmin({ method: 'PUT', url: `${URL}/reorder`, payload: { [key]: { position: 1 } } })).json().additionalData).toEqual({
      [`${key}.id`]: 'Campo obrigatório',
    });
    expect((await asAdmin({ method: 'PUT', url: `${URL}/reorder`, payload: { [key]: { id: 999_999, position: 1 } } })).statusCode).toBe(404);
    const listOnly = await injectAsUserWith(app, database.db, 'admin', [`${feature}:LIST`]);
    expect((await listOnly({ method: 'PUT', url: `${URL}/reorder`, payload: { [key]: { id: a, position: 2 } } })).statusCode).toBe(403);
    expect((await listed(asAdmin)).map(([, position]) => position)).toEqual([1, 2, 3]);
  });

  it('keeps the rule in the database: a position below 1 is refused', async () => {
    const { app, asAdmin } = await setup();
    const [a] = (await createThree(app, asAdmin)) as [number];
    await expect(database.db.update(table).set({ position: 0 }).where(eq(table.id, a))).rejects.toThrow();
  });
});
