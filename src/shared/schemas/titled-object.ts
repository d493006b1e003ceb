import * as z from 'zod/mini';

/**
 * The `{ title }` object of a create body (`{ playlist: { title } }`, `{ todo: { title } }`):
 * the title trimmed, 1 to `max` characters. Every failure, including a missing or non-object
 * `field`, names `<field>.title`, the one thing the server reads; other keys are ignored.
 */
export function titledObject(field: string, max: number) {
  const required = `${field}.title is required`;
  return z.looseObject(
    {
      title: z
        .string({ error: required })
        .check(
          z.trim(),
          z.minLength(1, required),
          z.maxLength(max, `${field}.title must be at most ${max} characters`),
        ),
    },
    { error: required },
  );
}
