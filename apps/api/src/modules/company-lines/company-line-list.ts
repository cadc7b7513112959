import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TCompanyLine } from '@rede/domain';
import { companies, companyLines, lines } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';
import { defineList } from '../../lib/list/list-definition.ts';

/** companies × company_lines × lines: the columns a company line is answered with. */
export const companyLineSelection = () => ({
  id: companyLines.id,
  lineId: companyLines.lineId,
  companyId: companyLines.companyId,
  dtRegister: companyLines.dtRegister,
  dtUpdate: companyLines.dtUpdate,
  lineName: lines.name,
  lineIcon: lines.icon,
  companyName: companies.name,
});

export type CompanyLineRow = {
  id: number;
  lineId: number;
  companyId: number;
  dtRegister: Date;
  dtUpdate: Date;
  lineName: string;
  lineIcon: string | null;
  companyName: string;
};

export const toCompanyLine = (row: CompanyLineRow): TCompanyLine => ({
  id: row.id,
  lineId: row.lineId,
  line: { id: row.lineId, name: row.lineName, icon: row.lineIcon },
  companyId: row.companyId,
  company: { id: row.companyId, name: row.companyName },
  dtRegister: row.dtRegister.toISOString(),
  dtUpdate: row.dtUpdate.toISOString(),
});

/** GET /api/companyLines: search by line or company name; 'line' / 'company' sort by those names. */
export const COMPANY_LINE_LIST = defineList<'id' | 'line' | 'company' | 'dtRegister' | 'dtUpdate', TCompanyLine>({
  search: [lines.name, companies.name],
  sort: {
    id: companyLines.id,
    line: foldedSql(lines.name),
    company: foldedSql(companies.name),
    dtRegister: companyLines.dtRegister,
    dtUpdate: companyLines.dtUpdate,
  },
  defaultSort: { by: 'company', direction: 'asc' },
  tieBreak: companyLines.id,
  export: {
    title: 'Minhas linhas de produtos',
    columns: [
      { key: 'id', label: 'ID' },
      { key: 'line', label: 'Linha', value: (cl) => cl.line.name },
      { key: 'company', label: 'Empresa', value: (cl) => cl.company.name },
      { key: 'dtRegister', label: 'Data de cadastro', value: (cl) => new Date(cl.dtRegister) },
    ],
  },
});

/** The filters companyId / lineId and the scope (a company user's companies; undefined: all). */
export const companyLineFilters = (
  filters: { companyId?: number | undefined; lineId?: number | undefined },
  scope: readonly number[] | undefined,
): (SQL | undefined)[] => [
  filters.companyId ? eq(companyLines.companyId, filters.companyId) : undefined,
  filters.lineId ? eq(companyLines.lineId, filters.lineId) : undefined,
  scope === undefined ? undefined : scope.length === 0 ? sql`false` : inArray(companyLines.companyId, [...scope]),
];
