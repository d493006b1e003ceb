import * as z from 'zod/mini';
import { PASSWORD_MAX, PASSWORD_MIN } from './user.schema.ts';

/*
 * What clients send, kept apart from what the API answers (user.schema.ts): the web app never parses
 * a request, and a module it imports brings every schema built in it, checks and all, into
 * its bundle (zod/mini schemas are tree-shaken only when their module is not imported).
 */

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

/** A password being checked, not set: any length up to the maximum. */
const givenPassword = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .check(
      z.minLength(1, `${field} is required`),
      z.maxLength(PASSWORD_MAX, `${field} must be at most ${PASSWORD_MAX} characters`),
    );

export const ChangePasswordBodySchema = z.object({
  currentPassword: givenPassword('currentPassword'),
  newPassword: z
    .string({ error: 'newPassword is required' })
    .check(
      z.minLength(PASSWORD_MIN, `newPassword must be at least ${PASSWORD_MIN} characters`),
      z.maxLength(PASSWORD_MAX, `newPassword must be at most ${PASSWORD_MAX} characters`),
    ),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const DeleteAccountBodySchema = z.object({ password: givenPassword('password') });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;
