import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { DEVICE_TYPES } from '@rede/domain/constants';
import { entityDates, idColumn, isOneOf } from './columns.ts';

/** App content (section 3): Banner, MenuMain, MenuSecondary, Notification. */
export const banners = pgTable('banners', {
  id: idColumn(),
  image: text('image').notNull(),
  link: text('link'),
  ...entityDates(),
});

export const menuMains = pgTable('menu_mains', {
  id: idColumn(),
  image: text('image').notNull(),
  link: text('link'),
  ...entityDates(),
});

export const menuSecondarys = pgTable('menu_secondarys', {
  id: idColumn(),
  title: varchar('title', { length: 255 }).notNull(),
  link: text('link'),
  ...entityDates(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    link: text('link'),
    content: text('content'),
    image: text('image'),
    deviceType: varchar('device_type', { length: 16 }).notNull().default('all'),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    isSent: boolean('is_sent').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...entityDates(),
  },
  (t) => [
    check('notifications_device_type_check', isOneOf(t.deviceType, DEVICE_TYPES)),
    index('notifications_pending_idx').on(t.isSent, t.scheduledDate),
  ],
);

export const NOTIFICATION_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

/** One delivery attempt record per notification and device type (what marks a notification as sent). */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: idColumn(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    deviceType: varchar('device_type', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('notification_deliveries_device_type_check', isOneOf(t.deviceType, DEVICE_TYPES)),
    check('notification_deliveries_status_check', isOneOf(t.status, NOTIFICATION_DELIVERY_STATUSES)),
    check('notification_deliveries_attempts_check', sql`${t.attempts} >= 0`),
    index('notification_deliveries_notification_idx').on(t.notificationId),
  ],
);
