import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNoindex } from './use-noindex.ts';

function Page({ noindex }: { noindex: boolean }) {
  useNoindex(noindex);
  return null;
}

const robots = () =>
  [...document.querySelectorAll('meta[name="robots"]')].map((meta) => ({
    inHead: meta.parentElement === document.head,
    content: meta.getAttribute('content'),
  }));

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta')) meta.remove();
});

describe('useNoindex', () => {
  it('asks not to be indexed while it holds, and stops after', () => {
    const view = render(<Page noindex={false} />);
    expect(robots()).toEqual([]);
    view.rerender(<Page noindex />);
    expect(robots()).toEqual([{ inHead: true, content: 'noindex' }]);
    view.unmount();
    expect(robots()).toEqual([]);
  });

  it("takes over the tag of the server's head rather than adding another", () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="robots" content="noindex" />');
    render(<Page noindex />);
    expect(robots()).toEqual([{ inHead: true, content: 'noindex' }]);
  });
});
