import type { TNotification, TNotificationCreate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { resolveStoredImages } from '../uploads/resolve-stored-images.ts';
import { toNotification } from './notification-list.ts';

export type NotificationDeps = { db: Database; storage: FileStorage; now: Date };

/**
 * Creates a notification, not sent yet. The scheduler dispatches it at scheduledDate, or on its
 * next run when there is no scheduledDate (or it has passed).
 */
export const createNotification = async ({ db, storage, now }: NotificationDeps, input: TNotificationCreate): Promise<TNotification> => {
  const { image } = await resolveStoredImages(storage, 'notification', { image: input.image });
  const [row] = await db
    .insert(notifications)
    .values({
      title: input.title,
      deviceType: input.deviceType,
      link: input.link ?? null,
      content: input.content ?? null,
      image: image ?? null,
      scheduledDate: input.scheduledDate ? new Date(input.scheduledDate) : null,
      isSent: false,
      dtRegister: now,
      dtUpdate: now,
    })
    .returning();
  return toNotification(row!);
};
