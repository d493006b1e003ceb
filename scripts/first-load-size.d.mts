export declare const FIRST_LOAD_LIMIT_KB: number;

export interface FirstLoadFile {
  file: string;
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
