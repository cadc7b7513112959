/// <reference types="vitest/config" />
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type IndexHtmlTransformContext, type IndexHtmlTransformHook, type Plugin } from 'vite';
// by its path: the config's loader bundles relative imports, not the workspace package's TypeScript
import { PAGE_START_SCRIPT } from '../../packages/domain/src/page-start.ts';
import { LOADS_DIRECTORY_PARTS, LOADS_MAP } from './src/lib/chunk-templates.ts';

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

/** The chunks index.html loads on every page: the framework (with the bundler's runtime), the app's start, the public routes. */
const ALWAYS_LOADED = /^assets\/(react|rolldown-runtime|app|public)-[\w-]{8}\.js$/;

/** The public home's route modules: index.html preloads their chunks, so the home does not wait for the entry to ask. */
const HOME_ROUTE_MODULES = ['src/app/routes/public/root.tsx', 'src/app/routes/public/home.tsx'];

type TOutputChunk = Extract<NonNullable<IndexHtmlTransformContext['bundle']>[string], { type: 'chunk' }>;

/**
 * The chunks holding `modules` (grouped with others, see groupFirstLoad: no facade of their own) and every chunk they
 * import, except those `skip` names; with the CSS files they import.
 */
const chunksOf = (bundle: NonNullable<IndexHtmlTransformContext['bundle']>, modules: readonly string[], skip: (fileName: string) => boolean) => {
  const chunks = Object.values(bundle).filter((c): c is TOutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName);
    if (!chunk || scripts.has(fileName) || skip(fileName)) return;
    scripts.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const dep of chunk.imports) visit(dep);
  };
  for (const module of modules) {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)));
    if (!chunk) throw new Error(`${module}: chunk não encontrado`);
    visit(chunk.fileName);
  }
  return { scripts: [...scripts], styles: [...styles] };
};

/** A transform of the client build's index.html, after Vite's own (the entry and its modulepreloads are in by then). */
const indexHtmlTransform = (name: string, handler: IndexHtmlTransformHook): Plugin => ({
  name,
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  transformIndexHtml: { order: 'post', handler },
});

const preloadHomeRoute = () =>
  indexHtmlTransform('rede-preload-home-route', (html, ctx) => {
    if (!ctx.bundle) return html;
    const { scripts } = chunksOf(ctx.bundle, HOME_ROUTE_MODULES, (fileName) => html.includes(`/${fileName}"`));
    return scripts.map((fileName) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
      injectTo: 'head' as const,
    }));
  });

/**
 * The app's scripts (the entry and its modulepreloads) into `<template id="rp-start">` at the end of <body>, followed
 * by the page's one inline script (PAGE_START_SCRIPT, allowed by its hash in the API's CSP), which puts them into
 * <head> once a server-rendered page has painted, at once on a client-rendered one. Lighthouse's LCP of the public
 * pages fell from ~2.2 s to ~0.9 s (its simulation counts every request that started before the first paint).
 */
const deferAppScripts = () =>
  indexHtmlTransform('rede-defer-app-scripts', (html) => {
    const tags: string[] = [];
    const rest = html.replace(/[ \t]*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\n?/g, (_all, tag: string) => {
      tags.push(tag);
      return '';
    });
    if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('index.html: o script de entrada não foi encontrado');
    return rest.replace('</body>', () => `<template id="rp-start">${tags.join('')}</template><script>${PAGE_START_SCRIPT}</script>\n  </body>`);
  });

/**
 * Code a page wants before its own modules would ask for it, as `<link rel="modulepreload">`s in inert `<template>`s
 * (src/lib/chunk-templates.ts): the page's start script puts them into <head> when it is wanted, so the browser fetches
 * and compiles them while the page starts instead of once a module asks. The map's code (Leaflet, the map component,
 * their CSS) when the map is wanted (the phone's 'Mapa' tapped, the map shown beside the list), at a high priority; the
 * parts a server-rendered directory page loads before it hydrates (its route module asks for them only once the app
 * runs) once the page has painted, at the app's own low priority (the page renderer's).
 */
