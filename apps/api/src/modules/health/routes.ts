import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client.ts';

const ZHealthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['up', 'down']) });

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Estado do servidor e do banco de dados',
        response: { 200: ZHealthSchema, 503: ZHealthSchema },
      },
    },
    async (_request, reply) => {
      const isUp = await pingDatabase(app.db);
      return isUp
        ? reply.code(200).send({ status: 'ok', database: 'up' })
        : reply.code(503).send({ status: 'error', database: 'down' });
    },
  );
};
