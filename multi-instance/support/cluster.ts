import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { NGINX, startNginx } from './nginx.ts';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { startS3Server, type TestS3Server } from '../../apps/api/test/helpers/s3-server.ts';
import { freePort, ROOT } from '../../e2e/support/server.ts';
import { startSmtpSink } from '../../e2e/support/smtp-sink.ts';

export const POSTGRES_URL = process.env.CI_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const ADMIN_EMAIL = 'admin.multi@exemplo.com.br';
export const ADMIN_PASSWORD = 'Balanceador#2026!';

const reachable = (url: string, fallbackPort: number) =>
  new Promise<boolean>((resolve) => {
    const parsed = new URL(url);
    const socket = connect(Number(parsed.port || fallbackPort), parsed.hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(2_000, () => done(false));
  });

/** What this machine lacks to run the test (empty: everything is there). */
export const missingServices = async (): Promise<string[]> => {
  const missing: string[] = [];
  if (!(await reachable(POSTGRES_URL, 5432))) missing.push(`PostgreSQL em ${POSTGRES_URL}`);
  if (!(await reachable(REDIS_URL, 6379))) missing.push(`Redis em ${REDIS_URL}`);
  if (!NGINX) missing.push('nginx (apt-get install -y nginx)');
  if (!existsSync(join(ROOT, 'apps/api/dist/main.js'))) missing.push('o servidor compilado (node scripts/build.mjs)');
  return missing;
};

export type Answer = { status: number; body: string; json: () => any; headers: Record<string, string | string[] | undefined> };

/**
 * An HTTP request from a chosen local address (127.0.0.x): each scenario is its own client for the
 * per-IP limits, as distinct visitors behind the balancer are.
 */
export const http = (
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    from = '127.0.0.1',
    timeoutMs = 30_000,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string; timeoutMs?: number } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, localAddress: from, agent: false, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: text, json: () => JSON.parse(text), headers: response.headers });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`timeout ${method} ${url}`)));
    request.on('error', reject);
    if (body !== undefined) request.end(body);
    else request.end();
  });

export const jsonBody = (value: unknown, token?: string) => ({
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(value),
});

export type Instance = { url: string; port: number; process: ChildProcess; output: () => string; dataDir: string };

