import { notificationDeliveries } from '../../../db/schema/index.ts';
import type { NotificationDelivery } from './notification-delivery.ts';

/**
 * The default delivery, for installations without a push provider: records one sent
 * notification_deliveries row per target device type and logs the delivery at info level.
 */
export const createDatabaseDelivery = (): NotificationDelivery => ({
  async deliver(notification, { db, now, log }) {
    await db.insert(notificationDeliveries).values(
      notification.targets.map((deviceType) => ({
        notificationId: notification.id,
        deviceType,
        status: 'sent',
        attempts: 1,
        createdAt: now,
        sentAt: now,
      })),
    );
    log.info(
      { notification: { id: notification.id, title: notification.title, targets: notification.targets } },
      `notificação ${notification.id} enviada (${notification.targets.join(', ')})`,
    );
  },
});
