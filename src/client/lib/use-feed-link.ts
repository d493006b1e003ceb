import { useEffect } from 'react';

const ATOM = 'application/atom+xml';

/**
 * Points the document's feed link, `<link rel="alternate" type="application/atom+xml">` in the
 * head (what browsers' and readers' feed discovery reads), at `href` while the page is shown, and
 * takes it away after; `null`: the page has no feed (yet). The link the server drew in a rendered page's head is taken over, not
 * doubled. In an effect, as the tab's title is (use-page-title.ts), so the prerendered shell,
 * which every page starts from, carries no feed. Kept small: home is in the first load.
 */
export function useFeedLink(href: string | null): void {
  useEffect(() => {
    if (href === null) return;
    const link =
      document.head.querySelector(`link[type="${ATOM}"]`) ??
      Object.assign(document.createElement('link'), { rel: 'alternate', type: ATOM });
    link.setAttribute('href', href);
    document.head.append(link);
    return () => link.remove();
  }, [href]);
}