const MAP_MODULES = ['src/features/directory/components/partner-map-leaflet.tsx', 'src/features/directory/components/map-view.ts'];

const chunkTemplates = () =>
  indexHtmlTransform('rede-chunk-templates', (html, ctx) => {
    const bundle = ctx.bundle;
    if (!bundle) return html;
    const templates = [
      { id: LOADS_MAP['data-loads'], modules: MAP_MODULES, priority: ' fetchpriority="high"' },
      { id: LOADS_DIRECTORY_PARTS['data-loads'], modules: DIRECTORY_PART_ROOTS, priority: '' },
    ];
    return templates.map(({ id, modules, priority }) => {
      // the first load's chunks are in the page already
      const { scripts, styles } = chunksOf(bundle, modules, (fileName) => ALWAYS_LOADED.test(fileName));
      const links = [
        ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}"${priority}>`),
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}"${priority}>`),
      ];
      return { tag: 'template', attrs: { id }, children: links.join(''), injectTo: 'head' as const };
    });
  });

/**
 * The public home's first load as two chunks instead of some forty: the app's start (`src/boot.tsx`) with everything
 * it imports statically, and the public area's routes (root and home) with what they add. Rolldown's automatic
 * splitting cuts shared code into one chunk per set of importers, which here meant ~45 files of 0.1–25 KB; each
 * compresses on its own (no shared gzip window) and is a request of its own. Grouping them saves ~13 KB gzip on the
 * home's first load. The sets are the static import closures, taken from the module graph once it is built
 * (`buildEnd`, before chunking), so nothing that loads later (maps, forms, dialogs, the back-office) joins them.
 */
const FIRST_LOAD_ROOTS = { app: ['src/boot.tsx'], public: HOME_ROUTE_MODULES };
const firstLoadModules = { app: new Set<string>(), public: new Set<string>() };
/**
 * The parts a server-rendered directory page loads before it hydrates (preloadServerRenderedChunks: the cards, the place
 * search, the chips, the footer) in three chunks instead of ~26 (over HTTP/1.1's six connections they queued ~0.45 s on
 * a phone run of the map bench): what a partner page needs too (public-parts), the directory's own code
 * (directory-parts) and the libraries only it uses, MUI's components (directory-mui). Without the partner page's share, a partner
 * page would load the directory's Autocomplete and the rest. None of it is part of the first load.
 */
const DIRECTORY_PART_ROOTS = ['partner-card', 'place-search-field', 'filter-chips', 'directory-footer'].map(
  (name) => `src/features/directory/components/${name}.tsx`,
);
const PARTNER_ROUTE_MODULE = 'src/app/routes/public/partner.tsx';
/** The closure of DIRECTORY_PART_ROOTS outside the first load: what the partner page needs too (shared), the rest (directory). */
const directoryParts = { directory: new Set<string>(), shared: new Set<string>() };
const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** Modules that must never be part of the home's first load (the forms' validation, the map, the back-office's engine). */
const NOT_IN_FIRST_LOAD =
  /[\\/]node_modules[\\/](zod|react-hook-form|@hookform|leaflet|react-leaflet)[\\/]|[\\/]src[\\/](components[\\/]form[\\/]form-engine|features[\\/](companies|users|roles))[\\/.]/;

