/// <reference types="vitest/config" />
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes .br and .gz beside every hashed asset worth compressing: the API serves them (@fastify/static
 * `preCompressed`) to browsers that accept them, with no compression work per request.
 */
const precompressAssets = (): Plugin => {
  let outDir = '';
  return {
    name: 'rede-precompress-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = join(assets, name);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        );
      }
    },
  };
};

/** The public home's route modules: index.html preloads their chunks, so the home does not wait for the entry to ask. */
const HOME_ROUTE_MODULES = ['src/app/routes/public/root.tsx', 'src/app/routes/public/home.tsx'];
const ENTRY_MODULE = 'src/main.tsx';

type TBundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];
type TOutputChunk = Extract<TBundle[string], { type: 'chunk' }>;

/** The chunks holding `modules` and every chunk they import statically, except those `skip` names. */
const chunksOf = (bundle: TBundle, modules: readonly string[], skip: (chunk: TOutputChunk) => boolean = () => false): TOutputChunk[] => {
  const chunks = Object.values(bundle).filter((c): c is TOutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const found = new Map<string, TOutputChunk>();
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName);
    if (!chunk || found.has(fileName) || skip(chunk)) return;
    found.set(fileName, chunk);
    for (const dep of chunk.imports) visit(dep);
  };
  for (const module of modules) {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)));
    if (!chunk) throw new Error(`${module}: chunk não encontrado`);
    visit(chunk.fileName);
  }
  return [...found.values()];
};

/** `<link rel="modulepreload">`s of the home's route chunks in index.html, beside the entry's own (Vite's). */
const preloadHomeRoute = (): Plugin => ({
  name: 'rede-preload-home-route',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  transformIndexHtml: {
    order: 'post',
    handler: (html, ctx) => {
      if (!ctx.bundle) return html;
      return chunksOf(ctx.bundle, HOME_ROUTE_MODULES, (chunk) => html.includes(`/${chunk.fileName}"`)).map((chunk) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
        injectTo: 'head' as const,
      }));
    },
  },
});

/** Modules that must never be part of the home's first load (the forms' validation, the map, the back-office's engine). */
const NOT_IN_FIRST_LOAD =
  /[\\/]node_modules[\\/](zod|react-hook-form|@hookform|leaflet|react-leaflet)[\\/]|[\\/]src[\\/](components[\\/]form[\\/]form-engine|features[\\/](companies|users|roles))[\\/.]/;

/**
 * Fails the build when the public home's first load (the entry and the home's routes, with their static imports)
 * holds a module that must load later: a static import that drags one in (e.g. the '@rede/domain' barrel, which brings
 * zod). scripts/measure-first-load.mjs weighs that first load against its budget.
 */
const guardFirstLoad = (): Plugin => ({
  name: 'rede-guard-first-load',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  generateBundle(_options, bundle) {
    const wrong = chunksOf(bundle, [ENTRY_MODULE, ...HOME_ROUTE_MODULES]).flatMap((chunk) =>
      chunk.moduleIds.filter((id) => NOT_IN_FIRST_LOAD.test(id)),
    );
    if (wrong.length > 0)
      this.error(
        `O primeiro carregamento da página inicial importaria ${wrong.length} módulos que devem carregar depois (${wrong.slice(0, 3).join(', ')}…): importe o caminho do módulo ('@rede/domain/hosts'), não o índice do pacote.`,
      );
  },
});

/**
 * The framework's and the map's chunks, which run while a public page loads: V8's explicit compile hint
 * (https://v8.dev/blog/explicit-compile-hints) at their top has Chromium compile their functions while it streams
 * the script, instead of each one on the main thread when first called. Other browsers ignore the comment.
 * `postBanner` adds it after minification, which drops comments.
 */
const COMPILED_ON_LOAD = new Set(['react', 'leaflet']);
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * The web app. `vite` serves it in development (proxying /api to the API on :3000);
 * `vite build` writes apps/web/dist, which the API serves in production.
 * Every screen is a lazy route module, so each route gets its own chunk; the big vendors get
 * their own long-lived chunks so a deploy of app code does not invalidate them.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [react(), precompressAssets(), preloadHomeRoute(), guardFirstLoad()],
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true } },
  },
  preview: { port: 4173, proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true } } },
  // the server renderer (`vite build --ssr src/entry-server.tsx`, see scripts/build.mjs) carries its dependencies
  ssr: { noExternal: true },
  // the production builds of React, MUI and emotion in the server renderer too, whatever NODE_ENV the server runs with
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false, chunkSizeWarningLimit: 5000 }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        // .vite/manifest.json: scripts/measure-first-load.mjs reads the chunk graph from it
        manifest: true,
        chunkSizeWarningLimit: 600,
        // every browser the product supports knows <link rel="modulepreload"> (Safari 17, Firefox 115, Chrome 66):
        // no polyfill in the entry
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            postBanner: (chunk) => (COMPILED_ON_LOAD.has(chunk.name) ? ALL_FUNCTIONS_CALLED_ON_LOAD : ''),
            // the bundler's own splitting, with the big vendors in long-lived chunks of their own (a deploy of app code
            // does not invalidate them); zod and the form engine, and Leaflet, load only where a form or the map shows
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
                { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 20 },
                { name: 'leaflet', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/, priority: 20 },
              ],
            },
          },
        },
      },
  test: {
    name: 'web',
    sequence: { groupOrder: 1 },
    // both cores (vitest's default is one worker fewer than the cores: one on 2 cores)
    maxWorkers: 2,
    // each file in a new VM context of a reused worker thread, not a new process that builds jsdom and imports the app
    // again (docs/decisions/0122-web-component-tests-in-vmthreads.md). A VM context keeps what its file imported, so a
    // worker whose heap passes vmMemoryLimit is replaced.
    pool: 'vmThreads',
    vmMemoryLimit: '2GB',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 30_000,
  },
}));
