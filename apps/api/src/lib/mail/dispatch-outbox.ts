import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Mailer } from './mailer.ts';

/** Attempts before a message is marked 'failed' (visible to administrators, logged). */
export const MAX_MAIL_ATTEMPTS = 8;
/** Messages claimed per batch. */
export const MAIL_BATCH_SIZE = 20;
/** A claim ('sending') older than this is taken again: the instance that held it died mid-send. */
export const MAIL_CLAIM_MS = 10 * 60_000;
const ERROR_TEXT_MAX = 1000;
const SENT_SENSITIVE_BODY = '[conteúdo removido após o envio]';

/** Wait before the next attempt: 30 s, 1 min, 2 min … capped at one hour. */
export const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export type DispatchDeps = { db: Database; mailer: Mailer; log: FastifyBaseLogger };
export type DispatchResult = { sent: number; retried: number; failed: number };

type Claimed = typeof mailOutbox.$inferSelect;

/**
 * Claims due messages (pending and due, or 'sending' whose claim expired) with FOR UPDATE SKIP LOCKED,
 * so each is taken by one dispatcher whatever the number of instances; marks them 'sending' in that
 * short transaction, sends outside it, then records each outcome.
 */
const claimDue = (db: Database, now: Date, limit: number): Promise<Claimed[]> =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.sendAfter, now)),
          and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.sendAfter), asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: new Date(now.getTime() + MAIL_CLAIM_MS) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

/**
 * Sends what is due at `now` in batches until nothing is due (or `maxBatches`). A failed send is
 * retried later with growing delays; after MAX_MAIL_ATTEMPTS it stays 'failed' and is logged as an error.
 */
export const dispatchOutbox = async ({ db, mailer, log }: DispatchDeps, now: Date, maxBatches = 50): Promise<DispatchResult> => {
  const result: DispatchResult = { sent: 0, retried: 0, failed: 0 };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const claimed = await claimDue(db, now, MAIL_BATCH_SIZE);
    if (claimed.length === 0) break;
    for (const row of claimed) {
      try {
        await mailer.send({ to: row.toAddress, subject: row.subject, text: row.textBody, ...(row.htmlBody ? { html: row.htmlBody } : {}) });
        await db
          .update(mailOutbox)
          .set({
            status: 'sent',
            sentAt: now,
            lockedUntil: null,
            lastError: null,
            ...(row.isSensitive ? { textBody: SENT_SENSITIVE_BODY, htmlBody: null } : {}),
          })
          .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending')));
        result.sent += 1;
      } catch (error) {
        const message = String((error as Error)?.message ?? error).slice(0, ERROR_TEXT_MAX);
        const isFinal = row.attempts >= MAX_MAIL_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set(
            isFinal
              ? { status: 'failed', lockedUntil: null, lastError: message }
              : { status: 'pending', lockedUntil: null, lastError: message, sendAfter: new Date(now.getTime() + retryDelayMs(row.attempts)) },
          )
          .where(eq(mailOutbox.id, row.id));
        if (isFinal) {
          result.failed += 1;
          log.error(
            { err: error, mailId: row.id, kind: row.kind, to: row.toAddress, attempts: row.attempts },
            'e-mail não enviado após todas as tentativas',
          );
        } else {
          result.retried += 1;
          log.warn({ err: error, mailId: row.id, kind: row.kind, attempts: row.attempts }, 'falha ao enviar e-mail: nova tentativa mais tarde');
        }
      }
    }
    if (claimed.length < MAIL_BATCH_SIZE) break;
  }
  return result;
};
