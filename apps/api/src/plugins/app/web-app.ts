import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const ASSETS_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Serves the built web app (apps/web/dist): hashed files under /assets/* cached for a year (the build's .br/.gz
 * variants to browsers that accept them),
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
      // the web build writes .br/.gz beside its assets: sent to browsers that accept them
      preCompressed: true,
      // dist/.vite/manifest.json (the chunk graph for `npm run measure:web`) is not for the public
      dotfiles: 'ignore',
      setHeaders: (reply, path) => {
        const relative = path.slice(root.length).replaceAll('\\', '/');
        reply.header('cache-control', relative.startsWith('/assets/') ? ASSETS_CACHE : NO_CACHE);
      },
    });
    // index.html as text (re-read when the file changes), for pages rendered with their own <head> (SEO) and the hosting rule's 404 page.
    let cached: { mtimeMs: number; html: string } | null = null;
    app.decorate('webIndexHtml', async () => {
      try {
        const file = webIndexFile(root);
        const { mtimeMs } = await stat(file);
        if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
        return cached.html;
      } catch {
        return null;
      }
    });
  },
  { name: 'web-app' },
);

export const webIndexFile = (root: string) => join(root, 'index.html');
