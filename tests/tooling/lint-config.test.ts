import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md ("Layers") are checks that fail, not habits: these tests lint small probe
 * files with the project's own biome.json (copied into a scratch folder with the same layout,
 * so nothing is written into the real tree) and expect the import zones to refuse them.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');
let scratch = '';

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'craftreel-lint-'));
  copyFileSync(join(ROOT, 'biome.json'), join(scratch, 'biome.json'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Lints one probe file at `path` that imports `specifier`; answers the rules it broke. */
function lintImport(path: string, specifier: string): string[] {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `import probe from '${specifier}';\n\nexport const value = probe;\n`);
  const result = spawnSync(BIOME, ['lint', '--max-diagnostics=20', path], {
    cwd: scratch,
    encoding: 'utf8',
  });
  rmSync(file);
  const output = `${result.stdout}${result.stderr}`;
  const rules = [...output.matchAll(/lint\/\w+\/(\w+)/g)].map((match) => match[1] ?? '');
  if (result.status !== 0) expect(rules.length, output).toBeGreaterThan(0);
  return rules;
}

describe('npm run lint refuses imports across the layers', () => {
  it.each([
    ['the client imports src/server', 'src/client/features/videos/api/probe.ts', '#server/app.ts'],
    [
      'the client reaches src/server by a relative path',
      'src/client/lib/probe.ts',
      '../../server/db/schema.ts',
    ],
    ['the client imports a node: module', 'src/client/components/ui/probe.ts', 'node:fs'],
    [
      'one feature imports another',
      'src/client/features/lists/components/probe.tsx',
      '#client/features/playlists/components/playlist-button.tsx',
    ],
    [
      'one feature reaches another by a relative path',
      'src/client/features/lists/components/probe.tsx',
      '../../playlists/playlist-cache.ts',
    ],
    [
      "a feature's top-level file reaches a sibling feature",
      'src/client/features/lists/probe.ts',
      '../videos/api/get-videos.ts',
    ],
    ['a feature imports the app', 'src/client/features/auth/probe.ts', '#client/app/router.tsx'],
    [
      'shared client code imports a feature',
      'src/client/components/layouts/probe.tsx',
      '#client/features/auth/api/login.ts',
    ],
    ['src/shared imports a node: module', 'src/shared/format/probe.ts', 'node:crypto'],
    ['src/shared imports server code', 'src/shared/schemas/probe.ts', '#server/db/schema.ts'],
    ['src/shared imports client code', 'src/shared/probe.ts', '#client/lib/api-client.ts'],
    ['src/shared imports a package other than zod', 'src/shared/probe.ts', 'react'],
    ['src/shared climbs out of itself', 'src/shared/schemas/probe.ts', '../../server/app.ts'],
    ['the server imports client code', 'src/server/routes/probe.ts', '#client/lib/messages.ts'],
    ['the client imports classic zod', 'src/client/lib/probe.ts', 'zod'],
    ['a feature imports classic zod', 'src/client/features/lists/api/probe.ts', 'zod'],
    ['src/shared imports classic zod', 'src/shared/schemas/probe.ts', 'zod'],
    ['src/shared imports zod/v4', 'src/shared/probe.ts', 'zod/v4'],
  ])('when %s', (_case, path, specifier) => {
    expect(lintImport(path, specifier)).toContain('noRestrictedImports');
  });

  it.each([
    [
      'the app composes features',
      'src/client/app/routes/probe.tsx',
      '#client/features/lists/components/list-page.tsx',
    ],
    [
      'a feature imports its own files',
      'src/client/features/lists/components/probe.tsx',
      '../api/get-list.ts',
    ],
    [
      'a feature imports shared client code',
      'src/client/features/lists/probe.ts',
      '#client/lib/messages.ts',
    ],
    ['the client imports src/shared', 'src/client/lib/probe.ts', '#shared/schemas/video.schema.ts'],
    ['src/shared imports itself', 'src/shared/schemas/probe.ts', '../messages.ts'],
    ['the Node-only server code imports node: modules', 'src/server/node/probe.ts', 'node:fs'],
    ['the client imports zod/mini', 'src/client/features/lists/api/probe.ts', 'zod/mini'],
    ['src/shared imports zod/mini', 'src/shared/schemas/probe.ts', 'zod/mini'],
    ['the server imports classic zod', 'src/server/http/probe.ts', 'zod'],
  ])('but not when %s', (_case, path, specifier) => {
    expect(lintImport(path, specifier)).not.toContain('noRestrictedImports');
  });
});

describe('npm run lint keeps migrations frozen', () => {
  const migration = 'src/server/db/migrations/2030-01-01T00-00-probe.ts';

  it.each([
    ['src/shared', '#shared/material-key.ts'],
    ['server code', '#server/db/schema.ts'],
    ['a server file by a relative path', '../schema.ts'],
    ['a sibling file', './helpers.ts'],
    ['a node: module', 'node:crypto'],
    ['a package other than kysely', 'zod'],
  ])('when a migration imports %s', (_case, specifier) => {
    expect(lintImport(migration, specifier)).toContain('noRestrictedImports');
  });

  it.each([
    ['kysely', 'kysely'],
    ['its handle type', '../migration-db.ts'],
  ])('but not when a migration imports %s', (_case, specifier) => {
    expect(lintImport(migration, specifier)).not.toContain('noRestrictedImports');
  });
});

describe('npm run lint lets unit tests sit beside their code', () => {
  it('when a unit test of src/shared imports vitest', () => {
    expect(lintImport('src/shared/format/probe.test.ts', 'vitest')).not.toContain(
      'noRestrictedImports',
    );
  });

  it('but not when src/shared code itself does', () => {
    expect(lintImport('src/shared/format/probe.ts', 'vitest')).toContain('noRestrictedImports');
  });
});

describe('npm run lint keeps Node out of the portable core (it runs in the demo service worker)', () => {
  it.each([
    ['a route imports a node: module', 'src/server/routes/probe.ts', 'node:fs'],
    [
      'a repository imports a Node builtin by its bare name',
      'src/server/db/repositories/probe.ts',
      'crypto',
    ],
    [
      'server code at the root imports a node: module',
      'src/server/probe.ts',
      'node:worker_threads',
    ],
    ['the browser demo imports a node: module', 'src/demo/probe.ts', 'node:path'],
  ])('when %s', (_case, path, specifier) => {
    expect(lintImport(path, specifier)).toContain('noNodejsModules');
  });

  it.each([
    ['a route imports a database driver', 'src/server/routes/probe.ts', 'better-sqlite3'],
    ['a repository imports the PostgreSQL driver', 'src/server/db/repositories/probe.ts', 'pg'],
    ['the http code imports the Redis client', 'src/server/http/probe.ts', 'ioredis'],
    ['auth imports the native argon2', 'src/server/auth/probe.ts', '@node-rs/argon2'],
    ['the photo store imports sharp', 'src/server/photos/probe.ts', 'sharp'],
    ['the app imports the Node adapter', 'src/server/probe.ts', '@hono/node-server/serve-static'],
    ['a migration imports the logger', 'src/server/db/migrations/probe.ts', 'pino'],
    ['the browser demo imports a database driver', 'src/demo/probe.ts', 'better-sqlite3'],
    [
      'portable code imports src/server/node',
      'src/server/routes/probe.ts',
      '#server/node/redis.ts',
    ],
    [
      'portable code reaches src/server/node by a relative path',
      'src/server/db/probe.ts',
      '../node/db/connect.ts',
    ],
    [
      'the browser demo imports src/server/node',
      'src/demo/probe.ts',
      '#server/node/auth/argon2-hasher.ts',
    ],
    ['portable code imports client code', 'src/server/routes/probe.ts', '#client/lib/messages.ts'],
  ])('when %s', (_case, path, specifier) => {
    expect(lintImport(path, specifier)).toContain('noRestrictedImports');
  });

  it.each([
    ['src/server/node imports a node: module', 'src/server/node/probe.ts', 'node:fs'],
    ['src/server/node imports a database driver', 'src/server/node/db/probe.ts', 'better-sqlite3'],
    ['src/server/node imports the Node adapter', 'src/server/node/probe.ts', '@hono/node-server'],
    ['src/server/node imports sharp', 'src/server/node/photos/probe.ts', 'sharp'],
    ['src/server/node imports portable code', 'src/server/node/probe.ts', '../app.ts'],
    ['a server unit test drives a real driver', 'src/server/db/probe.test.ts', 'better-sqlite3'],
    ['a server unit test opens a file', 'src/server/db/probe.test.ts', 'node:fs'],
    ['portable code imports a portable package', 'src/server/routes/probe.ts', 'kysely'],
  ])('but not when %s', (_case, path, specifier) => {
    const rules = lintImport(path, specifier);
    expect(rules).not.toContain('noNodejsModules');
    expect(rules).not.toContain('noRestrictedImports');
  });
});
