/**
 * An axe-core scan of a page, for the journeys' accessibility checks: the serious and critical
 * violations, each as one line (rule, impact, help, the first three nodes). The page's context
 * needs `bypassCSP: true`, which only lets the scan's script in.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/** `exclude`: selectors left out of the scan */
export async function seriousAxeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async (excluded) => {
    const axe = (
      globalThis as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const context =
      excluded.length > 0 ? { include: [document], exclude: excluded.map((s) => [s]) } : document;
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, exclude)) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) =>
            `${n.target.join(' ')} ${n.html.slice(0, 100)} ${n.failureSummary ?? ''}`.replace(/\s+/g, ' '),
          )
          .join(' | ')}`,
    );
}
