import type { LoginBody } from '#shared/schemas/user.schema.ts';

/** The seeded guest account (DESIGN.md): the login form starts with it filled in. */
export const DEMO_CREDENTIALS: LoginBody = {
  email: 'guest@craftreel.app',
  password: 'craftreel-guest',
};
