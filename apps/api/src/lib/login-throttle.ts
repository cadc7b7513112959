import type { RateLimits } from '../config/rate-limits.ts';
import type { AttemptRecord, AttemptStore } from './attempt-store.ts';
import type { Clock } from './clock.ts';

export type LoginClient = { account: string; ip: string | null };

export type LoginThrottle = {
  /** Seconds this client must wait before trying this account again, or 0. Never > 0 for a client without failures. */
  retryAfter(client: LoginClient): Promise<number>;
  /** Records a failed login; answers the counts (for the log). */
  fail(client: LoginClient): Promise<{ clientFailures: number; ipFailures: number; accountFailures: number }>;
  /** A successful login clears this client's failures on this account (not the address's other failures). */
  succeed(client: LoginClient): Promise<void>;
};

type Settings = Pick<
  RateLimits,
  'loginFailuresMax' | 'loginFailuresWindowMs' | 'loginDelayBaseMs' | 'loginDelayMaxMs' | 'loginIpFailuresMax' | 'loginAccountAlarm'
>;

/**
 * Failed-login throttling by account AND client address together, with growing delays instead of a
 * lockout: the first `loginFailuresMax` failures of a client on an account are free, then each one
 * makes it wait `loginDelayBaseMs × 2^(n − free)` (at most `loginDelayMaxMs`) after the last. A client
 * that has not failed is never delayed, so nobody can lock another person out of their account.
 * Two more counters tighten it:
 * - per address, across accounts (a spray from one address): `loginIpFailuresMax` free, then the same delays;
 * - per account, across addresses (a spread attack): past `loginAccountAlarm` failures in the window, a
 *   client gets delays from its FIRST failure on that account (still none before it fails).
 * Failures are forgotten `loginFailuresWindowMs` after the last one. Counters live in the AttemptStore.
 */
export const createLoginThrottle = ({ store, clock, limits }: { store: AttemptStore; clock: Clock; limits: Settings }): LoginThrottle => {
  const keys = ({ account, ip }: LoginClient) => {
    const address = ip ?? 'unknown';
    return { client: `login:client:${account}|${address}`, ip: `login:ip:${address}`, account: `login:account:${account}` };
  };
  const ttlMs = Math.max(limits.loginFailuresWindowMs, limits.loginDelayMaxMs * 2);

  const waitMs = (record: AttemptRecord | null, free: number, now: number): number => {
    if (!record || record.count < free) return 0;
    const delay = Math.min(limits.loginDelayMaxMs, limits.loginDelayBaseMs * 2 ** Math.min(30, record.count - free));
    return Math.max(0, record.lastAt + delay - now);
  };

  return {
    async retryAfter(client) {
      const now = clock().getTime();
      const key = keys(client);
      const [own, ip, account] = await Promise.all([store.get(key.client, now), store.get(key.ip, now), store.get(key.account, now)]);
      const underAttack = (account?.count ?? 0) >= limits.loginAccountAlarm;
      const wait = Math.max(waitMs(own, underAttack ? 1 : limits.loginFailuresMax, now), waitMs(ip, limits.loginIpFailuresMax, now));
      return wait > 0 ? Math.ceil(wait / 1000) : 0;
    },
    async fail(client) {
      const now = clock().getTime();
      const key = keys(client);
      const hit = { now, ttlMs, slide: true };
      const [own, ip, account] = await Promise.all([
        store.hit(key.client, hit),
        store.hit(key.ip, hit),
        store.hit(key.account, { now, ttlMs: limits.loginFailuresWindowMs }),
      ]);
      return { clientFailures: own.count, ipFailures: ip.count, accountFailures: account.count };
    },
    async succeed(client) {
      await store.reset(keys(client).client);
    },
  };
};
