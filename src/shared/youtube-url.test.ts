import { describe, expect, it } from 'vitest';
import { parseYoutubeId } from './youtube-url.ts';

const ID = 'wmT9YXuwMiQ';

describe('parseYoutubeId', () => {
  it.each([
    ['a bare id', ID],
    ['a bare id with spaces around it', `  ${ID}\n`],
    ['an id with - and _', 'y1r0c-V7GI_'],
    ["the seed's v= form", `v=${ID}`],
    ['watch?v=', `https://www.youtube.com/watch?v=${ID}`],
    ['watch?v= without www', `https://youtube.com/watch?v=${ID}`],
    ['watch?v= without a scheme', `www.youtube.com/watch?v=${ID}`],
    ['watch?v= over http', `http://www.youtube.com/watch?v=${ID}`],
    ['watch?v= with a time', `https://www.youtube.com/watch?v=${ID}&t=42s`],
    ['watch?v= in a playlist', `https://www.youtube.com/watch?list=PL123&v=${ID}&index=3`],
    ['watch?v= with a feature tag', `https://www.youtube.com/watch?feature=shared&v=${ID}`],
    ['the mobile site', `https://m.youtube.com/watch?v=${ID}`],
    ['YouTube Music', `https://music.youtube.com/watch?v=${ID}&si=abc`],
    ['an upper-case host', `https://WWW.YouTube.com/watch?v=${ID}`],
    ['youtu.be', `https://youtu.be/${ID}`],
    ['youtu.be with a time and a share id', `https://youtu.be/${ID}?t=42&si=xyz`],
    ['youtu.be without a scheme', `youtu.be/${ID}`],
    ['shorts/', `https://www.youtube.com/shorts/${ID}`],
    ['shorts/ with a share id', `https://youtube.com/shorts/${ID}?si=abc`],
    ['embed/', `https://www.youtube.com/embed/${ID}`],
    ['embed/ with a start', `https://www.youtube.com/embed/${ID}?start=30&autoplay=1`],
    ['youtube-nocookie.com embed/', `https://www.youtube-nocookie.com/embed/${ID}`],
    ['live/', `https://www.youtube.com/live/${ID}?feature=share`],
    ['v/ (old embeds)', `https://www.youtube.com/v/${ID}`],
    ['a trailing slash', `https://www.youtube.com/shorts/${ID}/`],
    ['a fragment', `https://www.youtube.com/watch?v=${ID}#comments`],
  ])('reads %s', (_, input) => {
    expect(parseYoutubeId(input)).toEqual({
      ok: true,
      id: input.includes('y1r0c') ? 'y1r0c-V7GI_' : ID,
    });
  });

  it.each([
    ['an empty text', '', /not a YouTube address/],
    ['a 10-character id', 'wmT9YXuwMi', /not a YouTube address/],
    ['a 12-character id', 'wmT9YXuwMiQQ', /not a YouTube address/],
    ['an id with other characters', 'wmT9YXuw!iQ', /not a YouTube address/],
    ['another site', `https://vimeo.com/${ID}`, /not a YouTube address/],
    [
      'a look-alike host',
      `https://youtube.com.evil.example/watch?v=${ID}`,
      /not a YouTube address/,
    ],
    ['a look-alike short host', `https://notyoutu.be/${ID}`, /not a YouTube address/],
    ['another scheme', `javascript:alert(1)//youtube.com/watch?v=${ID}`, /not a YouTube address/],
    ['ftp', `ftp://youtube.com/watch?v=${ID}`, /not a YouTube address/],
    ['a channel', 'https://www.youtube.com/@ThreadAndHoop', /names no video/],
    ['a playlist', 'https://www.youtube.com/playlist?list=PL123', /names no video/],
    ['watch without v', 'https://www.youtube.com/watch?list=PL123', /names no video/],
    ['the home page', 'https://www.youtube.com/', /names no video/],
    ['youtu.be without an id', 'https://youtu.be/', /names no video/],
    ['a short id in watch?v=', 'https://www.youtube.com/watch?v=abc', /not an 11-character/],
    ['a long id in youtu.be', `https://youtu.be/${ID}x`, /not an 11-character/],
    ['a bad id in shorts/', 'https://www.youtube.com/shorts/a%20b', /not an 11-character/],
    ['words', 'my favourite embroidery video', /not a YouTube address/],
  ])('refuses %s, saying why', (_, input, reason) => {
    const result = parseYoutubeId(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});
