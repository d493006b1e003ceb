import { describe, expect, it } from 'vitest';
import { parseXml, wellFormedErrors } from '../../../tests/support/xml.ts';
import { type AtomFeed, atomDocument, escapeXml } from './atom.ts';

const FEED: AtomFeed = {
  id: 'https://craftreel.example/api/feeds/videos.atom?a=1&b=2',
  title: 'CraftReel: “paper & <glue>”',
  self: 'https://craftreel.example/api/feeds/videos.atom?a=1&b=2',
  alternate: 'https://craftreel.example/?a=1&b=2',
  updated: '2025-03-04T00:00:00.000Z',
  entries: [
    {
      id: 'https://craftreel.example/video/abc',
      title: 'Bell \u0007 and NUL \u0000, lone \uD800 surrogate, \uFFFF, tab\tkept, emoji 🎨',
      link: 'https://craftreel.example/video/v=abc',
      published: '2025-03-04T00:00:00.000Z',
      summary: 'A ]]> B ]]> &amp; "q" \'s\'',
      author: 'A & B',
      thumbnail: 'https://craftreel.example/thumbnails/abc?x="1"',
    },
  ],
};

describe('atomDocument', () => {
  it('is well-formed XML whatever the text holds, and keeps the text as given', () => {
    const doc = parseXml(atomDocument(FEED));
    expect(wellFormedErrors(doc)).toEqual([]);
    const entry = doc.getElementsByTagName('entry')[0];
    expect(doc.querySelector('feed > title')?.textContent).toBe(FEED.title);
    expect(entry?.getElementsByTagName('title')[0]?.textContent).toBe(
      'Bell  and NUL , lone  surrogate, , tab\tkept, emoji 🎨',
    );
    expect(entry?.getElementsByTagName('summary')[0]?.textContent).toBe(FEED.entries[0]?.summary);
    expect(entry?.getElementsByTagName('name')[0]?.textContent).toBe('A & B');
    expect(
      entry
        ?.getElementsByTagNameNS('http://search.yahoo.com/mrss/', 'thumbnail')[0]
        ?.getAttribute('url'),
    ).toBe(FEED.entries[0]?.thumbnail);
    expect(doc.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(FEED.self);
  });

  it('is read by a parser that refuses text which is not well-formed', () => {
    expect(wellFormedErrors(parseXml('<a>Tom & Jerry</a>'))).not.toEqual([]);
    expect(wellFormedErrors(parseXml('<a>bell \u0007</a>'))).not.toEqual([]);
  });

  it('escapes the five characters XML reserves', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
  });
});
