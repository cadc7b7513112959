import { check, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { idColumn } from './columns.ts';
import { users } from './users.ts';

/** Login sessions. The JWT's `sid` claim is this row's id; revoking the row ends the token at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** E-mailed 6-digit reset codes: stored hashed, single use, 10-minute expiry, 5 wrong tries. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 255 }).notNull(),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId), check('password_reset_codes_tries_check', sql`${t.tries} >= 0`)],
);

/**
 * Pending changes of a login e-mail (Meu Perfil): a 6-digit code sent to the NEW address, stored as
 * an HMAC bound to the user and the address, 10-minute expiry, single use, 5 wrong tries; one live
 * code per user (a new request deletes the earlier ones).
 */
export const emailChangeCodes = pgTable(
  'email_change_codes',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: varchar('new_email', { length: 255 }).notNull(),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('email_change_codes_user_idx').on(t.userId), check('email_change_codes_tries_check', sql`${t.tries} >= 0`)],
);
