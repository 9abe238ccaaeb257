/**
 * Accessibility in the browser tests (issue 27): axe-core with the WCAG 2.0 / 2.1 A and AA rules
 * over what a page shows. The sweep tests (support/sweep.ts) walk every page of the product with
 * it; a test may also check a state of its own (`expectAccessible`).
 */
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

// axe-core's own browser build, injected into the page once per document.
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a test: what blocks or seriously hinders someone. */
const FAILING = new Set(['serious', 'critical']);

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** The offending elements (CSS selectors), the first few */
  targets: string[];
  count: number;
}

/** axe's findings on the page as it is now (only the failing impacts). */
export async function audit(page: Page): Promise<Finding[]> {
  // A fading element has half its contrast, and so has content dimmed under a loading spinner:
  // let transitions and loads end first (bounded; infinite spinners aside).
  await page
    .waitForFunction(
      () =>
        !Array.from(document.querySelectorAll('.ant-spin-blur')).some((e) => (e as HTMLElement).offsetParent) &&
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  // Only violations are asked for: axe then skips detailing what passed, much of its time. The
  // pages kept alive behind other tabs are hidden (display: none): left out, not walked.
  const violations = await page.evaluate(
    (tags) => {
      const hidden = Array.from(document.querySelectorAll('[data-keep-alive]'))
        .filter((e) => getComputedStyle(e).display === 'none')
        .map((e) => `[data-keep-alive="${CSS.escape(e.getAttribute('data-keep-alive') ?? '')}"]`);
      return (window as unknown as { axe: { run: (c: object, o: object) => Promise<AxeResults> } }).axe
        .run({ include: [document], exclude: hidden }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations);
    },
    WCAG_TAGS,
  );
  return violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      count: v.nodes.length,
    }));
}

/** How many failing elements, over every rule. */
export const countOf = (findings: Finding[]) => findings.reduce((n, f) => n + f.count, 0);

/** A failure message a developer can act on: each rule, how often, where. */
export function describe(where: string, findings: Finding[]): string {
  const lines = findings.map((f) => `  ${f.rule} (${f.impact}, ${f.count}×): ${f.help}\n    ${f.targets.join('\n    ')}`);
  return `${where}: ${countOf(findings)} serious or critical accessibility violations\n${lines.join('\n')}`;
}

/** Fails (throws) when axe finds anything serious or critical on the page. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const findings = await audit(page);
  if (findings.length) throw new Error(describe(where, findings));
}
