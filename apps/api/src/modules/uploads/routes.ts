import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMessage, MAX_UPLOAD_FILES, MESSAGES, waitInWords, ZUploadResultSchema } from '@rede/domain';
import { DEFAULT_UPLOAD_POLICY } from '../../config/upload-policy.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { multipartPlugin } from '../../plugins/external/multipart.ts';
import { discardRequestBody } from './discard-request-body.ts';
import { contentTypeOf, isStoredName } from './stored-file-name.ts';
import { uploadFiles } from './upload-files.ts';
import { MAX_UPLOAD_REQUEST_BYTES, UPLOAD_CACHE_CONTROL, UPLOAD_MAX_FILE_SIZE_TEXT } from '../../config/upload-limits.ts';

const TAGS = ['uploads'];

const ZFileParamsSchema = z.object({ fileName: z.string() });

/** 429 of the per-user upload limit: 'Muitos envios de arquivos. Tente novamente em cerca de 1 minuto.' */
const tooManyUploads = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, formatMessage(MESSAGES.uploads.tooManyUploads, { wait: waitInWords(seconds) }), { retryAfter: seconds });
};

/** /api/uploads: image upload (logged-in users, limited) and public serving of stored files. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartPlugin);
  const storage = app.uploadStorage;
  const policy = app.config.uploads ?? DEFAULT_UPLOAD_POLICY;

  app.post(
    '/uploadFiles',
    {
      onRequest: [app.authenticate],
      config: {
        // per user (after authentication), in memory like the other limits
        rateLimit: {
          hook: 'preHandler',
          max: policy.ratePerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => `upload:${requireUser(request).id}`,
          errorResponseBuilder: (_request, context) => tooManyUploads(context.ttl),
        },
      },
      // whatever the answer (a refusal before or while reading, or bytes after the last part), a body not
      // read to its end is dropped, never parsed, at most one maximal request more; then the connection closes
      onSend: async (request, _reply, payload) => {
        discardRequestBody(request.raw, MAX_UPLOAD_REQUEST_BYTES);
        return payload;
      },
      schema: {
        tags: TAGS,
        summary: `Envia imagens (multipart, campo files; jpg/png, até ${UPLOAD_MAX_FILE_SIZE_TEXT} cada, até ${MAX_UPLOAD_FILES} por envio; limite por usuário e cota)`,
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 200: ZUploadResultSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => ({
      paths: await uploadFiles({ db: app.db, storage, policy, now: app.clock() }, requireUser(request), request),
    }),
  );

  app.get(
    '/files/:fileName',
    {
      schema: {
        tags: TAGS,
        summary: 'Arquivo gravado (público)',
        params: ZFileParamsSchema,
        response: { 200: z.any().describe('A imagem (image/jpeg ou image/png)'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { fileName } = request.params;
      if (!isStoredName(fileName)) throw notFound();
      const file = await storage.open(fileName);
      if (!file) throw notFound();
      reply.type(contentTypeOf(fileName)).header('cache-control', UPLOAD_CACHE_CONTROL).header('x-content-type-options', 'nosniff');
      if (file.size !== null) reply.header('content-length', file.size);
      return reply.send(file.stream);
    },
  );
};
