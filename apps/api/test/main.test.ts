import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiRoot = join(import.meta.dirname, '..');
const repoRoot = join(apiRoot, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'rede-main-'));
const children: ChildProcess[] = [];

const run = (args: string[], env: Record<string, string> = {}) => {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ADMIN_PASSWORD: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, timeoutMs = 30_000) => {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const match = pattern.exec(output);
      if (match) return match;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timeout waiting for ${pattern}; output:\n${output}`);
  };
  return { child, exited, waitFor, output: () => output };
};

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  const build = run([join(apiRoot, 'scripts', 'build.mjs')]);
  expect(await build.exited).toBe(0);
}, 60_000);

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// The built server on its embedded database (DATABASE_URL is cleared): the PostgreSQL pass of .ci/run
// (TEST_DATABASE_URL) would repeat the same 37 s, so it leaves this file to the embedded pass.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the built server (node apps/api/dist/main.js)', () => {
  it('starts, serves /api/health and /api/health/ready, refuses a second process on its DATA_DIR and stops cleanly', async () => {
    const server = run(['apps/api/dist/main.js']);
    const [, port] = await server.waitFor(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/, 60_000);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'up', redis: 'off', storage: 'off', changeSignal: 'off' });
    // No ADMIN_PASSWORD: the first administrator's password is generated into a file only its owner reads; the log says where, never what.
    const passwordFile = join(dataDir, 'first-admin-password.txt');
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    const [, password] = /^admin@rededeparceiros\.com\.br\t(\S+)$/m.exec(readFileSync(passwordFile, 'utf8'))!;
    expect(server.output()).toContain(passwordFile);
    expect(server.output()).not.toContain(password!);
    expect(server.output()).not.toContain('admin123');
    const refused = await fetch(`http://127.0.0.1:${port}/api/login/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin@rededeparceiros.com.br', password: 'admin123' }),
    });
    expect(refused.status).toBe(401);
    const login = await fetch(`http://127.0.0.1:${port}/api/login/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin@rededeparceiros.com.br', password }),
    });
    expect(login.status).toBe(200);
    const { token, mustChangePassword } = (await login.json()) as { token: string; mustChangePassword: boolean };
    expect(mustChangePassword).toBe(true);
    // Until the password is changed, the API itself refuses everything else (not only the web app).
    const users = await fetch(`http://127.0.0.1:${port}/api/users`, { headers: { authorization: `Bearer ${token}` } });
    expect(users.status).toBe(403);
    expect(await users.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);

    const second = run(['apps/api/dist/main.js']);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`O banco de dados embutido em ${dataDir} já está em uso pelo processo ${server.child.pid}`);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);
  }, 90_000);

  it('refuses to start in production with a weak administrator password', async () => {
    const server = run(['apps/api/dist/main.js'], { NODE_ENV: 'production', ADMIN_PASSWORD: 'admin123' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('ADMIN_PASSWORD: em produção a senha deve seguir a política de senhas');
  });

  it('seeds demo accounts with random passwords written to DATA_DIR/demo-accounts.txt (never to the log) and warns at each start', async () => {
    const demoDir = mkdtempSync(join(tmpdir(), 'rede-main-demo-'));
    try {
      const start = async () => {
        const server = run(['apps/api/dist/main.js'], { DATA_DIR: demoDir, SEED_DEMO: 'true' });
        // A fresh embedded database and 68 password hashes: slow on a busy 2-core machine.
        await server.waitFor(/Server listening at/, 150_000);
        await server.waitFor(/contas de parceiros de demonstração/, 10_000);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        return server.output();
      };
      const first = await start();
      const file = join(demoDir, 'demo-accounts.txt');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const passwords = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => line.split('\t')[1]!);
      expect(passwords.length).toBeGreaterThanOrEqual(60);
      for (const password of passwords) expect(first).not.toContain(password);
      expect(first).toContain('ATENÇÃO: há');
      // The warning comes back at every start while demo data is present.
      expect(await start()).toContain('ATENÇÃO: há');
    } finally {
      rmSync(demoDir, { recursive: true, force: true });
    }
  }, 360_000);

  it('stops at start with a message naming a bad variable', async () => {
    const server = run(['apps/api/dist/main.js'], { PORT: 'porta' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT:');
  });
});
