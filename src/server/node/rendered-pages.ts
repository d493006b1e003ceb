import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import { creatorSlug } from '#shared/creator-slug.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/locales.ts';
import {
  APP_HTML_END,
  APP_HTML_START,
  PAGE_DATA_ID,
  RENDERED_FOR_ATTRIBUTE,
} from '#shared/rendered-page.ts';
import type { CreatorPage } from '#shared/schemas/creator.schema.ts';
import type { SharedPlaylist } from '#shared/schemas/playlist.schema.ts';
import type { PublicProfile } from '#shared/schemas/profile.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { validVideoFilters } from '#shared/video-filters-check.ts';
import { thumbnailPathOf } from '#shared/video-link.ts';
import { filtersQuery } from '../feeds/video-feed.ts';
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

/**
 * What a page's head says of it: the tab's title, and the tags link previews (Open Graph,
 * Twitter cards) and crawlers read (docs/product.md, "Link previews").
 */
export interface PageHead {
  /** The page's name in the tab's title (use-page-title.ts), and its preview's title. */
  title: string;
  /** The preview's text; index.html's own description when not given. */
  description?: string | undefined;
  /** An image on our own origin (`/thumbnails/{videoId}`), made absolute. */
  image?: string | undefined;
  /** Open Graph's type of the page. */
  type?: 'website' | 'video.other' | 'profile' | undefined;
  /** The page's one address (path and query) for search engines and previews. */
  canonical: string;
  /** Asks search engines not to index the page (a list shared by link only). */
  noindex?: boolean | undefined;
  /** The path of the page's Atom feed, linked as `rel="alternate"`. */
  feed?: string | undefined;
}

interface PageSpec {
  /** The API answers the page shows, by API path. */
  apiPaths: string[];
  /** The page's own module, when it is a chunk of its own (its styles must come with it). */
  module?: string;
  /** The page's head, from its answers (each a 200). */
  head(answers: Record<string, unknown>): PageHead;
  /**
   * Only the head is the page's: the body is the shell, and the browser draws the page. For a
   * page whose answers are worth a preview but which is not rendered with them.
   */
  headOnly?: boolean;
}

/** The longest description a preview is given; longer text is cut at a word. */
const DESCRIPTION_MAX = 200;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > DESCRIPTION_MAX / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** The catalogue's feed of the home page's filters, as the home page links it (use-feed-link.ts). */
const homeFeedPath = (query: string) => `/api/feeds/videos.atom${query}`;

