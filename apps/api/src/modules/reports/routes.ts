import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listEnvelope,
  resolveEngagementPeriod,
  ZEngagementQuerySchema,
  ZEngagementReportSchema,
  ZLineCompaniesQuerySchema,
  ZLineCompaniesSchema,
  ZReportSummaryQuerySchema,
  ZReportSummarySchema,
} from '@rede/domain';
import { validationError } from '../../lib/app-error.ts';
import { exportFileName } from '../../lib/list/export-file-name.ts';
import { withExport } from '../../lib/list/export-query.ts';
import { listOrExport, sendXlsx } from '../../lib/list/list-or-export.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { findLineCompanies } from './find-line-companies.ts';
import { findReportSummary } from './find-report-summary.ts';
import { findEngagementReport } from './find-engagement-report.ts';
import { ENGAGEMENT_SHEET_COLUMNS, ENGAGEMENT_TITLE, toEngagementSheetRows } from './engagement-sheet.ts';
import { saoPauloDay } from '../analytics/sao-paulo-day.ts';
import { LINE_COMPANIES_LIST } from './line-companies-list.ts';
import { REPORT_SHEET_COLUMNS, REPORT_TITLE, toReportSheetRows } from './report-summary-sheet.ts';

const TAGS = ['reports'];
const security = [{ bearerAuth: [] }];

/**
 * /api/reports: the numbers of the reports screen (REPORTS) and of the line_companys screen (LINE).
 * Company users holding REPORTS see the numbers of their own companies only (`scope: 'own'`): the
 * network-wide counts are the administrators'.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get(
    '/summary',
    {
      onRequest: [app.authorize('REPORTS:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Parceiros por estado, linha e status; cadastros e aprovações dos últimos 12 meses (format=xlsx: planilha)',
        security,
        querystring: ZReportSummaryQuerySchema,
        response: { 200: ZReportSummarySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = clock();
      const summary = await findReportSummary(db, now, user.type === 'company' ? user.companyIds : undefined);
      if (request.query.format !== 'xlsx') return summary;
      return sendXlsx(reply, {
        fileName: exportFileName(REPORT_TITLE, REPORT_TITLE, now),
        columns: REPORT_SHEET_COLUMNS,
        batches: (async function* () {
          yield toReportSheetRows(summary);
        })(),
      });
    },
  );

  app.get(
    '/engagement',
    {
      onRequest: [app.authorize('REPORTS:LIST')],
      schema: {
        tags: TAGS,
        summary:
          'Engajamento do diretório público (anônimo, por dia): eventos por dia, parceiros mais contatados, buscas por estado, cidade e linha, buscas sem resultado; from/to (yyyy-MM-dd, até 366 dias; padrão: últimos 30 dias); empresas: só os números das suas empresas, sem as buscas; format=xlsx: planilha',
        security,
        querystring: ZEngagementQuerySchema,
        response: { 200: ZEngagementReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = clock();
      const period = resolveEngagementPeriod(request.query, saoPauloDay(now));
      if ('error' in period) throw validationError(period.error);
      // what this instance counted so far is in the report (other instances write theirs every few seconds)
      await app.analytics.flush().catch((error: unknown) => request.log.error({ err: error }, 'falha ao gravar os eventos de engajamento'));
      const report = await findEngagementReport(db, period, now, user.type === 'company' ? user.companyIds : undefined);
      if (request.query.format !== 'xlsx') return report;
      return sendXlsx(reply, {
        fileName: exportFileName(ENGAGEMENT_TITLE, ENGAGEMENT_TITLE, now),
        columns: ENGAGEMENT_SHEET_COLUMNS,
        batches: (async function* () {
          yield toEngagementSheetRows(report);
        })(),
      });
    },
  );

  app.get(
    '/lineCompanies',
    {
      onRequest: [app.authorize('LINE:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Linhas de produtos com o número de empresas de cada uma (busca, paginação, ordenação; format=xlsx)',
        security,
        querystring: withExport(ZLineCompaniesQuerySchema),
        response: { 200: listEnvelope(ZLineCompaniesSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      listOrExport(reply, {
        definition: LINE_COMPANIES_LIST,
        query: request.query,
        find: (query, page) => findLineCompanies(db, query, page),
        now: clock(),
      }),
  );
};
