// Fills the database DATABASE_URL names (as the server reads it) with a generated catalogue
// and readers' libraries, for trying the app and measuring it at scale.
//   npm run seed:large -- --videos 100000 --users 1000 [--seed 7]
// Migrates and seeds the demo data first. A database that already holds generated data is
// refused (fill a fresh one), so the same command always yields the same shape of data.
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { readEnv } from '#server/env.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { connectDatabase } from '#server/node/db/connect.ts';
import {
  type FillPhase,
  fillLargeCatalogue,
  GeneratedDataPresentError,
} from './large-catalogue/fill-large-catalogue.ts';
import { GENERATED_PASSWORD, generatedEmail } from './large-catalogue/large-catalogue.ts';

const { values } = parseArgs({
  options: {
    videos: { type: 'string', default: '100000' },
    users: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '20261124' },
  },
});
const count = (name: string, text: string) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, got "${text}"`);
    process.exit(2);
  }
  return n;
};
const videos = count('videos', values.videos);
const users = count('users', values.users);
const seed = count('seed', values.seed);

const config = readEnv(process.env);
if (!config.ok) {
  for (const problem of config.problems) console.error(`Bad configuration: ${problem}`);
  process.exit(2);
}
const url = config.env.DATABASE_URL;
const database = connectDatabase(url);
const started = performance.now();
const bars = new cliProgress.MultiBar(
  {
    format: ' {phase} [{bar}] {percentage}% {value}/{total} {duration_formatted}',
    hideCursor: true,
    // Piped to a log: a line every few seconds instead of a redrawn bar.
    noTTYOutput: true,
    notTTYSchedule: 5000,
  },
  cliProgress.Presets.shades_classic,
);
const phaseBars = new Map<FillPhase, cliProgress.SingleBar>();
try {
  console.log(`Filling ${url} (${database.dialect}) with ${videos} videos and ${users} readers…`);
  await migrateToLatest(database.db);
  await seedDatabase(database.db, argon2Hasher);
  const passwordHash = await argon2Hasher.hash(GENERATED_PASSWORD);
  const summary = await fillLargeCatalogue(database.db, database.dialect, {
    videos,
    users,
    seed,
    passwordHash,
    onProgress: (phase, done, total) => {
      let bar = phaseBars.get(phase);
      if (!bar) {
        bar = bars.create(total, 0, { phase: phase.padEnd(10) });
        phaseBars.set(phase, bar);
      }
      bar.update(done);
    },
  });
  bars.stop();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Done in ${seconds} s: ${summary.videos} videos, ${summary.users} readers, ` +
      `${summary.listEntries} list entries, ${summary.playlists} playlists holding ` +
      `${summary.playlistVideos} videos.`,
  );
  if (users > 0) {
    console.log(
      `Readers sign in as ${generatedEmail(0)} … ${generatedEmail(users - 1)}, ` +
        `password "${GENERATED_PASSWORD}".`,
    );
  }
} catch (error) {
  bars.stop();
  if (error instanceof GeneratedDataPresentError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
