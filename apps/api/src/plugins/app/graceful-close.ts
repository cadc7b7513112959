import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { MESSAGES } from '@rede/domain';

/** How long a connection that has not sent its first request yet is waited for once the listening socket is closed. */
export const FIRST_REQUEST_GRACE_MS = 2_000;
/** Longest time the listening socket stays open once closing began (see acceptQueued). */
export const ACCEPT_DRAIN_MAX_MS = 5_000;
const QUIET_MS = 50;
const SWEEP_MS = 50;

type Tracked = { served: number; inFlight: number };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The instance's place in its life: `draining` (SIGTERM received, still serving, readiness 503 so a
     * balancer stops sending) and `closing` (app.close() began: new requests get 503).
     */
    lifecycle: { readonly draining: boolean; readonly closing: boolean; beginDrain(): void };
  }
}

/**
 * Closing without dropping anybody (SIGTERM/SIGINT → app.close()):
 * - requests in flight finish; requests read after closing began get 503 in the error format and
 *   `connection: close`;
 * - keep-alive connections that are idle BETWEEN requests are closed (at the start and as they become idle);
 * - connections accepted but whose first request has not been read yet (a busy event loop leaves the bytes
 *   in the socket) are NOT destroyed: Node's own closeIdleConnections() would reset them, so it is replaced;
 *   their request is read and answered 503, or they are closed after FIRST_REQUEST_GRACE_MS;
 * - the listening socket stays open until the connections the kernel has already completed are accepted
 *   (closing it would reset them): until a quiet interval, checked after an I/O poll phase, accepts nothing
 *   new, at most ACCEPT_DRAIN_MAX_MS.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    const sockets = new Map<Socket, Tracked>();
    let isClosing = false;
    let isDraining = false;
    let accepted = 0;
    let sweeper: NodeJS.Timeout | undefined;

    app.decorate('lifecycle', {
      get draining() {
        return isDraining || isClosing;
      },
      get closing() {
        return isClosing;
      },
      beginDrain() {
        isDraining = true;
      },
    });

    app.server.on('connection', (socket: Socket) => {
      sockets.set(socket, { served: 0, inFlight: 0 });
      accepted += 1;
      socket.once('close', () => sockets.delete(socket));
    });
    app.server.on('request', (request, response) => {
      const tracked = sockets.get(request.socket);
      if (!tracked) return;
      tracked.inFlight += 1;
      response.once('close', () => {
        tracked.inFlight -= 1;
        tracked.served += 1;
      });
    });

    /** Waits while connections keep being accepted: a poll phase after a quiet interval would have accepted any queued one. */
    const acceptQueued = async () => {
      const deadline = Date.now() + ACCEPT_DRAIN_MAX_MS;
      for (let before = -1; before !== accepted && Date.now() < deadline;) {
        before = accepted;
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
        await new Promise((resolve) => setImmediate(resolve));
      }
    };

    const closeIdle = () => {
      for (const [socket, tracked] of sockets) {
        if (tracked.served > 0 && tracked.inFlight === 0) socket.destroy();
      }
    };
    // http.Server#close() calls this (Node ≥ 19) and so does Fastify: only connections idle between requests.
    app.server.closeIdleConnections = closeIdle;

    app.addHook('preClose', async () => {
      isClosing = true;
      sweeper = setInterval(closeIdle, SWEEP_MS);
      sweeper.unref();
      if (!app.server.listening) return; // inject()-only (tests): no sockets
      await acceptQueued();
      setTimeout(() => {
        for (const [socket, tracked] of sockets) if (tracked.inFlight === 0) socket.destroy();
      }, FIRST_REQUEST_GRACE_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(sweeper);
    });
    // callback-style hooks (every request runs them): no promise per request
    app.addHook('onRequest', (_request, reply, done) => {
      if (!isClosing) return done();
      reply
        .code(503)
        .header('connection', 'close')
        .send({ statusCode: 503, error: 'Service Unavailable', message: MESSAGES.errors.serviceUnavailable, additionalData: null });
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (isClosing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'graceful-close' },
);
