import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entityDates, idColumn } from './columns.ts';

/** Product lines (section 3, Line). Names are unique regardless of case. */
export const lines = pgTable(
  'lines',
  {
    id: idColumn(),
    name: varchar('name', { length: 255 }).notNull(),
    icon: text('icon'),
    ...entityDates(),
  },
  (t) => [uniqueIndex('lines_name_lower_unique').on(sql`lower(${t.name})`)],
);
