/**
 * Several instances on one Redis (REDIS_URL): a visitor's engagement event counts once across them, the per-user
 * budget of company writes and the per-IP budget of place lookups are one budget, and Redis holds nothing of
 * the visitor's address. Needs the Redis server at 127.0.0.1:6379 (REDIS_TEST_URL overrides); skipped with a
 * message where there is none.
 */
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows-of.ts';
import { analyticsPartnerDaily } from '../src/db/schema/index.ts';
import { createMemoryGateStore } from '../src/modules/analytics/analytics-gate.ts';
import { createRedisGateStore, withLocalGateFallback } from '../src/modules/analytics/redis-gate-store.ts';
import type { Geocoder } from '../src/modules/geocoding/geocoder.ts';
import { as, companyPayload, createCompanyUser, lineIdsByName, newCnpj } from './company-helpers.ts';
import { build, createCompany, useTestDatabase } from './helpers/index.ts';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

const isReachable = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = connect(Number(url.port || 6379), url.hostname);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
  setTimeout(() => {
    socket.destroy();
    resolve(false);
  }, 1_000);
});
if (!isReachable) console.warn(`Redis não encontrado em ${REDIS_URL}: testes de limites por visitante compartilhados ignorados`);

const database = useTestDatabase();
const prefix = `test:${process.pid}:${crypto.randomUUID().slice(0, 8)}:`;
const inspect = isReachable ? new Redis(REDIS_URL, { lazyConnect: true }) : null;

afterAll(async () => {
  if (!inspect) return;
  await inspect.connect().catch(() => undefined);
  const keys = await inspect.keys(`${prefix}*`);
  if (keys.length > 0) await inspect.del(...keys);
  await inspect.quit();
});

/** Two instances of the API on one database and one Redis. */
const twoInstances = async (options: Omit<Parameters<typeof build>[1] & object, 'config'> = {}) => {
  const config = { redisUrl: REDIS_URL, redisKeyPrefix: prefix };
  const a = await build(database.db, { ...options, config });
  const b = await build(database.db, { ...options, config });
  return [a.app, b.app] as const;
};

describe.runIf(isReachable)('per-visitor and per-user limits shared through Redis', () => {
  it("counts a visitor's click once across instances, another visitor's too; Redis keys name no address", async () => {
    const [a, b] = await twoInstances();
    const company = await createCompany(database.db, { name: 'Baterias Redis' });
    const address = '198.51.100.23';
    const click = (app: typeof a, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        payload: { events: [{ type: 'whatsapp_click', partnerId: company.id }] },
        remoteAddress,
      });
    for (let i = 0; i < 6; i += 1) expect((await click(i % 2 === 0 ? a : b, address)).statusCode).toBe(204);
    expect((await click(b, '198.51.100.24')).statusCode).toBe(204);
    await a.analytics.flush();
    await b.analytics.flush();
    const [row] = rowsOf<{ total: number | string }>(
      await database.db.execute(sql`select coalesce(sum(count), 0) as total from ${analyticsPartnerDaily} where company_id = ${company.id}`),
    );
    expect(Number(row!.total)).toBe(2);

    await inspect!.connect().catch(() => undefined);
    const keys = await inspect!.keys(`${prefix}analytics:*`);
    expect(keys.filter((key) => key.includes(':seen:'))).toHaveLength(2);
    expect(keys.some((key) => key.includes(':secret:'))).toBe(true);
    const values = await Promise.all(keys.filter((key) => !key.includes(':secret:')).map((key) => inspect!.get(key)));
    expect(JSON.stringify([keys, values])).not.toContain(address);
    expect(JSON.stringify([keys, values])).not.toContain('198.51.100');
  });

  it('the company writes of a user count in one budget across instances', async () => {
    const [a, b] = await twoInstances({ rateLimits: { companyWritesMax: 3 } });
    const lines = await lineIdsByName(database.db);
    const cnpj = newCnpj();
    const company = await createCompany(database.db, { cnpj: cnpj.replace(/\D/g, ''), status: 'pending', lineIds: [lines.Moto!] });
    const user = await createCompanyUser(database.db, [company.id]);
    const edit = (app: typeof a, name: string) =>
      as(
        app,
        user,
      )({
        method: 'PUT',
        url: `/api/companys/companyUsers/companysByUser/${company.id}`,
        payload: { company: { ...companyPayload({ cnpj, name, lines: [lines.Moto] }), id: company.id } },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await edit(i % 2 === 0 ? a : b, `Edição ${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("a visitor's place lookups count in one budget across instances", async () => {
    const asked: string[] = [];
    const geocoder: Geocoder = async (query) => {
      asked.push(query);
      return [];
    };
    const [a, b] = await twoInstances({ rateLimits: { lookupMax: 2 }, geocoder });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      const app = i % 2 === 0 ? a : b;
      const q = encodeURIComponent(`Rua Compartilhada ${i}`);
      statuses.push((await app.inject({ method: 'GET', url: `/api/companys/listfiltred/place?q=${q}`, remoteAddress: '198.51.100.40' })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 429]);
    expect(asked).toHaveLength(2);
  });

  it("one route's per-IP budget is not another's: browsing the directory leaves the login budget whole", async () => {
    const [a] = await twoInstances({ rateLimits: { ipMax: 3, publicMax: 1_000 } });
    const ip = '198.51.100.50';
    for (let i = 0; i < 5; i += 1) {
      expect((await a.inject({ method: 'GET', url: '/api/companys/listfiltred/open?pageSize=1', remoteAddress: ip })).statusCode).toBe(200);
    }
    const login = () =>
      a.inject({ method: 'POST', url: '/api/login/login', payload: { userName: 'ninguem@teste.com.br', password: 'x' }, remoteAddress: ip });
    expect([(await login()).statusCode, (await login()).statusCode, (await login()).statusCode, (await login()).statusCode]).toEqual([
      401, 401, 401, 429,
    ]);
  });

  it('the gate falls back to memory when Redis cannot be reached', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => undefined);
    const errors: unknown[] = [];
    const store = withLocalGateFallback(createRedisGateStore(unreachable, prefix), createMemoryGateStore({ now: Date.now }), (error) =>
      errors.push(error),
    );
    expect(await store.firstSeen(['x', 'x'], 60_000)).toEqual([true, false]);
    expect(await store.add('budget', 3, 60_000)).toBe(3);
    expect(await store.add('budget', 2, 60_000)).toBe(5);
    expect((await store.daySecret('2026-01-01')).length).toBe(32);
    expect(errors).toHaveLength(1);
    unreachable.disconnect();
  });
});
