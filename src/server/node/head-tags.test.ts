import { describe, expect, it } from 'vitest';
import { headTags } from './rendered-pages.ts';

describe('headTags', () => {
  it('asks not to be indexed when the page says so, and only then', () => {
    const page = { title: 'Jar lamps', canonical: '/playlist/p1' };
    const unlisted = headTags({ ...page, noindex: true }, 'https://craftreel.example', 'Site');
    expect(unlisted).toContain('<meta name="robots" content="noindex" />');
    expect(headTags(page, 'https://craftreel.example', 'Site')).not.toContain('robots');
  });

  it('is a large image card with an image, a summary card without', () => {
    const page = { title: 'T', canonical: '/x' };
    const withImage = headTags({ ...page, image: '/thumbnails/a b' }, 'http://h.example', 'S');
    expect(withImage).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(withImage).toContain(
      '<meta property="og:image" content="http://h.example/thumbnails/a%20b" />',
    );
    const without = headTags(page, 'http://h.example', 'The site, "quoted"');
    expect(without).toContain('<meta name="twitter:card" content="summary" />');
    expect(without).toContain('<meta name="description" content="The site, &quot;quoted&quot;" />');
    expect(without).not.toContain('og:image');
  });
});
