import { and, asc, eq, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DeviceType } from '@rede/domain';
import type { Database } from '../../../db/client.ts';
import { notificationDeliveries, notifications } from '../../../db/schema/index.ts';
import { targetsOf, type DueNotification, type NotificationDelivery } from './notification-delivery.ts';

/** Failed deliveries after which a notification is no longer retried. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** Notifications dispatched per run at most (the next run takes the rest). */
export const MAX_NOTIFICATIONS_PER_RUN = 100;
const ERROR_TEXT_MAX = 1000;

export type RunDueDeps = { db: Database; delivery: NotificationDelivery; log: FastifyBaseLogger };
export type RunDueResult = { sent: number[]; failed: number[] };

type NotificationRow = typeof notifications.$inferSelect;

const toDue = (row: NotificationRow): DueNotification => ({
  id: row.id,
  title: row.title,
  content: row.content,
  link: row.link,
  image: row.image,
  deviceType: row.deviceType as DeviceType,
  targets: targetsOf(row.deviceType as DeviceType),
  scheduledDate: row.scheduledDate,
});

const failedAttempts = sql`(select count(*) from ${notificationDeliveries} where ${notificationDeliveries.notificationId} = ${notifications.id} and ${notificationDeliveries.status} = 'failed')`;

/**
 * Dispatches every notification due at `now` (not sent; scheduledDate null or <= now), each exactly
 * once: one transaction per notification locks its row (FOR UPDATE SKIP LOCKED, so concurrent runs
 * and other instances skip it), calls the delivery, and marks it isSent with sent_at in the same
 * transaction. A failed delivery rolls back, is recorded as a 'failed' delivery row and logged, and
 * is retried by later runs up to MAX_DELIVERY_ATTEMPTS.
 */
export const runDueNotifications = async ({ db, delivery, log }: RunDueDeps, now: Date): Promise<RunDueResult> => {
  const result: RunDueResult = { sent: [], failed: [] };
  while (result.sent.length + result.failed.length < MAX_NOTIFICATIONS_PER_RUN) {
    let claimed: NotificationRow | null = null;
    try {
      const sentId = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.isSent, false),
              or(isNull(notifications.scheduledDate), lte(notifications.scheduledDate, now)),
              result.failed.length > 0 ? notInArray(notifications.id, result.failed) : undefined,
              sql`${failedAttempts} < ${MAX_DELIVERY_ATTEMPTS}`,
            ),
          )
          .orderBy(asc(sql`coalesce(${notifications.scheduledDate}, ${notifications.dtRegister})`), asc(notifications.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return null;
        claimed = row;
        await delivery.deliver(toDue(row), { db: tx, now, log });
        await tx.update(notifications).set({ isSent: true, sentAt: now, dtUpdate: now }).where(eq(notifications.id, row.id));
        return row.id;
      });
      if (sentId === null) break;
      result.sent.push(sentId);
    } catch (error) {
      const row = claimed as NotificationRow | null;
      if (!row) throw error;
      result.failed.push(row.id);
      log.error({ err: error, notificationId: row.id }, `falha ao enviar a notificação ${row.id}`);
      await db
        .insert(notificationDeliveries)
        .values({
          notificationId: row.id,
          deviceType: row.deviceType,
          status: 'failed',
          attempts: 1,
          error: String((error as Error)?.message ?? error).slice(0, ERROR_TEXT_MAX),
          createdAt: now,
        })
        .catch((recordError: unknown) => log.warn({ err: recordError, notificationId: row.id }, 'falha ao registrar o envio malsucedido'));
    }
  }
  return result;
};
