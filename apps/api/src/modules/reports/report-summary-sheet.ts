import { MESSAGES, type TReportSummary } from '@rede/domain';
import type { ResolvedColumn } from '../../lib/list/export-query.ts';

/** One line of the summary spreadsheet: which table, which item, how many. */
export type ReportSheetRow = { table: string; item: string; total: number };

export const REPORT_TITLE = 'Relatórios';

export const REPORT_TABLES = {
  byState: 'Parceiros por estado',
  byLine: 'Parceiros por linha',
  byStatus: 'Parceiros por status',
  registrations: 'Cadastros por mês',
  approvals: 'Aprovações por mês',
} as const;

export const REPORT_SHEET_COLUMNS: ResolvedColumn<ReportSheetRow>[] = [
  { key: 'table', label: 'Tabela', header: 'Tabela' },
  { key: 'item', label: 'Item', header: 'Item' },
  { key: 'total', label: 'Quantidade', header: 'Quantidade' },
];

/** 'YYYY-MM' → 'MM/yyyy' */
export const monthLabel = (month: string): string => {
  const [year, mm] = month.split('-');
  return `${mm}/${year}`;
};

/**
 * The summary's tables as the rows of ONE sheet ('Dados', the writer's only sheet): each row names its
 * table, so the sheet filters by table; the tables follow the screen's order.
 */
export const toReportSheetRows = (summary: TReportSummary): ReportSheetRow[] => [
  ...summary.byState.map((s) => ({ table: REPORT_TABLES.byState, item: `${s.uf} - ${s.name}`, total: s.total })),
  ...summary.byLine.map((l) => ({ table: REPORT_TABLES.byLine, item: l.name, total: l.total })),
  ...summary.byStatus.map((s) => ({ table: REPORT_TABLES.byStatus, item: MESSAGES.companyStatus[s.status], total: s.total })),
  ...summary.byMonth.map((m) => ({ table: REPORT_TABLES.registrations, item: monthLabel(m.month), total: m.registrations })),
  ...summary.byMonth.map((m) => ({ table: REPORT_TABLES.approvals, item: monthLabel(m.month), total: m.approvals })),
];
