import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** The company values a company user may change (what the directory shows), as a proposed change stores them. */
export type ProposedCompanyValues = Pick<
  typeof companies.$inferSelect,
  | 'name'
  | 'logo'
  | 'cnpj'
  | 'razaoSocial'
  | 'phone'
  | 'whatsapp'
  | 'email'
  | 'cep'
  | 'latitude'
  | 'longitude'
  | 'logradouro'
  | 'numero'
  | 'complement'
  | 'neibor'
  | 'city'
  | 'uf'
  | 'photo'
  | 'isAssistence'
  | 'visualIdentityColor'
  | 'openingHours'
> & {
  lineIds: number[];
  /**
   * The published line links a company user changed through /companyLines: link id → the line it proposes
   * instead (a link whose line left `lineIds` is removed). Approving rewrites those links rather than
   * replacing them; an edit of the company form (a whole new set of lines) drops them.
   */
  lineLinkEdits?: Record<string, number> | undefined;
};

/**
 * The change a company user proposed to an APPROVED company (see docs/decisions): the companies row keeps
 * the approved, public version until an administrator approves the change (applied to the row) or rejects
 * it (this row deleted). At most one per company: a new proposal replaces it.
 */
export const companyPendingChanges = pgTable('company_pending_changes', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The whole proposed version (stored normalised, like the companies columns): read and written whole. */
  proposed: jsonb('proposed').$type<ProposedCompanyValues>().notNull(),
  requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
  requestedByName: varchar('requested_by_name', { length: 255 }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  /** The companies row's dt_update the first proposal was made on (the approved version it changes). */
  baseUpdatedAt: timestamp('base_updated_at', { withTimezone: true }).notNull(),
});
