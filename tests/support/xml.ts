import { JSDOM } from 'jsdom';

const { DOMParser } = new JSDOM().window;

/**
 * An XML document read by a real XML parser (jsdom's): text that is not well-formed comes back
 * with a `parsererror` element, which `wellFormedErrors` lists.
 */
export function parseXml(text: string): Document {
  return new DOMParser().parseFromString(text, 'application/xml');
}

/** The parser's complaints about a document: none for well-formed XML. */
export function wellFormedErrors(doc: Document): string[] {
  return [...doc.getElementsByTagName('parsererror')].map((el) => el.textContent ?? '');
}
