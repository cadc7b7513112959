import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LOG_EXPORT_COLUMNS, toLogExportRow, type LogAction, type TLogExportRow, type TCompanyLog } from '@rede/domain';
import { companyLogs } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';
import { defineList, type ExportColumn } from '../../lib/list/list-definition.ts';

export type CompanyLogSortableColumn = 'id' | 'name' | 'city' | 'uf' | 'status' | 'typeAction' | 'userActionName' | 'userActionEmail' | 'dtRegister';

const exportRows = new WeakMap<TCompanyLog, TLogExportRow>();
/** The log export row of an entry (computed once per entry). */
export const logExportRowOf = (log: TCompanyLog): TLogExportRow => {
  let row = exportRows.get(log);
  if (!row) {
    row = toLogExportRow(log);
    exportRows.set(log, row);
  }
  return row;
};

/** The log export row of section 3 as spreadsheet columns, in its order; the header is each column's name. */
export const LOG_EXPORT_SHEET_COLUMNS: ExportColumn<TCompanyLog>[] = LOG_EXPORT_COLUMNS.map((key) => ({
  key,
  label: key,
  value: (log) => logExportRowOf(log)[key],
}));

const maskedCnpj = sql`regexp_replace(${companyLogs.cnpj}, '^(.{2})(.{3})(.{3})(.{4})(.{2})$', ${sql.raw(`'\\1.\\2.\\3/\\4-\\5'`)})`;

const LOG_LIST_BASE = {
  search: [companyLogs.name, companyLogs.cnpj, maskedCnpj, companyLogs.city, companyLogs.userActionName, companyLogs.userActionEmail],
  sort: {
    id: companyLogs.id,
    name: foldedSql(companyLogs.name),
    city: foldedSql(companyLogs.city),
    uf: companyLogs.uf,
    status: companyLogs.status,
    typeAction: companyLogs.typeAction,
    userActionName: foldedSql(companyLogs.userActionName),
    userActionEmail: companyLogs.userActionEmail,
    dtRegister: companyLogs.createdAt,
  },
  tieBreak: companyLogs.id,
} as const;

/** GET /companysLog/logs/{companyId}: one company's entries, newest first by default. */
export const COMPANY_LOG_LIST = defineList<CompanyLogSortableColumn, TCompanyLog>({
  ...LOG_LIST_BASE,
  defaultSort: { by: 'dtRegister', direction: 'desc' },
  export: { title: 'Log de Empresas', columns: LOG_EXPORT_SHEET_COLUMNS },
});

/** GET /companysLog/companies: the latest entry of each company, by name by default. */
export const COMPANIES_WITH_LOGS_LIST = defineList<CompanyLogSortableColumn, TCompanyLog>({
  ...LOG_LIST_BASE,
  defaultSort: { by: 'name', direction: 'asc' },
  export: { title: 'Log de Empresas', columns: LOG_EXPORT_SHEET_COLUMNS },
});

/** typeAction filter and the company scope (`companyIds`: a company user's own companies). */
export const logFilters = (typeAction: LogAction | undefined, companyIds?: readonly number[]): (SQL | undefined)[] => [
  typeAction ? eq(companyLogs.typeAction, typeAction) : undefined,
  companyIds === undefined ? undefined : companyIds.length === 0 ? sql`false` : inArray(companyLogs.companyId, [...companyIds]),
];
