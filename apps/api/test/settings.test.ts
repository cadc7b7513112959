import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { settings } from '../src/db/schema/index.ts';
import { DEFAULT_PRIVACY_POLICY, DEFAULT_TERMS_AND_CONDITIONS } from '../src/db/seed/default-legal-texts.ts';
import { TEST_ADMIN, build, createTestClock, injectAsUserWith, injectWithLogin, storeTestImage, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
const URL = '/api/settings';

const setup = async () => {
  const clock = createTestClock(new Date('2026-09-01T08:00:00Z'));
  const { app } = await build(database.db, { clock, config: { dataDir: mkdtempSync(join(tmpdir(), 'rede-settings-')) } });
  const asAdmin = (request: InjectOptions) => injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, request);
  return { app, asAdmin, clock };
};

describe('settings', () => {
  it('reads record 1 and updates it: fields sent are saved, fields left out are kept, null clears', async () => {
    const { app, asAdmin, clock } = await setup();
    const desk = await storeTestImage(app);
    const mobile = await storeTestImage(app);
    const first = await asAdmin({ method: 'GET', url: `${URL}/1` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: 1,
      termsAndConditions: DEFAULT_TERMS_AND_CONDITIONS,
      privacyPolicy: DEFAULT_PRIVACY_POLICY,
      bannerMobile: null,
      bannerDesk: null,
    });

    clock.advance(60_000);
    const full = await asAdmin({
      method: 'PUT',
      url: URL,
      payload: {
        setting: {
          id: 1,
          termsAndConditions: 'Termos\n\nCláusula 1',
          privacyPolicy: 'Política',
          bannerDesk: `/api/uploads/files/${desk}`,
          bannerMobile: mobile,
        },
      },
    });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({
      id: 1,
      termsAndConditions: 'Termos\n\nCláusula 1',
      privacyPolicy: 'Política',
      bannerDesk: desk,
      bannerMobile: mobile,
      dtUpdate: '2026-09-01T08:01:00.000Z',
    });

    const termsOnly = await asAdmin({ method: 'PUT', url: URL, payload: { setting: { id: 1, termsAndConditions: 'Novos termos' } } });
    expect(termsOnly.json()).toMatchObject({ termsAndConditions: 'Novos termos', privacyPolicy: 'Política', bannerDesk: desk, bannerMobile: mobile });

    const cleared = await asAdmin({ method: 'PUT', url: URL, payload: { setting: { id: 1, bannerMobile: null, privacyPolicy: '' } } });
    expect(cleared.json()).toMatchObject({ termsAndConditions: 'Novos termos', privacyPolicy: null, bannerMobile: null, bannerDesk: desk });
  });

  it('lists with paging, creates another record and deletes it, but never record 1', async () => {
    const { asAdmin } = await setup();
    const created = await asAdmin({ method: 'POST', url: URL, payload: { setting: { termsAndConditions: 'Cópia' } } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(id).not.toBe(1);

    const list = (await asAdmin({ method: 'GET', url: `${URL}?pageSize=10&pageIndex=0&orderBy=id&orderDirection=asc` })).json();
    expect(list.data[0].id).toBe(1);
    expect(list.total).toBe(list.data.length);
    expect(list.data.map((s: { id: number }) => s.id)).toContain(id);

    const refused = await asAdmin({ method: 'DELETE', url: `${URL}?id=1` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'As configurações do registro 1 são usadas pelo sistema (termos, política de privacidade e banners) e não podem ser excluídas.',
      additionalData: null,
    });
    expect(await database.db.select().from(settings).where(eq(settings.id, 1))).toHaveLength(1);

    expect((await asAdmin({ method: 'DELETE', url: `${URL}?id=${id}` })).statusCode).toBe(200);
    expect((await asAdmin({ method: 'GET', url: `${URL}/${id}` })).statusCode).toBe(404);
  });

  it('refuses bad input naming the field and changes nothing', async () => {
    const { asAdmin } = await setup();
    const before = await database.db.select().from(settings);
    const cases: [InjectOptions, Record<string, string>][] = [
      [{ method: 'PUT', url: URL, payload: { id: 1, termsAndConditions: 'x' } }, { setting: 'Campo obrigatório' }],
      [{ method: 'PUT', url: URL, payload: { setting: { termsAndConditions: 'x' } } }, { 'setting.id': 'Campo obrigatório' }],
      [{ method: 'PUT', url: URL, payload: { setting: { id: 1, termsAndConditions: 3 } } }, { 'setting.termsAndConditions': 'Valor inválido' }],
      [
        { method: 'PUT', url: URL, payload: { setting: { id: 1, bannerDesk: `${crypto.randomUUID()}.png` } } },
        { 'setting.bannerDesk': 'Valor inválido' },
      ],
      [{ method: 'POST', url: URL, payload: {} }, { setting: 'Campo obrigatório' }],
    ];
    for (const [call, fields] of cases) {
      const response = await asAdmin(call);
      expect(response.statusCode, JSON.stringify(call.payload)).toBe(400);
      expect(response.json().additionalData).toMatchObject(fields);
    }
    expect(await database.db.select().from(settings)).toEqual(before);
    expect((await asAdmin({ method: 'PUT', url: URL, payload: { setting: { id: 424242 } } })).statusCode).toBe(404);
  });

  it('enforces SETTING permissions', async () => {
    const { app } = await setup();
    const calls: InjectOptions[] = [
      { method: 'GET', url: URL },
      { method: 'GET', url: `${URL}/1` },
      { method: 'POST', url: URL, payload: { setting: {} } },
      { method: 'PUT', url: URL, payload: { setting: { id: 1 } } },
      { method: 'DELETE', url: `${URL}?id=999999` },
    ];
    for (const call of calls) expect((await app.inject(call)).statusCode).toBe(401);
    const statuses = async (as: (r: InjectOptions) => Promise<{ statusCode: number }>) => {
      const out: number[] = [];
      for (const call of calls) out.push((await as(call)).statusCode);
      return out;
    };
    expect(await statuses(await injectAsUserWith(app, database.db, 'admin', ['SETTING:LIST']))).toEqual([200, 200, 403, 403, 403]);
    expect(await statuses(await injectAsUserWith(app, database.db, 'admin', ['LINE:LIST']))).toEqual([403, 403, 403, 403, 403]);
    expect(
      await statuses(await injectAsUserWith(app, database.db, 'admin', ['SETTING:LIST', 'SETTING:CREATE', 'SETTING:UPDATE', 'SETTING:DELETE'])),
    ).toEqual([200, 200, 201, 200, 404]);
  });

  it('GET /api/settings/public answers record 1 texts and banners without login, briefly cached', async () => {
    const { app, asAdmin } = await setup();
    const desk = await storeTestImage(app);
    await asAdmin({
      method: 'PUT',
      url: URL,
      payload: { setting: { id: 1, termsAndConditions: 'Termos públicos', privacyPolicy: 'Privacidade', bannerDesk: desk } },
    });
    const response = await app.inject({ method: 'GET', url: `${URL}/public` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual({ termsAndConditions: 'Termos públicos', privacyPolicy: 'Privacidade', bannerMobile: null, bannerDesk: desk });
  });

  it('GET /api/settings/public comes from memory until a write through the API, which shows at once', async () => {
    const { app, asAdmin } = await setup();
    const terms = async () =>
      ((await app.inject({ method: 'GET', url: `${URL}/public` })).json() as { termsAndConditions: string | null }).termsAndConditions;
    await asAdmin({ method: 'PUT', url: URL, payload: { setting: { id: 1, termsAndConditions: 'Versão 1' } } });
    expect(await terms()).toBe('Versão 1');
    // a change behind the API's back is not read again (a page render asks for these on every miss)
    await database.db.update(settings).set({ termsAndConditions: 'Por fora' }).where(eq(settings.id, 1));
    expect(await terms()).toBe('Versão 1');
    await asAdmin({ method: 'PUT', url: URL, payload: { setting: { id: 1, termsAndConditions: 'Versão 2' } } });
    expect(await terms()).toBe('Versão 2');
  });
});