function pageOf(url: URL): PageSpec | null {
  if (url.pathname === '/' && url.search === '') {
    return {
      apiPaths: ['/videos', '/categories'],
      head: () => ({ title: 'Home', type: 'website', canonical: '/', feed: homeFeedPath('') }),
    };
  }
  if (url.pathname === '/') {
    // A filtered home page is drawn by the browser; its head links the feed of its filters.
    const query = filtersQuery(readFilters(url.searchParams));
    return {
      apiPaths: [],
      headOnly: true,
      head: () => ({
        title: 'Home',
        type: 'website',
        canonical: `/${query}`,
        feed: homeFeedPath(query),
      }),
    };
  }
  const video = /^\/video\/([\w=-]{1,200})$/.exec(url.pathname);
  if (video) {
    const apiPath = `/video/${video[1]}`;
    return {
      apiPaths: [apiPath],
      module: 'src/client/app/routes/video.tsx',
      // A shared moment (`?t=85`) is drawn by the app (it starts the player there), but its
      // link is what gets pasted into chats: the shell, with the video's preview.
      headOnly: url.search !== '',
      head: (answers) => {
        const found = (answers[apiPath] as { video?: Partial<Video> } | undefined)?.video;
        return {
          title: found?.title ?? 'Video',
          description: found?.description ? shortened(found.description) : undefined,
          image: found?._id ? thumbnailPathOf(found._id) : undefined,
          type: 'video.other',
          canonical: found?.videoLink ? `/video/${found.videoLink}` : url.pathname,
        };
      },
    };
  }
  const playlist = /^\/playlist\/([\w-]{1,200})$/.exec(url.pathname);
  if (playlist?.[1]) {
    // Drawn by the app (its owner sees their own page there); the head previews it for anyone
    // it is shared with. A private or missing playlist is a 404 to this signed-out read: the
    // plain shell, which says nothing of it.
    const id = playlist[1];
    const apiPath = `/playlists/${id}`;
    return {
      apiPaths: [apiPath],
      headOnly: true,
      head: (answers) => {
        const found = (answers[apiPath] as { playlist?: Partial<SharedPlaylist> } | undefined)
          ?.playlist;
        const first = found?.videos?.[0];
        const byline = found?.owner ? `A playlist by ${found.owner.displayName} on CraftReel` : '';
        return {
          title: found?.title ?? 'Playlist',
          description: shortened(found?.description || byline),
          image: first ? thumbnailPathOf(first._id) : undefined,
          canonical: `/playlist/${id}`,
          noindex: found?.visibility !== 'public',
          feed: `/api/feeds/playlists/${id}.atom`,
        };
      },
    };
  }
  const creator = /^\/creator\/([^/]{1,300})$/.exec(url.pathname);
  if (creator?.[1]) {
    // Drawn by the app; cards link a creator by name, which the app turns into its slug.
    const slug = creatorSlug(decodedPath(creator[1]));
    const apiPath = `/creators/${encodeURIComponent(slug)}`;
    return {
      apiPaths: [apiPath],
      headOnly: true,
      head: (answers) => {
        const found = answers[apiPath] as Partial<CreatorPage> | undefined;
        const name = found?.creator?.name ?? slug;
        const first = found?.videos?.[0];
        return {
          title: name,
          description: `Craft videos by ${name} on CraftReel`,
          image: first ? thumbnailPathOf(first._id) : undefined,
          canonical: `/creator/${encodeURIComponent(slug)}`,
          feed: `/api/feeds/creators/${encodeURIComponent(slug)}.atom`,
        };
      },
    };
  }
  const profile = /^\/u\/([\w-]{1,200})$/.exec(url.pathname);
  if (profile?.[1]) {
    // Drawn by the app; the head previews whoever holds the handle (a 404 otherwise: the shell).
    const apiPath = `/users/${profile[1]}`;
    return {
      apiPaths: [apiPath],
      headOnly: true,
      head: (answers) => {
        const found = answers[apiPath] as Partial<PublicProfile> | undefined;
        const handle = found?.handle ?? profile[1] ?? '';
        const playlists = found?.playlists ?? [];
        const count = playlists.length;
        return {
          title: found?.displayName ? `${found.displayName} (@${handle})` : `@${handle}`,
          description:
            count > 0
              ? `${count} public playlist${count === 1 ? '' : 's'} on CraftReel: ${playlists
                  .map((playlist) => playlist.title)
                  .join(', ')}`
              : `@${handle} on CraftReel`,
          image: playlists.find((playlist) => playlist.thumbnail)?.thumbnail ?? undefined,
          type: 'profile',
          canonical: `/u/${handle}`,
        };
      },
    };
  }
  return null;
}

