import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFeedLink } from './use-feed-link.ts';

function Page({ href }: { href: string | null }) {
  useFeedLink(href);
  return null;
}

const feedLinks = () =>
  [...document.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map(
    (link) => ({ inHead: link.parentElement === document.head, href: link.getAttribute('href') }),
  );

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('useFeedLink', () => {
  it('links the feed from the head while the page is shown, following its address', () => {
    const view = render(<Page href="/api/feeds/videos.atom" />);
    expect(feedLinks()).toEqual([{ inHead: true, href: '/api/feeds/videos.atom' }]);
    view.rerender(<Page href="/api/feeds/videos.atom?difficulty=beginner" />);
    expect(feedLinks()).toEqual([
      { inHead: true, href: '/api/feeds/videos.atom?difficulty=beginner' },
    ]);
    view.unmount();
    expect(feedLinks()).toEqual([]);
  });

  it('links none while the page has no feed', () => {
    const view = render(<Page href={null} />);
    expect(feedLinks()).toEqual([]);
    view.rerender(<Page href="/api/feeds/playlists/p1.atom" />);
    expect(feedLinks()).toEqual([{ inHead: true, href: '/api/feeds/playlists/p1.atom' }]);
    view.rerender(<Page href={null} />);
    expect(feedLinks()).toEqual([]);
  });

  it("takes over the link of the server's rendered head rather than adding another", () => {
    const drawn = document.createElement('link');
    drawn.rel = 'alternate';
    drawn.type = 'application/atom+xml';
    drawn.href = '/api/feeds/videos.atom';
    document.head.append(drawn);
    render(<Page href="/api/feeds/videos.atom?category=paintings" />);
    expect(feedLinks()).toEqual([
      { inHead: true, href: '/api/feeds/videos.atom?category=paintings' },
    ]);
  });
});
