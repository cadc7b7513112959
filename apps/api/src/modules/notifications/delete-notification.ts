import { eq } from 'drizzle-orm';
import type { TNotification } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toNotification } from './notification-list.ts';

/** Deletes the notification (and its delivery records, by cascade) and answers it, or 404. */
export const deleteNotification = async (db: Database, id: number): Promise<TNotification> => {
  const [row] = await db.delete(notifications).where(eq(notifications.id, id)).returning();
  if (!row) throw notFound();
  return toNotification(row);
};
