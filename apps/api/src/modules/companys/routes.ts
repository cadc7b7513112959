import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPANY_BULK_DECISION_MAX,
  companyBulkFilterTooMany,
  listEnvelope,
  MESSAGES,
  wrapped,
  ZCompanyBulkDecisionBodySchema,
  ZCompanyBulkDecisionResultSchema,
  ZCompanyCountsSchema,
  ZCompanyCreateSchema,
  ZCompanyExportQuerySchema,
  ZCompanyIdsQuerySchema,
  ZCompanyIdsSchema,
  ZCompanyListQuerySchema,
  ZCompanyRejectSchema,
  ZCompanySchema,
  ZCompanyUpdateSchema,
  ZCompanyWorkflowSchema,
  ZIdSchema,
} from '@rede/domain';
import { badRequest, notFound, validationError } from '../../lib/app-error.ts';
import { withExport } from '../../lib/list/export-query.ts';
import { listOrExport } from '../../lib/list/list-or-export.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { logActorOf } from '../company-logs/log-actor.ts';
import { bulkDecideCompanies } from './bulk-decide-companies.ts';
import { companyUserOnly, companyUserWith, managesCompany } from './company-guards.ts';
import { COMPANY_LIST } from './company-list.ts';
import { countCompanies } from './count-companies.ts';
import { createCompany } from './create-company.ts';
import { decideCompany, type CompanyAction } from './decide-company.ts';
import { deleteCompany } from './delete-company.ts';
import { exportCompanySummary } from './export-company-summary.ts';
import { companyBatches, companyIdsMatching, findCompanies, type FindCompaniesQuery } from './find-companies.ts';
import { getCompany } from './get-company.ts';
import { updateCompany } from './update-company.ts';
import { invitationPageUrl } from '../invitations/invitation-link.ts';

const TAGS = ['companys'];
const security = [{ bearerAuth: [] }];

