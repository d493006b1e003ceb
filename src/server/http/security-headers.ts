import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { PLAYER_ORIGIN, YOUTUBE_IFRAME_API } from '#shared/video-link.ts';
import type { AppEnv } from './router.ts';

/** Where the web app loads from besides its own origin: YouTube's player and images. */
const YOUTUBE_IMAGES = 'https://i.ytimg.com';
/**
 * The YouTube IFrame Player API's scripts, and only those of YouTube's origin: its iframe_api
 * script (this very address) and the widget script it loads (under /s/player/), fetched only
 * when a signed-in user presses play: it reads the player's position.
 */
const YOUTUBE_SCRIPTS = [YOUTUBE_IFRAME_API, `${new URL(YOUTUBE_IFRAME_API).origin}/s/player/`];

export interface SecurityHeaderOptions {
  /**
   * The sha256 (base64) of each inline script the web app's pages carry (inlineScriptHashes):
   * allowed by hash, so that no other inline script, such as one injected into a page, runs.
   */
  inlineScriptHashes?: readonly string[];
  /** Served over TLS by a proxy in front (TRUST_PROXY): browsers are told to keep to HTTPS. */
  https?: boolean;
}

/** A Content-Security-Policy's directives, each with its sources. */
type CspDirectives = Record<string, readonly string[]>;

function cspOf(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/**
 * The headers every answer carries: a Content-Security-Policy that allows this origin,
 * YouTube's player (a frame, the probe before it, and its IFrame API's scripts) and YouTube's
 * images, and no inline
 * script but the page's own, by hash; no framing by anyone (frame-ancestors 'none' and
 * X-Frame-Options); nosniff; a referrer that tells other sites our origin only (YouTube's
 * player needs that much); no access to camera, microphone, location, payment or USB; and HSTS
 * when served over HTTPS. Inline styles stay allowed: the first paint's stylesheet is inlined
 * and server-rendered markup carries style attributes. The rest are the defaults hono's
 * secureHeaders sends (OWASP's list), which this replaced (see securityHeaders).
 */
export function securityHeaderList(options: SecurityHeaderOptions = {}): [string, string][] {
  const hashes = (options.inlineScriptHashes ?? []).map((hash) => `'sha256-${hash}'`);
  const headers: [string, string][] = [
    [
      'Content-Security-Policy',
      cspOf({
        'default-src': ["'self'"],
        'script-src': ["'self'", ...hashes, ...YOUTUBE_SCRIPTS],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', YOUTUBE_IMAGES],
        'connect-src': ["'self'", PLAYER_ORIGIN],
        'frame-src': [PLAYER_ORIGIN],
        'font-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      }),
    ],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
  if (options.https) {
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  }
  return headers;
}

/**
 * Puts securityHeaderList on every answer; a route that sets one of them itself keeps its own
 * (the artwork SVG's stricter policy).
 *
 * This was hono's secureHeaders, which sets each header on the finished Response: a dozen
 * checked `Headers.has`/`set` calls per answer, a sixth of the server's time on a cached
 * catalogue page (docs/performance.md). On Node the headers go on the ServerResponse before
 * the route runs; @hono/node-server's writeHead then merges the route's own headers over them,
 * so a route's header still wins. In-process (tests' app.request) there is no ServerResponse,
 * and the finished Response gets the headers it lacks, as before.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler<AppEnv> {
  const headers = securityHeaderList(options);
  return async (c, next) => {
    const outgoing = c.env?.outgoing;
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of headers) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}

/**
 * The methods the API's routes answer: those of every route under /api but the catch-alls
 * (middleware and the 404), so a route added with a new method is allowed by CORS with it.
 */
export function apiMethodsOf(routes: readonly { method: string; path: string }[]): string[] {
  const methods = routes
    .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
    .map((route) => route.method.toUpperCase());
  return [...new Set(methods)].sort();
}

/**
 * Cross-origin access to the API for the listed origins only (CORS_ORIGINS); with none, no
 * answer carries any Access-Control header, so browsers keep other sites out. A preflight from
 * a listed origin is allowed every method the API's routes answer (`methods`, read at the first
 * request, when every route is in place) and the headers the web app sends; one from any other
 * origin gets no Access-Control header at all.
 */
export function apiCors(
  origins: readonly string[],
  methods: () => readonly string[],
): MiddlewareHandler {
  const listed = new Set(origins);
  let allowMethods: string[] | undefined;
  const forListed = cors({
    origin: [...origins],
    allowMethods: () => {
      allowMethods ??= [...methods()];
      return allowMethods;
    },
    allowHeaders: ['authorization', 'content-type'],
    exposeHeaders: ['Retry-After', 'ETag'],
    maxAge: 600,
  });
  return async (c, next) => {
    if (listed.has(c.req.header('origin') ?? '')) return forListed(c, next);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      c.header('Vary', 'Origin');
      return c.body(null, 204);
    }
    await next();
    c.header('Vary', 'Origin', { append: true });
  };
}
