import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { App } from '../src/app.ts';
import { menuSecondarys } from '../src/db/schema/index.ts';
import { TEST_ADMIN, build, createRole, createTestClock, createUser, injectWithLogin, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
const URL = '/api/menuSecondarys';

const setup = async (clock = createTestClock(new Date('2026-06-15T18:30:00Z'))) => {
  const { app } = await build(database.db, { clock });
  const asAdmin = (request: InjectOptions) => injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, request);
  return { app, asAdmin, clock };
};

const userWith = async (app: App, type: 'admin' | 'company', permissions: string[]) => {
  const user = await createUser(database.db, { type, roleId: (await createRole(database.db, { type, permissions })).id });
  return (request: InjectOptions) => injectWithLogin(app, user.email, user.password, request);
};

const count = async () => (await database.db.select().from(menuSecondarys)).length;

describe('menuSecondarys', () => {
  it('creates, lists, reads, updates and deletes a secondary menu', async () => {
    const { asAdmin, clock } = await setup();
    const created = await asAdmin({ method: 'POST', url: URL, payload: { menuSecondary: { title: '  Promoções de Verão ', link: '/promocoes' } } });
    expect(created.statusCode).toBe(201);
    const menu = created.json();
    expect(menu).toEqual({
      id: expect.any(Number),
      position: expect.any(Number),
      title: 'Promoções de Verão',
      link: '/promocoes',
      dtRegister: '2026-06-15T18:30:00.000Z',
      dtUpdate: '2026-06-15T18:30:00.000Z',
    });
    expect((await asAdmin({ method: 'GET', url: `${URL}/${menu.id}` })).json()).toEqual(menu);
    expect((await asAdmin({ method: 'GET', url: `${URL}?searchTerm=promocoes de verao` })).json().data).toContainEqual(menu);

    clock.advance(1000);
    const updated = await asAdmin({ method: 'PUT', url: URL, payload: { menuSecondary: { id: menu.id, title: 'Promoções' } } });
    expect(updated.json()).toEqual({ ...menu, title: 'Promoções', dtUpdate: '2026-06-15T18:30:01.000Z' });

    expect((await asAdmin({ method: 'DELETE', url: `${URL}?id=${menu.id}` })).statusCode).toBe(200);
    expect((await asAdmin({ method: 'GET', url: `${URL}/${menu.id}` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'DELETE', url: `${URL}?id=${menu.id}` })).statusCode).toBe(404);
  });

  it('requires the wrapper, the title and the id; stores nothing when refused', async () => {
    const { asAdmin } = await setup();
    const before = await count();
    const cases: [InjectOptions, Record<string, string>][] = [
      [{ method: 'POST', url: URL, payload: { title: 'Sem invólucro' } }, { menuSecondary: 'Campo obrigatório' }],
      [{ method: 'POST', url: URL, payload: { menuSecondary: { link: '/x' } } }, { 'menuSecondary.title': 'Campo obrigatório' }],
      [{ method: 'POST', url: URL, payload: { menuSecondary: { title: ['x'] } } }, { 'menuSecondary.title': 'Valor inválido' }],
      [{ method: 'POST', url: URL, payload: { menuSecondary: { title: 'Ok', link: 'ftp://x' } } }, { 'menuSecondary.link': 'Link inválido' }],
      [{ method: 'PUT', url: URL, payload: { menuSecondary: { title: 'Sem id' } } }, { 'menuSecondary.id': 'Campo obrigatório' }],
    ];
    for (const [call, fields] of cases) {
      const response = await asAdmin(call);
      expect(response.statusCode, JSON.stringify(call.payload)).toBe(400);
      expect(response.json().additionalData).toMatchObject(fields);
    }
    expect(await count()).toBe(before);
  });

  it('enforces MENUSECONDARY permissions and the admin-type restriction', async () => {
    const { app, asAdmin } = await setup();
    const { id } = (await asAdmin({ method: 'POST', url: URL, payload: { menuSecondary: { title: 'Permissões' } } })).json();
    expect((await app.inject({ method: 'GET', url: `${URL}/${id}` })).statusCode).toBe(401);
    const reader = await userWith(app, 'admin', ['MENUSECONDARY:LIST']);
    const company = await userWith(app, 'company', ['MENUSECONDARY:LIST', 'MENUSECONDARY:CREATE', 'MENUSECONDARY:UPDATE', 'MENUSECONDARY:DELETE']);
    const all = await userWith(app, 'admin', ['MENUSECONDARY:LIST', 'MENUSECONDARY:CREATE', 'MENUSECONDARY:UPDATE', 'MENUSECONDARY:DELETE']);
    const calls: InjectOptions[] = [
      { method: 'GET', url: URL },
      { method: 'GET', url: `${URL}/${id}` },
      { method: 'POST', url: URL, payload: { menuSecondary: { title: 'Novo' } } },
      { method: 'PUT', url: URL, payload: { menuSecondary: { id, title: 'Alterado' } } },
      { method: 'DELETE', url: `${URL}?id=${id}` },
    ];
    const statuses = async (as: (r: InjectOptions) => Promise<{ statusCode: number }>) => {
      const out: number[] = [];
      for (const call of calls) out.push((await as(call)).statusCode);
      return out;
    };
    expect(await statuses(reader)).toEqual([200, 200, 403, 403, 403]);
    expect(await statuses(company)).toEqual([403, 403, 403, 403, 403]);
    expect(await statuses(all)).toEqual([200, 200, 201, 200, 200]);
  });

  it('sorts by title ignoring accents and case, and searches title or link', async () => {
    const { asAdmin } = await setup();
    const tag = crypto.randomUUID().slice(0, 8);
    for (const title of ['Último', 'abacate', 'Água', 'Zebra']) {
      await asAdmin({ method: 'POST', url: URL, payload: { menuSecondary: { title: `${tag} ${title}`, link: `/${tag}/${title.length}` } } });
    }
    const sorted = (await asAdmin({ method: 'GET', url: `${URL}?searchTerm=${tag}&orderBy=title` })).json();
    expect(sorted.data.map((m: { title: string }) => m.title)).toEqual(['abacate', 'Água', 'Último', 'Zebra'].map((t) => `${tag} ${t}`));
    const byLink = (await asAdmin({ method: 'GET', url: `${URL}?searchTerm=${encodeURIComponent(`/${tag}/5`)}` })).json();
    expect(byLink.data.map((m: { title: string }) => m.title).sort()).toEqual([`${tag} Zebra`]);
  });
});
