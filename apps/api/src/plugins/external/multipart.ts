import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MULTIPART_LIMITS } from '../../config/upload-limits.ts';

/** multipart/form-data for POST /api/uploads/uploadFiles (field `files`). */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS });
  },
  { name: 'multipart' },
);
