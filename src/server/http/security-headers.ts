import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { PLAYER_ORIGIN } from '#shared/video-link.ts';

/** Where the web app loads from besides its own origin: YouTube's player and images. */
const YOUTUBE_IMAGES = 'https://i.ytimg.com';

export interface SecurityHeaderOptions {
  /**
   * The sha256 (base64) of each inline script the web app's pages carry (inlineScriptHashes):
   * allowed by hash, so that no other inline script, such as one injected into a page, runs.
   */
  inlineScriptHashes?: readonly string[];
  /** Served over TLS by a proxy in front (TRUST_PROXY): browsers are told to keep to HTTPS. */
  https?: boolean;
}

/**
 * The headers every answer carries (hono's secureHeaders): a Content-Security-Policy that allows
 * this origin, YouTube's player (a frame, and the probe before it) and YouTube's images, and no
 * inline script but the page's own, by hash; no framing by anyone (frame-ancestors 'none' and
 * X-Frame-Options); nosniff; a referrer that tells other sites our origin only (YouTube's
 * player needs that much); no access to camera, microphone, location or payment; and HSTS
 * when served over HTTPS. Inline styles stay allowed: the first paint's stylesheet is inlined
 * and server-rendered markup carries style attributes.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const hashes = (options.inlineScriptHashes ?? []).map((hash) => `'sha256-${hash}'`);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...hashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', YOUTUBE_IMAGES],
      connectSrc: ["'self'", PLAYER_ORIGIN],
      frameSrc: [PLAYER_ORIGIN],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
    // A route that sets a stricter header of its own keeps it (the artwork SVG's policy).
    overwrite: false,
  });
}

/**
 * Cross-origin access to the API for the listed origins only (CORS_ORIGINS); with none, no
 * answer carries any Access-Control header, so browsers keep other sites out.
 */
export function apiCors(origins: readonly string[]): MiddlewareHandler {
  return cors({
    origin: [...origins],
    allowMethods: ['GET', 'POST', 'DELETE'],
    allowHeaders: ['authorization', 'content-type'],
    exposeHeaders: ['Retry-After', 'ETag'],
    maxAge: 600,
  });
}

/** The sha256 (base64) of each inline script in `html` that runs (JSON data scripts do not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?<attributes>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const { attributes = '', body = '' } = match.groups ?? {};
    if (/\bsrc=/.test(attributes) || /type="application\/json"/.test(attributes)) continue;
    hashes.push(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return hashes;
}
