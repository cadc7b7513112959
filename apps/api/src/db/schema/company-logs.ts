import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { LOG_ACTIONS } from '@rede/domain/constants';
import type { TOpeningHours } from '@rede/domain';
import { idColumn, isOneOf } from './columns.ts';
import { users } from './users.ts';

/**
 * Company change log (section 3, Company log entry): a snapshot of the company after the action,
 * with its line names, who acted and why. `company_id` is deliberately not a foreign key, so the
 * history survives the company's deletion. Written by the server in the same transaction as the change.
 */
export const companyLogs = pgTable(
  'company_logs',
  {
    id: idColumn(),
    companyId: integer('company_id').notNull(),
    typeAction: varchar('type_action', { length: 16 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    logo: text('logo'),
    cnpj: varchar('cnpj', { length: 14 }),
    razaoSocial: varchar('razao_social', { length: 255 }),
    phone: varchar('phone', { length: 20 }),
    whatsapp: varchar('whatsapp', { length: 20 }),
    email: varchar('email', { length: 255 }),
    isActive: boolean('is_active'),
    cep: varchar('cep', { length: 8 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    logradouro: varchar('logradouro', { length: 255 }),
    numero: varchar('numero', { length: 20 }),
    complement: varchar('complement', { length: 255 }),
    neibor: varchar('neibor', { length: 255 }),
    city: varchar('city', { length: 255 }),
    uf: varchar('uf', { length: 2 }),
    photo: text('photo'),
    adminName: varchar('admin_name', { length: 255 }),
    adminEmail: varchar('admin_email', { length: 255 }),
    userAdminId: integer('user_admin_id'),
    isAssistence: boolean('is_assistence'),
    status: varchar('status', { length: 16 }),
    lineNames: text('line_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The ids of `line_names`, same order (not foreign keys: the history survives a line's deletion). */
    lineIds: integer('line_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    visualIdentityColor: varchar('visual_identity_color', { length: 7 }),
    /** The opening hours after the action. */
    openingHours: jsonb('opening_hours').$type<TOpeningHours>(),
    userExecuteActionId: integer('user_execute_action_id').references(() => users.id, { onDelete: 'set null' }),
    userActionName: varchar('user_action_name', { length: 255 }),
    userActionEmail: varchar('user_action_email', { length: 255 }),
    reason: text('reason'),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_logs_type_action_check', isOneOf(t.typeAction, LOG_ACTIONS)),
    index('company_logs_company_created_idx').on(t.companyId, t.createdAt),
    index('company_logs_created_idx').on(t.createdAt),
  ],
);
