/** Where Lighthouse and the screenshots expect Debian's Chromium. */
export declare const CHROMIUM: string;

/** Where the journeys expect Debian's Chromium headless shell. */
export declare const CHROMIUM_HEADLESS_SHELL: string;

/** Installs Chromium and its headless shell with apt-get when missing; on failure, says why and exits 1. */
export declare function ensureChromium(label?: string): void;
