import type { Context } from 'hono';

export interface OriginOptions {
  /** PUBLIC_ORIGIN: the site's address as visitors reach it; when set, requests do not choose. */
  publicOrigin?: string | undefined;
  /** TRUST_PROXY: how many proxies in front; with any, their X-Forwarded-Proto/-Host count. */
  trustedProxies?: number | undefined;
}

const HOST = /^[\w.-]+(:\d{1,5})?$|^\[[\d:a-fA-F.]+\](:\d{1,5})?$/;

/** The last entry of a header a proxy appends to (the nearest proxy's), or undefined. */
function lastEntry(value: string | undefined): string | undefined {
  const entries = value?.split(',').map((entry) => entry.trim());
  return entries?.at(-1) || undefined;
}

/**
 * The origin (`https://craftreel.example`) that absolute links in feeds and link previews are
 * made with: PUBLIC_ORIGIN when configured, else the request's own (its Host header; behind a
 * trusted proxy, the X-Forwarded-Proto and X-Forwarded-Host it sends, when they are sane). A
 * request can claim any Host, so whatever caches an answer made with this keys it by it too.
 */
export function siteOrigin(c: Context, options: OriginOptions): string {
  if (options.publicOrigin) return options.publicOrigin;
  const url = new URL(c.req.url);
  if ((options.trustedProxies ?? 0) > 0) {
    const proto = lastEntry(c.req.header('x-forwarded-proto'))?.toLowerCase();
    const host = lastEntry(c.req.header('x-forwarded-host'));
    if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
    if (host && HOST.test(host)) url.host = host;
  }
  return url.origin;
}
