#!/usr/bin/env node
/**
 * First-load JavaScript of the public home, in gzip bytes: the module script and the modulepreload
 * links of dist/index.html (what the browser fetches before anything renders), plus, reported
 * apart, the home route's own chunk and its static imports (fetched right after, in parallel).
 * Prints a table and writes dist/first-load.json. Run after `vite build`: `npm run measure:web`.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const indexPath = join(dist, 'index.html');
if (!existsSync(indexPath)) {
  console.error('dist/index.html não existe: rode `node scripts/build.mjs` (ou `npm run build -w @rede/web`) antes.');
  process.exit(1);
}
const html = readFileSync(indexPath, 'utf8');
const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
const entries = [
  ...[...html.matchAll(/<script\b[^>]*type="module"[^>]*>/g)].map((m) => attr(m[0], 'src')),
  ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) => attr(m[0], 'href')),
].filter(Boolean);

const fileOf = (url) => join(dist, url.replace(/^\//, ''));
const sizeOf = (file) => {
  const buf = readFileSync(file);
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
};

const initial = [...new Set(entries)].map((url) => ({ file: url, ...sizeOf(fileOf(url)) }));
const initialSet = new Set(initial.map((f) => f.file.replace(/^\//, '')));

// the home route's chunk (routes/public/home.tsx → assets/home-*.js) and its static imports not already loaded
const assets = join(dist, 'assets');
const homeChunk = readdirSync(assets).find((f) => /^home-[\w-]+\.js$/.test(f));
const routeFiles = [];
if (homeChunk) {
  const queue = [`assets/${homeChunk}`];
  const seen = new Set(queue);
  while (queue.length) {
    const rel = queue.shift();
    if (!initialSet.has(rel)) routeFiles.push(rel);
    const code = readFileSync(join(dist, rel), 'utf8');
    // static imports only: `import … from "./x.js"` / `import "./x.js"` (dynamic import() stays lazy)
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"();]*?\sfrom\s*)?["']\.\/([^"']+\.js)["']/g)) {
      const dep = `assets/${m[1]}`;
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
}
const route = routeFiles.map((rel) => ({ file: `/${rel}`, ...sizeOf(join(dist, rel)) }));
const sum = (list, key) => list.reduce((s, f) => s + f[key], 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const result = {
  measuredAt: new Date().toISOString(),
  initial: { files: initial, gzipBytes: sum(initial, 'gzip'), rawBytes: sum(initial, 'raw') },
  homeRoute: { files: route, gzipBytes: sum(route, 'gzip'), rawBytes: sum(route, 'raw') },
  totalGzipBytes: sum(initial, 'gzip') + sum(route, 'gzip'),
  forbidden: [...initial, ...route].filter((f) => /leaflet|forms|map-picker|form-engine/.test(f.file)).map((f) => f.file),
};
for (const f of [...initial, ...route]) console.log(`${f.file.padEnd(48)} ${kb(f.gzip).padStart(10)} gzip  ${kb(f.raw).padStart(10)} raw`);
console.log(`\nindex.html (entry + modulepreload): ${result.initial.gzipBytes} bytes gzip (${kb(result.initial.gzipBytes)})`);
console.log(`home route chunks:                  ${result.homeRoute.gzipBytes} bytes gzip (${kb(result.homeRoute.gzipBytes)})`);
console.log(`public home first load:             ${result.totalGzipBytes} bytes gzip (${kb(result.totalGzipBytes)})`);
if (result.forbidden.length) console.log(`\nATENÇÃO: chunks que deveriam ser lazy no primeiro carregamento: ${result.forbidden.join(', ')}`);
writeFileSync(join(dist, 'first-load.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`\n→ ${join(dist, 'first-load.json')}`);
