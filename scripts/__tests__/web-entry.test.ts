import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatFirstLoad, measureFirstLoad } from '../../apps/web/scripts/measure-first-load.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const DIST = join(ROOT, 'apps', 'web', 'dist');

beforeAll(() => {
  // npm test builds first; built here when missing (this project alone)
  if (!existsSync(join(DIST, '.vite', 'manifest.json'))) {
    const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
    expect(result.status, 'node scripts/build.mjs').toBe(0);
  }
}, 300_000);

describe('the built web app', () => {
  it("keeps the public home's first-load JavaScript within its budget, without the forms' or the map's code", () => {
    const result = measureFirstLoad(DIST);
    // the figure in the run's output, whatever the outcome
    console.log(formatFirstLoad(result).join('\n'));
    expect(result.initial.files.length).toBeGreaterThan(0);
    expect(result.forbidden).toEqual([]);
    expect(result.totalGzipBytes).toBeLessThanOrEqual(result.budgetGzipBytes);
  });
});
