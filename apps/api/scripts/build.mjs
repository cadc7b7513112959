#!/usr/bin/env node
/**
 * Bundles src/main.ts into dist/main.js and the clustering worker thread into dist/cluster-thread.js (ESM, node20). The workspace package @rede/domain is
 * TypeScript source, so it is bundled (resolved to packages/domain/src); every other npm package
 * stays external and is resolved from node_modules at run time.
 * Run: node apps/api/scripts/build.mjs   (then: node apps/api/dist/main.js)
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const domainSrc = resolve(apiRoot, '..', '..', 'packages', 'domain', 'src');

/** '@rede/domain' → packages/domain/src/index.ts; '@rede/domain/x' → packages/domain/src/x.ts. */
const bundleDomain = {
  name: 'bundle-rede-domain',
  setup(b) {
    b.onResolve({ filter: /^@rede\/domain(\/.*)?$/ }, (args) => {
      const sub = args.path.slice('@rede/domain'.length).replace(/^\//, '');
      const file = join(domainSrc, sub ? `${sub}.ts` : 'index.ts');
      if (!existsSync(file)) return { errors: [{ text: `${args.path} não encontrado em ${domainSrc}` }] };
      return { path: file };
    });
  },
};

const started = Date.now();
await build({
  // the clustering worker thread is its own entry: the server starts it from dist/cluster-thread.js
  entryPoints: {
    main: join(apiRoot, 'src', 'main.ts'),
    'cluster-thread': join(apiRoot, 'src', 'modules', 'partners', 'directory', 'cluster-thread.ts'),
  },
  outdir: join(apiRoot, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundleDomain],
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  // Bundled CommonJS-style code (if any) may call require(): give it one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
console.log(`apps/api/dist/main.js pronto em ${Date.now() - started} ms`);
