import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRuntimeConfigSchema } from '@rede/domain';
import { buildPublicConfig } from './public-config.ts';

/** GET /api/config (public): system name, copyright, branding, hosts, map tiles and customer service for the web app. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicConfig = buildPublicConfig(app.config);
  app.get(
    '/config',
    { schema: { tags: ['sistema'], summary: 'Configuração de execução do aplicativo web', response: { 200: ZRuntimeConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return publicConfig;
    },
  );
};
