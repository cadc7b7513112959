import { ZErrorSchema } from '@rede/domain';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/** `{ [status]: ZErrorSchema }` for a route's documented error answers (OpenAPI). */
export const errorResponses = <S extends ErrorStatus>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorSchema.describe('Erro')])) as Record<S, typeof ZErrorSchema>;
