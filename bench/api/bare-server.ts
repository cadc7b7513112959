import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type BareServer = { url: string; close: () => Promise<void> };

/** A bare node:http server answering every request with the given bytes and headers (the reference). */
export const startBareServer = async (body: Buffer, headers: Record<string, string>): Promise<BareServer> => {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-length': String(body.byteLength) });
    response.end(body);
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
