import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AnalyticsGateStore } from './analytics-gate.ts';
import { localFallbackGuard } from '../../lib/redis/local-fallback.ts';

/** `add`: INCRBY, the expiry set by the first addition. KEYS[1] the counter; ARGV n, windowMs. */
const ADD = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
if total == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return total
`;

/** A day's secret outlives its day by this much (a request at midnight may still ask for it), then Redis forgets it. */
const SECRET_TTL_MS = 2 * 24 * 60 * 60_000;

/**
 * The analytics gate's marks in Redis, so every instance counts a visitor's event once: `SET … NX PX` per mark (one
 * pipeline a batch), the budget with one script. The day's secret is drawn by the first instance that needs it
 * (`SET NX`) and read by the others, in Redis only (never in the database), expiring after the day.
 */
export const createRedisGateStore = (redis: Redis, prefix: string): AnalyticsGateStore => {
  let secret = { day: '', value: Buffer.alloc(0) };
  return {
    async firstSeen(keys, ttlMs) {
      if (keys.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.set(`${prefix}seen:${key}`, '1', 'PX', ttlMs, 'NX');
      const results = (await pipeline.exec()) ?? [];
      return results.map(([error, value]) => {
        if (error) throw error;
        return value === 'OK';
      });
    },
    async add(key, n, windowMs) {
      return Number(await redis.eval(ADD, 1, `${prefix}budget:${key}`, n, windowMs));
    },
    async daySecret(day) {
      if (secret.day === day) return secret.value;
      const key = `${prefix}secret:${day}`;
      await redis.set(key, randomBytes(32).toString('base64'), 'PX', SECRET_TTL_MS, 'NX');
      const stored = await redis.get(key);
      if (!stored) throw new Error('analytics: segredo do dia ausente no Redis');
      secret = { day, value: Buffer.from(stored, 'base64') };
      return secret.value;
    },
  };
};

/**
 * A shared store that keeps working when Redis cannot be reached: each call falls back to the local store (the
 * marks then count per instance until Redis answers again), the outage logged once per minute at most.
 */
export const withLocalGateFallback = (
  shared: AnalyticsGateStore,
  local: AnalyticsGateStore,
  onError: (error: unknown) => void,
): AnalyticsGateStore => {
  const guard = localFallbackGuard(onError);
  return {
    firstSeen: (keys, ttlMs) =>
      guard(
        () => shared.firstSeen(keys, ttlMs),
        () => local.firstSeen(keys, ttlMs),
      ),
    add: (key, n, windowMs) =>
      guard(
        () => shared.add(key, n, windowMs),
        () => local.add(key, n, windowMs),
      ),
    daySecret: (day) =>
      guard(
        () => shared.daySecret(day),
        () => local.daySecret(day),
      ),
  };
};
