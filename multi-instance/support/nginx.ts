import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from '../../e2e/support/server.ts';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? null;

export type RunningNginx = { url: string; stop(): Promise<void> };

/** nginx with deploy/nginx.conf (the file docs/deploy.md shows) in front of the given ports of 127.0.0.1. */
export const startNginx = async (upstreamPorts: number[]): Promise<RunningNginx> => {
  if (!NGINX) throw new Error('nginx não encontrado (apt-get install -y nginx)');
  const prefix = mkdtempSync(join(tmpdir(), 'rede-nginx-'));
  const port = await freePort();
  const config = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${port}`)
    .replaceAll('{{UPSTREAMS}}', upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    '))
    .replace('worker_processes auto;', 'worker_processes 1;');
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  // nginx's workers run as an unprivileged user when the master is root: they write the cache and temporary files here
  chmodSync(prefix, 0o755);
  for (const folder of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache']) mkdirSync(join(prefix, folder), { mode: 0o777 });
  const args = ['-p', prefix, '-c', configFile, '-e', join(prefix, 'error.log')];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx recusou a configuração:\n${check.stderr}`);
  let output = '';
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx terminou ao iniciar:\n${output}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx não respondeu a tempo:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(prefix, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
};
