import { describe, expect, it } from 'vitest';
import { migrationProvider } from './migrations/index.ts';

/** Every migration file, by its name without the folder and `.ts`. */
const files = Object.fromEntries(
  Object.entries(import.meta.glob('./migrations/2*.ts', { eager: true })).map(([path, module]) => [
    path.replace(/^.*\//, '').replace(/\.ts$/, ''),
    module,
  ]),
);
const fileNames = Object.keys(files).sort();

/** A migration's timestamp: the `YYYY-MM-DDTHH-MM` its name starts with. */
function timestampOf(name: string): string {
  const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}(?=-)/.exec(name)?.[0];
  expect(timestamp, `${name} starts with YYYY-MM-DDTHH-MM-`).toBeDefined();
  return timestamp ?? '';
}

/**
 * Keys that are not their file's name: files renamed after databases had recorded them under
 * the key (src/server/db/migrations/index.ts). Only ever grows.
 */
const RECORDED_AS: Record<string, string> = {
  '2026-11-25T08-00-list-entries-covering': '2026-11-25T09-00-list-entries-covering',
};

describe('migrations', () => {
  it('each have a timestamp of their own', () => {
    const byTimestamp = new Map<string, string[]>();
    for (const name of fileNames) {
      const timestamp = timestampOf(name);
      byTimestamp.set(timestamp, [...(byTimestamp.get(timestamp) ?? []), name]);
    }
    const shared = [...byTimestamp.values()].filter((names) => names.length > 1);
    expect(shared, 'migrations sharing a timestamp').toEqual([]);
  });

  it('are all listed, once each, under their recorded names and in their files’ order', async () => {
    const listed = Object.entries(await migrationProvider.getMigrations());
    const fileOf = (migration: unknown) =>
      fileNames.find((name) => files[name] === migration) ?? '(no file)';
    expect(listed.map(([, migration]) => fileOf(migration))).toEqual(fileNames);
    expect(listed.map(([key]) => key)).toEqual(fileNames.map((name) => RECORDED_AS[name] ?? name));
    // Kysely runs them in the keys' order: the same as the files'.
    expect(listed.map(([key]) => key)).toEqual(listed.map(([key]) => key).sort());
  });
});
