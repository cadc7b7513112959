import fp from 'fastify-plugin';
import { routeNotFoundBody } from './error-handler.ts';

/**
 * Unknown routes. With the web app served: a GET/HEAD outside /api that is not a file answers
 * index.html (the SPA routes itself; missing /assets/* stay 404). Everything else, and every unknown
 * /api route, is the JSON 404 of the error format. Rate limited per IP.
 */
export const notFoundPlugin = fp<{ spa: boolean; max: number; timeWindow: number }>(
  async (app, { spa, max, timeWindow }) => {
    // A synchronous handler: returning the (thenable) reply from an async one would pile listeners.
    app.setNotFoundHandler({ preHandler: app.rateLimit({ max, timeWindow }) }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = path === '/api' || path.startsWith('/api/');
      if (spa && !isApi && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/assets/')) {
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
        return;
      }
      reply.code(404).type('application/json; charset=utf-8').send(routeNotFoundBody());
    });
  },
  { name: 'not-found', dependencies: ['rate-limit'] },
);
