/** Checks of the targets against the measured figures (printed; they never fail the run). */
export type Check = { step: string; target: string; measured: string; met: boolean };

type SearchResult = {
  repeated: { name: string; ratio: number; server: { requestsPerSecond: number; p99Ms: number }; bare: { requestsPerSecond: number } }[];
  random: { requestsPerSecond: number; p99Ms: number; requests: number };
};
type ListResult = { cases: { name: string; p95Ms: number }[] };
type MapResult = { sizeKb: { max: number; p99: number }; random: { requestsPerSecond: number; p99Ms: number; requests: number } };
type AnalyticsResult = {
  events: { eventsPerSecond: number; non2xx: number };
  throughputRatio: number;
  p99Ratio: number;
  alone: { median: { requestsPerSecond: number; p99Ms: number } };
  withEvents: { median: { requestsPerSecond: number; p99Ms: number } };
};
type DirectoryInfo = { buildMs?: number; peakRssUnderPublicLoadMb?: number; rssAtStartMb?: number };
type WebResult = { map?: { screens?: Record<string, { medianMs: number }>; targetMs?: number } };
type PagesResult = {
  miss: { all: { p99Ms: number; p50Ms: number; samples: number } };
  warm: Record<string, { requestsPerSecond: number; p99Ms: number }>;
};
type LighthouseRun = { scores: Record<string, number>; metrics?: Record<string, number> };
type ExportResult = { seconds: number; peakRssMb: number; rows: number };
type ImportResult = {
  rows: number;
  seconds: number;
  riseMb: number;
  result: { created: number; updated: number; failed: number };
  rerun: { planned: { skip: number } };
};

