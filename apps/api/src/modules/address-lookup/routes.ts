import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatCep, formatMessage, MESSAGES, onlyDigits, ZAddressLookupSchema, zCep, ZErrorSchema } from '@rede/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { municipalityName } from '../../lib/municipalities.ts';
import { CepProviderError } from './cep-provider.ts';

const TAGS = ['address'];

/**
 * /api/address/cep/{cep}: the address of a CEP through the API (public: the registration uses it),
 * cached, rate limited per IP. Unknown CEP 404 'CEP não encontrado'; service failure 502.
 */
export const addressLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits } = app;
  const limit = app.rateLimit({ max: rateLimits.lookupMax, timeWindow: rateLimits.ipWindowMs });

  app.get(
    '/cep/:cep',
    {
      onRequest: [limit],
      schema: {
        tags: TAGS,
        summary: 'Endereço de um CEP (logradouro, bairro, localidade, uf, cep) pelo serviço postal, com cache',
        params: z.object({ cep: zCep() }),
        response: { 200: ZAddressLookupSchema, ...errorResponses(400, 404, 429), 502: ZErrorSchema.describe('Falha do serviço de CEP') },
      },
    },
    async (request) => {
      const cep = onlyDigits(request.params.cep);
      try {
        const address = await app.cepLookup.find(cep);
        if (!address) throw notFound(MESSAGES.cep.notFound);
        // the city as the company forms take it: the municipality's own (IBGE) name
        const localidade = municipalityName(address.uf.toUpperCase(), address.localidade) ?? address.localidade;
        return { ...address, localidade, cep: formatCep(address.cep || cep) };
      } catch (error) {
        if (!(error instanceof CepProviderError)) throw error;
        request.log.warn({ err: error, cep }, 'falha ao consultar o serviço de CEP');
        throw new AppError(502, formatMessage(MESSAGES.cep.lookupError, { message: error.message }));
      }
    },
  );
};
