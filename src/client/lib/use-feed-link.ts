import { useEffect } from 'react';

const FEED_LINK = 'link[rel="alternate"][type="application/atom+xml"]';

/**
 * Points the document's feed link, `<link rel="alternate" type="application/atom+xml">` in the
 * head (what browsers' and readers' feed discovery reads), at `href` while the page is shown, and
 * takes it away after. The link the server drew in a rendered page's head is taken over, not
 * doubled. In an effect, as the tab's title is (use-page-title.ts), so the prerendered shell,
 * which every page starts from, carries no feed.
 */
export function useFeedLink(href: string): void {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>(FEED_LINK);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'alternate';
      link.type = 'application/atom+xml';
      document.head.append(link);
    }
    link.setAttribute('href', href);
    return () => link.remove();
  }, [href]);
}
