import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { USER_TYPES } from '@rede/domain/constants';
import { entityDates, idColumn, isOneOf } from './columns.ts';
import { companies } from './companies.ts';

/** Access profiles (section 3, Role). `company_id` is the owning company (null: admin-owned). */
export const roles = pgTable(
  'roles',
  {
    id: idColumn(),
    name: varchar('name', { length: 255 }).notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    type: varchar('type', { length: 16 }).notNull(),
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    ...entityDates(),
  },
  (t) => [check('roles_type_check', isOneOf(t.type, USER_TYPES)), index('roles_company_idx').on(t.companyId)],
);

/**
 * Users (section 3, User). `company_id` is the owning company of the record (the admin-only field of
 * the user form); the companies a user manages are in `user_companies`.
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    type: varchar('type', { length: 16 }).notNull().default('company'),
    // RESTRICT: a role in use never disappears under its users (no role = every permission of the type).
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'restrict' }),
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    canDeleteItself: boolean('can_delete_itself').notNull().default(true),
    /** Must choose a new password before anything else (first administrator on its start password, or a password failing the policy at login). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** A demo partner account of SEED_DEMO (its password is random; the start log warns while any exists). */
    isDemo: boolean('is_demo').notNull().default(false),
    ...entityDates(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_type_check', isOneOf(t.type, USER_TYPES)),
    index('users_role_idx').on(t.roleId),
    index('users_company_idx').on(t.companyId),
  ],
);

/**
 * The companies a user manages ("owners", section 4). A company user takes the first one
 * (lowest `position`, then the earliest link) as the selected owner.
 */
export const userCompanies = pgTable(
  'user_companies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'user_companies_pk', columns: [t.userId, t.companyId] }), index('user_companies_company_idx').on(t.companyId)],
);
