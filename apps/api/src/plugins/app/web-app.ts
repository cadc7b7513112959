import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const ASSETS_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Serves the built web app (apps/web/dist): hashed files under /assets/* cached for a year,
 * index.html never cached. The SPA fallback (other non-/api GETs → index.html) is in the 404 handler.
 */
export const webAppPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (reply, path) => {
        const relative = path.slice(root.length).replaceAll('\\', '/');
        reply.header('cache-control', relative.startsWith('/assets/') ? ASSETS_CACHE : NO_CACHE);
      },
    });
  },
  { name: 'web-app' },
);

export const webIndexFile = (root: string) => join(root, 'index.html');
