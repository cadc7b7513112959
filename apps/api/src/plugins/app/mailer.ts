import fp from 'fastify-plugin';
import { dispatchOutbox, type DispatchResult } from '../../lib/mail/dispatch-outbox.ts';
import { createLogMailer, createSmtpMailer, type Mailer } from '../../lib/mail/mailer.ts';
import { createPeriodicJob } from '../../lib/periodic-job.ts';

/** How often the outbox is looked at when nothing kicks it (retries, digests that wait for their window). */
export const DEFAULT_OUTBOX_INTERVAL_MS = 5_000;

export type MailOutbox = {
  /** Sends what is due now (the app clock); joins the run in progress instead of starting another. */
  runNow(): Promise<DispatchResult>;
  /** Asks for a run soon (after a transaction that wrote mail commits); no-op when the timer is off. */
  kick(): void;
  /** Runs until nothing due is left (tests; several rounds in case mail was enqueued meanwhile). */
  drain(): Promise<DispatchResult>;
  start(intervalMs?: number): void;
  stop(): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    mailOutbox: MailOutbox;
  }
}

export type MailerPluginOptions = {
  mailer?: Mailer | undefined;
  smtpUrl: string | null;
  from: string;
  /** Dispatch on a timer and on kick(); default true, except under NODE_ENV=test (tests drain). */
  outboxEnabled?: boolean | undefined;
  outboxIntervalMs?: number | undefined;
};

/**
 * The mailer (SMTP_URL, else the log) and the outbox dispatcher: every e-mail is written to
 * mail_outbox in the transaction of its change and sent from here, never inside a request.
 */
export const mailerPlugin = fp<MailerPluginOptions>(
  async (app, options) => {
    const mailer = options.mailer ?? (options.smtpUrl ? await createSmtpMailer(options.smtpUrl, options.from) : createLogMailer(app.log));
    const log = app.log.child({ module: 'mail-outbox' });
    const job = createPeriodicJob<DispatchResult>(app, {
      name: 'mail-outbox',
      run: () => dispatchOutbox({ db: app.db, mailer, log }, app.clock()),
      intervalMs: options.outboxIntervalMs ?? DEFAULT_OUTBOX_INTERVAL_MS,
      enabled: options.outboxEnabled ?? process.env.NODE_ENV !== 'test',
    });

    const outbox: MailOutbox = {
      runNow: () => job.runNow(),
      // A run in progress may have claimed its batch before this mail committed: the job runs again after it.
      kick: () => job.kick(),
      async drain() {
        const total: DispatchResult = { sent: 0, retried: 0, failed: 0 };
        for (let round = 0; round < 10; round += 1) {
          const result = await job.runFresh();
          total.sent += result.sent;
          total.retried += result.retried;
          total.failed += result.failed;
          if (result.sent + result.retried + result.failed === 0) break;
        }
        return total;
      },
      start: (intervalMs) => job.start(intervalMs),
      stop: () => job.stop(),
    };

    app.decorate('mailer', mailer);
    app.decorate('mailOutbox', outbox);
    // A write may have queued mail: look at the outbox now rather than at the next tick.
    app.addHook('onResponse', (request, _reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') outbox.kick();
      done();
    });
  },
  { name: 'mailer', dependencies: ['database'] },
);
