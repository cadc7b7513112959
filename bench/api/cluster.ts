import { availableParallelism } from 'node:os';
import { createRandom } from '../../apps/api/src/db/seed/prng.ts';
import { startServer, type RunningServer } from '../../e2e/support/server.ts';
import { NGINX, startNginx } from '../../multi-instance/support/nginx.ts';
import { runLoad, type LoadResult } from '../lib/load.ts';
import { randomSearchPath } from './search.ts';

export type ClusterContext = {
  /** The server the other steps measured (already running on the benchmark's PostgreSQL database). */
  first: RunningServer;
  /** Its environment: the others start with the same one. */
  env: Record<string, string>;
  duration: number;
  connections: number;
  lineIds: number[];
  log: (line: string) => void;
};

const randomSearches = async (url: string, context: ClusterContext): Promise<LoadResult> => {
  const random = createRandom(11);
  return runLoad({
    url,
    connections: context.connections,
    duration: context.duration,
    timeout: 60,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: randomSearchPath(random, context.lineIds) }) }],
  });
};

/**
 * Random public searches through nginx (deploy/nginx.conf) with one instance, then with
 * three on the same PostgreSQL database. On a machine of 2 cores three instances share the same CPUs:
 * expect little gain; the point of several instances here is correctness and availability.
 */
export const benchCluster = async (context: ClusterContext) => {
  if (!NGINX) throw new Error('nginx não encontrado (apt-get install -y nginx)');
  const port = (server: RunningServer) => Number(new URL(server.url).port);
  /** Random searches through nginx (deploy/nginx.conf) in front of `servers`. */
  const throughNginx = async (servers: RunningServer[]) => {
    const nginx = await startNginx(servers.map(port));
    try {
      return await randomSearches(nginx.url, context);
    } finally {
      await nginx.stop();
    }
  };
  const one = await throughNginx([context.first]);
  context.log(
    `  1 instância atrás do nginx: ${one.requestsPerSecond} req/s p50 ${one.p50Ms} ms p99 ${one.p99Ms} ms (${one.non2xx} não-2xx, ${one.errors} erros)`,
  );

  const others = await Promise.all([startServer(context.env), startServer(context.env)]);
  try {
    const three = await throughNginx([context.first, ...others]);
    context.log(
      `  3 instâncias atrás do nginx: ${three.requestsPerSecond} req/s p50 ${three.p50Ms} ms p99 ${three.p99Ms} ms (${three.non2xx} não-2xx, ${three.errors} erros)`,
    );
    const gain = Math.round((three.requestsPerSecond / Math.max(1, one.requestsPerSecond)) * 100) / 100;
    context.log(`  ganho de 3 instâncias: ${gain}× (máquina de ${availableParallelism()} núcleos: as instâncias dividem os mesmos núcleos)`);
    return { oneInstance: one, threeInstances: three, gain };
  } finally {
    await Promise.all(others.map((server) => server.stop()));
  }
};
