import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server's origin, e.g. http://127.0.0.1:41234 (from global-setup.ts). */
    baseURL: string;
  }
}

export function baseURL(): string {
  return inject('baseURL');
}

/** An absolute URL on the server under test: `urlOf('/api/videos')`. */
export function urlOf(path: string): string {
  return new URL(path, baseURL()).toString();
}
