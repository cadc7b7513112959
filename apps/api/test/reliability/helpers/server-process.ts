/**
 * The real server (apps/api/dist/main.js and its clustering thread, dist/cluster-thread.js) as a child process, for
 * the fault tests: a fresh bundle (rebuilt when older than the sources), a private copy of it (other test files may
 * rebuild dist/ while we run), a fresh database (DATA_DIR, or a new PostgreSQL database from TEST_DATABASE_URL).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { databaseUrlFor, quoteIdentifier } from '../../helpers/postgres-url.ts';

export const API_ROOT = join(import.meta.dirname, '..', '..', '..');
export const REPO_ROOT = join(API_ROOT, '..', '..');
/** The bundle's entries: the server and the clustering thread it starts from beside itself. */
const ENTRIES = ['main.js', 'cluster-thread.js'];
const SOURCES = [join(API_ROOT, 'src'), join(REPO_ROOT, 'packages', 'domain', 'src'), join(API_ROOT, 'drizzle')];

/** The first administrator of the started servers (production refuses the default password). */
export const ADMIN = { email: 'admin@rededeparceiros.com.br', password: 'Confiavel#Teste2026' } as const;

const newestMtime = (dir: string): number => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
};

const isComplete = (file: string, name: string) =>
  existsSync(file) && readFileSync(file, 'utf8').trimEnd().endsWith(`//# sourceMappingURL=${name}.map`);

/**
 * Builds apps/api/dist/ when missing or older than the sources, then copies its entries to
 * apps/api/dist/.reliability/<pid>/ (node_modules and drizzle/ are found walking up) and returns that private
 * copy's main.js.
 */
export const ensureServerBundle = (): string => {
  const bundle = (name: string) => join(API_ROOT, 'dist', name);
  const isStale =
    ENTRIES.some((name) => !isComplete(bundle(name), name)) ||
    Math.min(...ENTRIES.map((name) => statSync(bundle(name)).mtimeMs)) < Math.max(...SOURCES.map(newestMtime));
  if (isStale) {
    const build = spawnSync(process.execPath, [join(API_ROOT, 'scripts', 'build.mjs')], { cwd: REPO_ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`build failed: ${build.stdout}${build.stderr}`);
  }
  const dir = join(API_ROOT, 'dist', '.reliability', String(process.pid));
  mkdirSync(dir, { recursive: true });
  for (const name of ENTRIES) {
    const target = join(dir, name);
    let copied = false;
    for (let attempt = 0; attempt < 20 && !copied; attempt++) {
      const temp = `${target}.tmp`;
      copyFileSync(bundle(name), temp);
      copied = isComplete(temp, name);
      if (copied) renameSync(temp, target);
      else spawnSync('sleep', ['0.25']); // another file is rebuilding dist/ right now
    }
    if (!copied) throw new Error(`dist/${name} never became complete`);
  }
  return join(dir, 'main.js');
};

/** Removes the private copy (its folder). */
export const removeServerBundle = (bundle: string) => rmSync(dirname(bundle), { recursive: true, force: true });

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
};

/** Starts the bundle and waits for 'Server listening' (PORT=0: the port comes from the log). */
export const startServer = async (bundle: string, env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> => {
  const child = spawn(process.execPath, [bundle], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      // crash and outage loops write many companies as one user; the per-user limit is tested in rate-limit.test.ts
      COMPANY_WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      // no load shedding: these tests check correctness on a shared, often saturated machine
      UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      UNDER_PRESSURE_MAX_HEAP_USED_PERCENT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
    if (match) {
      const port = Number(match[1]);
      return { child, port, url: `http://127.0.0.1:${port}`, exited, output: () => output };
    }
    if (hasExited) throw new Error(`server exited before listening:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not listen within ${timeoutMs} ms:\n${output}`);
};

export const tempDataDir = (prefix: string) => mkdtempSync(join(tmpdir(), `rede-${prefix}-`));

/** A new empty PostgreSQL database on the TEST_DATABASE_URL server (the server migrates it on start). */
export const createPostgresDatabase = async (serverUrl: string, prefix: string) => {
  const name = `rede_rel_${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${quoteIdentifier(name)}`);
  await admin.end();
  return {
    name,
    url: databaseUrlFor(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
      await client.end();
    },
  };
};

/** POST /api/login/login as the seeded administrator; returns the token. */
export const loginAdmin = async (url: string): Promise<string> => {
  const response = await fetch(`${url}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: ADMIN.email, password: ADMIN.password }),
  });
  if (response.status !== 200) throw new Error(`login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
};

/** The error format of every API error. */
export const isErrorBody = (body: unknown, status: number): boolean => {
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  return (
    b.statusCode === status &&
    typeof b.error === 'string' &&
    typeof b.message === 'string' &&
    b.message.length > 0 &&
    'additionalData' in b &&
    (b.additionalData === null || typeof b.additionalData === 'object')
  );
};
