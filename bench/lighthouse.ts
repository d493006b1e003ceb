// Lighthouse (mobile, its default simulated throttling) with Debian's Chromium, against the
// built web app served by the real server on a fresh SQLite: the home page and a video page.
//   npm run lighthouse                  builds first (vite build)
//   npm run lighthouse -- --skip-build  uses the dist/client already there
//   npm run lighthouse -- --runs 3      each page three times (scores vary from run to run)
//   npm run lighthouse -- --save DIR    also writes each run's report (JSON) into DIR
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM as DEBIAN_CHROMIUM, ensureChromium } from '../scripts/ensure-chromium.mjs';
import { freePort, ROOT, startCraftReel } from './support/processes.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;
const TARGETS: Record<string, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: Number.NaN,
};
/** Metrics whose savings an audit may claim, in the order they are printed. */
const METRICS = ['FCP', 'LCP', 'TBT', 'CLS'] as const;

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    save: { type: 'string' },
  },
});
const runs = Math.max(1, Number.parseInt(args.runs, 10) || 1);
const saveDir = args.save ? resolve(args.save) : undefined;
if (saveDir) mkdirSync(saveDir, { recursive: true });

// Debian's Chromium, installed on first use, unless CHROMIUM_PATH names another browser.
if (!process.env.CHROMIUM_PATH) ensureChromium('lighthouse');

if (!args['skip-build']) {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

interface AuditDetails {
  items?: Record<string, unknown>[];
}

const dataDir = mkdtempSync(join(tmpdir(), 'craftreel-lighthouse-'));
const server = await startCraftReel(`file:${join(dataDir, 'lighthouse.db')}`);
try {
  const debuggingPort = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [`--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const { videos } = (await (await fetch(`${server.url}/api/videos?limit=1`)).json()) as {
      videos: { _id: string }[];
    };
    const pages = { home: '/', 'video page': `/video/${videos[0]?._id ?? ''}` };
    const rows = [];
    for (let run = 1; run <= runs; run++) {
      for (const [name, path] of Object.entries(pages)) {
        const result = await lighthouse(`${server.url}${path}`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(TARGETS),
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        if (saveDir) {
          const file = `${name.replace(/\W+/g, '-')}-${run}.json`;
          writeFileSync(join(saveDir, file), JSON.stringify(result.lhr));
        }
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => audits[id]?.displayValue ?? '';
        rows.push({
          page: runs > 1 ? `${name} #${run}` : name,
          ...Object.fromEntries(
            Object.entries(TARGETS).map(([id, target]) => [
              id,
              `${score(id)}${Number.isNaN(target) ? '' : score(id) >= target ? ' ✓' : ` (< ${target})`}`,
            ]),
          ),
          FCP: metric('first-contentful-paint'),
          SI: metric('speed-index'),
          LCP: metric('largest-contentful-paint'),
          TBT: metric('total-blocking-time'),
          CLS: metric('cumulative-layout-shift'),
        });
        for (const id of Object.keys(TARGETS)) {
          // Audits that count (weight > 0): not bfcache, which this Chromium's flags turn off.
          const failing = categories[id]?.auditRefs
            .filter((ref) => ref.weight > 0)
            .map((ref) => audits[ref.id])
            .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
          for (const audit of failing ?? []) {
            // What failed, in the audit's own words: the first few items of its details table.
            const details = audit?.details as AuditDetails | undefined;
            const items = (details?.items ?? []).slice(0, 3).map((item) => JSON.stringify(item));
            console.log(`${name}, ${id}: ${audit?.title}\n  ${items.join('\n  ')}`);
          }
        }
        // What still costs performance: every audit that claims savings on a metric, largest first.
        const costs = Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.metricSavings)
          .map((a) => ({ audit: a, savings: a.metricSavings ?? {} }))
          .filter(({ savings }) => METRICS.some((m) => (savings[m] ?? 0) > 0))
          .sort(
            (a, b) =>
              (b.savings.LCP ?? 0) +
              (b.savings.TBT ?? 0) -
              (a.savings.LCP ?? 0) -
              (a.savings.TBT ?? 0),
          );
        for (const { audit, savings } of costs) {
          const claimed = METRICS.filter((m) => (savings[m] ?? 0) > 0)
            .map((m) => `${m} ${Math.round(savings[m] ?? 0)}${m === 'CLS' ? '' : ' ms'}`)
            .join(', ');
          console.log(
            `${name}, performance: ${audit.title} (${claimed}) ${audit.displayValue ?? ''}`,
          );
        }
      }
    }
    console.table(rows);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
