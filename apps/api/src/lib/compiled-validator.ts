import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { compile, type ZodType } from 'zod';

/**
 * fastify-type-provider-zod's validator on each route's schema compiled by zod (`compile()`, once per schema when the
 * route is registered): a generated parser for the inputs it can model, which hands anything it refuses (an error, a
 * feature it does not support) to zod's own parser, so the values and the pt-BR errors are zod's. Parsing the public
 * queries this way is cheaper than zod's runtime parser (docs/decisions/0161-route-inputs-validated-by-compiled-zod.md).
 */
export const compiledValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => validatorCompiler({ ...route, schema: compile(route.schema) });
