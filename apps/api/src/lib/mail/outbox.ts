import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { MailMessage } from './mailer.ts';

export type EnqueueMailInput = {
  /** What the message is about ('company-decision', 'reset-code', …): logs and the outbox list. */
  kind: string;
  message: MailMessage;
  now: Date;
  /** The body holds a secret (a code): it is blanked once sent. */
  isSensitive?: boolean;
};

/**
 * Writes one e-mail to the outbox. Call it with the transaction of the change that causes the mail,
 * so the change and its mail commit (or roll back) together; the dispatcher sends it.
 */
export const enqueueMail = async (tx: Database, { kind, message, now, isSensitive = false }: EnqueueMailInput): Promise<number> => {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      isSensitive,
      sendAfter: now,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
};

export type EnqueueDigestInput<TEvent> = {
  kind: string;
  /** One digest per key at a time (e.g. `pending-approval:company:12:user:3`). */
  digestKey: string;
  to: string;
  now: Date;
  /** At most one message per key in this window: a new digest waits until the last one is this old. */
  windowMs: number;
  event: TEvent;
  /** The message for the events collected so far, oldest first. */
  render: (events: TEvent[]) => Omit<MailMessage, 'to'>;
  /** Events kept in one digest at most (the oldest are dropped, `omitted` counts them). */
  maxEvents?: number;
};

type DigestPayload<TEvent> = { events: TEvent[]; omitted: number };

/**
 * Adds an event to the pending digest of its key, or starts one. The first digest of a key goes at
 * once; while one was sent less than `windowMs` ago, the next waits until the window ends and collects
 * every event until then, so the recipient gets at most one message per key and window.
 * Concurrent writers of one key meet on the partial unique index (one pending row per key).
 */
export const enqueueDigest = async <TEvent>(tx: Database, input: EnqueueDigestInput<TEvent>): Promise<void> => {
  const maxEvents = input.maxEvents ?? 50;
  const toRow = (payload: DigestPayload<TEvent>) => {
    const rendered = input.render(payload.events);
    return { subject: rendered.subject, textBody: rendered.text, htmlBody: rendered.html ?? null, payload };
  };

  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [pending] = await tx
      .select({ id: mailOutbox.id, payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.digestKey, input.digestKey), eq(mailOutbox.status, 'pending')))
      .for('update');
    if (pending) {
      const previous = (pending.payload as DigestPayload<TEvent> | null) ?? { events: [], omitted: 0 };
      const events = [...previous.events, input.event];
      const dropped = Math.max(0, events.length - maxEvents);
      await tx
        .update(mailOutbox)
        .set({ ...toRow({ events: events.slice(dropped), omitted: previous.omitted + dropped }), toAddress: input.to })
        .where(eq(mailOutbox.id, pending.id));
      return;
    }
    const [last] = await tx
      .select({ sendAfter: mailOutbox.sendAfter })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.digestKey, input.digestKey), ne(mailOutbox.status, 'pending')))
      .orderBy(desc(mailOutbox.sendAfter))
      .limit(1);
    const windowEnd = last ? last.sendAfter.getTime() + input.windowMs : 0;
    const sendAfter = new Date(Math.max(input.now.getTime(), windowEnd));
    const inserted = await tx
      .insert(mailOutbox)
      .values({
        kind: input.kind,
        toAddress: input.to,
        digestKey: input.digestKey,
        ...toRow({ events: [input.event], omitted: 0 }),
        sendAfter,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: mailOutbox.digestKey, where: sql`${mailOutbox.status} = 'pending' and ${mailOutbox.digestKey} is not null` })
      .returning({ id: mailOutbox.id });
    if (inserted.length > 0) return;
    // Another transaction started this key's digest meanwhile: merge into it.
  }
  throw new Error(`digest ${input.digestKey}: could not be written`);
};