/**
 * /api/companys: the administrators' company records (feature COMPANY, admin-type users), the
 * approval workflow, the dashboard counts and the export; and under /companyUsers the company users'
 * own companies (any company-type user reads them; changing one needs MYCOMPANY:UPDATE and adding one
 * MYCOMPANY:CREATE on the user's profile; another company is 404).
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app;
  const mail = { systemName: config.branding.systemName, backofficeHost: config.hosts.backoffice };
  const invitations = { systemName: config.branding.systemName, pageUrl: invitationPageUrl(config) };
  // every write signals the public directory itself, after its commit
  const changed = (companyIds: number[]) => app.directoryChanges.emit({ companyIds });
  const deps = () => ({ db, storage: app.uploadStorage, now: clock(), mail, invitations, changed });
  const adminWriter = (request: FastifyRequest) => ({ kind: 'admin' as const, actor: logActorOf(request), access: requireUser(request) });
  const companyUser = companyUserOnly(app);
  // the company's own access profiles decide who of its users changes or adds companies
  const companyUserCreating = companyUserWith(app, 'MYCOMPANY:CREATE', MESSAGES.access.myCompanyCreate);
  const companyUserUpdating = companyUserWith(app, 'MYCOMPANY:UPDATE', MESSAGES.access.myCompanyUpdate);
  const companyResponse = (...errors: Parameters<typeof errorResponses>) => ({ 200: ZCompanySchema, ...errorResponses(...errors) });
  // every write makes each instance reload the company (and may rebuild pages): a per-user budget for all of them
  const writeLimit = app.userRateLimit('company-writes', { max: app.rateLimits.companyWritesMax, timeWindow: app.rateLimits.companyWritesWindowMs });

  // ---- Administrators (COMPANY) ----

  app.get(
    '/',
    {
      onRequest: [app.authorize('COMPANY:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Lista paginada de empresas (filtros status, uf, city, lines; planilha com format=xlsx)',
        security,
        querystring: withExport(ZCompanyListQuerySchema),
        response: { 200: listEnvelope(ZCompanySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      listOrExport(reply, {
        definition: COMPANY_LIST,
        query: request.query,
        find: (query, page) => findCompanies(db, query, page),
        batches: (query) => companyBatches(db, query),
        now: clock(),
      }),
  );

  app.get(
    '/company/export',
    {
      onRequest: [app.authorize('COMPANY:LIST')],
      schema: {
        tags: TAGS,
        summary: "Planilha .xlsx das empresas (linha-resumo: id, nome, cnpj, uf, cidade, email, contato, linhas, status; aba 'Dados')",
        security,
        querystring: ZCompanyExportQuerySchema,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => exportCompanySummary(reply, { db, now: clock() }, request.query),
  );

  app.get(
    '/company/activeandinactive',
    {
      onRequest: [app.authorize('COMPANY:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Contagens do painel: pendings (pendentes), actives (aprovadas e ativas), inactives (as demais), approved, disapproved, total',
        security,
        response: { 200: ZCompanyCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => countCompanies(db),
  );

  const workflow = (action: CompanyAction, summary: string) =>
    app.post(
      `/company/${action}`,
      {
        onRequest: [app.authorize('COMPANY:UPDATE'), writeLimit],
        schema: {
          tags: TAGS,
          summary,
          security,
          body: action === 'reject' ? ZCompanyRejectSchema : ZCompanyWorkflowSchema,
          response: companyResponse(400, 401, 403, 404, 409, 429),
        },
      },
      async (request) => {
        const body = request.body as { id: number; reason?: string | null; expectedUpdatedAt?: string };
        const { company } = await decideCompany(deps(), logActorOf(request), {
          id: body.id,
          action,
          reason: body.reason,
          expectedUpdatedAt: body.expectedUpdatedAt,
        });
        return company;
      },
    );
  workflow(
    'approve',
    "Aprova a empresa (qualquer status → approved; log 'approved'; e-mail ao administrador da empresa); numa empresa aprovada com alteração proposta, publica a alteração; se já está aprovada sem alteração, nada muda",
  );
  workflow(
    'reject',
    "Reprova a empresa (qualquer status → disapproved; log 'rejected' com o motivo; e-mail com o motivo); numa empresa aprovada com alteração proposta, descarta só a alteração (a versão aprovada continua publicada); se já está reprovada, nada muda",
  );
  workflow('deactivate', "Desativa a empresa (isActive false; log 'disabled'); se já está inativa, nada muda");
  workflow('reactivate', "Reativa a empresa (isActive true; log 'update'); se já está ativa, nada muda");

  // ---- Bulk decisions (the list's selection) ----

  /** The list's filters as a list query (paging unused; order: the list's). */
  const filterQuery = (
    filter: Omit<FindCompaniesQuery, 'pageSize' | 'pageIndex' | 'orderDirection'> & { orderDirection?: 'asc' | 'desc' | undefined },
  ): FindCompaniesQuery => ({
    ...filter,
    pageSize: 10,
    pageIndex: 0,
    orderDirection: filter.orderDirection ?? 'asc',
  });
  /** Every id the filter matches, or 400 when they are more than a bulk decision takes. */
  const idsMatching = async (query: FindCompaniesQuery) => {
    const { ids, total } = await companyIdsMatching(db, query, COMPANY_BULK_DECISION_MAX);
    if (total > COMPANY_BULK_DECISION_MAX) throw badRequest(companyBulkFilterTooMany(total));
    return ids;
  };

  app.get(
    '/company/ids',
    {
      onRequest: [app.authorize('COMPANY:LIST')],
      schema: {
        tags: TAGS,
        summary: `Ids das empresas que a pesquisa e os filtros da lista encontram (searchTerm, status, uf, city, lines), na ordem da lista: a seleção "todas deste filtro"; acima de ${COMPANY_BULK_DECISION_MAX}, 400`,
        security,
        querystring: ZCompanyIdsQuerySchema,
        response: { 200: ZCompanyIdsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const ids = await idsMatching(filterQuery(request.query));
      return { data: ids, total: ids.length };
    },
  );

  app.post(
    '/bulk-decision',
    {
      onRequest: [app.authorize('COMPANY:UPDATE'), writeLimit],
      schema: {
        tags: TAGS,
        summary:
          `Decisão em lote: aprova, reprova (um motivo para todas, obrigatório) ou desativa as empresas de \`ids\` ou do \`filter\` da lista (no máximo ${COMPANY_BULK_DECISION_MAX}), ` +
          'cada uma como a ação individual, na sua própria transação, com a sua entrada no log e o seu e-mail; ' +
          'as que não mudam (já no status, excluídas, erro) ficam como estavam e voltam em failed com o motivo; ' +
          'com expectedUpdatedAt (a versão mostrada, por id), as alteradas desde então são recusadas como na ação individual (409): nada é gravado e voltam em failed com code STALE_RECORD',
        security,
        body: ZCompanyBulkDecisionBodySchema,
        response: { 200: ZCompanyBulkDecisionResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { action, ids, filter, reason, expectedUpdatedAt } = request.body.decision;
      const targets = ids ?? (await idsMatching(filterQuery(filter ?? {})));
      const result = await bulkDecideCompanies(
        deps(),
        logActorOf(request),
        { action, ids: targets, reason: action === 'reject' ? (reason ?? null) : null, versions: expectedUpdatedAt },
        request.log,
      );
      request.log.info(
        { action, requested: targets.length, succeeded: result.succeeded.length, failed: result.failed.length },
        'decisão em lote de empresas',
      );
      return { data: { action, ...result }, total: targets.length };
    },
  );

  // ---- Company users: their own companies ----

  app.get(
    '/companyUsers/companiesByUser',
    {
      onRequest: [companyUser],
      schema: {
        tags: TAGS,
        summary: 'Empresas do usuário logado (tipo empresa): paginação e filtros status, uf, city, lines',
        security,
        querystring: withExport(ZCompanyListQuerySchema),
        response: { 200: listEnvelope(ZCompanySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { companyIds } = requireUser(request);
      return listOrExport(reply, {
        definition: COMPANY_LIST,
        query: request.query,
        find: (query, page) => findCompanies(db, query, page, companyIds),
        batches: (query) => companyBatches(db, query, companyIds),
        now: clock(),
      });
    },
  );

  app.get(
    '/companyUsers/companysByUser/:id',
    {
      onRequest: [companyUser],
      schema: {
        tags: TAGS,
        summary: 'Uma empresa do usuário logado (404 se não for dele); com alteração proposta, os valores propostos (isProposedChange)',
        security,
        params: ZIdSchema,
        response: companyResponse(400, 401, 403, 404),
      },
    },
    async (request) => getCompany(db, request.params.id, requireUser(request).companyIds),
  );

  app.post(
    '/companyUsers/companysByUser',
    {
      onRequest: [companyUserCreating, writeLimit],
      schema: {
        tags: TAGS,
        summary: 'Cadastra uma empresa do usuário logado (MYCOMPANY:CREATE; status pendente, ativa; status, isActive e administrador ignorados)',
        security,
        body: wrapped('company', ZCompanyCreateSchema),
        response: { 201: ZCompanySchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const actor = logActorOf(request);
      const company = await createCompany(deps(), { kind: 'owner', actor }, request.body.company);
      return reply.code(201).send(company);
    },
  );

  app.put(
    '/companyUsers/companysByUser/:id',
    {
      onRequest: [companyUserUpdating, writeLimit],
      schema: {
        tags: TAGS,
        summary:
          'Altera uma empresa do usuário logado (MYCOMPANY:UPDATE; status, isActive e administrador ignorados; 404 se não for dele). Empresa aprovada: a alteração fica proposta (review, isProposedChange) e a versão aprovada continua pública até a decisão; as demais voltam a pendente',
        security,
        params: ZIdSchema,
        body: wrapped('company', ZCompanyUpdateSchema),
        response: companyResponse(400, 401, 403, 404, 409, 429),
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body.company;
      if (!managesCompany(requireUser(request), id)) throw notFound();
      if (input.id !== id) throw validationError({ 'company.id': MESSAGES.validation.invalid });
      const actor = logActorOf(request);
      const { company } = await updateCompany(deps(), { kind: 'owner', actor }, input);
      return company;
    },
  );

  // ---- Administrators: one company ----

  app.get(
    '/:id',
    {
      onRequest: [app.authorize('COMPANY:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Uma empresa: os valores aprovados e, em review, o que aguarda decisão (novo cadastro ou alteração proposta: campo, antes, depois)',
        security,
        params: ZIdSchema,
        response: companyResponse(400, 401, 403, 404),
      },
    },
    async (request) => getCompany(db, request.params.id),
  );

  app.post(
    '/',
    {
      onRequest: [app.authorize('COMPANY:CREATE'), writeLimit],
      schema: {
        tags: TAGS,
        summary: 'Cadastra uma empresa (com adminName, adminEmail e adminPassword cria também o usuário administrador dela)',
        security,
        body: wrapped('company', ZCompanyCreateSchema),
        response: { 201: ZCompanySchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const company = await createCompany(deps(), adminWriter(request), request.body.company);
      return reply.code(201).send(company);
    },
  );

  app.put(
    '/',
    {
      onRequest: [app.authorize('COMPANY:UPDATE'), writeLimit],
      schema: {
        tags: TAGS,
        summary: 'Altera uma empresa (id no corpo); mudar o status para approved/disapproved conta como aprovação/reprovação',
        security,
        body: wrapped('company', ZCompanyUpdateSchema),
        response: companyResponse(400, 401, 403, 404, 409, 429),
      },
    },
    async (request) => {
      const { company, adminAccountChange } = await updateCompany(deps(), adminWriter(request), request.body.company);
      if (adminAccountChange) {
        request.log.info({ companyId: company.id, ...adminAccountChange }, 'conta do administrador da empresa alterada pelo cadastro da empresa');
      }
      return company;
    },
  );

  app.delete(
    '/',
    {
      onRequest: [app.authorize('COMPANY:DELETE'), writeLimit],
      schema: {
        tags: TAGS,
        summary:
          "Exclui uma empresa (o histórico no log continua legível); os usuários dela são desativados e os perfis dela, trocados por 'Sem acesso'",
        security,
        querystring: ZIdSchema,
        response: companyResponse(400, 401, 403, 404, 429),
      },
    },
    async (request) => {
      const { company, disabledUserIds, movedToNoAccessUserIds } = await deleteCompany(deps(), logActorOf(request), request.query.id);
      if (disabledUserIds.length + movedToNoAccessUserIds.length > 0) {
        request.log.info(
          { companyId: company.id, disabledUserIds, movedToNoAccessUserIds },
          'empresa excluída: usuários desativados e perfis de acesso trocados',
        );
      }
      return company;
    },
  );
};
