/**
 * Lighthouse 12 (its node API) driving Debian's Chromium in its default mobile emulation (Moto G
 * Power screen, simulated slow 4G and 4× CPU slowdown): performance, accessibility, best practices
 * and SEO of a page, 3 runs, the median run by performance. This machine has no internet: requests
 * to other hosts (map tiles, external services) are blocked with `blockedUrlPatterns`, which the
 * result lists.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launchBrowser, newContext } from '../../e2e/support/browser.ts';
import { CHROME_PATH, median } from './chromium.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;
/** Runs per page (LH_RUNS to change); LH_REPORT_DIR: also write each run's full report (JSON) there. */
export const LIGHTHOUSE_RUNS = Number(process.env.LH_RUNS ?? 3);
const REPORT_DIR = process.env.LH_REPORT_DIR;
/** Attempts of one run when Lighthouse reports a runtime error (a trace it could not record). */
const RUN_ATTEMPTS = 3;

type TScores = Record<(typeof CATEGORIES)[number], number>;
type TRun = {
  scores: TScores;
  metrics: Record<string, number>;
  failing: { category: string; id: string; title: string; score: number | null; displayValue?: string }[];
};

/** The other hosts the pages ask for (found with a real page load that aborts them), as Lighthouse block patterns. */
export const externalHostPatterns = async (baseUrl: string, paths: readonly string[]): Promise<string[]> => {
  const base = new URL(baseUrl).host;
  const hosts = new Set<string>();
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && url.host !== base) hosts.add(url.host);
    });
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    }
  } finally {
    await browser.close();
  }
  return [...hosts].sort().map((host) => `*://${host}/*`);
};

const runOnce = async (url: string, port: number, blockedUrlPatterns: string[], reportName: string): Promise<TRun> => {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], blockedUrlPatterns });
  if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, `${reportName}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as TScores;
  const metrics = Object.fromEntries(METRICS.map((m) => [m, Math.round((lhr.audits[m]?.numericValue ?? NaN) * 1000) / 1000]));
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || category === 'performance')
      .map((ref) => lhr.audits[ref.id]!)
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => ({ category, id: a.id, title: a.title, score: a.score, ...(a.displayValue ? { displayValue: a.displayValue } : {}) })),
  );
  return { scores, metrics, failing };
};

/** Lighthouse figures of one page: the median run (by performance), the median of each score, and every run's scores. */
export const benchLighthouse = async (name: string, url: string, blockedUrlPatterns: string[], log: (line: string) => void) => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox'] });
  const runs: TRun[] = [];
  try {
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      let run: TRun | undefined;
      // a trace Lighthouse could not record (NO_NAVSTART, NO_FCP: "run Lighthouse again") is run again, twice at most
      for (let attempt = 1; !run; attempt++) {
        try {
          run = await runOnce(url, chrome.port, blockedUrlPatterns, `${name}-${i + 1}`);
        } catch (error) {
          if (attempt >= RUN_ATTEMPTS || !/^Lighthouse: /.test((error as Error).message)) throw error;
          log(`  lighthouse ${name} run ${i + 1}: ${(error as Error).message.split(' ').slice(0, 2).join(' ')}, de novo`);
        }
      }
      runs.push(run);
      log(`  lighthouse ${name} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
  const perf = median(runs.map((r) => r.scores.performance));
  const medianRun = runs.find((r) => r.scores.performance === perf) ?? [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[1]!;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as TScores;
  const met = scores.performance >= 95 && scores.accessibility === 100 && scores['best-practices'] === 100 && scores.seo === 100;
  log(
    `lighthouse ${name} (median of ${runs.length}): ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')} ` +
      `(targets 95/100/100/100: ${met ? 'met' : 'MISSED'}); LCP ${Math.round(medianRun.metrics['largest-contentful-paint']!)} ms, TBT ${Math.round(medianRun.metrics['total-blocking-time']!)} ms`,
  );
  for (const f of medianRun.failing) log(`    ${f.category}: ${f.id} (${f.score})${f.displayValue ? ` ${f.displayValue}` : ''}`);
  return { url, scores, met, metrics: medianRun.metrics, failing: medianRun.failing, runs: runs.map((r) => r.scores) };
};
