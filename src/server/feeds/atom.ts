/*
 * An Atom 1.0 document (RFC 4287) written as text: the handful of elements CraftReel's feeds
 * carry, every text escaped here (docs/architecture.md, "Feeds and link previews", says why not
 * a feed library). Portable: the demo's service worker serves the same feeds.
 */

/** Where Media RSS's elements live (`media:thumbnail`), as feed readers and YouTube's feeds name it. */
const MEDIA_NAMESPACE = 'http://search.yahoo.com/mrss/';

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

export interface AtomEntry {
  /** A permanent, absolute IRI: the video page's link. */
  id: string;
  title: string;
  /** The page the entry is about, absolute. */
  link: string;
  /** When it was published (ISO 8601); its `updated` too, as videos are not revised in feeds. */
  published: string;
  /** Plain text, sent as `type="text"`: a reader shows it as it is, markup and all. */
  summary: string;
  author: string;
  category?: string | undefined;
  /** An absolute image address, as `media:thumbnail`. */
  thumbnail?: string | undefined;
}

export interface AtomFeed {
  /** A permanent, absolute IRI. */
  id: string;
  title: string;
  /** The feed's own address (`rel="self"`), absolute. */
  self: string;
  /** The page that shows the same list (`rel="alternate"`), absolute. */
  alternate: string;
  /** When the feed last changed (ISO 8601). */
  updated: string;
  entries: readonly AtomEntry[];
}

/**
 * Characters XML 1.0 cannot carry at all, even escaped: C0 controls other than tab, line feed and
 * carriage return, lone surrogates, U+FFFE and U+FFFF. A title holding one would make the whole
 * document unreadable, so they are dropped.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text made safe for an element's content or an attribute's quoted value. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const element = (name: string, text: string, attributes = '') =>
  `<${name}${attributes}>${escapeXml(text)}</${name}>`;

const link = (href: string, rel?: string, type?: string) =>
  `<link${rel ? ` rel="${rel}"` : ''}${type ? ` type="${type}"` : ''} href="${escapeXml(href)}"/>`;

function entryXml(entry: AtomEntry): string {
  return [
    '<entry>',
    element('id', entry.id),
    element('title', entry.title, ' type="text"'),
    link(entry.link, 'alternate', 'text/html'),
    element('published', entry.published),
    element('updated', entry.published),
    `<author>${element('name', entry.author)}</author>`,
    entry.category ? `<category term="${escapeXml(entry.category)}"/>` : '',
    element('summary', entry.summary, ' type="text"'),
    entry.thumbnail ? `<media:thumbnail url="${escapeXml(entry.thumbnail)}"/>` : '',
    '</entry>',
  ].join('');
}

/** The feed as an Atom document, UTF-8 text with its XML declaration. */
export function atomDocument(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="${MEDIA_NAMESPACE}">`,
    element('id', feed.id),
    element('title', feed.title, ' type="text"'),
    element('updated', feed.updated),
    link(feed.self, 'self', 'application/atom+xml'),
    link(feed.alternate, 'alternate', 'text/html'),
    element('generator', 'CraftReel'),
    ...feed.entries.map(entryXml),
    '</feed>\n',
  ].join('');
}
