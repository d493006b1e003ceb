// What "Made it" uploads do to everyone else: the real server (src/server/node/index.ts, sharp's
// processor two photos at a time) answers GET /api/videos one request after another, first with
// nothing else to do, then while four 12-megapixel JPEGs are being uploaded and processed at
// once, round after round. Prints p50/p95/p99 of the page's latency in both, and the second as
// a ratio to the first, measured in the same run (these machines are too noisy for absolute
// figures).
//   npm run bench:uploads
//   npm run bench:uploads -- --requests 600 --database-url postgres://…
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startCraftReel } from './support/processes.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const requests = Number(option('requests') ?? 400);
const uploadsAtOnce = 4;

const ms = (value: number) => `${value.toFixed(2)} ms`;
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A photo-like 12-MP JPEG: noise softened a little, as a phone's sensor noise and detail are. */
const photo = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: '#000',
    noise: { type: 'gaussian', mean: 128, sigma: 60 },
  },
})
  .blur(0.8)
  .jpeg({ quality: 88 })
  .toBuffer();

const workDir = mkdtempSync(join(tmpdir(), 'craftreel-uploads-'));
const server = await startCraftReel(option('database-url') ?? `file:${join(workDir, 'bench.db')}`);

let signups = 0;
/** A fresh user's token: each uploader is a new user, so no one's unattached photos fill up. */
async function newToken(): Promise<string> {
  signups += 1;
  const response = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `uploader-${signups}-${Date.now()}@example.com`,
      password: 'correct horse battery staple',
      firstName: 'Bench',
      lastName: 'Uploader',
    }),
  });
  if (!response.ok) throw new Error(`signup: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { encodedToken: string };
  return body.encodedToken;
}

async function upload(token: string): Promise<void> {
  const response = await fetch(`${server.url}/api/user/photos`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'image/jpeg' },
    body: photo,
  });
  if (response.status !== 201) {
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  }
}

/** The first catalogue page's latency, `count` requests one after another. */
async function pageLatencies(count: number): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await fetch(`${server.url}/api/videos`);
    await response.arrayBuffer();
    durations.push(performance.now() - start);
    if (!response.ok) throw new Error(`GET /api/videos: ${response.status}`);
  }
  return durations.sort((a, b) => a - b);
}

function report(name: string, sorted: readonly number[], base?: readonly number[]) {
  const ratio = (p: number) =>
    base ? ` (${(percentile(sorted, p) / percentile(base, p)).toFixed(1)}×)` : '';
  console.log(
    `${name}: p50 ${ms(percentile(sorted, 50))}${ratio(50)}  p95 ${ms(percentile(sorted, 95))}${ratio(95)}  ` +
      `p99 ${ms(percentile(sorted, 99))}${ratio(99)}  max ${ms(sorted.at(-1) ?? 0)}`,
  );
}

try {
  console.log(
    `12-MP JPEG: ${(photo.byteLength / 1024 / 1024).toFixed(1)} MB; ${requests} requests a measurement`,
  );
  // Warm up: the page, and one upload (sharp's first photo loads libvips' codecs).
  await pageLatencies(50);
  await upload(await newToken());

  const idle = await pageLatencies(requests);

  let stop = false;
  let uploaded = 0;
  const uploading = (async () => {
    while (!stop) {
      const tokens = await Promise.all(Array.from({ length: uploadsAtOnce }, newToken));
      await Promise.all(tokens.map(upload));
      uploaded += uploadsAtOnce;
    }
  })();
  // Let the first round reach the processor before measuring.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const busy = await pageLatencies(requests);
  stop = true;
  await uploading;

  console.log('\nGET /api/videos, one request after another:');
  report('  idle                         ', idle);
  report(`  during ${uploadsAtOnce} uploads at once (×ratio)`, busy, idle);
  console.log(`  (${uploaded} photos uploaded and processed while measuring)`);
} finally {
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}
