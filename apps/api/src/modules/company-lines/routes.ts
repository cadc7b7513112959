import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listEnvelope,
  wrapped,
  ZCompanyLineCreateSchema,
  ZCompanyLineListQuerySchema,
  ZCompanyLineOptionsQuerySchema,
  ZCompanyLineOptionsSchema,
  ZCompanyLineProposalQuerySchema,
  ZCompanyLineProposalSchema,
  ZCompanyLineProposalWithdrawalSchema,
  ZCompanyLineSchema,
  ZCompanyLineUpdateSchema,
  ZIdSchema,
} from '@rede/domain';
import { notFound } from '../../lib/app-error.ts';
import { withExport } from '../../lib/list/export-query.ts';
import { listOrExport } from '../../lib/list/list-or-export.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { logActorOf } from '../company-logs/log-actor.ts';
import { COMPANY_LINE_LIST } from './company-line-list.ts';
import { companyLineScopeOf } from './company-line-scope.ts';
import { findCompanyLine, findCompanyLines, findLinesOfCompanies } from './find-company-lines.ts';
import { createCompanyLine, deleteCompanyLine, updateCompanyLine, withdrawLineProposal, type CompanyLineWrite } from './write-company-line.ts';

const TAGS = ['companyLines'];
const security = [{ bearerAuth: [] }];

/**
 * /api/companyLines: the product lines of the user's own companies (feature COMPANYLINE, company-type
 * users; another company's link or company is 404). Every change logs an 'update' of the company, except a
 * company user's change of an APPROVED company: it goes into the company's proposed change (202).
 */
export const companyLineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  // one per-user budget with the company writes (modules/companys/routes.ts)
  const writeLimit = app.userRateLimit('company-writes', { max: app.rateLimits.companyWritesMax, timeWindow: app.rateLimits.companyWritesWindowMs });

  app.get(
    '/',
    {
      onRequest: [app.authorize('COMPANYLINE:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Linhas das empresas do usuário (filtros companyId, lineId; planilha com format=xlsx)',
        security,
        querystring: withExport(ZCompanyLineListQuerySchema),
        response: { 200: listEnvelope(ZCompanyLineSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const scope = companyLineScopeOf(request);
      return listOrExport(reply, {
        definition: COMPANY_LINE_LIST,
        query: request.query,
        find: (query, page) => findCompanyLines(db, query, page, scope),
        now: clock(),
      });
    },
  );

  app.get(
    '/company/list',
    {
      onRequest: [app.authorize('COMPANYLINE:LIST')],
      schema: {
        tags: TAGS,
        summary: 'As linhas (distintas) das empresas do usuário; companyId opcional',
        security,
        querystring: ZCompanyLineOptionsQuerySchema,
        response: { 200: ZCompanyLineOptionsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await findLinesOfCompanies(db, companyLineScopeOf(request), request.query.companyId) }),
  );

  app.get(
    '/:id',
    {
      onRequest: [app.authorize('COMPANYLINE:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Uma linha de empresa (404 se a empresa não for do usuário)',
        security,
        params: ZIdSchema,
        response: { 200: ZCompanyLineSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await findCompanyLine(db, request.params.id, companyLineScopeOf(request));
      if (!found) throw notFound();
      return found;
    },
  );

  const deps = (request: Parameters<typeof logActorOf>[0]) => ({
    db,
    now: clock(),
    actor: logActorOf(request),
    scope: companyLineScopeOf(request),
    mail: { systemName: app.config.branding.systemName, backofficeHost: app.config.hosts.backoffice },
    changed: (companyIds: number[]) => app.directoryChanges.emit({ companyIds }),
  });
  /** A written link answers `status`; a proposal, 202 with what it proposed. */
  const answer = (reply: FastifyReply, status: 200 | 201, result: CompanyLineWrite) =>
    result.kind === 'proposed' ? reply.code(202).send(result.proposal) : reply.code(status).send(result.companyLine);
  const PROPOSAL = { 202: ZCompanyLineProposalSchema };

  app.post(
    '/',
    {
      onRequest: [app.authorize('COMPANYLINE:CREATE'), writeLimit],
      schema: {
        tags: TAGS,
        summary:
          "Associa uma linha a uma empresa do usuário (a empresa volta a 'Pendente' até a aprovação); numa empresa aprovada, 202: a linha entra na alteração proposta e a versão aprovada continua publicada",
        security,
        body: wrapped('companyLine', ZCompanyLineCreateSchema),
        response: { 201: ZCompanyLineSchema, ...PROPOSAL, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => answer(reply, 201, await createCompanyLine(deps(request), request.body.companyLine)),
  );

  app.put(
    '/',
    {
      onRequest: [app.authorize('COMPANYLINE:UPDATE'), writeLimit],
      schema: {
        tags: TAGS,
        summary:
          "Altera a linha ou a empresa de uma associação (id no corpo; as empresas voltam a 'Pendente'); numa empresa aprovada, 202: a troca entra na alteração proposta",
        security,
        body: wrapped('companyLine', ZCompanyLineUpdateSchema),
        response: { 200: ZCompanyLineSchema, ...PROPOSAL, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => answer(reply, 200, await updateCompanyLine(deps(request), request.body.companyLine)),
  );

  app.delete(
    '/',
    {
      onRequest: [app.authorize('COMPANYLINE:DELETE'), writeLimit],
      schema: {
        tags: TAGS,
        summary:
          "Remove uma linha de uma empresa (recusado se for a última; a empresa volta a 'Pendente'); numa empresa aprovada, 202: a remoção entra na alteração proposta",
        security,
        querystring: ZIdSchema,
        response: { 200: ZCompanyLineSchema, ...PROPOSAL, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => answer(reply, 200, await deleteCompanyLine(deps(request), request.query.id)),
  );

  app.delete(
    '/proposal',
    {
      onRequest: [app.authorize('COMPANYLINE:DELETE'), writeLimit],
      schema: {
        tags: TAGS,
        summary:
          'Desfaz as alterações de linhas propostas para uma empresa aprovada (as linhas aprovadas de novo; o resto da alteração proposta continua); 409 se nenhuma aguarda aprovação',
        security,
        querystring: ZCompanyLineProposalQuerySchema,
        response: { 200: ZCompanyLineProposalWithdrawalSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => withdrawLineProposal(deps(request), request.query.companyId),
  );
};
