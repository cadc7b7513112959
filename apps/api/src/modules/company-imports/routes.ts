import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  can,
  formatMessage,
  listEnvelope,
  MESSAGES,
  waitInWords,
  wrapped,
  ZCompanyImportCommitSchema,
  ZCompanyImportPreviewSchema,
  ZCompanyImportRowSchema,
  ZCompanyImportRowsQuerySchema,
  ZCompanyImportSchema,
  ZCompanyImportTemplateQuerySchema,
  ZIdSchema,
} from '@rede/domain';
import { DEFAULT_UPLOAD_POLICY } from '../../config/upload-policy.ts';
import { companyImports } from '../../db/schema/index.ts';
import { AppError, conflict, forbidden } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { multipartPlugin } from '../../plugins/external/multipart.ts';
import { logActorOf } from '../company-logs/log-actor.ts';
import { discardRequestBody } from '../uploads/discard-request-body.ts';
import { findCompanyImport, findCompanyImportRows, toCompanyImport } from './find-company-imports.ts';
import { sendFailedRows, sendTemplate } from './import-spreadsheets.ts';
import { permissionsOf } from './importer-permissions.ts';
import { planImport } from './plan-import.ts';
import { IMPORT_MAX_SIZE_TEXT, MAX_IMPORT_REQUEST_BYTES, receiveImportFile } from './receive-import-file.ts';

const TAGS = ['companys'];
const security = [{ bearerAuth: [] }];
const PREVIEW_PAGE_SIZE = 10;

const xlsxResponse = z.any().describe('Planilha .xlsx (ou .csv no modelo com format=csv)');

/**
 * /api/companys/import: the company import, for administrators with COMPANY:CREATE. The template;
 * the upload and its dry run (nothing written to the companies); the commit with the status for the new
 * companies (the run goes on in the background, companyImportRunnerPlugin); the job's progress and result,
 * its rows page by page, and the rows not imported as a spreadsheet with their errors. Rows that change an
 * existing company also need COMPANY:UPDATE, at the dry run, at the commit and again when they are written.
 */
export const companyImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartPlugin);
  const { db, clock } = app;
  const storage = app.uploadStorage;
  const policy = app.config.uploads ?? DEFAULT_UPLOAD_POLICY;
  const mayImport = app.authorize('COMPANY:CREATE');

  app.get(
    '/template',
    {
      onRequest: [mayImport],
      schema: {
        tags: TAGS,
        summary: 'Modelo da importação de empresas: as colunas e uma linha de exemplo (.xlsx; format=csv para .csv)',
        security,
        querystring: ZCompanyImportTemplateQuerySchema,
        response: { 200: xlsxResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendTemplate(reply, db, request.query.format ?? 'xlsx', clock()),
  );

  app.post(
    '/',
    {
      onRequest: [mayImport],
      config: {
        rateLimit: {
          hook: 'preHandler',
          max: policy.ratePerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => `company-import:${requireUser(request).id}`,
          errorResponseBuilder: (_request, context) => {
            const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
            return new AppError(429, formatMessage(MESSAGES.uploads.tooManyUploads, { wait: waitInWords(seconds) }), { retryAfter: seconds });
          },
        },
      },
      // a refused file (too large, not CSV/XLSX) is answered at once; the rest of its body is read and dropped
      onSend: async (request, _reply, payload) => {
        discardRequestBody(request.raw, MAX_IMPORT_REQUEST_BYTES);
        return payload;
      },
      schema: {
        tags: TAGS,
        summary: `Envia a planilha (multipart, campo file; CSV ou XLSX pelo conteúdo, até ${IMPORT_MAX_SIZE_TEXT}) e faz a simulação: o que acontecerá com cada linha (create, update pelo CNPJ, skip, error) e os erros com linha e coluna; nada é gravado nas empresas`,
        consumes: ['multipart/form-data'],
        security,
        response: { 201: ZCompanyImportPreviewSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const file = await receiveImportFile(request, storage);
      let importId: number;
      try {
        importId = await planImport({ db, storage, now: clock() }, logActorOf(request), permissionsOf(requireUser(request)), file);
      } catch (error) {
        await storage.remove(file.storedName).catch(() => undefined);
        throw error;
      }
      const job = toCompanyImport(await findCompanyImport(db, importId));
      const preview = await findCompanyImportRows(db, importId, { pageSize: PREVIEW_PAGE_SIZE, pageIndex: 0, action: undefined, result: undefined });
      request.log.info({ importId, rows: job.rows, planned: job.planned }, 'importação de empresas: simulação');
      return reply.code(201).send({ ...job, preview });
    },
  );

  app.get(
    '/:id',
    {
      onRequest: [mayImport],
      schema: {
        tags: TAGS,
        summary: 'Uma importação: a simulação, o progresso da gravação em segundo plano (percentual) e o resultado',
        security,
        params: ZIdSchema,
        response: { 200: ZCompanyImportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toCompanyImport(await findCompanyImport(db, request.params.id));
    },
  );

  app.get(
    '/:id/rows',
    {
      onRequest: [mayImport],
      schema: {
        tags: TAGS,
        summary: 'As linhas da importação, na ordem da planilha (filtros action e result; paginação)',
        security,
        params: ZIdSchema,
        querystring: ZCompanyImportRowsQuerySchema,
        response: { 200: listEnvelope(ZCompanyImportRowSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await findCompanyImport(db, request.params.id);
      return findCompanyImportRows(db, request.params.id, request.query);
    },
  );

  app.post(
    '/:id/commit',
    {
      onRequest: [mayImport],
      schema: {
        tags: TAGS,
        summary:
          'Confirma a importação com o status das empresas novas (approved ou pending): a gravação segue em segundo plano, em lotes, com as permissões de quem a enviou conferidas de novo a cada lote; alterar empresas existentes pede COMPANY:UPDATE (403)',
        security,
        params: ZIdSchema,
        body: wrapped('import', ZCompanyImportCommitSchema),
        response: { 202: ZCompanyImportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // the dry run planned changes to existing companies: confirming them is the company form's PUT
      if (!can(requireUser(request), 'COMPANY:UPDATE') && (await findCompanyImport(db, id)).toUpdate > 0) {
        throw forbidden(MESSAGES.companyImport.updateNotAllowed);
      }
      const now = clock();
      const [job] = await db
        .update(companyImports)
        .set({ state: 'queued', companyStatus: request.body.import.companyStatus, committedAt: now })
        .where(and(eq(companyImports.id, id), eq(companyImports.state, 'previewed')))
        .returning();
      if (!job) {
        await findCompanyImport(db, id);
        throw conflict(MESSAGES.companyImport.alreadyCommitted);
      }
      request.log.info({ importId: id, companyStatus: job.companyStatus }, 'importação de empresas confirmada');
      app.companyImports.kick();
      return reply.code(202).send(toCompanyImport(job));
    },
  );

  app.get(
    '/:id/errors',
    {
      onRequest: [mayImport],
      schema: {
        tags: TAGS,
        summary: 'Planilha .xlsx das linhas não importadas (erros da simulação e falhas), com os valores da planilha e o erro ao lado',
        security,
        params: ZIdSchema,
        response: { 200: xlsxResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await findCompanyImport(db, request.params.id);
      return sendFailedRows(reply, db, request.params.id, clock());
    },
  );
};
