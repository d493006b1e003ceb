import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { PreferencesResponseSchema } from '#shared/schemas/preferences.schema.ts';
import { UpdatePreferencesBodySchema } from '#shared/schemas/preferences-request.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import { preferencesOf, updatePreferences } from '../db/repositories/preferences.repository.ts';
import type { Database } from '../db/schema.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { orphanedToken, requireToken } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';

export interface PreferencesDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
}

const security = [{ token: [] }];

const readPreferences = createRoute({
  method: 'get',
  path: '/preferences',
  tags: ['settings'],
  security,
  summary: 'The user’s language, captions and autoplay',
  description:
    '`language` is the interface language the user chose (`en`, `hi`, `es`, `fr` or `ar`), ' +
    'null while they have chosen none (the browser’s languages decide). `showCaptions` turns ' +
    'YouTube’s captions on from the start, in `captionsLanguage`, or in the interface ' +
    'language when that is null. `autoplay` (on by default) plays the next video when one ends.',
  responses: {
    200: jsonResponse(PreferencesResponseSchema, 'The preferences'),
    ...errorResponses(401),
  },
});

const changePreferences = createRoute({
  method: 'patch',
  path: '/preferences',
  tags: ['settings'],
  security,
  summary: 'Change the user’s language, captions and autoplay',
  description:
    'Changes the preferences named, at least one, and leaves the others as they are; a null ' +
    'language (or captions language) goes back to following the browser (or the interface).',
  request: { body: jsonBody(UpdatePreferencesBodySchema) },
  responses: {
    200: jsonResponse(PreferencesResponseSchema, 'The preferences, changed'),
    ...errorResponses(400, 401, 413, 415),
  },
});

/**
 * The user's language, captions and autoplay (`/user/preferences`), kept on their settings row
 * beside the history setting (progress.routes.ts). Every call checks the token's owner in its own
 * statement.
 */
export function preferencesRoutes({ db, tokens }: PreferencesDeps) {
  const router = createRouter();
  router.use('/preferences', requireToken(tokens));
  router
    .openapi(readPreferences, async (c) => {
      const preferences = await preferencesOf(db, c.var.claims);
      if (!preferences) throw orphanedToken();
      return c.json({ preferences }, 200);
    })
    .openapi(changePreferences, async (c) => {
      const preferences = await updatePreferences(db, c.var.claims, c.req.valid('json'));
      if (!preferences) throw orphanedToken();
      return c.json({ preferences }, 200);
    });
  return router;
}
