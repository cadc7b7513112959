import { eq } from 'drizzle-orm';
import type { TNotification } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toNotification } from './notification-list.ts';

/** The notification, or 404. */
export const getNotification = async (db: Database, id: number): Promise<TNotification> => {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  if (!row) throw notFound();
  return toNotification(row);
};
