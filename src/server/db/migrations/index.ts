import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './2026-11-22T05-00-initial.ts';

/**
 * Every migration, in order. Listed statically (not read from the file system) so the same
 * list serves Node and, later, a browser build.
 */
const migrations: Record<string, Migration> = {
  '2026-11-22T05-00-initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
