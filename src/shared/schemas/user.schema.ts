import * as z from 'zod/mini';

/** A user as the API answers it: never a password or its hash. */
export const UserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string().check(z.describe('YYYY-MM-DDTHH:mm:ss±HH:MM')),
  updatedAt: z.string().check(z.describe('YYYY-MM-DDTHH:mm:ss±HH:MM')),
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
