import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** What the app needs from mail; tests inject a fake that records messages. */
export type Mailer = { send(message: MailMessage): Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://…:465). */
export const createSmtpMailer = (smtpUrl: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
};

/**
 * The embedded default when SMTP_URL is unset: the message (to, subject, text) is written to the
 * server log at info level, so a local install can read reset codes there.
 */
export const createLogMailer = (logger: FastifyBaseLogger): Mailer => ({
  async send({ to, subject, text }) {
    logger.info({ mail: { to, subject, text } }, `e-mail para ${to}: ${subject}`);
  },
});

export const mailerPlugin = fp<{ mailer?: Mailer | undefined; smtpUrl: string | null; from: string }>(
  async (app, { mailer, smtpUrl, from }) => {
    app.decorate('mailer', mailer ?? (smtpUrl ? createSmtpMailer(smtpUrl, from) : createLogMailer(app.log)));
  },
  { name: 'mailer' },
);
