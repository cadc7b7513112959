import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, isOneOf } from './columns.ts';

export const MAIL_OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailOutboxStatus = (typeof MAIL_OUTBOX_STATUSES)[number];

/**
 * Every e-mail the product sends, written in the same transaction as the change that causes it and
 * sent by the outbox dispatcher (retries with backoff; 'failed' after the last attempt). A row with a
 * `digest_key` collects the events of one subject (e.g. a company's edits for one administrator)
 * until it is sent: at most one pending row per key (partial unique index).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    /** What the message is about (e.g. 'company-decision', 'pending-approval', 'reset-code'). */
    kind: varchar('kind', { length: 40 }).notNull(),
    toAddress: varchar('to_address', { length: 255 }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Bodies holding a secret (a code) are blanked once sent. */
    isSensitive: boolean('is_sensitive').notNull().default(false),
    digestKey: varchar('digest_key', { length: 200 }),
    /** The events a digest collects (kind-specific), re-rendered into subject and bodies on each merge. */
    payload: jsonb('payload'),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    /** While 'sending': the claim expires then (a crashed sender's rows are taken again). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_check', isOneOf(t.status, MAIL_OUTBOX_STATUSES)),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('mail_outbox_due_idx').on(t.status, t.sendAfter),
    uniqueIndex('mail_outbox_pending_digest_unique')
      .on(t.digestKey)
      .where(sql`${t.status} = 'pending' and ${t.digestKey} is not null`),
    index('mail_outbox_digest_idx').on(t.digestKey, t.sendAfter),
  ],
);
