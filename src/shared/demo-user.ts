/**
 * The seeded demo account (docs/product.md, "Who it is for", Demo account). The seed creates it, the login form starts
 * with its email and password filled in, and tests sign in with it: this is the only place
 * its credentials are written.
 */
export const DEMO_USER = {
  email: 'guest@craftreel.app',
  password: 'craftreel-guest',
  firstName: 'Guest',
  lastName: 'Maker',
} as const;

/** What "Login as Guest" sends. */
export const DEMO_CREDENTIALS = { email: DEMO_USER.email, password: DEMO_USER.password } as const;