export type Cluster = {
  /** nginx in front of every instance. */
  url: string;
  instances: Instance[];
  database: pg.Pool;
  redis: Redis;
  s3: TestS3Server;
  mailFile: string;
  /** The messages the SMTP sink received so far ({ to, raw }). */
  mails(): Array<{ to: string[]; raw: string }>;
  stop(): Promise<void>;
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const waitUntil = async (what: string, check: () => Promise<boolean>, timeoutMs: number, output?: () => string, failed?: () => boolean) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (failed?.()) throw new Error(`${what}: terminou ao iniciar\n${output?.() ?? ''}`);
    if (Date.now() > deadline) throw new Error(`${what}: não ficou pronto a tempo\n${output?.() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * Starts `count` instances of the built server (apps/api/dist/main.js, as `npm start` runs it, in
 * production mode) on one new PostgreSQL database, one Redis key prefix, one S3 bucket (s3rver) and one
 * SMTP sink, and nginx in front of them with deploy/nginx.conf.
 */
export const startCluster = async ({
  count = 3,
  env = {},
  instanceEnv = (_index, base) => base,
}: {
  count?: number;
  env?: Record<string, string>;
  /** One instance's environment from the common one (e.g. its DATABASE_URL through a proxy the test cuts). */
  instanceEnv?: (index: number, base: Record<string, string>) => Record<string, string>;
} = {}): Promise<Cluster> => {
  const dir = mkdtempSync(join(tmpdir(), 'rede-cluster-'));
  const databaseName = `rede_cluster_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${quote(databaseName)}`);
  await admin.end();
  const databaseUrl = new URL(POSTGRES_URL);
  databaseUrl.pathname = `/${databaseName}`;
  const database = new pg.Pool({ connectionString: databaseUrl.toString(), max: 4 });
  const redisPrefix = `rede-cluster-${process.pid}-${Date.now()}:`;
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  await redis.connect();
  const s3 = await startS3Server();
  const mailFile = join(dir, 'mail.jsonl');
  writeFileSync(mailFile, '');
  const smtp = await startSmtpSink(mailFile);
  const jwtSecret = `cluster-${Date.now()}-segredo-compartilhado-entre-instancias`;

  const spawned: ChildProcess[] = [];
  const startInstance = async (index: number): Promise<Instance> => {
    const port = await freePort();
    const dataDir = join(dir, `instance-${index}`);
    mkdirSync(dataDir);
    let output = '';
    const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
      cwd: ROOT,
      env: instanceEnv(index, {
        ...(process.env as Record<string, string>),
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL,
        REDIS_KEY_PREFIX: redisPrefix,
        S3_ENDPOINT: s3.options.endpoint!,
        S3_BUCKET: s3.options.bucket,
        S3_REGION: s3.options.region,
        S3_ACCESS_KEY_ID: s3.options.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        JWT_SECRET: jwtSecret,
        SEED_DEMO: 'false',
        TRUST_PROXY: '1',
        MAX_CONNECTIONS_PER_IP: '0',
        REGISTRATION_MIN_FILL_TIME_MS: '0',
        NOTIFICATION_INTERVAL: '1s',
        MAIL_OUTBOX_INTERVAL: '1s',
        // the tests write hundreds of companies as one administrator; the per-user limit is tested in the API suite
        COMPANY_WRITE_RATE_LIMIT_PER_MINUTE: '100000',
        // no load shedding: these tests check correctness on a shared, often saturated machine
        UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        UNDER_PRESSURE_MAX_HEAP_USED_PERCENT: '0',
        ...env,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    spawned.push(child);
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const url = `http://127.0.0.1:${port}`;
    await waitUntil(
      `instância ${index}`,
      async () => (await http(`${url}/api/health/ready`, { timeoutMs: 2_000 })).status === 200,
      120_000,
      () => output,
      () => child.exitCode !== null,
    );
    return { url, port, process: child, output: () => output, dataDir };
  };

  // The first instance migrates and seeds; the others start together (the migration lock makes them wait if needed).
  const instances: Instance[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  try {
    instances.push(await startInstance(0));
    instances.push(...(await Promise.all(Array.from({ length: count - 1 }, (_, i) => startInstance(i + 1)))));
    nginx = await startNginx(instances.map((instance) => instance.port));
  } catch (error) {
    // a failed start leaves no server behind
    for (const child of spawned) child.kill('SIGKILL');
    await database.end().catch(() => undefined);
    redis.disconnect();
    await s3.dispose();
    await smtp.close();
    throw error;
  }
  const url = nginx.url;

  const mails = () =>
    readFileSync(mailFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string[]; raw: string });

  return {
    url,
    instances,
    database,
    redis,
    s3,
    mailFile,
    mails,
    async stop() {
      await nginx.stop();
      await Promise.all(
        instances.map(
          (instance) =>
            new Promise<void>((resolve) => {
              if (instance.process.exitCode !== null || instance.process.signalCode !== null) return resolve();
              instance.process.once('exit', () => resolve());
              instance.process.kill('SIGTERM');
              setTimeout(() => instance.process.kill('SIGKILL'), 10_000).unref();
            }),
        ),
      );
      await database.end().catch(() => undefined);
      const keys = await redis.keys(`${redisPrefix}*`).catch(() => [] as string[]);
      if (keys.length > 0) await redis.del(...keys).catch(() => undefined);
      redis.disconnect();
      await s3.dispose();
      await smtp.close();
      const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${quote(databaseName)} with (force)`);
      await cleanup.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