const groupFirstLoad = (): Plugin => ({
  name: 'rede-group-first-load',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  buildEnd() {
    const closure = (roots: string[], except: Set<string>, dynamic = false) => {
      const seen = new Set<string>();
      const stack = roots.map((root) => resolve(here, root));
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (seen.has(id) || except.has(id)) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        seen.add(id);
        stack.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
      }
      return seen;
    };
    firstLoadModules.app = closure(FIRST_LOAD_ROOTS.app, new Set());
    firstLoadModules.public = closure(FIRST_LOAD_ROOTS.public, firstLoadModules.app);
    const firstLoad = new Set([...firstLoadModules.app, ...firstLoadModules.public]);
    const partnerPage = closure([PARTNER_ROUTE_MODULE], firstLoad, true);
    for (const id of closure(DIRECTORY_PART_ROOTS, firstLoad)) (partnerPage.has(id) ? directoryParts.shared : directoryParts.directory).add(id);
    // a static import that drags these in (e.g. the '@rede/domain' barrel, which brings zod) fails the build
    const wrong = [...firstLoadModules.app, ...firstLoadModules.public].filter((id) => NOT_IN_FIRST_LOAD.test(id));
    if (wrong.length > 0)
      this.error(
        `O primeiro carregamento da página inicial importaria ${wrong.length} módulos que devem carregar depois (${wrong.slice(0, 3).join(', ')}…): importe o caminho do módulo ('@rede/domain/hosts'), não o índice do pacote.`,
      );
  },
  // which chunk holds each root (grouped modules have no manifest entry of their own): scripts/measure-first-load.mjs reads it
  generateBundle(_options, bundle) {
    const roots: Record<string, string> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      for (const root of [...FIRST_LOAD_ROOTS.app, ...FIRST_LOAD_ROOTS.public])
        if (chunk.moduleIds.includes(resolve(here, root))) roots[root] = chunk.fileName;
    }
    this.emitFile({ type: 'asset', fileName: '.vite/first-load-roots.json', source: `${JSON.stringify(roots, null, 2)}\n` });
  },
});

/**
 * The chunks a server-rendered public page runs while it loads (the framework, the app's start, the public routes, the
 * directory's parts and the map's Leaflet): V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints) at
 * their top has Chromium compile every function in them on the thread that streams the script, instead of each
 * function on the main thread the first time hydration (or the map's start) calls it. Measured on a city page: the main
 * thread's work while loading fell from ~550 to ~410 ms of CPU; on a partner page the map's start from ~20 to ~14 ms.
 * Other browsers ignore the comment. `postBanner` adds it after minification, which drops comments.
 */
const COMPILED_ON_LOAD = new Set(['react', 'app', 'public', 'directory-parts', 'public-parts', 'directory-mui', 'leaflet']);
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
  plugins: [react(), precompressAssets(), preloadHomeRoute(), deferAppScripts(), chunkTemplates(), groupFirstLoad()],
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
        // every browser the product supports knows <link rel="modulepreload"> (Safari 17, Firefox 115, Chrome 66);
        // where one does not, the hint is skipped and the modules load as imported: no polyfill in the entry
        // the chunks index.html loads on every page (the entry's framework, the app's start, the public routes: see
        // preloadHomeRoute and groupFirstLoad) are left out of the dynamic imports' preload lists: the list of every
        // lazy route named them again, bytes of the first load that preload nothing
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_filename, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => !ALWAYS_LOADED.test(dep))),
        },
        rolldownOptions: {
          output: {
            postBanner: (chunk) => (COMPILED_ON_LOAD.has(chunk.name) ? ALL_FUNCTIONS_CALLED_ON_LOAD : ''),
            codeSplitting: {
              groups: [
                // with the framework, vite's preload helper (used by main.tsx's and boot.tsx's dynamic imports): in the app chunk it
                // made the entry import that chunk statically, and the whole app evaluated in the framework's task
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|vite\/preload-helper/, priority: 30 },
                { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 20 },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
                { name: 'leaflet', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/, priority: 20 },
                // above 'query' (TanStack Query is part of the first load), below 'react' (the framework's long-lived chunk)
                { name: 'app', test: (id: string) => firstLoadModules.app.has(id), priority: 25 },
                { name: 'public', test: (id: string) => firstLoadModules.public.has(id), priority: 25 },
                // below the vendors' groups (zod, TanStack, Leaflet keep their chunks)
                {
                  name: 'directory-parts',
                  test: (id: string) => directoryParts.directory.has(id) && !NODE_MODULES.test(id),
                  priority: 15,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'public-parts',
                  test: (id: string) => directoryParts.shared.has(id),
                  priority: 15,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'directory-mui',
                  test: (id: string) => directoryParts.directory.has(id) && NODE_MODULES.test(id),
                  priority: 15,
                  includeDependenciesRecursively: false,
                },
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
    // again: the project 7.4 → 4.4 min on 2 cores (docs/decisions.md). A VM context keeps what its file imported, so a
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
