import type { preValidationAsyncHookHandler } from 'fastify';
import { MESSAGES } from '@rede/domain';
import { validationError } from '../../lib/app-error.ts';

// domain: withPasswordConfirm's refine reads `data[field]` even when the object is missing (its `when`
// lets it run after the type failure), so `{}` or `{ company: null }` would crash the schema with a 500.
/** preValidation hook: 400 `{ [name]: 'Campo obrigatório' }` unless the body's wrapper is an object. */
export const requireWrapper =
  (name: string): preValidationAsyncHookHandler =>
  async (request) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    const value = body && typeof body === 'object' ? body[name] : undefined;
    if (value === undefined || value === null) throw validationError({ [name]: MESSAGES.validation.required });
  };
