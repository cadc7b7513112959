import { sql } from 'drizzle-orm';
import { lines } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';
import { defineList } from '../../lib/list/list-definition.ts';
import type { LineCompaniesSortableColumn, TLineCompanies } from '@rede/domain';

// Raw, fully qualified SQL: drizzle drops the table names in a one-table select, and "id" would be ambiguous.
/** Companies linked to the line (any status). */
export const companiesCountSql = sql<number>`(select count(*) from company_lines counted where counted.line_id = "lines"."id")`.mapWith(Number);

/** Of those, approved and active: the ones the public directory shows. */
export const activeCountSql = sql<number>`(select count(*) from company_lines counted inner join companies company on company.id = counted.company_id
  where counted.line_id = "lines"."id" and company.status = 'approved' and company.is_active)`.mapWith(Number);

/** GET /api/reports/lineCompanies: the lines with their company counts (search by name, sort by the counts too). */
export const LINE_COMPANIES_LIST = defineList<LineCompaniesSortableColumn, TLineCompanies>({
  search: [lines.name],
  sort: {
    id: lines.id,
    name: foldedSql(lines.name),
    dtRegister: lines.dtRegister,
    dtUpdate: lines.dtUpdate,
    companiesCount: companiesCountSql,
    activeCount: activeCountSql,
  },
  defaultSort: { by: 'name', direction: 'asc' },
  tieBreak: lines.id,
  export: {
    title: 'Empresas por linha',
    columns: [
      { key: 'id', label: 'ID' },
      { key: 'name', label: 'Linha' },
      { key: 'companiesCount', label: 'Empresas' },
      { key: 'activeCount', label: 'Empresas ativas no diretório' },
    ],
  },
});
