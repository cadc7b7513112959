import type { FastifyReply } from 'fastify';
import { COMPANY_SUMMARY_COLUMNS, toCompanySummaryRow, type TCompanyExportQuery, type TCompanySummaryRow } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { exportFileName } from '../../lib/list/export-file-name.ts';
import type { ResolvedColumn } from '../../lib/list/export-query.ts';
import { sendXlsx } from '../../lib/list/list-or-export.ts';
import { companyBatches, type FindCompaniesQuery } from './find-companies.ts';

/** The company summary row of section 3, in its order; the header is each column's name. */
const SUMMARY_COLUMNS: ResolvedColumn<TCompanySummaryRow>[] = COMPANY_SUMMARY_COLUMNS.map((key) => ({ key, label: key, header: key }));

export const COMPANY_EXPORT_TITLE = 'Empresas';

async function* summaryBatches(db: Database, query: FindCompaniesQuery) {
  for await (const batch of companyBatches(db, query)) yield batch.map(toCompanySummaryRow);
}

/**
 * GET /companys/company/export: every company matching the list's search and filters (and sort), as
 * the company summary row, streamed as 'Empresas_<yyyyMMdd_HHmmss>.xlsx' (sheet 'Dados').
 */
export const exportCompanySummary = (
  reply: FastifyReply,
  { db, now }: { db: Database; now: Date },
  query: TCompanyExportQuery,
): Promise<FastifyReply> => {
  const listQuery: FindCompaniesQuery = { ...query, pageSize: 10, pageIndex: 0, orderDirection: query.orderDirection ?? 'asc' };
  return sendXlsx(reply, {
    fileName: exportFileName(COMPANY_EXPORT_TITLE, COMPANY_EXPORT_TITLE, now),
    columns: SUMMARY_COLUMNS,
    batches: summaryBatches(db, listQuery),
  });
};
