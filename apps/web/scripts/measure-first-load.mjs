#!/usr/bin/env node
/**
 * First-load JavaScript of the public home, in gzip bytes: what the browser must fetch before the home
 * renders. From the build manifest (dist/.vite/manifest.json): the entry (src/main.tsx), the public
 * area's layout route (src/app/routes/public/root.tsx) and the home route (src/app/routes/public/home.tsx),
 * each with its static imports, transitively. Dynamic imports (Leaflet map, dialogs, forms, back-office)
 * stay out: they load later or never. `initial` is the entry's graph, `homeRoute` the rest (the lazy route
 * chunks, which index.html preloads too). The budget is FIRST_LOAD_BUDGET_GZIP_BYTES; no chunk of the zod/form
 * engine or Leaflet may be in it (the build itself fails on such a module: vite.config.ts, guardFirstLoad).
 *
 * CLI: prints a table, writes dist/first-load.json and exits 1 over the budget. Run after `vite build`:
 * `npm run measure:web` (an optional argument names another dist folder). Module: `measureFirstLoad(dist)` (bench/web
 * and scripts/__tests__/web-entry.test.ts use it).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DEFAULT_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

/** The modules whose static import closure is the home's first load. */
const ENTRY = 'index.html';
const HOME_ROUTES = ['src/app/routes/public/root.tsx', 'src/app/routes/public/home.tsx'];
/** Chunks that must never be in the home's first load. */
const FORBIDDEN = /leaflet|forms|zod|map-picker|form-engine|dialog/;
/** The most first-load JavaScript the public home may need, gzip. */
export const FIRST_LOAD_BUDGET_GZIP_BYTES = 215 * 1024;

const sizeOf = (file) => {
  const buf = readFileSync(file);
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
};
const sum = (list, key) => list.reduce((s, f) => s + f[key], 0);

/** Measures the first load of the build in `dist`; throws when it has no index.html or manifest. */
export const measureFirstLoad = (dist = DEFAULT_DIST) => {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(join(dist, 'index.html')) || !existsSync(manifestPath)) {
    throw new Error(`${dist} não tem index.html e .vite/manifest.json: rode \`node scripts/build.mjs\` antes.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const roots = (modules) =>
    modules.map((module) => {
      if (!manifest[module]) throw new Error(`${module} não está no manifesto de ${dist}.`);
      return module;
    });
  const keys = [entryKey, ...roots(HOME_ROUTES)];

  /** Static import closure of `roots`, skipping what `seen` already holds. */
  const closure = (roots, seen) => {
    const files = [];
    const queue = [...roots];
    while (queue.length) {
      const key = queue.shift();
      if (seen.has(key)) continue;
      seen.add(key);
      const chunk = manifest[key];
      files.push(chunk.file);
      queue.push(...(chunk.imports ?? []));
    }
    return files;
  };
  const seen = new Set();
  const toRow = (file) => ({ file: `/${file}`, ...sizeOf(join(dist, file)) });
  const initial = closure([entryKey], seen).map(toRow);
  const route = closure(roots(HOME_ROUTES), seen).map(toRow);
  const css = [...new Set(keys.flatMap((k) => manifest[k].css ?? []))].map(toRow);
  const all = [...initial, ...route];
  return {
    measuredAt: new Date().toISOString(),
    initial: { files: initial, gzipBytes: sum(initial, 'gzip'), rawBytes: sum(initial, 'raw') },
    homeRoute: { files: route, gzipBytes: sum(route, 'gzip'), rawBytes: sum(route, 'raw') },
    css: { files: css, gzipBytes: sum(css, 'gzip') },
    totalGzipBytes: sum(all, 'gzip'),
    totalRawBytes: sum(all, 'raw'),
    budgetGzipBytes: FIRST_LOAD_BUDGET_GZIP_BYTES,
    forbidden: all.filter((f) => FORBIDDEN.test(f.file)).map((f) => f.file),
    entryHtml: ENTRY,
  };
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Readable lines of a measurement. */
export const formatFirstLoad = (result) => [
  ...[...result.initial.files, ...result.homeRoute.files].map(
    (f) => `${f.file.padEnd(48)} ${kb(f.gzip).padStart(10)} gzip  ${kb(f.raw).padStart(10)} raw`,
  ),
  '',
  `index.html (entry + modulepreload): ${result.initial.gzipBytes} bytes gzip (${kb(result.initial.gzipBytes)})`,
  `home route chunks:                  ${result.homeRoute.gzipBytes} bytes gzip (${kb(result.homeRoute.gzipBytes)})`,
  `public home first load:             ${result.totalGzipBytes} bytes gzip (${kb(result.totalGzipBytes)}), budget ${kb(result.budgetGzipBytes)}`,
  ...(result.forbidden.length ? ['', `ATENÇÃO: chunks que deveriam ser lazy no primeiro carregamento: ${result.forbidden.join(', ')}`] : []),
];

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_DIST;
  try {
    const result = measureFirstLoad(dist);
    for (const line of formatFirstLoad(result)) console.log(line);
    writeFileSync(join(dist, 'first-load.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\n→ ${join(dist, 'first-load.json')}`);
    if (result.totalGzipBytes > result.budgetGzipBytes || result.forbidden.length > 0) {
      console.error(`✖ o primeiro carregamento da página inicial passa do orçamento (${kb(result.budgetGzipBytes)}) ou tem chunks proibidos.`);
      process.exit(1);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
