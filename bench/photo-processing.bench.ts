// What processing one "Made it" photo costs (src/server/node/photos/photo-processing.ts), and
// what four processed together do to the event loop and to libuv's thread pool:
// - a generated 12-megapixel JPEG (4000×3000, noisy, so it does not compress to nothing):
//   processPhoto's time, p50/p95 over a few runs, as a ratio to a baseline measured in the same
//   run (a 640 px JPEG decoded and re-encoded by sharp);
// - the event loop's delay (monitorEventLoopDelay) p99 and max while 4 such photos are processed
//   at once through createPhotoProcessor (2 at a time), and while 4 go through unbounded;
// - an argon2 hash (a sign-in's, on the same thread pool) timed alone and during each.
//   npm run bench:photos
//   npm run bench:photos -- --runs 5
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { createPhotoProcessor, processPhoto } from '#server/node/photos/photo-processing.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(option('runs') ?? 7);
const baselineRuns = runs * 5;

const ms = (value: number) => `${value.toFixed(1)} ms`;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timed(work: () => Promise<unknown>, times: number): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await work();
    durations.push(performance.now() - start);
  }
  return durations.sort((a, b) => a - b);
}

/** A photo-like JPEG: noise softened a little, as a phone's sensor noise and detail are. */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
  return sharp({ create: { width, height, channels: 3, background: '#000', noise } })
    .blur(0.8)
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * The event loop's delay (ms) while `work` runs, sampled every 1 ms (each sample includes that
 * millisecond), and how long `work` took.
 */
async function loopDelayDuring(work: () => Promise<unknown>) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const start = performance.now();
  await work();
  const took = performance.now() - start;
  histogram.disable();
  return {
    took,
    p99: histogram.percentile(99) / 1e6,
    max: histogram.max / 1e6,
    mean: histogram.mean / 1e6,
  };
}

/** How long argon2 hashes take, one after another, until `done` settles (at least one). */
async function hashesDuring(done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const durations: number[] = [];
  do {
    const start = performance.now();
    await argon2Hasher.hash('correct horse battery staple');
    durations.push(performance.now() - start);
  } while (!finished);
  return durations.sort((a, b) => a - b);
}

const photo = await noisyJpeg(4000, 3000);
const small = await noisyJpeg(640, 480);
console.log(
  `12-MP JPEG: ${(photo.byteLength / 1024 / 1024).toFixed(1)} MB; baseline 640 px JPEG: ${(small.byteLength / 1024).toFixed(0)} KB; ` +
    `libuv pool ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}, libvips threads a photo ${sharp.concurrency()}`,
);

// Warm both paths up once.
await processPhoto(photo);
await sharp(small).jpeg().toBuffer();

const baseline = await timed(() => sharp(small).jpeg().toBuffer(), baselineRuns);
const processing = await timed(() => processPhoto(photo), runs);
const base50 = percentile(baseline, 50);
console.log(`\nbaseline (640 px JPEG decoded + re-encoded), ${baselineRuns} runs:`);
console.log(`  p50 ${ms(base50)}  p95 ${ms(percentile(baseline, 95))}`);
console.log(`processPhoto(12-MP JPEG) → 320/640/1280 WebP + placeholder, ${runs} runs:`);
console.log(
  `  p50 ${ms(percentile(processing, 50))} (${(percentile(processing, 50) / base50).toFixed(0)}× baseline)` +
    `  p95 ${ms(percentile(processing, 95))} (${(percentile(processing, 95) / base50).toFixed(0)}× baseline p50)`,
);

const idle = await loopDelayDuring(() => new Promise((resolve) => setTimeout(resolve, 2000)));
const hashAlone = await timed(() => argon2Hasher.hash('correct horse battery staple'), 5);
console.log(`\nevent-loop delay idle (2 s): p99 ${ms(idle.p99)}  max ${ms(idle.max)}`);
console.log(`argon2 hash alone: p50 ${ms(percentile(hashAlone, 50))}`);

const processor = createPhotoProcessor();
const fourAtATime = {
  '4 photos, createPhotoProcessor (2 at a time)': () =>
    Promise.all([1, 2, 3, 4].map(() => processor.process(photo))),
  '4 photos, unbounded (all 4 at once)': () =>
    Promise.all([1, 2, 3, 4].map(() => processPhoto(photo))),
};
for (const [name, runFour] of Object.entries(fourAtATime)) {
  const alone = await loopDelayDuring(runFour);
  console.log(`${name}: all done in ${ms(alone.took)}`);
  console.log(
    `  event-loop delay p99 ${ms(alone.p99)}  max ${ms(alone.max)}  mean ${ms(alone.mean)}`,
  );
  let hashes: Promise<number[]> = Promise.resolve([]);
  const withHashes = await loopDelayDuring(() => {
    const four = runFour();
    hashes = hashesDuring(four);
    return Promise.all([four, hashes]);
  });
  const hashed = await hashes;
  console.log(
    `  again, with argon2 hashes one after another: event-loop delay p99 ${ms(withHashes.p99)}; ` +
      `${hashed.length} hashes, p50 ${ms(percentile(hashed, 50))}, max ${ms(hashed.at(-1) ?? 0)}`,
  );
}
