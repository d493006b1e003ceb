import * as z from 'zod/mini';

/** What a user may do: members use the site; curators also look after its catalogue. */
export const ROLES = ['member', 'curator'] as const;
export type Role = (typeof ROLES)[number];

/** A user as the API answers it: never a password or its hash. */
export const UserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string().check(z.describe('YYYY-MM-DDTHH:mm:ss±HH:MM')),
  updatedAt: z.string().check(z.describe('YYYY-MM-DDTHH:mm:ss±HH:MM')),
  /** The name of the user's public page, /u/{handle}, lower-case; null until they choose one. */
  handle: z.nullable(z.string()),
  /** The name the public page shows; null: the first and last name. */
  displayName: z.nullable(z.string()),
  /**
   * Only on a curator's answer ('curator'): a member's answer keeps the spec's shape, so a user
   * without `role` is a member.
   */
  role: z.optional(
    z
      .literal('curator')
      .check(z.describe('Present, as "curator", only for curators; absent for members')),
  ),
});
export type User = z.infer<typeof UserSchema>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const SignupResponseSchema = z.object({ createdUser: UserSchema, encodedToken: z.string() });
export const LoginResponseSchema = z.object({ foundUser: UserSchema, encodedToken: z.string() });
export const VerifyResponseSchema = z.object({ user: UserSchema });
/** POST /auth/password: the password is changed; the user's other sessions ended. */
export const PasswordChangedResponseSchema = z.object({
  passwordChanged: z.literal(true),
  sessions: z.number().check(z.int(), z.nonnegative()),
});
/** DELETE /auth/account: the account and everything of it are gone. */
export const AccountDeletedResponseSchema = z.object({ accountDeleted: z.literal(true) });
/** POST /auth/logout and /auth/logout-everywhere: how many sessions ended. */
export const LogoutResponseSchema = z.object({
  loggedOut: z.literal(true),
  sessions: z.number().check(z.int(), z.nonnegative()),
});
