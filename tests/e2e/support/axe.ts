import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { waitForAnimations } from './app.ts';

export interface A11yScope {
  /** CSS selector(s) to scan; the whole page when absent. */
  include?: string | string[];
  exclude?: string | string[];
  /** Rule ids to skip, with a reason in the caller's comment. */
  disableRules?: string[];
  /**
   * The page's fake clock is paused (`pauseClock`), holding something still for the scan, such
   * as a toast that would otherwise close. axe needs timers of its own (zero-delay ones, between
   * rules), so the clock is moved on 1 ms at a time until the scan is done: far less than the
   * toast's 1500 ms. (Every scan runs in axe's legacy mode, inside the page: see below.)
   */
  clockPaused?: boolean;
}

/** More than a scan ever needs (about 10 ticks), far less than a toast's 1500 ms. */
const MAX_CLOCK_TICKS = 500;

async function tickClockUntilDone<T>(page: Page, work: Promise<T>): Promise<T> {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  for (let ticks = 0; !done; ticks += 1) {
    if (ticks === MAX_CLOCK_TICKS) {
      settled.catch(() => {});
      throw new Error(`the axe scan did not finish within ${MAX_CLOCK_TICKS} ms of fake time`);
    }
    await page.clock.runFor(1);
  }
  return settled;
}

const BLOCKING = new Set(['serious', 'critical']);

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Runs axe-core on the page (or part of it) and fails, with a readable list of rule id, impact
 * and target selectors, on any serious or critical violation. It waits for running animations
 * first (a toast fading in, a drawer sliding, colours changing with the scheme): halfway through
 * one, axe would measure colours no one sees for more than a moment. Answers axe's results, for
 * a test that needs to know what was checked.
 */
export async function expectNoSeriousA11yViolations(page: Page, scope: A11yScope = {}) {
  await waitForAnimations(page);
  let builder = new AxeBuilder({ page });
  for (const selector of asList(scope.include)) builder = builder.include(selector);
  for (const selector of asList(scope.exclude)) builder = builder.exclude(selector);
  if (scope.disableRules?.length) builder = builder.disableRules(scope.disableRules);
  // axe's legacy mode runs the scan inside the page. The normal mode gathers results in a blank
  // page it opens for each scan: a second of a two-core machine's time per scan, and a page the
  // context's fake clock would hold too when a test has paused it. The one frame the app embeds
  // is YouTube's player, which is not ours to check.
  builder = builder.setLegacyMode(true);

  const results = scope.clockPaused
    ? await tickClockUntilDone(page, builder.analyze())
    : await builder.analyze();
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
  return results;
}
