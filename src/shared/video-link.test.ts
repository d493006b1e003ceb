import { describe, expect, it } from 'vitest';
import { playerEmbedUrlOf } from './video-link.ts';

describe('playerEmbedUrlOf', () => {
  const origin = 'https://craftreel.example';

  it('turns captions on in their language when they are to be shown', () => {
    const url = new URL(
      playerEmbedUrlOf('abc', { origin, start: 30, captions: { show: true, language: 'fr' } }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '1',
      enablejsapi: '1',
      origin,
      start: '30',
      cc_load_policy: '1',
      cc_lang_pref: 'fr',
    });
  });

  it('asks nothing of captions when they are not to be shown, or not said', () => {
    const plain = playerEmbedUrlOf('abc', { origin });
    expect(playerEmbedUrlOf('abc', { origin, captions: { show: false, language: 'hi' } })).toBe(
      plain,
    );
    expect(plain).not.toMatch(/cc_/);
  });
});