export const checkTargets = (
  results: {
    search?: unknown;
    map?: unknown;
    pages?: unknown;
    analytics?: unknown;
    list?: unknown;
    export?: unknown;
    web?: unknown;
    import?: unknown;
    directory?: unknown;
    database?: string;
  },
  companies: number,
): Check[] => {
  const checks: Check[] = [];
  const search = results.search as SearchResult | undefined;
  // the guardrails are ratios to a bare node:http server of the same run (the machine's speed varies between runs)
  const bare = search?.repeated?.length ? search.repeated.reduce((sum, r) => sum + r.bare.requestsPerSecond, 0) / search.repeated.length : null;
  const versusBare = (step: string, load: { requests: number; requestsPerSecond: number; p99Ms: number }) => {
    const ratio = bare ? Math.round((load.requestsPerSecond / bare) * 100) / 100 : null;
    checks.push({
      step,
      target: '≥ 0,25 × node:http',
      measured:
        ratio === null
          ? `${load.requestsPerSecond} req/s (sem node:http nesta execução: rode com a etapa search)`
          : `${ratio} × (${load.requestsPerSecond} req/s, p99 ${load.p99Ms} ms; node:http ${Math.round(bare!)} req/s)`,
      met: ratio !== null && load.requests > 0 && ratio >= 0.25,
    });
  };
  if (search?.repeated) {
    for (const r of search.repeated) {
      checks.push({ step: `busca pública: ${r.name}`, target: '≥ 0,5 × node:http', measured: `${r.ratio} ×`, met: r.ratio >= 0.5 });
    }
    versusBare('busca pública: aleatória', search.random);
  }
  const map = results.map as MapResult | undefined;
  if (map?.random) {
    versusBare('mapa agrupado: vistas aleatórias', map.random);
    checks.push({
      step: 'mapa agrupado: resposta (gzip)',
      target: '< 30 KB',
      measured: `máx. ${map.sizeKb.max} KB (p99 ${map.sizeKb.p99} KB)`,
      met: map.sizeKb.max < 30,
    });
  }
  const pages = results.pages as PagesResult | undefined;
  if (pages) {
    checks.push({
      step: 'página pública sem cache',
      target: 'p99 ≤ 3 × p50',
      measured: `p99 ${pages.miss.all.p99Ms} ms, p50 ${pages.miss.all.p50Ms} ms (${pages.miss.all.samples} páginas)`,
      met: pages.miss.all.p99Ms <= 3 * pages.miss.all.p50Ms,
    });
    for (const [path, warm] of Object.entries(pages.warm)) {
      checks.push({
        step: `página pública do cache ${path}`,
        target: '≥ 1 000 req/s',
        measured: `${warm.requestsPerSecond} req/s (p99 ${warm.p99Ms} ms)`,
        met: warm.requestsPerSecond >= 1000,
      });
    }
  }
  const analytics = results.analytics as AnalyticsResult | undefined;
  if (analytics?.alone) {
    const load = `${analytics.events.eventsPerSecond} eventos/s`;
    checks.push({
      step: `busca aleatória com ${load}: req/s`,
      target: '≥ 0,9 × sem eventos',
      measured: `${analytics.throughputRatio} × (medianas ${analytics.withEvents.median.requestsPerSecond} contra ${analytics.alone.median.requestsPerSecond} req/s)`,
      met: analytics.throughputRatio >= 0.9,
    });
    checks.push({
      step: `busca aleatória com ${load}: p99`,
      target: '≤ 1,1 × sem eventos',
      measured: `${analytics.p99Ratio} × (medianas ${analytics.withEvents.median.p99Ms} contra ${analytics.alone.median.p99Ms} ms)`,
      met: analytics.p99Ratio <= 1.1,
    });
    checks.push({
      step: 'eventos de engajamento recebidos',
      target: '2 000 eventos/s, nenhum recusado',
      measured: `${load}, ${analytics.events.non2xx} não-2xx`,
      met: analytics.events.eventsPerSecond >= 1900 && analytics.events.non2xx === 0,
    });
  }
  const directory = results.directory as DirectoryInfo | null | undefined;
  if (directory?.buildMs !== undefined) {
    checks.push({
      step: 'diretório em memória: construção no início',
      target: '< 3 s',
      measured: `${(directory.buildMs / 1000).toFixed(2)} s`,
      met: directory.buildMs < 3000,
    });
  }
  if (directory?.peakRssUnderPublicLoadMb !== undefined) {
    checks.push({
      step: `RSS do servidor (${results.database === 'postgres' ? 'PostgreSQL' : 'PGlite: o banco está no processo'})`,
      target: '≤ 450 MB no PostgreSQL',
      measured: `${directory.rssAtStartMb} MB após o início, ${directory.peakRssUnderPublicLoadMb} MB no máximo sob carga`,
      met: results.database !== 'postgres' || directory.peakRssUnderPublicLoadMb <= 450,
    });
  }
  const web = results.web as WebResult | undefined;
  for (const [name, screen] of Object.entries(web?.map?.screens ?? {})) {
    checks.push({
      step: `navegador: mapa agrupado (${name})`,
      target: name === 'phone' ? '< 1 s' : '(referência)',
      measured: `${screen.medianMs} ms`,
      met: name !== 'phone' || screen.medianMs < 1000,
    });
  }
  const lighthouse = (web as { lighthouse?: Record<string, unknown> } | undefined)?.lighthouse ?? {};
  for (const [name, value] of Object.entries(lighthouse)) {
    const run = value as Partial<LighthouseRun>;
    if (!run.scores) continue;
    const m = run.metrics ?? {};
    const others = ['accessibility', 'best-practices', 'seo'].map((c) => run.scores![c]);
    checks.push({
      step: `Lighthouse celular: ${name}`,
      target: 'desempenho ≥ 95; demais 100; LCP < 2,5 s, TBT < 200 ms, CLS < 0,05',
      measured: `${run.scores.performance} / ${others.join(' / ')}; LCP ${Math.round(m['largest-contentful-paint'] ?? Number.NaN)} ms, TBT ${Math.round(m['total-blocking-time'] ?? Number.NaN)} ms, CLS ${m['cumulative-layout-shift'] ?? '?'}`,
      met:
        run.scores.performance! >= 95 &&
        others.every((s) => s === 100) &&
        (m['largest-contentful-paint'] ?? Infinity) < 2500 &&
        (m['total-blocking-time'] ?? Infinity) < 200 &&
        (m['cumulative-layout-shift'] ?? Infinity) < 0.05,
    });
  }
  const list = results.list as ListResult | undefined;
  for (const c of list?.cases ?? []) {
    checks.push({ step: `lista do back-office: ${c.name}`, target: 'p95 < 30 ms', measured: `${c.p95Ms} ms`, met: c.p95Ms < 30 });
  }
  const exported = results.export as ExportResult | undefined;
  if (exported) {
    checks.push({ step: 'exportação .xlsx', target: '< 10 s', measured: `${exported.seconds} s`, met: exported.seconds < 10 });
    checks.push({ step: 'exportação .xlsx', target: 'pico < 300 MB', measured: `${exported.peakRssMb} MB`, met: exported.peakRssMb < 300 });
    checks.push({ step: 'exportação .xlsx', target: `${companies} linhas`, measured: `${exported.rows}`, met: exported.rows === companies });
  }
  const imported = results.import as ImportResult | undefined;
  if (imported) {
    checks.push({
      step: `importação de ${imported.rows} empresas (CSV)`,
      target: '< 60 s',
      measured: `${imported.seconds} s (RSS +${imported.riseMb} MB)`,
      met: imported.seconds < 60,
    });
    checks.push({
      step: 'importação: gravadas / a mesma planilha de novo',
      target: `${imported.rows} / ${imported.rows} sem alteração`,
      measured: `${imported.result.created + imported.result.updated} / ${imported.rerun.planned.skip}`,
      met: imported.result.created + imported.result.updated === imported.rows && imported.rerun.planned.skip === imported.rows,
    });
  }
  return checks;
};

/** A plain-text table of the checks. */
export const formatChecks = (checks: readonly Check[]): string => {
  const rows = [['etapa', 'meta', 'medido', ''], ...checks.map((c) => [c.step, c.target, c.measured, c.met ? 'ok' : 'NÃO'])];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
};
