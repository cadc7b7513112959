import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listEnvelope,
  wrapped,
  ZIdSchema,
  ZSettingCreateSchema,
  ZSettingListQuerySchema,
  ZSettingPublicSchema,
  ZSettingSchema,
  ZSettingUpdateSchema,
} from '@rede/domain';
import { withExport } from '../../lib/list/export-query.ts';
import { listOrExport } from '../../lib/list/list-or-export.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { sendCached } from '../../plugins/app/public-cache.ts';
import { createSetting } from './create-setting.ts';
import { deleteSetting } from './delete-setting.ts';
import { findSettings } from './find-settings.ts';
import { getPublicSettings } from './get-public-settings.ts';
import { getSetting } from './get-setting.ts';
import { SETTING_LIST } from './setting-list.ts';
import { updateSetting } from './update-setting.ts';

const TAGS = ['settings'];
const security = [{ bearerAuth: [] }];
/** The public pages may show a text up to a minute old. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

/** /api/settings: terms, privacy policy and banner images (feature SETTING); record 1 is the one used. */
export const settingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  const deps = () => ({ db, storage: app.uploadStorage, now: clock() });
  /**
   * The public answer is kept with the directory's public answers (a page render asks for it every time): a write
   * empties that cache here; another instance keeps its own at most the cache's 60 s, as the Cache-Control says.
   */
  const changed = <T>(value: T): T => {
    app.publicCache.invalidate();
    return value;
  };

  app.get(
    '/',
    {
      onRequest: [app.authorize('SETTING:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Lista paginada (ou planilha .xlsx com format=xlsx)',
        security,
        querystring: withExport(ZSettingListQuerySchema),
        response: { 200: listEnvelope(ZSettingSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      listOrExport(reply, { definition: SETTING_LIST, query: request.query, find: (query, page) => findSettings(db, query, page), now: clock() }),
  );

  app.get(
    '/public',
    {
      schema: {
        tags: TAGS,
        summary: 'Termos, política de privacidade e banners do registro 1 (público)',
        response: { 200: ZSettingPublicSchema, 304: z.null() },
      },
    },
    async (request, reply) => sendCached(request, reply, 'settings/public', () => getPublicSettings(db), { cacheControl: PUBLIC_CACHE_CONTROL }),
  );

  app.get(
    '/:id',
    {
      onRequest: [app.authorize('SETTING:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Um registro de configurações',
        security,
        params: ZIdSchema,
        response: { 200: ZSettingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getSetting(db, request.params.id),
  );

  app.post(
    '/',
    {
      onRequest: [app.authorize('SETTING:CREATE')],
      schema: {
        tags: TAGS,
        summary: 'Cadastra um registro de configurações',
        security,
        body: wrapped('setting', ZSettingCreateSchema),
        response: { 201: ZSettingSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(changed(await createSetting(deps(), request.body.setting))),
  );

  app.put(
    '/',
    {
      onRequest: [app.authorize('SETTING:UPDATE')],
      schema: {
        tags: TAGS,
        summary: 'Altera um registro de configurações (objeto completo, id no corpo)',
        security,
        body: wrapped('setting', ZSettingUpdateSchema),
        response: { 200: ZSettingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => changed(await updateSetting(deps(), request.body.setting)),
  );

  app.delete(
    '/',
    {
      onRequest: [app.authorize('SETTING:DELETE')],
      schema: {
        tags: TAGS,
        summary: 'Exclui um registro de configurações (o registro 1 não pode ser excluído)',
        security,
        querystring: ZIdSchema,
        response: { 200: ZSettingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => changed(await deleteSetting(db, request.query.id)),
  );
};
