import type { Kysely } from 'kysely';

/**
 * The handle a migration is written against: untyped, not today's `Database`. Later migrations
 * change that type, and a frozen migration must go on meaning what it meant when it ran first.
 */
// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not see today's schema types
export type MigrationDb = Kysely<any>;
