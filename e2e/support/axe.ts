import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A/AA plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The impacts a screen must not have. */
const BLOCKING = new Set(['serious', 'critical']);

export type TAxeViolation = {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string }[];
};

/**
 * Runs axe-core on the page as it is now and answers its serious and critical violations.
 * `exclude` takes CSS selectors of third-party regions the product does not render itself.
 */
export const runAxe = async (page: Page, exclude: string[] = []): Promise<TAxeViolation[]> => {
  // Runtime.evaluate is not subject to the page's Content-Security-Policy (an inline script tag is)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, excluded, blocking }) => {
      const runner = (window as unknown as { axe: typeof axe }).axe;
      const context = excluded.length > 0 ? { exclude: excluded.map((selector) => [selector]) } : document;
      const result = await runner.run(context as Parameters<typeof runner.run>[0], {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations
        .filter((v) => v.impact && blocking.includes(v.impact))
        .map((v) => ({
          id: v.id,
          impact: v.impact ?? '',
          help: v.help,
          helpUrl: v.helpUrl,
          nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' >> '), summary: n.failureSummary ?? '' })),
        }));
    },
    { tags: AXE_TAGS, excluded: exclude, blocking: [...BLOCKING] },
  );
};

/** One readable block per violation: rule, impact, what to fix and where (the first nodes). */
export const formatViolations = (violations: TAxeViolation[], maxNodes = 5): string =>
  violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, maxNodes)
        .map((n) => `    - ${n.target}\n      ${n.summary.replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = v.nodes.length > maxNodes ? `\n    … e mais ${v.nodes.length - maxNodes}` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
