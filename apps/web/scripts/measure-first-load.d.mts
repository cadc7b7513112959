/** Types of measure-first-load.mjs (bench/web imports it from TypeScript). */
export type TFirstLoadFile = { file: string; raw: number; gzip: number };
export type TFirstLoadPart = { files: TFirstLoadFile[]; gzipBytes: number; rawBytes: number };
export type TFirstLoad = {
  measuredAt: string;
  initial: TFirstLoadPart;
  homeRoute: TFirstLoadPart;
  css: { files: TFirstLoadFile[]; gzipBytes: number };
  totalGzipBytes: number;
  totalRawBytes: number;
  budgetGzipBytes: number;
  forbidden: string[];
  entryHtml: string;
};
export declare const DEFAULT_DIST: string;
export declare const FIRST_LOAD_BUDGET_GZIP_BYTES: number;
export declare const measureFirstLoad: (dist?: string) => TFirstLoad;
export declare const formatFirstLoad: (result: TFirstLoad) => string[];
