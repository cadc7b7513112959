import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_FILES, ZUploadResultSchema } from '@rede/domain';
import { notFound } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { readMultipartFiles } from './read-multipart-files.ts';
import { contentTypeOf, isStoredName } from './stored-file-name.ts';
import { uploadFiles } from './upload-files.ts';
import { UPLOAD_CACHE_CONTROL, UPLOAD_MAX_FILE_SIZE_TEXT } from './upload-limits.ts';

const TAGS = ['uploads'];

const ZFileParamsSchema = z.object({ fileName: z.string() });

/** /api/uploads: image upload (logged-in users) and public serving of stored files. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.uploadStorage;

  app.post(
    '/uploadFiles',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: `Envia imagens (multipart, campo files; jpg/png, até ${UPLOAD_MAX_FILE_SIZE_TEXT} cada, até ${MAX_UPLOAD_FILES} por envio)`,
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 200: ZUploadResultSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => ({ paths: await uploadFiles(storage, await readMultipartFiles(request)) }),
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
      reply
        .type(contentTypeOf(fileName))
        .header('cache-control', UPLOAD_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff');
      if (file.size !== null) reply.header('content-length', file.size);
      return reply.send(file.stream);
    },
  );
};