/** A path's segment decoded, or as it is when it is not valid percent-encoding. */
function decodedPath(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The home filters of an address, as the home page reads them (the search trimmed, as it asks). */
function readFilters(params: URLSearchParams) {
  const given: Record<string, string> = {};
  for (const [name, value] of params) given[name] ??= value;
  const filters = validVideoFilters(given);
  return { ...filters, search: filters.search?.trim().toLowerCase() || undefined };
}

/**
 * The head's tags for a page, every text escaped: its title, description, canonical link,
 * Open Graph and Twitter card tags, `noindex` when asked, and its feed. `origin` makes links
 * absolute; `siteDescription` stands in for a page with no description of its own.
 */
export function headTags(head: PageHead, origin: string, siteDescription: string): string {
  const absolute = (path: string) => new URL(path, origin).href;
  const description = head.description || siteDescription;
  const image = head.image ? absolute(head.image) : undefined;
  const canonical = absolute(head.canonical);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(`${PRODUCT_NAME} | ${head.title}`)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    image ? meta('property', 'og:image', image) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
    image ? meta('name', 'twitter:image', image) : '',
    head.feed
      ? `<link rel="alternate" type="application/atom+xml" href="${escapeHtml(head.feed)}" />`
      : '',
  ].join('');
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

/** The site's own description, index.html's: a page with none of its own is described so. */
function siteDescriptionOf(head: string): string {
  const match = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/.exec(head);
  return (match?.[1] ?? '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * The pages the server renders with their data (docs/decisions/0005: the first paint shows the
 * page, not a skeleton): `/` (the catalogue's first page and the categories) and
 * `/video/{videoId}`, each put into index.html in place of the shell, with the API answers it
 * shows in an application/json script for the app to start from (src/client/app/page-data.ts).
 * The answers come from the API itself, in-process, so they are exactly what the app would have
 * asked for, and cached as it caches them. Each page's head says what it is, for link previews
 * (headTags: title, description, canonical link, Open Graph and Twitter tags, its feed). Pages
 * marked `headOnly` (a filtered home page) are the shell with such a head. A page is kept (an
 * LRU, shared by requests that arrive together) while its answers' ETags hold, one per
 * interface language and origin: a page is drawn in the visitor's language, its `<html lang
 * dir>` saying so (document-language.ts), and its links are absolute on the site's origin. Any
 * other page, an answer that is not a 200, or a renderer that fails: undefined, and the caller
 * sends the shell.
 */
export function createRenderedPages(options: RenderedPagesOptions) {
  const start = options.indexHtml.indexOf(APP_HTML_START);
  const end = options.indexHtml.indexOf(APP_HTML_END);
  const rootStart = options.indexHtml.lastIndexOf('<div id="root"', start);
  if (start < 0 || end < start || rootStart < 0) {
    return { render: async () => undefined };
  }
  const before = options.indexHtml.slice(0, rootStart);
  const shell = options.indexHtml.slice(rootStart);
  const after = options.indexHtml.slice(end + APP_HTML_END.length);
  const siteDescription = siteDescriptionOf(before);
  // index.html's own title and description, which a page's head tags stand in for.
  const ownTitle = `<title>${PRODUCT_NAME}</title>`;
  const ownDescription = /<meta\s+name="description"[^>]*>/;

  const pages = new LRUCache<
    string,
    Representation,
    { url: URL; texts: Record<string, string>; page: PageSpec; locale: Locale; origin: string }
  >({
    max: MAX_PAGES,
    maxSize: MAX_BYTES,
    sizeCalculation: representationBytes,
    ttl: RENDERED_PAGE_TTL_MS,
    fetchMethod: async (_key, _stale, { context }) => {
      const { page, locale } = context;
      const answers: Record<string, unknown> = {};
      for (const [path, text] of Object.entries(context.texts)) answers[path] = JSON.parse(text);
      const head = withDocumentLanguage(before, locale)
        .replace(ownDescription, '')
        .replace(ownTitle, headTags(page.head(answers), context.origin, siteDescription))
        .replace(
          '</head>',
          `${stylesFor(page.module, options.manifest, options.readAsset)}</head>`,
        );
      let body: string;
      if (page.headOnly) {
        body = shell;
      } else {
        const renderer = await options.renderer;
        if (!renderer) return undefined;
        const address = `${context.url.pathname}${context.url.search}`;
        const html = await renderer.renderPage({ url: address, answers, locale });
        const data = JSON.stringify(answers).replace(/</g, '\\u003c');
        body = [
          `<div id="root" ${RENDERED_FOR_ATTRIBUTE}="${escapeHtml(address)}">${html}</div>`,
          `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`,
          after.replace(/^<\/div>/, ''),
        ].join('');
      }
      return makeRepresentation(
        {
          status: 200,
          contentType: 'text/html; charset=UTF-8',
          body: new TextEncoder().encode(head + body),
        },
        options.compress,
      );
    },
  });

  return {
    /**
     * The page at `url` rendered with its data in `locale` (its `<html lang dir>` too), its
     * links absolute on `origin`, or undefined (send the shell). Pages are kept per language
     * and origin.
     */
    async render(
      url: URL,
      locale: Locale = DEFAULT_LOCALE,
      origin: string = url.origin,
    ): Promise<Representation | undefined> {
      const page = pageOf(url);
      if (!page || (!page.headOnly && !(await options.renderer))) return undefined;
      try {
        const answers = await Promise.all(page.apiPaths.map((path) => options.callApi(path)));
        if (answers.some((answer) => answer.status !== 200)) return undefined;
        const texts = Object.fromEntries(
          page.apiPaths.map((path, index) => [path, answers[index]?.text ?? 'null']),
        );
        const key = [
          locale,
          origin,
          `${url.pathname}${url.search}`,
          ...answers.map((answer) => answer.etag ?? answer.text),
        ].join(' ');
        return await pages.fetch(key, { context: { url, texts, page, locale, origin } });
      } catch (error) {
        options.onError?.(error, url.toString());
        return undefined;
      }
    },
  };
}
