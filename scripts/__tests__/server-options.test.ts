import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_OPTIONS, serverEnv } from '../server-node-options.mjs';

describe('the options and environment every start of the server uses (scripts/server-node-options.mjs)', () => {
  it("adds the allocator settings to the environment (glibc's two arenas, own mappings from 128 KB)", () => {
    const env = serverEnv({ PATH: '/usr/bin', PORT: '3000' });
    expect(env).toMatchObject({ PATH: '/usr/bin', PORT: '3000', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(SERVER_NODE_OPTIONS).toContain('--max-semi-space-size=8');
  });

  it('keeps a setting the environment already has (an operator tuning the allocator decides)', () => {
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_MMAP_THRESHOLD_).toBe(SERVER_ENV.MALLOC_MMAP_THRESHOLD_);
  });

  it("starts from the process's own environment by default", () => {
    expect(serverEnv().PATH).toBe(process.env.PATH);
  });
});
