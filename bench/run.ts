/**
 * `npm run bench`: loads N generated partners into a fresh database (embedded by default, a new
 * database on the DATABASE_URL server otherwise), starts the built server, and measures the public
 * search, the back-office list, the .xlsx export and (bench/web) the public pages. Prints the figures
 * and writes them to bench/results/latest.json. It measures; it never fails on a number.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAnalytics } from './api/analytics.ts';
import { benchCluster } from './api/cluster.ts';
import { benchExport } from './api/export.ts';
import { benchImport } from './api/import.ts';
import { benchList } from './api/list.ts';
import { benchMapClusters } from './api/map.ts';
import { benchPages } from './api/pages.ts';
import { benchSearch } from './api/search.ts';
import { prepareDatabase } from './lib/database.ts';
import { loadAverage, machineInfo } from './lib/machine.ts';
import { parseOptions, USAGE, type Step } from './lib/options.ts';
import { startServer } from '../e2e/support/server.ts';
import { checkTargets, formatChecks } from './lib/summary.ts';
import { runWebStep } from './lib/web-step.ts';
import { readMemory, sampleRss } from './lib/server.ts';
import { mb } from './lib/stats.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_EMAIL = 'admin@rededeparceiros.com.br';
const ADMIN_PASSWORD = 'Medicao-Carga-2026!';
const log = (line: string) => process.stdout.write(`${line}\n`);

const logIn = async (baseUrl: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login do administrador falhou: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
};

/**
 * Waits until the server answers /api/health/ready (which asks the database) within 50 ms: requests a load
 * left queued (a timed-out client does not cancel its query) must not slow the next step. At most 2 min.
 */
