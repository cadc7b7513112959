import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEnvelope, wrapped, ZIdSchema, ZNotificationCreateSchema, ZNotificationListQuerySchema, ZNotificationSchema } from '@rede/domain';
import { withExport } from '../../lib/list/export-query.ts';
import { listOrExport } from '../../lib/list/list-or-export.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { createNotification } from './create-notification.ts';
import { deleteNotification } from './delete-notification.ts';
import { findNotifications } from './find-notifications.ts';
import { getNotification } from './get-notification.ts';
import { NOTIFICATION_LIST } from './notification-list.ts';

const TAGS = ['notifications'];
const security = [{ bearerAuth: [] }];

/** /api/notifications: push notifications of the app (feature NOTIFICATION, admin-type users). No PUT (section 7). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get(
    '/',
    {
      onRequest: [app.authorize('NOTIFICATION:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Lista paginada, filtros deviceType e isSent (ou planilha .xlsx com format=xlsx)',
        security,
        querystring: withExport(ZNotificationListQuerySchema),
        response: { 200: listEnvelope(ZNotificationSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      listOrExport(reply, {
        definition: NOTIFICATION_LIST,
        query: request.query,
        find: (query, page) => findNotifications(db, query, page),
        now: clock(),
      }),
  );

  app.get(
    '/:id',
    {
      onRequest: [app.authorize('NOTIFICATION:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Uma notificação',
        security,
        params: ZIdSchema,
        response: { 200: ZNotificationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getNotification(db, request.params.id),
  );

  app.post(
    '/',
    {
      onRequest: [app.authorize('NOTIFICATION:CREATE')],
      schema: {
        tags: TAGS,
        summary: 'Cadastra uma notificação (enviada pelo agendador em scheduledDate, ou logo, sem data)',
        security,
        body: wrapped('notification', ZNotificationCreateSchema),
        response: { 201: ZNotificationSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createNotification({ db, storage: app.uploadStorage, now: clock() }, request.body.notification)),
  );

  app.delete(
    '/',
    {
      onRequest: [app.authorize('NOTIFICATION:DELETE')],
      schema: {
        tags: TAGS,
        summary: 'Exclui uma notificação',
        security,
        querystring: ZIdSchema,
        response: { 200: ZNotificationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => deleteNotification(db, request.query.id),
  );
};
