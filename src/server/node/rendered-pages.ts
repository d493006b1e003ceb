import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import { DEFAULT_LOCALE, type Locale } from '#shared/locales.ts';
import {
  APP_HTML_END,
  APP_HTML_START,
  PAGE_DATA_ID,
  RENDERED_FOR_ATTRIBUTE,
} from '#shared/rendered-page.ts';
import type { Compress } from '../http/content-coding.ts';
import {
  makeRepresentation,
  type Representation,
  representationBytes,
} from '../http/representation.ts';
import { withDocumentLanguage } from './document-language.ts';

/** What the web app's page renderer (dist/server/render-page.js) offers. */
export interface PageRenderer {
  /** `locale`: the interface language to draw the page in (src/shared/locales.ts). */
  renderPage(page: {
    url: string;
    answers: Record<string, unknown>;
    locale: Locale;
  }): Promise<string>;
}

/** An API answer as the app gave it in-process: the status, its ETag and its JSON text. */
export interface ApiAnswer {
  status: number;
  etag: string | null;
  text: string;
}

/** The build's manifest (dist/client/.vite/manifest.json): each module's chunk and styles. */
export type BuildManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

export interface RenderedPagesOptions {
  /** index.html as built: the prerendered shell between APP_HTML_START and APP_HTML_END. */
  indexHtml: string;
  /** Where a page's own code and styles are (a page other than home is a chunk of its own). */
  manifest: BuildManifest;
  /** A built file's text, by its path in the build (`assets/…`). */
  readAsset(file: string): string;
  renderer: Promise<PageRenderer | null>;
  /** Calls the API in-process (through its cache), as a signed-out visitor. */
  callApi(path: string): Promise<ApiAnswer>;
  compress?: Compress | undefined;
  /** Told of a page that could not be rendered (the shell is sent instead). */
  onError?: (error: unknown, url: string) => void;
}

/**
 * A rendered page is kept while its answers' ETags hold, for at most this long: the page tells
 * ages ("3 years ago") as of when it was rendered, as cached API answers do.
 */
const RENDERED_PAGE_TTL_MS = 60_000;
const MAX_PAGES = 500;
const MAX_BYTES = 32 * 1024 * 1024;
const PRODUCT_NAME = 'CraftReel';

/** Loads the web app's page renderer built beside `clientRoot`, if the build made one. */
export async function loadPageRenderer(bundlePath: string): Promise<PageRenderer | null> {
  if (!existsSync(bundlePath)) return null;
  const module = (await import(pathToFileURL(bundlePath).href)) as Partial<PageRenderer>;
  return typeof module.renderPage === 'function' ? (module as PageRenderer) : null;
}

interface PageSpec {
  /** The API answers the page shows, by API path. */
  apiPaths: string[];
  /** The page's own module, when it is a chunk of its own (its styles must come with it). */
  module?: string;
  /** The page's name in the tab's title (use-page-title.ts). */
  title(answers: Record<string, unknown>): string;
}

function pageOf(url: URL): PageSpec | null {
  if (url.pathname === '/' && url.search === '') {
    return { apiPaths: ['/videos', '/categories'], title: () => 'Home' };
  }
  const video = /^\/video\/([\w=-]{1,200})$/.exec(url.pathname);
  if (video && url.search === '') {
    const apiPath = `/video/${video[1]}`;
    return {
      apiPaths: [apiPath],
      module: 'src/client/app/routes/video.tsx',
      title: (answers) =>
        (
          answers[apiPath] as { video?: { title?: unknown } } | undefined
        )?.video?.title?.toString() ?? 'Video',
    };
  }
  return null;
}

/**
 * The styles a page's own chunk brings (and the chunks it imports), inlined in the head: the page
 * is drawn before its code runs, and waits on no second request. Chunks of the entry are inlined
 * in index.html already (scripts/vite-first-paint.ts); the code itself comes with the app.
 */
