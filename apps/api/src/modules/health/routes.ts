import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client.ts';

const ZLivenessSchema = z.object({ status: z.literal('ok') });

const ZDependency = z.enum(['up', 'down', 'off']);
const ZReadinessSchema = z.object({
  status: z.enum(['ok', 'error', 'draining']),
  database: z.enum(['up', 'down']),
  redis: ZDependency.describe("'off' sem REDIS_URL"),
  storage: ZDependency.describe("'off' com os arquivos em disco (sem S3_*)"),
  changeSignal: ZDependency.describe("a conexão que ouve as mudanças das outras instâncias (LISTEN); 'off' no banco embutido"),
});

/** Each dependency check gives up after this long: a readiness probe must answer within the balancer's timeout. */
const CHECK_TIMEOUT_MS = 2_000;

const within = async (check: () => Promise<boolean>): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      check().catch(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * GET /api/health: liveness (the process answers; nothing else is asked, so an outage of the database
 * never gets a healthy process restarted). GET /api/health/ready: readiness for a balancer: the database,
 * Redis (REDIS_URL) and the S3 bucket (S3_*) answer, the connection that hears the other instances'
 * changes is up (on PostgreSQL: without it this instance would serve stale public data, so it leaves the
 * balancer while it reconnects), and the instance is not draining; 503 otherwise.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Vivacidade: o processo responde',
        response: { 200: ZLivenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Prontidão: banco de dados, Redis, armazenamento e sinal de mudanças respondem e a instância não está encerrando',
        response: { 200: ZReadinessSchema, 503: ZReadinessSchema },
      },
    },
    async (_request, reply) => {
      const { redis, uploadStoragePing, directoryRelay } = app;
      const [database, redisUp, storageUp] = await Promise.all([
        within(() => pingDatabase(app.db)),
        redis ? within(async () => (await redis.ping()) === 'PONG') : null,
        uploadStoragePing ? within(uploadStoragePing) : null,
      ]);
      const state = (up: boolean | null) => (up === null ? 'off' : up ? 'up' : 'down');
      const signalUp = directoryRelay ? directoryRelay.listening : null;
      const isUp = database && redisUp !== false && storageUp !== false && signalUp !== false;
      const status = app.lifecycle.draining ? 'draining' : isUp ? 'ok' : 'error';
      return reply.code(status === 'ok' ? 200 : 503).send({
        status,
        database: database ? 'up' : 'down',
        redis: state(redisUp),
        storage: state(storageUp),
        changeSignal: state(signalUp),
      });
    },
  );
};
