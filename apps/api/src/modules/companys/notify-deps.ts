import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MailMessage, Mailer } from '../../plugins/app/mailer.ts';

/** What the notify-* functions need (build it from the app: db, mailer, log, config). */
export type NotifyDeps = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  systemName: string;
  /** BACKOFFICE_HOST (links in the messages), or null. */
  backofficeHost: string | null;
};

/** Sends each message on its own; a failure is logged, never thrown. Returns how many were sent. */
export const sendAll = async (deps: Pick<NotifyDeps, 'mailer' | 'log'>, messages: readonly MailMessage[], context: Record<string, unknown>) => {
  const results = await Promise.allSettled(messages.map((m) => deps.mailer.send(m)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') deps.log.error({ err: result.reason, to: messages[index]!.to, ...context }, 'falha ao enviar e-mail');
  });
  return results.filter((r) => r.status === 'fulfilled').length;
};
