import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEVICE_TYPES } from '@rede/domain/constants';
import { entityDates, idColumn, isOneOf } from './columns.ts';

/**
 * `position`: the place of a banner or menu in the app (1-based; the lists answer by position, then id, and
 * PUT …/reorder renumbers 1..n). A record inserted without one goes last (`max + 1`, computed by the insert).
 * Not unique: two records created at once may share a position until the next reorder; the id keeps their
 * order stable.
 */
const positionColumn = (table: string) =>
  integer('position')
    .notNull()
    .$defaultFn(() => sql.raw(`(select coalesce(max("position"), 0) + 1 from "${table}")`));
const positionChecks = (name: string, position: AnyPgColumn) => [
  check(`${name}_position_check`, sql`${position} > 0`),
  index(`${name}_position_idx`).on(position),
];

/** App content (section 3): Banner, MenuMain, MenuSecondary, Notification. */
export const banners = pgTable(
  'banners',
  {
    id: idColumn(),
    position: positionColumn('banners'),
    image: text('image').notNull(),
    link: text('link'),
    ...entityDates(),
  },
  (t) => positionChecks('banners', t.position),
);

export const menuMains = pgTable(
  'menu_mains',
  {
    id: idColumn(),
    position: positionColumn('menu_mains'),
    image: text('image').notNull(),
    link: text('link'),
    ...entityDates(),
  },
  (t) => positionChecks('menu_mains', t.position),
);

export const menuSecondarys = pgTable(
  'menu_secondarys',
  {
    id: idColumn(),
    position: positionColumn('menu_secondarys'),
    title: varchar('title', { length: 255 }).notNull(),
    link: text('link'),
    ...entityDates(),
  },
  (t) => positionChecks('menu_secondarys', t.position),
);

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
