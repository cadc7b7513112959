/** Checks of the targets against the measured figures (printed; they never fail the run). */
export type Check = { step: string; target: string; measured: string; met: boolean };

type SearchResult = {
  repeated: { name: string; ratio: number; server: { requestsPerSecond: number; p99Ms: number } }[];
  random: { requestsPerSecond: number; p99Ms: number; requests: number };
};
type ListResult = { cases: { name: string; p95Ms: number }[] };
type ExportResult = { seconds: number; peakRssMb: number; rows: number };

export const checkTargets = (results: { search?: unknown; list?: unknown; export?: unknown }, companies: number): Check[] => {
  const checks: Check[] = [];
  const search = results.search as SearchResult | undefined;
  if (search?.repeated) {
    for (const r of search.repeated) {
      checks.push({ step: `busca pública: ${r.name}`, target: '≥ 0,5 × node:http', measured: `${r.ratio} ×`, met: r.ratio >= 0.5 });
      checks.push({ step: `busca pública: ${r.name}`, target: 'p99 < 25 ms', measured: `${r.server.p99Ms} ms`, met: r.server.p99Ms < 25 });
    }
    const answered = search.random.requests > 0;
    checks.push({
      step: 'busca pública: aleatória',
      target: 'p99 < 25 ms',
      measured: answered ? `${search.random.p99Ms} ms (${search.random.requestsPerSecond} req/s)` : 'nenhuma resposta no tempo',
      met: answered && search.random.p99Ms < 25,
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
  return checks;
};

/** A plain-text table of the checks. */
export const formatChecks = (checks: readonly Check[]): string => {
  const rows = [['etapa', 'meta', 'medido', ''], ...checks.map((c) => [c.step, c.target, c.measured, c.met ? 'ok' : 'NÃO'])];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
};
