import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';
import { companies } from './companies.ts';
import { roles, users } from './users.ts';

/**
 * Invitations to choose one's own password through a single-use e-mailed link (7 days). The token is
 * stored only as its SHA-256 (`token_hash`); a resend replaces it, so the old link dies. `user_id` is
 * the invited account (created with the invitation, without a usable password); `email`, `name`,
 * `company_id` and `role_id` say whom it was sent to and what it grants.
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: idColumn(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    dtRegister: timestamp('dt_register', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_invitations_token_hash_unique').on(t.tokenHash),
    index('user_invitations_company_idx').on(t.companyId),
    index('user_invitations_user_idx').on(t.userId),
    // an accepted invitation always has its account, and is never revoked afterwards
    check('user_invitations_accepted_user_check', sql`${t.acceptedAt} is null or ${t.userId} is not null`),
    check('user_invitations_accepted_or_revoked_check', sql`${t.acceptedAt} is null or ${t.revokedAt} is null`),
  ],
);
