import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface A11yScope {
  /** CSS selector(s) to scan; the whole page when absent. */
  include?: string | string[];
  exclude?: string | string[];
  /** Rule ids to skip, with a reason in the caller's comment. */
  disableRules?: string[];
}

const BLOCKING = new Set(['serious', 'critical']);

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Runs axe-core on the page (or part of it) and fails, with a readable list of rule id, impact
 * and target selectors, on any serious or critical violation.
 */
export async function expectNoSeriousA11yViolations(page: Page, scope: A11yScope = {}) {
  let builder = new AxeBuilder({ page });
  for (const selector of asList(scope.include)) builder = builder.include(selector);
  for (const selector of asList(scope.exclude)) builder = builder.exclude(selector);
  if (scope.disableRules?.length) builder = builder.disableRules(scope.disableRules);

  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  const report = blocking.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const target = node.target.map(String).join(' ');
      const why = node.failureSummary
        ?.split('\n')
        .slice(1)
        .map((line) => line.trim())
        .filter(Boolean)
        .join('; ');
      return `    ${target}${why ? `: ${why}` : ''}`;
    });
    return `- ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
  });
  if (report.length > 0) {
    throw new Error(
      `${report.length} serious/critical accessibility violation(s) on ${page.url()}:\n` +
        report.join('\n'),
    );
  }
}
