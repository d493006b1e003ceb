import { describe, expect, it } from 'vitest';
import { likeAddFailureMessage, watchLaterAddFailureMessage } from './add-failure-message.ts';

describe('likeAddFailureMessage', () => {
  it.each([401, 500])('asks to log in on %i', (status) => {
    expect(likeAddFailureMessage(status)).toBe('Please login first');
  });

  it.each([409, 404, 400])('reads any other status (%i) as already liked', (status) => {
    expect(likeAddFailureMessage(status)).toBe('Already in liked videos');
  });

  it('says nothing when the request never got an answer', () => {
    expect(likeAddFailureMessage(undefined)).toBeNull();
  });
});

describe('watchLaterAddFailureMessage', () => {
  it('asks to log in on 401 and 500, and names a duplicate on 409', () => {
    expect(watchLaterAddFailureMessage(401)).toBe('Please login first');
    expect(watchLaterAddFailureMessage(500)).toBe('Please login first');
    expect(watchLaterAddFailureMessage(409)).toBe('Already in watch later');
  });

  it('has no message for other failures', () => {
    expect(watchLaterAddFailureMessage(404)).toBeNull();
    expect(watchLaterAddFailureMessage(undefined)).toBeNull();
  });
});