function stylesFor(
  module: string | undefined,
  manifest: BuildManifest,
  readAsset: (file: string) => string,
): string {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (module) visit(module);
  return [...styles]
    .map(
      (file) =>
        `<style data-href="/${file}">${readAsset(file).replaceAll('</style', '<\\/style')}</style>`,
    )
    .join('');
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/**
 * The pages the server renders with their data (docs/decisions/0005: the first paint shows the page, not a
 * skeleton): `/` (the catalogue's first page and the categories) and `/video/{videoId}`, each put
 * into index.html in place of the shell, with the API answers it shows in an application/json
 * script for the app to start from (src/client/app/page-data.ts). The answers come from the API
 * itself, in-process, so they are exactly what the app would have asked for, and cached as it
 * caches them; a rendered page is kept (an LRU, shared by requests that arrive together) while
 * those answers' ETags hold, one per interface language: a page is drawn in the visitor's
 * language, its `<html lang dir>` saying so (document-language.ts). Any other page, a filtered home page, an answer that is not a 200,
 * or a renderer that fails: undefined, and the caller sends the shell.
 */
export function createRenderedPages(options: RenderedPagesOptions) {
  const start = options.indexHtml.indexOf(APP_HTML_START);
  const end = options.indexHtml.indexOf(APP_HTML_END);
  const rootStart = options.indexHtml.lastIndexOf('<div id="root"', start);
  if (start < 0 || end < start || rootStart < 0) {
    return { render: async () => undefined };
  }
  const before = options.indexHtml.slice(0, rootStart);
  const after = options.indexHtml.slice(end + APP_HTML_END.length);

  const pages = new LRUCache<
    string,
    Representation,
    { url: URL; texts: Record<string, string>; page: PageSpec; locale: Locale }
  >({
    max: MAX_PAGES,
    maxSize: MAX_BYTES,
    sizeCalculation: representationBytes,
    ttl: RENDERED_PAGE_TTL_MS,
    fetchMethod: async (_key, _stale, { context }) => {
      const renderer = await options.renderer;
      if (!renderer) return undefined;
      const address = `${context.url.pathname}${context.url.search}`;
      const answers: Record<string, unknown> = {};
      for (const [path, text] of Object.entries(context.texts)) answers[path] = JSON.parse(text);
      const html = await renderer.renderPage({ url: address, answers, locale: context.locale });
      const data = JSON.stringify(answers).replace(/</g, '\\u003c');
      const document = [
        withDocumentLanguage(before, context.locale)
          .replace(
            `<title>${PRODUCT_NAME}</title>`,
            `<title>${escapeHtml(`${PRODUCT_NAME} | ${context.page.title(answers)}`)}</title>`,
          )
          .replace(
            '</head>',
            `${stylesFor(context.page.module, options.manifest, options.readAsset)}</head>`,
          ),
        `<div id="root" ${RENDERED_FOR_ATTRIBUTE}="${escapeHtml(address)}">${html}</div>`,
        `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`,
        after.replace(/^<\/div>/, ''),
      ].join('');
      return makeRepresentation(
        {
          status: 200,
          contentType: 'text/html; charset=UTF-8',
          body: new TextEncoder().encode(document),
        },
        options.compress,
      );
    },
  });

  return {
    /**
     * The page at `url` rendered with its data in `locale` (its `<html lang dir>` too), or
     * undefined (send the shell). Pages are kept per language.
     */
    async render(url: URL, locale: Locale = DEFAULT_LOCALE): Promise<Representation | undefined> {
      const page = pageOf(url);
      if (!page || !(await options.renderer)) return undefined;
      try {
        const answers = await Promise.all(page.apiPaths.map((path) => options.callApi(path)));
        if (answers.some((answer) => answer.status !== 200)) return undefined;
        const texts = Object.fromEntries(
          page.apiPaths.map((path, index) => [path, answers[index]?.text ?? 'null']),
        );
        const key = [
          locale,
          url.pathname,
          ...answers.map((answer) => answer.etag ?? answer.text),
        ].join(' ');
        return await pages.fetch(key, { context: { url, texts, page, locale } });
      } catch (error) {
        options.onError?.(error, url.toString());
        return undefined;
      }
    },
  };
}
