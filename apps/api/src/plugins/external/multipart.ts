import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

export const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 20, fields: 20 } as const;

/** multipart/form-data for POST /api/uploads/uploadFiles (field `files`). */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, { limits: UPLOAD_LIMITS });
  },
  { name: 'multipart' },
);
