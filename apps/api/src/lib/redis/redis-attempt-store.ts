import type { Redis } from 'ioredis';
import type { AttemptRecord, AttemptStore } from '../attempt-store.ts';
import { localFallbackGuard } from './local-fallback.ts';

/**
 * `hit`: one round trip, atomic: count + 1, first/last times, the expiry (from the first hit, or from
 * this one with `slide`), answering the record. KEYS[1] the key; ARGV now, ttlMs, slide ('1'/'0').
 */
const HIT = `
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSETNX', KEYS[1], 'firstAt', ARGV[1])
redis.call('HSET', KEYS[1], 'lastAt', ARGV[1])
if count == 1 or ARGV[3] == '1' then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local first = redis.call('HGET', KEYS[1], 'firstAt')
return {count, tonumber(first), redis.call('PTTL', KEYS[1])}
`;

/** `release`: one hit back; the key goes when none is left. */
const RELEASE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local count = redis.call('HINCRBY', KEYS[1], 'count', -1)
if count <= 0 then redis.call('DEL', KEYS[1]) end
return count
`;

type RedisWithScripts = Redis & {
  attemptHit(key: string, now: number, ttlMs: number, slide: string): Promise<[number, number, number]>;
  attemptRelease(key: string): Promise<number>;
};

/**
 * The attempt counters in Redis (REDIS_URL): shared by every instance, so a login or registration
 * limit counts across them. Each key is a hash (count, firstAt, lastAt) with a TTL; keys start with
 * `prefix`.
 */
export const createRedisAttemptStore = (redis: Redis, prefix = 'rede:attempts:'): AttemptStore => {
  const client = redis as RedisWithScripts;
  if (typeof client.attemptHit !== 'function') client.defineCommand('attemptHit', { numberOfKeys: 1, lua: HIT });
  if (typeof client.attemptRelease !== 'function') client.defineCommand('attemptRelease', { numberOfKeys: 1, lua: RELEASE });
  const keyOf = (key: string) => `${prefix}${key}`;

  return {
    async get(key, now) {
      const [fields, ttl] = await Promise.all([client.hgetall(keyOf(key)), client.pttl(keyOf(key))]);
      const count = Number(fields.count ?? 0);
      if (count <= 0 || ttl < 0) return null;
      return { count, firstAt: Number(fields.firstAt ?? now), lastAt: Number(fields.lastAt ?? now), expiresAt: now + ttl } satisfies AttemptRecord;
    },
    async hit(key, { now, ttlMs, slide = false }) {
      const [count, firstAt, ttl] = await client.attemptHit(keyOf(key), now, Math.max(1, Math.round(ttlMs)), slide ? '1' : '0');
      return { count, firstAt, lastAt: now, expiresAt: now + Math.max(0, ttl) };
    },
    async reset(key) {
      await client.del(keyOf(key));
    },
    async release(key) {
      await client.attemptRelease(keyOf(key));
    },
  };
};

/**
 * A shared store that keeps working when it cannot be reached: each call falls back to the local
 * store (the limits then count per instance until Redis answers again), and the outage is logged once
 * per minute at most.
 */
export const withLocalFallback = (shared: AttemptStore, local: AttemptStore, onError: (error: unknown) => void): AttemptStore => {
  const guard = localFallbackGuard(onError);
  return {
    get: (key, now) =>
      guard(
        () => shared.get(key, now),
        () => local.get(key, now),
      ),
    hit: (key, hit) =>
      guard(
        () => shared.hit(key, hit),
        () => local.hit(key, hit),
      ),
    reset: (key) =>
      guard(
        () => shared.reset(key),
        () => local.reset(key),
      ),
    release: (key, now) =>
      guard(
        () => shared.release(key, now),
        () => local.release(key, now),
      ),
  };
};
