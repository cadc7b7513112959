import type { FastifyReply } from 'fastify';
import { COMPANY_EXPORT_COLUMNS, toCompanyExportRow, type TCompanyExportQuery, type TCompanyExportRow } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { exportFileName } from '../../lib/list/export-file-name.ts';
import { resolveExportColumns } from '../../lib/list/export-query.ts';
import type { ExportColumn } from '../../lib/list/list-definition.ts';
import { sendXlsx } from '../../lib/list/list-or-export.ts';
import { companyBatches, type FindCompaniesQuery } from './find-companies.ts';

/** The summary row of section 3 plus Ativo/Inativo, in that order, under pt-BR headers. */
const EXPORT_COLUMNS: ExportColumn<TCompanyExportRow>[] = COMPANY_EXPORT_COLUMNS.map(({ key, label }) => ({ key, label }));
const BY_LIST_KEY = new Map<string, string>(COMPANY_EXPORT_COLUMNS.map(({ key, listKey }) => [listKey, key]));

export const COMPANY_EXPORT_TITLE = 'Empresas';

/** `columns=name:Nome,isActive:Ativo/Inativo` (the list's keys) → the export's own keys (`nome:Nome,ativo:…`). */
const toExportKeys = (param: string | undefined): string | undefined =>
  param
    ?.split(',')
    .map((item) => {
      const separator = item.indexOf(':');
      const key = (separator === -1 ? item : item.slice(0, separator)).trim();
      const rest = separator === -1 ? '' : item.slice(separator);
      return `${BY_LIST_KEY.get(key) ?? key}${rest}`;
    })
    .join(',');

async function* exportBatches(db: Database, query: FindCompaniesQuery) {
  for await (const batch of companyBatches(db, query)) yield batch.map(toCompanyExportRow);
}

/**
 * GET /companys/company/export: every company matching the list's search and filters (and sort), as the
 * company summary row plus Ativo/Inativo, with pt-BR headers; `columns=` (the list's visible columns, in
 * screen order) chooses and orders them and may rename the headers, like every list export; streamed as
 * '<title or Empresas>_<yyyyMMdd_HHmmss>.xlsx' (sheet 'Dados').
 */
export const exportCompanySummary = (
  reply: FastifyReply,
  { db, now }: { db: Database; now: Date },
  query: TCompanyExportQuery,
): Promise<FastifyReply> => {
  const columns = resolveExportColumns(toExportKeys(query.columns), EXPORT_COLUMNS);
  const { title, columns: _columns, format: _format, ...filters } = query;
  const listQuery: FindCompaniesQuery = { ...filters, pageSize: 10, pageIndex: 0, orderDirection: filters.orderDirection ?? 'asc' };
  return sendXlsx(reply, {
    fileName: exportFileName(title ?? COMPANY_EXPORT_TITLE, COMPANY_EXPORT_TITLE, now),
    columns,
    batches: exportBatches(db, listQuery),
  });
};
