import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import { normalizeHandle } from '#shared/schemas/handle.schema.ts';
import { ProfileResponseSchema, PublicProfileSchema } from '#shared/schemas/profile.schema.ts';
import { UpdateProfileBodySchema } from '#shared/schemas/profile-request.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import { publicPlaylistsOf } from '../db/repositories/playlist-sharing.repository.ts';
import { findUserByHandle, setProfile } from '../db/repositories/user.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { idParams } from '../http/params.ts';
import { orphanedToken, requireUser } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';

const updateProfile = createRoute({
  method: 'put',
  path: '/user/profile',
  tags: ['profile'],
  security: [{ token: [] }],
  summary: 'Set the handle and display name of the user’s public profile',
  description:
    'The handle is stored lower-cased and is unique ignoring case: one another user holds is ' +
    '409. A changed or removed (null) handle is free for anyone at once. A null display name ' +
    'shows the first and last name.',
  request: { body: jsonBody(UpdateProfileBodySchema) },
  responses: {
    200: jsonResponse(ProfileResponseSchema, 'The user, with the new handle and display name'),
    ...errorResponses(400, 401, 409, 413, 415),
  },
});

const readPublicProfile = createRoute({
  method: 'get',
  path: '/users/{handle}',
  tags: ['profile'],
  summary: 'A user’s public profile, by handle (any case); no sign-in needed',
  description:
    'The display name, the month the user joined and their public playlists; never the email ' +
    'or anything private. A handle no one holds (or that was given up) is 404.',
  request: { params: idParams('handle') },
  responses: {
    200: jsonResponse(PublicProfileSchema, 'The public profile'),
    ...errorResponses(400, 404),
  },
});

interface ProfileDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
}

/** Public profiles (docs/product.md, "Public profile"): set one's own, read anyone's. */
export function profileRoutes({ db, tokens }: ProfileDeps) {
  const router = createRouter();
  router.use('/user/profile', requireUser(db, tokens));
  return router
    .openapi(updateProfile, async (c) => {
      const { handle, displayName } = c.req.valid('json');
      const user = await setProfile(db, c.var.user._id, { handle, displayName });
      if (user === 'handle-taken') throw new ApiError(409, ServerMessage.handleTaken);
      if (!user) throw orphanedToken();
      return c.json({ user }, 200);
    })
    .openapi(readPublicProfile, async (c) => {
      const found = await findUserByHandle(db, normalizeHandle(c.req.valid('param').handle));
      if (!found) throw new ApiError(404, ServerMessage.profileNotFound);
      const { id, ...profile } = found;
      return c.json({ ...profile, playlists: await publicPlaylistsOf(db, id) }, 200);
    });
}
