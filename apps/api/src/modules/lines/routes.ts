import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  listEnvelope,
  wrapped,
  ZIdSchema,
  ZLineCreateSchema,
  ZLineListQuerySchema,
  ZLineOptionSchema,
  ZLineSchema,
  ZLineUpdateSchema,
} from '@rede/domain';
import { withExport } from '../../lib/list/export-query.ts';
import { listOrExport } from '../../lib/list/list-or-export.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { sendCached } from '../../plugins/app/public-cache.ts';
import { createLine } from './create-line.ts';
import { deleteLine } from './delete-line.ts';
import { findLineOptions } from './find-line-options.ts';
import { findLines } from './find-lines.ts';
import { getLine } from './get-line.ts';
import { LINE_LIST } from './line-list.ts';
import { updateLine } from './update-line.ts';

const TAGS = ['lines'];
const security = [{ bearerAuth: [] }];

/** /api/lines: product lines (feature LINE, admin-type users) and the public registration options. */
export const lineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  // every write signals the public directory itself, after its commit
  const deps = () => ({ db, storage: app.uploadStorage, now: clock(), changed: (lineIds: number[]) => app.directoryChanges.emit({ lineIds }) });

  app.get(
    '/',
    {
      onRequest: [app.authorize('LINE:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Lista paginada (ou planilha .xlsx com format=xlsx)',
        security,
        querystring: withExport(ZLineListQuerySchema),
        response: { 200: listEnvelope(ZLineSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      listOrExport(reply, { definition: LINE_LIST, query: request.query, find: (query, page) => findLines(db, query, page), now: clock() }),
  );

  app.get(
    '/list/newUser',
    {
      schema: {
        tags: TAGS,
        summary: 'Linhas para o cadastro de empresas (público)',
        response: { 200: dataEnvelope(ZLineOptionSchema), 304: z.null() },
      },
    },
    // kept with the directory's public answers (a page render asks for it every time), emptied by every line change;
    // browsers revalidate it (ETag, 304): the registration form shows a new line at once
    async (request, reply) =>
      sendCached(request, reply, 'lines/options', async () => ({ data: await findLineOptions(db) }), {
        cacheControl: 'no-cache',
      }),
  );

  app.get(
    '/:id',
    {
      onRequest: [app.authorize('LINE:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Uma linha',
        security,
        params: ZIdSchema,
        response: { 200: ZLineSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getLine(db, request.params.id),
  );

  app.post(
    '/',
    {
      onRequest: [app.authorize('LINE:CREATE')],
      schema: {
        tags: TAGS,
        summary: 'Cadastra uma linha',
        security,
        body: wrapped('line', ZLineCreateSchema),
        response: { 201: ZLineSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const line = await createLine(deps(), request.body.line);
      return reply.code(201).send(line);
    },
  );

  app.put(
    '/',
    {
      onRequest: [app.authorize('LINE:UPDATE')],
      schema: {
        tags: TAGS,
        summary: 'Altera uma linha (id no corpo)',
        security,
        body: wrapped('line', ZLineUpdateSchema),
        response: { 200: ZLineSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const line = await updateLine(deps(), request.body.line);
      return line;
    },
  );

  app.delete(
    '/',
    {
      onRequest: [app.authorize('LINE:DELETE')],
      schema: {
        tags: TAGS,
        summary: 'Exclui uma linha (recusado se alguma empresa ficaria sem linha)',
        security,
        querystring: ZIdSchema,
        response: { 200: ZLineSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const line = await deleteLine(deps(), request.query.id);
      return line;
    },
  );
};
