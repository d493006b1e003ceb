// Lighthouse (mobile, its default simulated throttling) with Debian's Chromium, against the
// built web app served by the real server on a fresh SQLite: the home page and a video page.
//   npm run lighthouse                  builds first (vite build)
//   npm run lighthouse -- --skip-build  uses the dist/client already there
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, ROOT, startCraftReel } from './support/processes.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS: Record<string, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: Number.NaN,
};

if (!process.argv.includes('--skip-build')) {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'craftreel-lighthouse-'));
const server = await startCraftReel(`file:${join(dataDir, 'lighthouse.db')}`);
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
  for (const [name, path] of Object.entries(pages)) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.displayValue ?? '';
    rows.push({
      page: name,
      ...Object.fromEntries(
        Object.entries(TARGETS).map(([id, target]) => [
          id,
          `${score(id)}${Number.isNaN(target) ? '' : score(id) >= target ? ' ✓' : ` (< ${target})`}`,
        ]),
      ),
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
    });
    for (const id of Object.keys(TARGETS)) {
      const failing = categories[id]?.auditRefs
        .map((ref) => audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
      for (const audit of failing ?? []) {
        // What failed, in the audit's own words: the first few items of its details table.
        const details = audit?.details as { items?: Record<string, unknown>[] } | undefined;
        const items = (details?.items ?? []).slice(0, 3).map((item) => JSON.stringify(item));
        console.log(`${name}, ${id}: ${audit?.title}\n  ${items.join('\n  ')}`);
      }
    }
  }
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
