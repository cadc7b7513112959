import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import {
  listEnvelope,
  ZCompanyLogCompanyParamsSchema,
  ZCompanyLogDetailsSchema,
  ZCompanyLogListQuerySchema,
  ZCompanyLogParamsSchema,
  ZCompanyLogSchema,
  ZCompanyWithLogsSchema,
  type TCompanyLog,
} from '@rede/domain';
import { companyLogs } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { exportFileName } from '../../lib/list/export-file-name.ts';
import { withExport, type ResolvedColumn } from '../../lib/list/export-query.ts';
import { allBatches, listOrExport, sendXlsx } from '../../lib/list/list-or-export.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { assertInLogScope, logScopeOf, logsReader } from './company-log-access.ts';
import { COMPANIES_WITH_LOGS_LIST, COMPANY_LOG_LIST, LOG_EXPORT_SHEET_COLUMNS } from './company-log-list.ts';
import { findCompaniesWithLogs } from './find-companies-with-logs.ts';
import { findCompanyLogs } from './find-company-logs.ts';
import { getCompanyLog } from './get-company-log.ts';

const TAGS = ['companysLog'];
const security = [{ bearerAuth: [] }];
const SHEET_COLUMNS: ResolvedColumn<TCompanyLog>[] = LOG_EXPORT_SHEET_COLUMNS.map((c) => ({ ...c, header: c.label }));

/**
 * /api/companysLog: the company change log. Administrators need COMPANYLOG:LIST and see every company,
 * deleted ones included; company users see the logs of their own companies (another company is 404).
 */
export const companyLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  const reader = logsReader(app);

  app.get(
    '/companies',
    {
      onRequest: [reader],
      schema: {
        tags: TAGS,
        summary: 'Empresas com registros no log (a última entrada de cada uma; excluídas incluídas)',
        security,
        querystring: withExport(ZCompanyLogListQuerySchema),
        response: { 200: listEnvelope(ZCompanyWithLogsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const scope = logScopeOf(request);
      return listOrExport(reply, {
        definition: COMPANIES_WITH_LOGS_LIST,
        query: request.query,
        find: (query, page) => findCompaniesWithLogs(db, query, page, scope),
        now: clock(),
      });
    },
  );

  app.get(
    '/logs/:companyId',
    {
      onRequest: [reader],
      schema: {
        tags: TAGS,
        summary: 'Histórico de uma empresa (searchTerm, paginação, ordenação, typeAction)',
        security,
        params: ZCompanyLogCompanyParamsSchema,
        querystring: withExport(ZCompanyLogListQuerySchema),
        response: { 200: listEnvelope(ZCompanyLogSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      assertInLogScope(logScopeOf(request), companyId);
      return listOrExport(reply, {
        definition: COMPANY_LOG_LIST,
        query: request.query,
        find: (query, page) => findCompanyLogs(db, companyId, query, page),
        now: clock(),
      });
    },
  );

  app.get(
    '/logs/excel/:companyId',
    {
      onRequest: [reader],
      schema: {
        tags: TAGS,
        summary: "Planilha .xlsx do histórico (linha de exportação do log, na ordem da especificação; aba 'Dados')",
        security,
        params: ZCompanyLogCompanyParamsSchema,
        querystring: ZCompanyLogListQuerySchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      assertInLogScope(logScopeOf(request), companyId);
      const [latest] = await db
        .select({ name: companyLogs.name })
        .from(companyLogs)
        .where(eq(companyLogs.companyId, companyId))
        .orderBy(desc(companyLogs.createdAt), desc(companyLogs.id))
        .limit(1);
      if (!latest) throw notFound();
      const now = clock();
      return sendXlsx(reply, {
        fileName: exportFileName(`Log ${latest.name}`, COMPANY_LOG_LIST.export.title, now),
        columns: SHEET_COLUMNS,
        batches: allBatches((query, page) => findCompanyLogs(db, companyId, query, page), request.query),
      });
    },
  );

  app.get(
    '/logs/log/:logId',
    {
      onRequest: [reader],
      schema: {
        tags: TAGS,
        summary: 'Uma entrada do log com `changes`: os campos que mudaram desde a entrada anterior da mesma empresa',
        security,
        params: ZCompanyLogParamsSchema,
        response: { 200: ZCompanyLogDetailsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCompanyLog(db, request.params.logId, logScopeOf(request)),
  );
};
