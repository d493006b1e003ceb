import { useEffect } from 'react';

/**
 * While `noindex` holds, the head asks search engines not to index the page
 * (`<meta name="robots" content="noindex">`), and stops asking after. The tag the server drew in
 * the page's head is taken over, not doubled: React would add its own `<meta>` beside it, as it
 * adopts a head tag of the server's only while hydrating.
 */
export function useNoindex(noindex: boolean): void {
  useEffect(() => {
    if (!noindex) return;
    const meta =
      document.head.querySelector('meta[name="robots"]') ??
      Object.assign(document.createElement('meta'), { name: 'robots' });
    meta.setAttribute('content', 'noindex');
    document.head.append(meta);
    return () => meta.remove();
  }, [noindex]);
}
