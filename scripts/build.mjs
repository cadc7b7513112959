#!/usr/bin/env node
// Builds what is missing or stale: the web app (vite) and the API bundle (esbuild).
// `--force` rebuilds both. Used by `npm start` and `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

/** Newest modification time (ms) of the files below the given paths. */
const newest = (paths) => {
  let max = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist' || name === '__tests__') continue;
        visit(join(p, name));
      }
    } else if (!/\.test\.tsx?$/.test(p)) {
      max = Math.max(max, st.mtimeMs);
    }
  };
  paths.forEach((p) => visit(join(root, p)));
  return max;
};

const builtAt = (file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0);

const run = (label, args, cwd) => {
  process.stdout.write(`» ${label}\n`);
  // a production build even when started from a test runner (NODE_ENV=test would make vite emit development JSX)
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(process.execPath, args, { cwd: join(root, cwd), stdio: 'inherit', env });
  if (result.status !== 0) {
    process.stderr.write(`✖ ${label} falhou (código ${result.status}).\n`);
    process.exit(result.status ?? 1);
  }
};

const domain = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];
const targets = [
  {
    label: 'Compilando o aplicativo web (vite build)',
    output: 'apps/web/dist/index.html',
    sources: [...domain, 'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts'],
    args: [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    cwd: 'apps/web',
  },
  {
    label: 'Compilando a renderização no servidor das páginas públicas (vite build --ssr)',
    output: 'apps/web/dist-ssr/entry-server.js',
    sources: [...domain, 'apps/web/src', 'apps/web/vite.config.ts'],
    args: [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'],
    cwd: 'apps/web',
  },
  {
    label: 'Compilando a API (esbuild)',
    output: 'apps/api/dist/main.js',
    sources: [...domain, 'apps/api/src', 'apps/api/drizzle', 'apps/api/scripts'],
    args: ['scripts/build.mjs'],
    cwd: 'apps/api',
  },
];

for (const t of targets) {
  if (force || builtAt(t.output) < newest(t.sources)) run(t.label, t.args, t.cwd);
}
