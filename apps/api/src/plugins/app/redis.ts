import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis (REDIS_URL), or null: one instance keeps its counters in memory. */
    redis: Redis | null;
  }
}

/**
 * Connects to REDIS_URL when it is set (the limits and counters of several instances live there).
 * Commands wait at most 2 s and are not queued while disconnected, so a Redis outage fails fast (the
 * rate limiter then lets requests through, see rate-limit.ts) instead of holding requests; ioredis
 * reconnects by itself. Closed with the app. ioredis is loaded only then (~2 MB of heap otherwise).
 */
export const redisPlugin = fp<{ url: string | null; client?: Redis | null | undefined }>(
  async (app, { url, client }) => {
    const redis =
      client ??
      (url
        ? new (await import('ioredis')).Redis(url, {
            lazyConnect: true,
            maxRetriesPerRequest: 1,
            enableOfflineQueue: false,
            connectTimeout: 5_000,
            commandTimeout: 2_000,
            retryStrategy: (times) => Math.min(times * 200, 2_000),
          })
        : null);
    if (redis && !client) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'Redis indisponível'));
      await redis.connect();
    }
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      if (redis && !client) await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
