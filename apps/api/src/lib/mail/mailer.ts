import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** What the app needs from mail; tests inject a fake that records messages. */
export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://…:465). Bounded waits
 * (nodemailer's socket default is 10 min), well inside the outbox's claim of a message; query
 * parameters of the URL (e.g. `?socketTimeout=…`) still win. nodemailer is loaded only then (~3 MB of heap otherwise).
 */
export const createSmtpMailer = async (smtpUrl: string, from: string): Promise<Mailer> => {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
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
