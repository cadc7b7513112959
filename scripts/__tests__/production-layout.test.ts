import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const folder = mkdtempSync(join(tmpdir(), 'rede-production-'));
let server: ChildProcess | undefined;

// the layout holds a few hundred MB of packages: removing them takes a while on a busy machine
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
}, 120_000);

/** The runtime stage's `COPY <file> <dir>/` lines (the manifests) and `COPY --from=build /app/<path> <path>` lines (the build). */
const copies = (fromBuild: boolean): string[] =>
  [...runtimeStage.matchAll(fromBuild ? /^COPY --from=build \/app\/(\S+) (\S+)$/gm : /^COPY (?!--)(.+) (\S+)$/gm)].flatMap(([, sources]) =>
    sources!.split(' '),
  );

// The image cannot be built on these machines: this builds its runtime layout with the Dockerfile's own commands in a
// clean folder (the production install without the development packages, the built output the build stage made)
// and starts it as the image does.
describe('the production layout (Dockerfile)', () => {
  it('installs only the production dependencies and serves /api/health/ready', { timeout: 15 * 60_000 }, async () => {
    for (const file of copies(false)) {
      mkdirSync(join(folder, dirname(file)), { recursive: true });
      cpSync(join(root, file), join(folder, file));
    }
    const install = /^RUN (npm ci --omit=dev[^&]*?)\s*(&&|$)/m.exec(runtimeStage)?.[1]?.trim().split(/\s+/);
    expect(install).toContain('--omit=dev');
    // the packages come from npm's cache when it has them (CI's own npm ci filled it)
    const installed = spawnSync('npm', [...install!.slice(1), '--prefer-offline'], { cwd: folder, encoding: 'utf8' });
    expect(installed.status, installed.stderr).toBe(0);
    for (const path of copies(true)) {
      expect(existsSync(join(root, path)), `${path}: run node scripts/build.mjs first`).toBe(true);
      cpSync(join(root, path), join(folder, path), { recursive: true });
    }
    // nothing only development needs: no bundler, no test runner, no pretty logger
    for (const name of ['esbuild', 'vite', 'vitest', 'pino-pretty', 'typescript'])
      expect(existsSync(join(folder, 'node_modules', name)), name).toBe(false);

    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(runtimeStage)![1]!) as string[];
    expect(cmd.at(-1)).toBe('apps/api/dist/main.js');
    const envBlock = /^ENV ((?:.*\\\n)*.*)$/m.exec(runtimeStage)![1]!;
    const env = Object.fromEntries([...envBlock.matchAll(/([A-Z_]+)=(\S+)/g)].map(([, key, value]) => [key!, value!]));
    expect(env.NODE_ENV).toBe('production');
    server = spawn(process.execPath, cmd.slice(1), {
      cwd: folder,
      env: { PATH: process.env.PATH, ...env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: join(folder, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout!.on('data', (chunk) => (output += String(chunk)));
    server.stderr!.on('data', (chunk) => (output += String(chunk)));
    let port: string | undefined;
    for (let i = 0; i < 1_200 && !port && server.exitCode === null; i++) {
      port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(port, output).toBeDefined();
    // JSON lines in production (no pino-pretty installed, none asked for)
    expect(output.split('\n')[0]).toMatch(/^\{"level":/);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', database: 'up' });
    // the web app and its server-rendered pages are found in the layout
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('id="ssr-data"');
  });
});
