import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@rede/domain';
import { validationError } from '../../lib/app-error.ts';

// domain: the refinements of withPasswordConfirm (ZUserCreateSchema, ZUserUpdateSchema), ZRoleCreateSchema,
// ZRoleUpdateSchema and ZChangePasswordSchema run on a missing (undefined/null) object and throw, which
// would answer 500; this preValidation guard answers the 400 that names the missing field first.
/**
 * preValidation hook: 400 `{ [wrapper]: 'Campo obrigatório' }` when the body's wrapper is missing or
 * null, or (wrapper null) `{ field: 'Campo obrigatório' }` for each required field when there is no body.
 */
export const requirePayload =
  (wrapper: string | null, requiredFields: readonly string[] = []) =>
  async (request: FastifyRequest): Promise<void> => {
    const body = request.body as Record<string, unknown> | null | undefined;
    const payload = wrapper === null ? body : body?.[wrapper];
    if (payload !== undefined && payload !== null) return;
    const fields = wrapper === null ? requiredFields : [wrapper];
    throw validationError(Object.fromEntries(fields.map((field) => [field, MESSAGES.validation.required])));
  };
