import type { Kysely } from 'kysely';
import type { TokenConfig } from '../auth/tokens.ts';
import type { Database } from '../db/schema.ts';
import { requireCurator } from '../http/require-curator.ts';
import { createRouter } from '../http/router.ts';
import type { Imports } from '../import/imports.ts';
import { curationAuditRoutes } from './curation-audit.routes.ts';
import { curationCategoryRoutes } from './curation-categories.routes.ts';
import { curationImportRoutes } from './curation-import.routes.ts';
import { curationModerationRoutes } from './curation-moderation.routes.ts';
import { curationUserRoutes } from './curation-users.routes.ts';
import { curationVideoRoutes } from './curation-videos.routes.ts';

export interface CurationDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  now: () => Date;
  /** Where a file of videos is read, checked and written (import/imports.ts). */
  imports: Imports;
}

/**
 * The curators' routes (docs/decisions/0010), mounted at /api/curation: users and roles, videos
 * (one by one, or a file of them), categories, the moderation of "Made it" posts, the audit. Every one is behind requireCurator: visitors 401, members 403, and a
 * demoted curator 403 at once. Every change is recorded in the audit, in its own transaction.
 */
export function curationRoutes(deps: CurationDeps) {
  const router = createRouter();
  router.use('*', requireCurator(deps.db, deps.tokens));
  router.route('/', curationUserRoutes(deps));
  router.route('/', curationImportRoutes(deps));
  router.route('/', curationVideoRoutes(deps));
  router.route('/', curationCategoryRoutes(deps));
  router.route('/', curationModerationRoutes(deps));
  router.route('/', curationAuditRoutes(deps));
  return router;
}
