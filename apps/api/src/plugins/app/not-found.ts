import fp from 'fastify-plugin';
import { matchPagePath } from '@rede/domain';
import { notFoundHtml } from '../../lib/not-found-html.ts';
import { routeNotFoundBody } from './error-handler.ts';

/** No page of the web app has a longer path. */
const MAX_PAGE_PATH = 1024;

/**
 * A path starting with two slashes (or a slash and a backslash, raw or percent-encoded): a browser reads
 * '//evil.com' as another site's address, and the page renderer cannot even parse it. No page has one.
 */
export const isDoubleSlashPath = (url: string): boolean => /^\/(?:\/|\\|%2f|%5c)/i.test(url);

/**
 * Unknown routes. With the web app served: a GET/HEAD outside /api that is not a file answers
 * index.html, 200 for a page of the web app (PAGE_PATHS) and 404 for any other path (the web app shows
 * 'Página não encontrada'); missing /assets/* stay 404. Everything else, and every unknown
 * /api route, is the JSON 404 of the error format. Rate limited per IP.
 */
export const notFoundPlugin = fp<{ spa: boolean; max: number; timeWindow: number }>(
  async (app, { spa, max, timeWindow }) => {
    // '//', '//evil.com', '///x': not found before any route, file or redirect sees them (never a Location built from one)
    app.addHook('onRequest', (request, reply, done) => {
      if (!isDoubleSlashPath(request.url)) return done();
      reply.header('cache-control', 'no-cache');
      if (spa && (request.method === 'GET' || request.method === 'HEAD'))
        return void reply.code(404).type('text/html; charset=utf-8').sendFile('index.html');
      void reply.code(404).type('application/json; charset=utf-8').send(routeNotFoundBody());
    });
    // A page path longer than any page (3 000 characters) is not found before anything else looks at it
    // (the static files would answer it with an English 403).
    if (spa) {
      app.addHook('onRequest', (request, reply, done) => {
        // every request goes through here: a URL no longer than the limit has a path no longer than it either
        if (request.url.length <= MAX_PAGE_PATH) return done();
        const path = request.url.split('?')[0] ?? '/';
        const isApi = path === '/api' || path.startsWith('/api/');
        if (path.length <= MAX_PAGE_PATH || isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return done();
        reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
      });
    }
    // A synchronous handler: returning the (thenable) reply from an async one would pile listeners.
    app.setNotFoundHandler({ preHandler: app.rateLimit({ max, timeWindow }) }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = path === '/api' || path.startsWith('/api/');
      if (spa && !isApi && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/assets/')) {
        // a page of the web app: index.html (200); any other path: the same page, which shows 'Página não
        // encontrada', with 404 (search engines and link checkers see the truth)
        const known = path.length <= MAX_PAGE_PATH && matchPagePath(path) !== null;
        // a missing page is titled like the app's not-found page ('Página não encontrada | …'), not as the site
        if (!known && app.webIndexHtml) {
          void app
            .webIndexHtml()
            .then((html) =>
              html
                ? reply
                    .code(404)
                    .header('cache-control', 'no-cache')
                    .type('text/html; charset=utf-8')
                    .send(notFoundHtml(html, app.config.branding.systemName))
                : reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html'),
            );
          return;
        }
        reply
          .code(known ? 200 : 404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .sendFile('index.html');
        return;
      }
      reply.code(404).type('application/json; charset=utf-8').send(routeNotFoundBody());
    });
  },
  { name: 'not-found', dependencies: ['rate-limit'] },
);
