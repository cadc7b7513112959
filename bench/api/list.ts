import { timedRequests, type TimedResult } from '../lib/timed-requests.ts';

const LIST = '/api/companys';

export type ListContext = { baseUrl: string; token: string; samples: number; companies: number; log: (line: string) => void };

/** The deep page: 5000 (rows 50 001–50 010) or, with fewer companies, the middle page. */
const deepPage = (companies: number) => Math.min(5000, Math.floor(companies / 20));

/** The back-office cases of item 2: a deep page, a search term, sorting by name and by city. */
export const listCases = (companies: number): { name: string; query: string }[] => [
  { name: `página profunda (pageIndex ${deepPage(companies)})`, query: `pageIndex=${deepPage(companies)}&pageSize=10` },
  { name: 'termo de busca', query: 'searchTerm=oliveira&pageIndex=0&pageSize=10' },
  { name: 'ordenar por nome', query: 'orderBy=name&orderDirection=desc&pageIndex=0&pageSize=10' },
  { name: 'ordenar por cidade', query: 'orderBy=city&orderDirection=asc&pageIndex=0&pageSize=10' },
];

/**
 * Item 2: GET /api/companys as an administrator, each case `samples` times in sequence after a
 * warm-up: p50, p95, p99 from request to last byte.
 */
export const benchList = async (context: ListContext) => {
  const headers = { authorization: `Bearer ${context.token}` };
  const cases: (TimedResult & { name: string; path: string; total: number })[] = [];
  for (const { name, query } of listCases(context.companies)) {
    const path = `${LIST}?${query}`;
    const first = await fetch(`${context.baseUrl}${path}`, { headers });
    if (!first.ok) throw new Error(`${path} respondeu ${first.status}: ${(await first.text()).slice(0, 300)}`);
    const { total, data } = (await first.json()) as { total: number; data: unknown[] };
    const timed = await timedRequests(`${context.baseUrl}${path}`, headers, context.samples);
    context.log(`  ${name}: p50 ${timed.p50Ms} ms p95 ${timed.p95Ms} ms p99 ${timed.p99Ms} ms (${data.length} de ${total})`);
    cases.push({ name, path, total, ...timed });
  }
  return { cases };
};
