import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'scripts', 'apps/api', 'apps/web', 'e2e', 'multi-instance'],
  },
});
