/**
 * Several instances share their limits through Redis (REDIS_URL): per-IP rate limits,
 * the login throttle and the registration slots count across instances. Needs the Redis server at
 * 127.0.0.1:6379 (REDIS_TEST_URL overrides); skipped with a message where there is none.
 */
import { connect } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryAttemptStore } from '../src/lib/attempt-store.ts';
import { createRedisAttemptStore, withLocalFallback } from '../src/lib/redis/redis-attempt-store.ts';
import { build, createUser, useTestDatabase } from './helpers/index.ts';

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
if (!isReachable) console.warn(`Redis não encontrado em ${REDIS_URL}: testes de limites compartilhados ignorados`);

const database = useTestDatabase();
const prefix = `test:${process.pid}:${crypto.randomUUID().slice(0, 8)}:`;
const cleanup = isReachable ? new Redis(REDIS_URL, { lazyConnect: true }) : null;

afterAll(async () => {
  if (!cleanup) return;
  await cleanup.connect().catch(() => undefined);
  const keys = await cleanup.keys(`${prefix}*`);
  if (keys.length > 0) await cleanup.del(...keys);
  await cleanup.quit();
});

/** Two instances of the API on one database and one Redis. */
const twoInstances = async (rateLimits: Record<string, number> = {}) => {
  const config = { redisUrl: REDIS_URL, redisKeyPrefix: prefix };
  const a = await build(database.db, { config, rateLimits });
  const b = await build(database.db, { config, rateLimits });
  return [a.app, b.app] as const;
};

describe.runIf(isReachable)('limits shared through Redis', () => {
  it('the per-IP login limit counts across instances: the 11th attempt in a minute through any instance gets 429', async () => {
    const [a, b] = await twoInstances({ ipMax: 10 });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const app = i % 2 === 0 ? a : b;
      const response = await app.inject({
        method: 'POST',
        url: '/api/login/login',
        payload: { userName: `ninguem.${i}@teste.com.br`, password: 'x' },
        remoteAddress: '10.44.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("an account's failed logins from one address count across instances", async () => {
    const [a, b] = await twoInstances({ loginFailuresMax: 3 });
    const user = await createUser(database.db);
    const attempt = (app: typeof a, password: string) =>
      app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: user.email, password }, remoteAddress: '10.44.0.2' });
    const statuses = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await attempt(i % 2 === 0 ? a : b, `errada-${i}`)).statusCode);
    expect(statuses).toContain(429);
    // the instance that saw fewer failures refuses too: the count is shared
    expect((await attempt(b, user.password)).statusCode).toBe(429);
  });

  it('the shared store keeps counting when Redis cannot be reached: each instance falls back to its own memory', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => undefined);
    const errors: unknown[] = [];
    const store = withLocalFallback(createRedisAttemptStore(unreachable, prefix), createMemoryAttemptStore(), (error) => errors.push(error));
    const now = Date.now();
    await store.hit('k', { now, ttlMs: 60_000 });
    expect((await store.hit('k', { now, ttlMs: 60_000 })).count).toBe(2);
    expect((await store.get('k', now))?.count).toBe(2);
    expect(errors).toHaveLength(1);
    unreachable.disconnect();
  });

  it('the Redis store takes a slot back and forgets expired keys', async () => {
    const redis = new Redis(REDIS_URL);
    const store = createRedisAttemptStore(redis, `${prefix}unit:`);
    const now = Date.now();
    await store.hit('slot', { now, ttlMs: 1_000 });
    await store.hit('slot', { now, ttlMs: 1_000 });
    await store.release('slot', now);
    expect((await store.get('slot', now))?.count).toBe(1);
    await store.release('slot', now);
    expect(await store.get('slot', now)).toBeNull();
    await store.hit('brief', { now, ttlMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.get('brief', Date.now())).toBeNull();
    await redis.quit();
  });
});
