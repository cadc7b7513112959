import { connect, createServer, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  readonly port: number;
  /** Open connections destroyed; new ones accepted and never answered. */
  cut(): void;
  /** Every byte dropped both ways on the open connections, which stay open; new ones accepted and never answered. */
  blackhole(): void;
  /**
   * Like blackhole, only for the connections whose client has sent `marker` (already or from now on, e.g. a
   * `LISTEN channel`): a network that drops one connection's packets without closing it. The others flow.
   */
  blackholeWhere(marker: string): void;
  /**
   * New connections flow again; black-holed ones stay dead, as connections a real network lost would (the
   * application has to notice and drop them itself).
   */
  restore(): void;
  close(): Promise<void>;
};

/**
 * A TCP proxy on 127.0.0.1 to host:port that the fault tests cut, black-hole or restore. Connections carry
 * the client's bytes as they come (a PostgreSQL session's queries are readable in them: no TLS here).
 */
export const createTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  let mode: 'open' | 'cut' | 'blackhole' | 'marked' = 'open';
  let marker = '';
  const sockets = new Set<Socket>();
  const dead = new WeakSet<Socket>();
  /** What each client has sent so far (the tail only): a marker split over two chunks is still found. */
  const sent = new Map<Socket, string>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => {
      sockets.delete(client);
      sent.delete(client);
    });
    client.on('error', () => client.destroy());
    if (mode === 'cut' || mode === 'blackhole') {
      dead.add(client); // accepted, never answered
      client.on('data', () => undefined);
      return;
    }
    const upstream = connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk: Buffer) => {
      const seen = `${sent.get(client) ?? ''}${chunk.toString('latin1')}`.slice(-4096);
      sent.set(client, seen);
      if (mode === 'marked' && seen.includes(marker)) dead.add(client);
      if (!dead.has(client)) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!dead.has(client)) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    cut() {
      mode = 'cut';
      for (const socket of sockets) socket.destroy();
    },
    blackhole() {
      mode = 'blackhole';
      for (const socket of sockets) dead.add(socket);
    },
    blackholeWhere(text) {
      mode = 'marked';
      marker = text;
      for (const [client, seen] of sent) if (seen.includes(text)) dead.add(client);
    },
    restore() {
      if (mode === 'cut') for (const socket of sockets) socket.destroy(); // the black-holed new ones
      mode = 'open';
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
