import fp from 'fastify-plugin';

/**
 * Headers of every answer that the security headers plugin does not set:
 * - `Cache-Control: no-store` on every /api answer that did not choose its own caching (tokens and
 *   personal data must never sit in a browser's or a proxy's cache; the public directory and the
 *   uploaded files set theirs);
 * - `Strict-Transport-Security` on answers given over HTTPS (directly, or as a trusted proxy says
 *   through X-Forwarded-Proto), when HSTS_MAX_AGE_SECONDS > 0. Plain http on a LAN gets none;
 * - `Server-Timing: app;dur=<ms>` on every /api answer: the server's own time, from the request's arrival to its answer,
 *   so that a measurement tells the server's work apart from queueing and the network.
 */
export const responseHeadersPlugin = fp<{ hstsMaxAgeSeconds: number }>(
  async (app, { hstsMaxAgeSeconds }) => {
    // a callback-style hook (every answer runs it): no promise per request
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/')) {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
      }
      if (hstsMaxAgeSeconds > 0 && request.protocol === 'https') reply.header('strict-transport-security', `max-age=${hstsMaxAgeSeconds}`);
      done(null, payload);
    });
  },
  { name: 'response-headers' },
);
