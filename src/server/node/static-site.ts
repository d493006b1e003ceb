import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import type { Locale } from '#shared/locales.ts';
import { isCompressibleType, MIN_COMPRESSIBLE_BYTES } from '../http/content-coding.ts';
import { type OriginOptions, siteOrigin } from '../http/public-origin.ts';
import { type Representation, sendRepresentation } from '../http/representation.ts';
import { LOCALE_VARY, requestLocale } from '../http/request-locale.ts';
import { withDocumentLanguage } from './document-language.ts';
import { type BuildManifest, createRenderedPages, loadPageRenderer } from './rendered-pages.ts';
import { zlibCompress } from './zlib-compressor.ts';

/** Built files under /assets carry a hash of their content in their name: never revalidate. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebAppOptions {
  /** Told of a page that could not be rendered with its data (the shell was sent instead). */
  onRenderError?: (error: unknown, url: string) => void;
  /** The origin of pages' absolute links: PUBLIC_ORIGIN, TRUST_PROXY (public-origin.ts). */
  origin?: OriginOptions;
}

/**
 * Serves the built web app from `root`: files as they are, preferring the `.br`/`.gz` forms the
 * build wrote beside them (scripts/vite-precompress.ts) when the client accepts them, and every
 * other GET path as index.html so the client router can take it (its own Page Not Found
 * included). `/` and `/video/{videoId}` are rendered with their data when the build made the
 * page renderer (dist/server/render-page.js beside `root`; rendered-pages.ts), the API answers
 * they show read from `app` in-process, their heads holding link previews' tags (a filtered
 * home page, a video's shared moment, a shared playlist, a public profile and a creator's
 * page get such a head on the shell). Pages are revalidated on every visit (`no-cache`, ETag,
 * 304). Every page is sent in the visitor's interface language (the `lang` cookie, else
 * Accept-Language: request-locale.ts), its `<html lang dir>` saying which.
 */
export function serveWebApp<E extends Env>(
  app: Hono<E>,
  root: string,
  options: WebAppOptions = {},
): boolean {
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) return false;
  const indexHtml = readFileSync(indexPath);
  // The shell in each interface language, made the first time one is asked for.
  const indexes = new Map<Locale, Representation>();
  const indexIn = (locale: Locale) => {
    let index = indexes.get(locale);
    if (!index) {
      index = indexRepresentation(
        Buffer.from(withDocumentLanguage(indexHtml.toString('utf8'), locale)),
      );
      indexes.set(locale, index);
    }
    return index;
  };
  const sendIndex: MiddlewareHandler = async (c) => sendInLanguage(c, indexIn(requestLocale(c)));

  const renderer = loadPageRenderer(join(dirname(root), 'server', 'render-page.js')).catch(
    (error: unknown) => {
      options.onRenderError?.(error, 'render-page.js');
      return null;
    },
  );
  const manifestPath = join(root, '.vite', 'manifest.json');
  const rendered = createRenderedPages({
    indexHtml: indexHtml.toString('utf8'),
    manifest: existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest)
      : {},
    readAsset: (file) => readFileSync(join(root, file), 'utf8'),
    renderer,
    compress: zlibCompress,
    onError: options.onRenderError,
    callApi: async (path) => {
      // `internal`: the page's own read, not a client's call, so no per-address limit counts it.
      const res = await app.request(
        `/api${path}`,
        { headers: { 'accept-encoding': 'identity' } },
        { internal: true },
      );
      return { status: res.status, etag: res.headers.get('etag'), text: await res.text() };
    },
  });
  const sendPage: MiddlewareHandler = async (c, next) => {
    const origin = siteOrigin(c, options.origin ?? {});
    const page = await rendered.render(new URL(c.req.url), requestLocale(c), origin);
    if (!page) return next();
    return sendInLanguage(c, page);
  };

  // serveStatic's `precompressed` picks br, then gzip, from Accept-Encoding's names (a name
  // with a weight, even q=0, does not count), sets Content-Encoding, and Vary on those answers.
  app.use('/assets/*', withHeaders({ 'Cache-Control': IMMUTABLE }));
  app.use('/assets/*', serveStatic({ root, precompressed: true }));
  // A missing hashed file is an old build's: a 404, never index.html under an immutable name.
  app.get('/assets/*', (c) => c.text('Not Found', 404));

  app.get('/', sendPage, sendIndex);
  app.get('/video/:videoId', sendPage, sendIndex);
  app.get('/playlist/:playlistId', sendPage, sendIndex);
  app.get('/u/:handle', sendPage, sendIndex);
  app.get('/creator/:slug', sendPage, sendIndex);
  app.get('/index.html', sendIndex);
  app.use('*', withHeaders({}));
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', sendIndex);
  return true;
}

/**
 * Sends a page drawn in the request's language (request-locale.ts): revalidated on every visit,
 * and varying by what chose the language as well as by the coding.
 */
function sendInLanguage(c: Context, page: Representation) {
  const res = sendRepresentation(c, page, 'no-cache');
  for (const name of LOCALE_VARY) res.headers.append('Vary', name);
  return res;
}

/**
 * Adds headers to the file serveStatic sent (not to a miss), and `Vary: Accept-Encoding` to
 * every compressible one: serveStatic varies only the answers it sent compressed, but a shared
 * cache must not hand the uncompressed answer to a client that accepts brotli either.
 */
function withHeaders(headers: Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 206) return;
    if (!c.res.headers.has('last-modified')) return; // not serveStatic's answer
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    const vary = c.res.headers.get('vary') ?? '';
    if (isCompressibleType(c.res.headers.get('content-type')) && !/accept-encoding/i.test(vary)) {
      c.res.headers.append('Vary', 'Accept-Encoding');
    }
  };
}

/** index.html as sent: its bytes, its compressed forms made once at start, its hash. */
function indexRepresentation(html: Buffer): Representation {
  const body = new Uint8Array(html);
  const encoded: Representation['encoded'] = {};
  if (body.byteLength >= MIN_COMPRESSIBLE_BYTES) {
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (br.byteLength < body.byteLength) encoded.br = new Uint8Array(br);
    if (gzip.byteLength < body.byteLength) encoded.gzip = new Uint8Array(gzip);
  }
  return {
    status: 200,
    contentType: 'text/html; charset=UTF-8',
    body,
    encoded,
    hash: createHash('sha1').update(body).digest('base64url'),
  };
}
