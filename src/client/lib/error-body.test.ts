import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '#shared/schemas/error.schema.ts';
import { readErrorBody } from './error-body.ts';

/** What the schema gives back for `data`, or undefined when it refuses it. */
const parsedBySchema = (data: unknown) => {
  const parsed = ErrorBodySchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
};

/** Bodies near the error shape: right ones, and each way one can be wrong. */
const body = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      errors: fc.oneof(
        fc.array(fc.string(), { maxLength: 3 }),
        fc.array(fc.oneof(fc.string(), fc.jsonValue()), { maxLength: 3 }),
        fc.jsonValue(),
      ),
      codes: fc.oneof(
        fc.array(fc.string(), { maxLength: 3 }),
        fc.array(fc.oneof(fc.string(), fc.jsonValue()), { maxLength: 3 }),
        fc.jsonValue(),
      ),
      count: fc.integer(),
      videoId: fc.string(),
    },
    { requiredKeys: [] },
  ),
  fc.array(fc.record({ errors: fc.array(fc.string()) }), { maxLength: 2 }),
);

describe('the error shape read by hand', () => {
  it('takes and refuses exactly what ErrorBodySchema does, giving back the same body', () => {
    fc.assert(
      fc.property(body, (data) => {
        expect(readErrorBody(data)).toStrictEqual(parsedBySchema(data));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the messages, and nothing from an empty list, a number or an array', () => {
    expect(readErrorBody({ errors: ['Not Found'], count: 2 })).toStrictEqual({
      errors: ['Not Found'],
    });
    expect(readErrorBody({ errors: [] })).toBeUndefined();
    expect(readErrorBody({ errors: ['a', 1] })).toBeUndefined();
    expect(readErrorBody([{ errors: ['a'] }])).toBeUndefined();
    expect(readErrorBody({ errors: ['a'], codes: ['not_found'] })).toStrictEqual({
      errors: ['a'],
      codes: ['not_found'],
    });
    expect(readErrorBody({ errors: ['a'], codes: 'not_found' })).toBeUndefined();
    expect(readErrorBody(null)).toBeUndefined();
  });
});
