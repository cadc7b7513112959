import { and, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import {
  displayedCompanyStatus,
  MESSAGES,
  type CompanyStatus,
  type TCompanyListQuery,
  type TCompanySortableColumn,
  type TCompany,
} from '@rede/domain';
import { companies } from '../../db/schema/index.ts';
import { foldedSql, foldText } from '../../lib/list/fold-text.ts';
import { defineList } from '../../lib/list/list-definition.ts';
import { cityIsNotMunicipality } from './company-city.ts';
import { hasPendingChangeSql } from './company-pending-change.ts';

/** GET /api/companys: search over name, razão social, cnpj (with or without mask), city and e-mail (companies.search_text). */
export const COMPANY_LIST = defineList<TCompanySortableColumn, TCompany>({
  search: [{ folded: companies.searchText }],
  sort: {
    id: companies.id,
    name: foldedSql(companies.name),
    razaoSocial: foldedSql(companies.razaoSocial),
    cnpj: companies.cnpj,
    email: companies.email,
    city: foldedSql(companies.city),
    uf: companies.uf,
    status: companies.status,
    isActive: companies.isActive,
    isAssistence: companies.isAssistence,
    dtRegister: companies.dtRegister,
    dtUpdate: companies.dtUpdate,
  },
  defaultSort: { by: 'name', direction: 'asc' },
  tieBreak: companies.id,
  export: {
    title: 'Empresas',
    columns: [
      { key: 'id', label: 'ID' },
      { key: 'name', label: 'Nome' },
      { key: 'cnpj', label: 'CNPJ' },
      { key: 'razaoSocial', label: 'Razão social' },
      { key: 'email', label: 'E-mail' },
      { key: 'phone', label: 'Telefone' },
      { key: 'whatsapp', label: 'WhatsApp' },
      { key: 'city', label: 'Cidade' },
      { key: 'uf', label: 'UF' },
      { key: 'status', label: 'Status', value: (c) => MESSAGES.companyStatus[displayedCompanyStatus(c)] },
      { key: 'isActive', label: 'Ativo', value: (c) => MESSAGES.active[c.isActive ? 'true' : 'false'] },
      { key: 'isAssistence', label: 'Assistência técnica' },
      { key: 'lines', label: 'Linhas' },
      { key: 'dtRegister', label: 'Data de cadastro', value: (c) => new Date(c.dtRegister) },
      { key: 'dtUpdate', label: 'Data de atualização', value: (c) => new Date(c.dtUpdate) },
    ],
  },
});

/**
 * The status the back-office shows (displayedCompanyStatus): an approved company with a proposed change
 * is 'pending' (it waits for a decision), not 'approved'.
 */
const statusFilter = (status: CompanyStatus): SQL | undefined => {
  if (status === 'pending') return or(eq(companies.status, 'pending'), hasPendingChangeSql());
  if (status === 'approved') return and(eq(companies.status, 'approved'), not(hasPendingChangeSql()));
  return eq(companies.status, status);
};

export type CompanyFilters = Pick<TCompanyListQuery, 'status' | 'uf' | 'city' | 'lines' | 'unknownCity'>;

/**
 * The list filters: status, uf, city (case- and accent-insensitive equality), lines (companies with ANY
 * of the ids), unknownCity (the city is not a municipality of the state); `companyIds` limits the list to
 * those companies (a company user's own).
 */
export const companyFilters = (filters: CompanyFilters, companyIds?: readonly number[]): (SQL | undefined)[] => [
  filters.status ? statusFilter(filters.status) : undefined,
  filters.uf ? eq(companies.uf, filters.uf) : undefined,
  filters.city ? sql`${foldedSql(companies.city)} = ${foldText(filters.city)}` : undefined,
  filters.lines && filters.lines.length > 0
    ? sql`exists (select 1 from company_lines filter_link where filter_link.company_id = "companies"."id" and filter_link.line_id in (${sql.join(
        filters.lines.map((id) => sql`${id}`),
        sql`, `,
      )}))`
    : undefined,
  filters.unknownCity ? cityIsNotMunicipality() : undefined,
  companyIds === undefined ? undefined : companyIds.length === 0 ? sql`false` : inArray(companies.id, [...companyIds]),
];
