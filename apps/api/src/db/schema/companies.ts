import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, unique, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { COMPANY_STATUSES, UF_CODES } from '@rede/domain/constants';
import type { TOpeningHours } from '@rede/domain';
import { foldedSql, slugSql } from '../../lib/list/fold-text.ts';
import { entityDates, idColumn, isOneOf } from './columns.ts';
import { lines } from './lines.ts';
import { users } from './users.ts';

/** A stored CNPJ with its mask ('12.345.678/0001-95'), so a masked search term matches too. */
export const maskedCnpjSql = (cnpj: AnyPgColumn): SQL =>
  sql`regexp_replace(${cnpj}, '^(.{2})(.{3})(.{3})(.{4})(.{2})$', ${sql.raw(`'\\1.\\2.\\3/\\4-\\5'`)})`;

/**
 * What the public directory shows: approved AND active. Literal values (no bind parameters), so the
 * planner can match the partial indexes below, whose predicate is this same expression.
 */
export const visibleCompanySql = (t: { status: AnyPgColumn; isActive: AnyPgColumn }): SQL => sql`(${t.status} = 'approved' and ${t.isActive} = true)`;

/**
 * Partner companies (section 3, Company). Masked values (cnpj, cep, phone, whatsapp) are stored
 * normalised (digits; the alphanumeric CNPJ in upper case) and masked by the API on the way out.
 */
export const companies = pgTable(
  'companies',
  {
    id: idColumn(),
    name: varchar('name', { length: 255 }).notNull(),
    logo: text('logo'),
    cnpj: varchar('cnpj', { length: 14 }),
    razaoSocial: varchar('razao_social', { length: 255 }),
    phone: varchar('phone', { length: 20 }),
    whatsapp: varchar('whatsapp', { length: 20 }),
    email: varchar('email', { length: 255 }),
    isActive: boolean('is_active').notNull().default(true),
    cep: varchar('cep', { length: 8 }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    logradouro: varchar('logradouro', { length: 255 }).notNull(),
    numero: varchar('numero', { length: 20 }).notNull(),
    complement: varchar('complement', { length: 255 }),
    neibor: varchar('neibor', { length: 255 }).notNull(),
    city: varchar('city', { length: 255 }).notNull(),
    uf: varchar('uf', { length: 2 }).notNull(),
    photo: text('photo'),
    adminName: varchar('admin_name', { length: 255 }),
    adminEmail: varchar('admin_email', { length: 255 }),
    userAdminId: integer('user_admin_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    isAssistence: boolean('is_assistence').notNull().default(false),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** Main colour of the company's visual identity ('#rrggbb'), shown in its users' back-office shell. */
    visualIdentityColor: varchar('visual_identity_color', { length: 7 }),
    /**
     * Opening hours, as `ZOpeningHoursSchema` normalises them ({ week: 7 days of intervals,
     * exceptions by date }); null: not informed. One jsonb value: always read and written whole, with the company.
     */
    openingHours: jsonb('opening_hours').$type<TOpeningHours>(),
    /**
     * What the back-office search looks in, folded once when the row is written (lower case, no
     * accents): name, razão social, cnpj (bare and masked), city and e-mail, one per line.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        foldedSql(
          sql.join(
            [companies.name, companies.razaoSocial, companies.cnpj, maskedCnpjSql(companies.cnpj), companies.city, companies.email].map(
              (c) => sql`coalesce(${c}, '')`,
            ),
            sql` || chr(10) || `,
          ),
        ),
      ),
    ...entityDates(),
  },
  (t) => [
    unique('companies_cnpj_unique').on(t.cnpj),
    check('companies_cnpj_normalised', sql`${t.cnpj} ~ '^[0-9A-Z]{14}$'`),
    check('companies_cep_digits', sql`${t.cep} ~ '^[0-9]{8}$'`),
    check('companies_status_check', isOneOf(t.status, COMPANY_STATUSES)),
    check('companies_uf_check', isOneOf(t.uf, UF_CODES)),
    check(
      'companies_opening_hours_check',
      sql`jsonb_typeof(${t.openingHours}) = 'object' and jsonb_typeof(${t.openingHours}->'week') = 'array' and jsonb_typeof(${t.openingHours}->'exceptions') = 'array'`,
    ),
    check('companies_visual_identity_color_check', sql`${t.visualIdentityColor} ~ '^#[0-9a-f]{6}$'`),
    check(
      'companies_position_check',
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    // Brazil's bounding box, islands and territorial sea included (the API checks the borders themselves,
    // see docs/decisions); NOT VALID in its migration: rows saved before it are fixed on their next edit.
    check(
      'companies_position_brazil_check',
      sql`${t.latitude} is null or (${t.latitude} between -34 and 5.5 and ${t.longitude} between -74.2 and -28.6)`,
    ),
    index('companies_search_idx').on(t.status, t.isActive, t.uf, t.city),
    index('companies_name_lower_idx').on(sql`lower(${t.name})`),
    // The back-office list's sorts by name and city (folded, then id): a page, even a deep one, is an
    // index-only walk (the column itself is in the index so no row is read), not a sort of every row.
    index('companies_name_folded_idx').on(foldedSql(t.name), t.id, t.name),
    index('companies_city_folded_idx').on(foldedSql(t.city), t.id, t.city),
    index('companies_user_admin_idx').on(t.userAdminId),
    // The back-office search (`search_text like '%term%'`): a trigram index (pg_trgm, created by the
    // migration) finds the rows holding every trigram of a term of 3+ characters without a full scan.
    index('companies_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The public directory (visible companies only): state + city slug filter; the default order
    // (assistance first, folded name, id); the bounding box of a distance search.
    index('companies_visible_place_idx').on(t.uf, slugSql(t.city)).where(visibleCompanySql(t)),
    index('companies_visible_order_idx').on(t.isAssistence.desc().nullsFirst(), foldedSql(t.name), t.id).where(visibleCompanySql(t)),
    index('companies_visible_position_idx').on(t.latitude, t.longitude).where(visibleCompanySql(t)),
  ],
);

/** Many-to-many Company ↔ Line (section 3, CompanyLine); both sides cascade. */
export const companyLines = pgTable(
  'company_lines',
  {
    id: idColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => lines.id, { onDelete: 'cascade' }),
    ...entityDates(),
  },
  (t) => [unique('company_lines_company_line_unique').on(t.companyId, t.lineId), index('company_lines_line_idx').on(t.lineId)],
);
