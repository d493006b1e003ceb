/** Where the journeys and Lighthouse expect Debian's Chromium. */
export declare const CHROMIUM: string;

/** Installs Chromium with apt-get when it is missing; on failure, says why and exits 1. */
export declare function ensureChromium(label?: string): void;
