import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MULTIPART_LIMITS } from '../../config/upload-limits.ts';

/**
 * multipart/form-data, registered by the routes that take files (the uploads, the company import) and only there:
 * @fastify/multipart adds an onRequest and an onResponse hook to every request of the scope it is registered in.
 */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS });
  },
  { name: 'multipart' },
);
