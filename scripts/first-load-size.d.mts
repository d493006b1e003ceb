export declare const FIRST_LOAD_LIMIT_KB: number;

export interface FirstLoadFile {
  file: string;
  /** What the file is, when the list says (the largest language's catalogue). */
  note?: string;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  /** Each file `/` loads before it runs, largest (gzipped) first. */
  rows: FirstLoadFile[];
  /** Bytes, gzipped at level 9. */
  gzip: number;
  raw: number;
  /** Whether `gzip` is over FIRST_LOAD_LIMIT_KB. */
  overLimit: boolean;
}

export declare function measureFirstLoad(dist: string): FirstLoad;

/** The demo's service worker: sw.js and its sqlite3.wasm, largest (gzipped) first. */
export declare function measureServiceWorker(
  dist: string,
): Pick<FirstLoad, 'rows' | 'gzip' | 'raw'>;

export declare const DEMO_MARKERS: readonly string[];

/** Every file of `dist` holding a demo marker (a production build must have none). */
export declare function findDemoCode(dist: string): { path: string; marker: string }[];

export declare const ZOD_MARKERS: readonly string[];

/** Each of `files` (of `dist`) holding a zod marker (the first load of / must have none). */
export declare function findZod(dist: string, files: string[]): { file: string; marker: string }[];
