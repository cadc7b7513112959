import type { FastifySchema, FastifySchemaValidationError } from 'fastify';

type SchemaErrorDataVar = 'body' | 'headers' | 'params' | 'querystring' | string;
import { MESSAGES } from '@rede/domain';
import type { z } from 'zod';

const PT_BR_MESSAGES = new Set<string>(Object.values(MESSAGES.validation));

/** zod's English defaults start like this; anything else is a message the schema chose (pt-BR). */
const isEnglishDefault = (message: string) => /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)\b/.test(message);

const wasMissing = (error: FastifySchemaValidationError) =>
  error.keyword === 'required' || (error.keyword === 'invalid_type' && /received (undefined|null)$/.test(error.message ?? ''));

const messageFor = (error: FastifySchemaValidationError): string => {
  const message = error.message ?? '';
  if (PT_BR_MESSAGES.has(message) || (message !== '' && !isEnglishDefault(message))) return message;
  if (wasMissing(error)) return MESSAGES.validation.required;
  const params = error.params as { origin?: string; minimum?: unknown };
  if (error.keyword === 'too_small' && params.origin === 'array') return MESSAGES.validation.arrayMin;
  if (error.keyword === 'too_small' && params.origin === 'string' && params.minimum === 1) return MESSAGES.validation.required;
  if (error.keyword === 'invalid_format' && (error.params as { format?: string }).format === 'email') return MESSAGES.validation.email;
  return MESSAGES.validation.invalid;
};

/** The top-level keys a zod object schema requires (to name a missing wrapper such as `company`). */
const requiredKeys = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  if (!shape || typeof shape !== 'object') return [];
  return Object.entries(shape)
    .filter(([, value]) => typeof value?.safeParse === 'function' && !value.safeParse(undefined).success)
    .map(([key]) => key);
};

/**
 * `{ "<dotted path>": "<pt-BR message>" }` from schema validation errors. A failure at the root
 * (no body at all, or not an object) names the schema's required keys, e.g. the `company` wrapper.
 */
export const validationFields = (
  errors: FastifySchemaValidationError[],
  context: SchemaErrorDataVar | undefined,
  routeSchema: FastifySchema | undefined,
): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = error.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    if (path === '') {
      const schema = context ? (routeSchema as Record<string, unknown> | undefined)?.[context] : undefined;
      const keys = requiredKeys(schema);
      if (keys.length > 0) {
        for (const key of keys) fields[key] ??= MESSAGES.validation.required;
        continue;
      }
      fields[context ?? 'body'] ??= messageFor(error);
      continue;
    }
    fields[path] ??= messageFor(error);
  }
  return fields;
};
