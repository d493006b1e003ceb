// jsdom ships no types of its own (and @types/jsdom is not installed): the little the suites use
// of it, a window whose DOMParser reads XML (tests/support/xml.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
