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

const email = z.pipe(
  z
    .string({ error: 'email is required' })
    .check(z.trim(), z.toLowerCase(), z.maxLength(254, 'email must be at most 254 characters')),
  z.email('email must be a valid email address'),
);

const name = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${field} is required`),
      z.maxLength(60, `${field} must be at most 60 characters`),
    );

export const SignupBodySchema = z.object({
  email,
  password: z
    .string({ error: 'password is required' })
    .check(
      z.minLength(PASSWORD_MIN, `password must be at least ${PASSWORD_MIN} characters`),
      z.maxLength(PASSWORD_MAX, `password must be at most ${PASSWORD_MAX} characters`),
    ),
  firstName: name('firstName'),
  lastName: name('lastName'),
});
export type SignupBody = z.infer<typeof SignupBodySchema>;

export const LoginBodySchema = z.object({
  email,
  password: z
    .string({ error: 'password is required' })
    .check(
      z.minLength(1, 'password is required'),
      z.maxLength(PASSWORD_MAX, `password must be at most ${PASSWORD_MAX} characters`),
    ),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const VerifyBodySchema = z.object({
  encodedToken: z
    .string({ error: 'encodedToken is required' })
    .check(z.minLength(1), z.maxLength(4096)),
});

export const SignupResponseSchema = z.object({ createdUser: UserSchema, encodedToken: z.string() });
export const LoginResponseSchema = z.object({ foundUser: UserSchema, encodedToken: z.string() });
export const VerifyResponseSchema = z.object({ user: UserSchema });
