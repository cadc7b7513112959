import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const DIST = join(ROOT, 'apps', 'web', 'dist');

/** The files an ES module imports statically (`import … from "./x.js"`, `import "./x.js"`), as dist paths. */
const staticImports = (file: string): string[] =>
  [...readFileSync(join(DIST, file), 'utf8').matchAll(/\bimport\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+)["']/g)].map(
    (m) => `assets/${m[1]!.slice(2)}`,
  );

beforeAll(() => {
  // npm test builds first; built here when missing (this project alone)
  if (!existsSync(join(DIST, '.vite', 'first-load-roots.json'))) {
    const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
    expect(result.status, 'node scripts/build.mjs').toBe(0);
  }
}, 300_000);

describe('the built web app', () => {
  it("evaluates the app apart from the framework: the entry imports no chunk of the app's start statically", () => {
    const entry = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))?.[1];
    expect(entry).toMatch(/^assets\/index-.*\.js$/);
    const roots = JSON.parse(readFileSync(join(DIST, '.vite', 'first-load-roots.json'), 'utf8')) as Record<string, string>;
    const appChunk = roots['src/boot.tsx'];
    expect(appChunk).toBeDefined();
    // the entry's whole static graph (main.tsx: React, React DOM, the router; vite's preload helper with them)
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      staticImports(file).forEach(visit);
    };
    visit(entry!);
    expect(seen.size).toBeGreaterThan(1);
    expect([...seen]).not.toContain(appChunk);
    // …while the entry does load the app (dynamically)
    expect(readFileSync(join(DIST, entry!), 'utf8')).toContain(`import(\`./${appChunk!.slice('assets/'.length)}\`)`);
  });
});
