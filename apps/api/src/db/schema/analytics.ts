import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, unique, varchar } from 'drizzle-orm/pg-core';
import { ANALYTICS_CITY_MAX, ANALYTICS_PARTNER_EVENTS } from '@rede/domain/schemas/analytics';
import { isOneOf } from './columns.ts';
import { companies } from './companies.ts';
import { lines } from './lines.ts';

/**
 * Engagement analytics, counted per São Paulo day and never per visitor: no IP, cookie, user id
 * or time of day is stored, only how many events of a kind a day had. Every write adds to the day's count
 * (`insert … on conflict do update set count = count + excluded.count`), so instances flush independently.
 */

/** Searches of the public directory per day and filter set: state, city, assistance only, sorted by position, found nothing. */
export const analyticsSearchesDaily = pgTable(
  'analytics_searches_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** null: no state chosen (and then no city). */
    uf: varchar('uf', { length: 2 }),
    city: varchar('city', { length: ANALYTICS_CITY_MAX }),
    isAssistence: boolean('is_assistence').notNull(),
    byPosition: boolean('by_position').notNull(),
    zeroResult: boolean('zero_result').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    unique('analytics_searches_daily_key').on(t.day, t.uf, t.city, t.isAssistence, t.byPosition, t.zeroResult).nullsNotDistinct(),
    check('analytics_searches_daily_count_check', sql`${t.count} >= 0`),
    check('analytics_searches_daily_city_check', sql`${t.city} is null or ${t.uf} is not null`),
  ],
);

/** The product lines searched per day (a search naming several lines counts for each), and whether it found nothing. */
export const analyticsSearchLinesDaily = pgTable(
  'analytics_search_lines_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    lineId: integer('line_id')
      .notNull()
      .references(() => lines.id, { onDelete: 'cascade' }),
    zeroResult: boolean('zero_result').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'analytics_search_lines_daily_pkey', columns: [t.day, t.lineId, t.zeroResult] }),
    check('analytics_search_lines_daily_count_check', sql`${t.count} >= 0`),
    index('analytics_search_lines_daily_line_idx').on(t.lineId),
  ],
);

/** Events about one partner per day: page views and the clicks on WhatsApp, phone, directions and 'Ver Detalhes'. */
export const analyticsPartnerDaily = pgTable(
  'analytics_partner_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 24 }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'analytics_partner_daily_pkey', columns: [t.day, t.companyId, t.event] }),
    check('analytics_partner_daily_event_check', isOneOf(t.event, ANALYTICS_PARTNER_EVENTS)),
    check('analytics_partner_daily_count_check', sql`${t.count} >= 0`),
    // a company user's report reads its companies' rows over a period
    index('analytics_partner_daily_company_idx').on(t.companyId, t.day),
  ],
);
