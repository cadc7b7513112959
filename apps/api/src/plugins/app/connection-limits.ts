import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

/**
 * At most `maxPerIp` open connections per client address (0: no cap): a slow-body attack opens
 * thousands of connections from few addresses. A connection over the cap is closed at once, before
 * anything is read. Behind a reverse proxy every connection comes from the proxy: leave the cap to the
 * proxy there (nginx `limit_conn`, docs/deploy.md), which TRUST_PROXY implies (the cap is off then).
 */
export const connectionLimitsPlugin = fp<{ maxPerIp: number }>(
  async (app, { maxPerIp }) => {
    if (maxPerIp <= 0) return;
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? 'desconhecido';
      const count = (open.get(address) ?? 0) + 1;
      if (count > maxPerIp) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
    });
  },
  { name: 'connection-limits' },
);
