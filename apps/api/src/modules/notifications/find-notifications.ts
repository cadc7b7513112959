import { eq } from 'drizzle-orm';
import type { TListResult, TNotification, TNotificationListQuery } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { findPage } from '../../lib/list/find-page.ts';
import type { ListPage } from '../../lib/list/list-plan.ts';
import { NOTIFICATION_LIST, toNotification } from './notification-list.ts';

/** One page (or export batch) of notifications, filtered by deviceType and isSent when given. */
export const findNotifications = (db: Database, query: TNotificationListQuery, page?: ListPage): Promise<TListResult<TNotification>> =>
  findPage(db, {
    table: notifications,
    definition: NOTIFICATION_LIST,
    query,
    filters: [
      query.deviceType ? eq(notifications.deviceType, query.deviceType) : undefined,
      query.isSent === undefined ? undefined : eq(notifications.isSent, query.isSent),
    ],
    map: toNotification,
    ...(page ? { page } : {}),
  });
