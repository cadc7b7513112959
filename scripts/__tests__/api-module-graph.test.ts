import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleCycles, moduleGraph } from '../architecture/module-graph.ts';

const MODULES = join(import.meta.dirname, '../../apps/api/src/modules');

describe('API modules (apps/api/src/modules/<name>/)', () => {
  it('import each other without cycles (file-level cycles: import-x/no-cycle in eslint.config.js)', () => {
    expect(moduleCycles(moduleGraph(MODULES))).toEqual([]);
  });

  it('the cycle finder finds a cycle through three modules and none in a chain', () => {
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));
    expect(moduleCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(moduleCycles(graph({ a: ['b'], b: ['c'], c: [], d: ['a', 'c'] }))).toEqual([]);
  });
});
