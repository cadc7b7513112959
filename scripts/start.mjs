#!/usr/bin/env node
// `npm start`: builds whatever is missing, then serves the product (web app + API under /api).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// the environment as given: a deployment sets NODE_ENV=production itself (README, Configuration); forcing it here
// refused the quick start's default administrator password and left out its demo network
const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