const settle = async (baseUrl: string) => {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/health/ready`)
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
    if (performance.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 500));
  }
};

const lineIdsOf = async (baseUrl: string): Promise<number[]> => {
  const response = await fetch(`${baseUrl}/api/lines/list/newUser`);
  if (!response.ok) throw new Error(`/api/lines/list/newUser respondeu ${response.status}`);
  const body = (await response.json()) as { data: { id: number }[] } | { id: number }[];
  return (Array.isArray(body) ? body : body.data).map((l) => l.id);
};

const linesOf = async (baseUrl: string): Promise<{ id: number; name: string }[]> => {
  const response = await fetch(`${baseUrl}/api/lines/list/newUser`);
  const body = (await response.json()) as { data: { id: number; name: string }[] } | { id: number; name: string }[];
  return Array.isArray(body) ? body : body.data;
};

const main = async () => {
  const options = parseOptions(process.argv.slice(2), join(ROOT, 'bench/results/latest.json'));
  if (options === 'help') return log(USAGE);
  const startedAt = new Date();
  const loadBefore = loadAverage();

  log('Build (node scripts/build.mjs)…');
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('o build falhou');

  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  log(`Gerando ${options.companies.toLocaleString('pt-BR')} empresas (${databaseUrl ? 'PostgreSQL' : 'PGlite'})…`);
  const database = await prepareDatabase({ companies: options.companies, adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, databaseUrl }, log);
  log(
    `  ${database.generated.companies} empresas e ${database.generated.companyLines} vínculos de linha em ${database.generated.seconds.toFixed(1)} s (${database.description})`,
  );

  const results: Partial<Record<Step, unknown>> = {};
  const errors: Partial<Record<Step, string>> = {};
  let serverStartSeconds: number;
  let directory: Record<string, unknown> | null;
  try {
    const serverStarted = performance.now();
    const serverEnv: Record<string, string> = {
      ...database.env,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: 'false',
      // The most the configuration allows, so the load steps are not throttled.
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
      LOOKUP_RATE_LIMIT_PER_MINUTE: '1000000',
      COMPANY_WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
      // the cluster step puts nginx in front (X-Forwarded-For from one hop)
      TRUST_PROXY: '1',
    };
    const server = await startServer(serverEnv);
    serverStartSeconds = (performance.now() - serverStarted) / 1000;
    // the read model's build, as the server logged it at start; its memory at rest and at its highest under the public loads
    const built = /"directory":(\{[^}]*\})/.exec(server.output());
    const startInfo = built ? (JSON.parse(built[1]!) as { partners: number; buildMs: number; clusterMs?: number; approximateBytes: number }) : null;
    const pid = server.process.pid!;
    const rssAtStart = readMemory(pid)?.rss ?? Number.NaN;
    directory = { ...(startInfo ?? { missing: 'linha do log não encontrada' }), rssAtStartMb: mb(rssAtStart) };
    log(
      startInfo
        ? `Diretório em memória: ${startInfo.partners} parceiros em ${startInfo.buildMs} ms (meta < 3000 ms); RSS do servidor após o início ${mb(rssAtStart)} MB`
        : 'Diretório em memória: a linha do log do servidor não foi encontrada',
    );
    const loadRss = sampleRss(pid, 100);
    const publicSteps: Step[] = ['search', 'map', 'pages', 'analytics'];
    try {
      const token = await logIn(server.url);
      const lineIds = await lineIdsOf(server.url);
      const run = async (step: Step, title: string, fn: () => Promise<unknown>) => {
        if (!options.steps.includes(step)) return;
        await settle(server.url);
        log(`\n${title}`);
        try {
          results[step] = await fn();
          if (publicSteps.includes(step))
            log(`  RSS do servidor: ${mb(readMemory(pid)?.rss ?? Number.NaN)} MB agora, ${mb(loadRss.max())} MB no máximo até aqui`);
        } catch (error) {
          errors[step] = (error as Error).stack ?? String(error);
          log(`  FALHOU: ${(error as Error).message}`);
        }
      };
      await run('search', `1. Busca pública (${options.connections} conexões, ${options.duration} s, autocannon)`, () =>
        benchSearch({ baseUrl: server.url, duration: options.duration, connections: options.connections, lineIds, log }),
      );
      await run('map', `1b. Mapa agrupado (supercluster; ${options.connections} conexões, ${options.duration} s)`, () =>
        benchMapClusters({ baseUrl: server.url, duration: options.duration, connections: options.connections, lineIds, log }),
      );
      await run(
        'pages',
        `1c. Páginas públicas renderizadas no servidor: sem cache (uma por vez) e do cache (${options.connections} conexões, ${options.duration} s)`,
        () => benchPages({ baseUrl: server.url, duration: options.duration, connections: options.connections, lineIds, log }),
      );
      await run(
        'analytics',
        `1d. Busca aleatória sozinha e com 2 000 eventos de engajamento/s, alternadas (${options.connections} conexões, ${options.duration} s cada)`,
        () =>
          benchAnalytics({
            baseUrl: server.url,
            duration: options.duration,
            connections: options.connections,
            lineIds,
            companies: options.companies,
            serverPid: server.process.pid!,
            rounds: options.quick ? 1 : 3,
            log,
          }),
      );
      const peakRss = loadRss.stop();
      directory = { ...directory, peakRssUnderPublicLoadMb: mb(peakRss) };
      log(`  RSS máximo do servidor durante a busca e o mapa: ${mb(peakRss)} MB (meta ≤ 450 MB no PostgreSQL)`);
      await run('list', `2. Lista do back-office (${options.samples} requisições em sequência por caso)`, () =>
        benchList({ baseUrl: server.url, token, samples: options.samples, companies: options.companies, log }),
      );
      await run('export', '3. Exportação .xlsx de todas as empresas', () =>
        benchExport({ baseUrl: server.url, token, serverPid: server.process.pid!, log }),
      );
      await run('web', '4–5. Páginas públicas (bench/web)', () => runWebStep(server.url, log));
      if (options.steps.includes('cluster') && database.kind !== 'postgres')
        log('\n6. Várias instâncias: ignorada (só com DATABASE_URL: as instâncias dividem um PostgreSQL)');
      else if (database.kind === 'postgres')
        await run(
          'cluster',
          `6. Busca aleatória pelo nginx: 1 e 3 instâncias no mesmo PostgreSQL (${options.connections} conexões, ${options.duration} s)`,
          () => benchCluster({ first: server, env: serverEnv, duration: options.duration, connections: options.connections, lineIds, log }),
        );
      // last: it adds 10 000 companies to the database the other steps measured
      await run('import', '7. Importação de 10 000 empresas (CSV): simulação, gravação em segundo plano e a mesma planilha de novo', async () =>
        benchImport({ baseUrl: server.url, token, serverPid: server.process.pid!, lines: await linesOf(server.url), log }),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop().catch((error: unknown) => log(`Não foi possível apagar o banco do benchmark: ${(error as Error).message}`));
  }

  const checks = checkTargets({ ...results, directory, database: database.kind }, options.companies);
  const report = {
    date: startedAt.toISOString(),
    seconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    machine: { ...machineInfo(), loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
    database: database.kind,
    options,
    generated: database.generated,
    serverStartSeconds: Math.round(serverStartSeconds * 10) / 10,
    directory,
    ...results,
    checks,
    ...(Object.keys(errors).length > 0 ? { errors } : {}),
  };
  mkdirSync(dirname(options.output), { recursive: true });
  writeFileSync(options.output, `${JSON.stringify(report, null, 2)}\n`);
  log(`\n${formatChecks(checks)}`);
  log(`\nCarga da máquina (1/5/15 min): antes ${loadBefore.join(' ')}, depois ${report.machine.loadAverageAfter.join(' ')}`);
  log(`Resultados em ${options.output}`);
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
