import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/app/auth.ts';

/** Who acted, as a company log entry records it (plus where from). */
export type LogActor = { id: number; name: string; email: string; ip: string | null; userAgent: string | null };

/** The logged user of the request as a log actor. */
export const logActorOf = (request: FastifyRequest): LogActor => {
  const user = requireUser(request);
  const userAgent = request.headers['user-agent'];
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 1000) : null,
  };
};
