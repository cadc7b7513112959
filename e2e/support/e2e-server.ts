import { inject } from 'vitest';
import type { E2eServer } from './global-setup.ts';

/**
 * This worker's server (global-setup.ts starts one per worker): VITEST_POOL_ID numbers the workers from 1, so the
 * two files running at once never share a database.
 */
export const e2eServer = (): E2eServer => {
  const servers = inject('servers');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(Math.max(1, poolId) - 1) % servers.length]!;
};
