import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCheckExistQuerySchema, ZCheckExistResultSchema } from '@rede/domain';
import { errorResponses } from '../../lib/schemas.ts';
import { cnpjExists, emailExists } from './check-exist.ts';

const TAGS = ['checkExist'];

/**
 * /api/checkExist: public uniqueness checks of the registration and company forms ('<title> Já está
 * em uso'), rate limited per IP (both routes share one budget). `ignoreId`: the company (cnpj) or the
 * user (email) being edited.
 */
export const checkExistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, rateLimits } = app;
  const limit = app.rateLimit({ max: rateLimits.lookupMax, timeWindow: rateLimits.ipWindowMs });
  const schema = (summary: string) => ({
    tags: TAGS,
    summary,
    querystring: ZCheckExistQuerySchema,
    response: { 200: ZCheckExistResultSchema, ...errorResponses(400, 429) },
  });

  app.get('/cnpj', { onRequest: [limit], schema: schema('O CNPJ já está cadastrado? (com ou sem máscara)') }, async (request) => ({
    exists: await cnpjExists(db, request.query.value, request.query.ignoreId),
  }));

  app.get('/email', { onRequest: [limit], schema: schema('O e-mail já é de um usuário? (sem diferenciar maiúsculas)') }, async (request) => ({
    exists: await emailExists(db, request.query.value, request.query.ignoreId),
  }));
};
