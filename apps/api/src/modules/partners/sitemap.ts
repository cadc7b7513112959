/**
 * The sitemap of the public directory: an index (/sitemap.xml) naming files of at most 50 000 URLs
 * (/sitemaps/sitemap-0.xml, -1.xml, …) that together list the home, every visible partner page and every state
 * and city with visible partners. Written by the `sitemap` package's SitemapAndIndexStream from rows read in
 * pages by id (never one giant array); each file is kept gzipped with its ETag. The files are rebuilt only when
 * the pages they list change (a fingerprint of the visible partners' ids, names, states and cities), at most
 * once per refresh interval, never per request.
 */
import { createHash } from 'node:crypto';
import type { WriteStream } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import { and, asc, gt, inArray, max, sql } from 'drizzle-orm';
import { ErrorLevel, SitemapAndIndexStream, SitemapStream, type SitemapItemLoose } from 'sitemap';
import { cityPath, partnerPath, statePath } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { companies } from '../../db/schema/index.ts';
import { municipalityName } from '../../lib/municipalities.ts';
import { growTyped } from './directory/grow-typed.ts';
import { visibleSql } from './partner-sql.ts';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Partner rows read per query while the files are written. */
export const SITEMAP_PAGE_ROWS = 5_000;
/** A backstop for writes made outside the API (no change signal) and for lastmod: older files are rebuilt in the background. */
export const SITEMAP_MAX_AGE_MS = 60 * 60_000;
/**
 * The least time between two looks at the directory after changes (SITEMAP_REFRESH_INTERVAL): a loop of edits
 * costs one fingerprint query per interval, and a rebuild only when the listed pages changed.
 */
export const SITEMAP_REFRESH_INTERVAL_MS = 5 * 60_000;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
/** '/sitemaps/sitemap-0.xml': the path of the index's i-th file. */
export const sitemapFilePath = (i: number): string => `/sitemaps/sitemap-${i}.xml`;

export type SitemapFile = {
  /** The XML, gzipped (served as is to clients that accept gzip, unzipped for the others). */
  gzip: Buffer;
  etag: string;
  /** Size of the XML unzipped. */
  bytes: number;
};

export type Sitemaps = {
  index: SitemapFile;
  /** The files the index names, in order (files[i] at sitemapFilePath(i)). */
  files: readonly SitemapFile[];
  /** URLs in all the files. */
  urls: number;
  /** The fingerprint (`visiblePagesFingerprint`) of the partner rows the files were written from. */
  fingerprint: string;
  /** The ids of the partners listed, ascending. */
  ids: Int32Array;
};

/** No image/video/news/xhtml namespaces: the files list pages only. */
const PLAIN_URLSET = { news: false, video: false, image: false, xhtml: false };

/** URLs written between two turns of the event loop while the files are built. */
const YIELD_EVERY_URLS = 1_000;

/** Bytes handed to zlib at once: one threadpool round trip per block, not per URL (~100 bytes each). */
const GZIP_BLOCK_BYTES = 64 * 1024;

/** Collects an XML stream: its gzip and a hash of the plain bytes (the ETag); only the gzip is kept. */
const fileSink = () => {
  const hash = createHash('sha1');
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  let bytes = 0;
  let block: Buffer[] = [];
  let blockBytes = 0;
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const flushBlock = (callback: (error?: Error | null) => void) => {
    const data = Buffer.concat(block, blockBytes);
    block = [];
    blockBytes = 0;
    if (gzip.write(data)) callback();
    else gzip.once('drain', () => callback());
  };
  let settle!: { resolve: (file: SitemapFile) => void; reject: (error: Error) => void };
  const file = new Promise<SitemapFile>((resolve, reject) => (settle = { resolve, reject }));
  file.catch(() => undefined); // the pipeline's own error is what callers see
  const writable = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.byteLength;
      block.push(chunk);
      blockBytes += chunk.byteLength;
      if (blockBytes >= GZIP_BLOCK_BYTES) flushBlock(callback);
      else callback();
    },
    final(callback) {
      gzip.once('error', callback);
      gzip.once('end', () => {
        settle.resolve({ gzip: Buffer.concat(chunks), etag: `W/"${hash.digest('base64url').slice(0, 27)}"`, bytes });
        callback();
      });
      if (blockBytes > 0) gzip.write(Buffer.concat(block, blockBytes));
      gzip.end();
    },
    destroy(error, callback) {
      gzip.destroy();
      settle.reject(error ?? new Error('sitemap file closed before its end'));
      callback(error);
    },
  });
  return { writable, file };
};

/**
 * Writes the index and its files (at most `limit` URLs each) for the given URLs, absolute, in order.
 * `baseUrl` names the files in the index.
 */
export const writeSitemaps = async (
  items: AsyncIterable<SitemapItemLoose>,
  baseUrl: string,
  limit = SITEMAP_MAX_URLS,
): Promise<Omit<Sitemaps, 'fingerprint' | 'ids'>> => {
  const files: Array<Promise<SitemapFile>> = [];
  const indexStream = new SitemapAndIndexStream({
    limit,
    level: ErrorLevel.THROW,
    getSitemapStream: (i) => {
      const stream = new SitemapStream({ level: ErrorLevel.THROW, lastmodDateOnly: true, xmlns: PLAIN_URLSET });
      const sink = fileSink();
      files[i] = sink.file;
      stream.pipe(sink.writable);
      // the library awaits 'finish' of the stream it is given (typed as a file's): ours collects in memory
      return [`${baseUrl}${sitemapFilePath(i)}`, stream, sink.writable as unknown as WriteStream];
    },
  });
  let urls = 0;
  async function* counted() {
    for await (const item of items) {
      urls += 1;
      // other requests get a turn every YIELD_EVERY_URLS URLs (~10 ms of work)
      if (urls % YIELD_EVERY_URLS === 0) await yieldToEventLoop();
      yield item;
    }
  }
  const index = fileSink();
  await pipeline(Readable.from(counted()), indexStream, index.writable);
  return { index: await index.file, files: await Promise.all(files), urls };
};

/** One visible partner as the fingerprint reads it: what its page's address and the state and city pages come from. */
const fingerprintLine = (row: { id: number; name: string; uf: string; city: string }) => `${row.id}\t${row.name}\t${row.uf}\t${row.city}`;

/**
 * The fingerprint of the pages the sitemap lists: an MD5 of the visible partners' id, name, state and city,
 * one line each in id order, computed by the database (one row back, no partner row crosses to the server).
 * `directoryUrls` computes the same over the rows it writes, so equal fingerprints mean the same URLs.
 */
export const visiblePagesFingerprint = async (db: Database): Promise<string> => {
  const line = sql`${companies.id}::text || E'\t' || ${companies.name} || E'\t' || ${companies.uf} || E'\t' || ${companies.city}`;
  const [row] = rowsOf<{ fingerprint: string }>(
    await db.execute(
      sql`select md5(coalesce(string_agg(${line}, E'\n' order by ${companies.id}), '')) as fingerprint from ${companies} where ${visibleSql()}`,
    ),
  );
  return row!.fingerprint;
};

/** Of these companies, the ones visible now. */
export const visibleAmong = async (db: Database, ids: readonly number[]): Promise<number[]> =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: companies.id })
          .from(companies)
          .where(and(visibleSql(), inArray(companies.id, [...ids])))
      ).map((r) => r.id);

/** The partner rows a sitemap was written from: their fingerprint and ids. */
type ReadRows = { fingerprint: string; ids: Int32Array };

/**
 * The public directory's URLs (absolute, on `baseUrl`): the home, every visible partner page by id with
 * lastmod = its dtUpdate, then each state and city with visible partners (sorted), taken from the same rows;
 * the home's, a state's and a city's lastmod is the latest dtUpdate among the partners they list.
 * Partners are read `pageRows` at a time by id (keyset). `onRead` gets the fingerprint of the rows read (as
 * `visiblePagesFingerprint`) and their ids once they are all read.
 */
export async function* directoryUrls(
  db: Database,
  baseUrl: string,
  pageRows = SITEMAP_PAGE_ROWS,
  onRead?: (read: ReadRows) => void,
): AsyncGenerator<SitemapItemLoose> {
  // the home lists every partner: it changed when the latest of them did
  const [latest] = await db
    .select({ at: max(companies.dtUpdate) })
    .from(companies)
    .where(visibleSql());
  yield latest?.at ? { url: `${baseUrl}/`, lastmod: new Date(latest.at).toISOString() } : { url: `${baseUrl}/` };
  const hash = createHash('md5');
  // a state's or city's page changed when the latest of its partners did
  const places = new Map<string, { uf: string; city: string; lastmod: Date }>();
  const states = new Map<string, Date>();
  const later = (a: Date | undefined, b: Date) => (a && a > b ? a : b);
  let ids = new Int32Array(1024);
  let count = 0;
  let first = true;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: companies.id, name: companies.name, uf: companies.uf, city: companies.city, dtUpdate: companies.dtUpdate })
      .from(companies)
      .where(and(visibleSql(), gt(companies.id, after)))
      .orderBy(asc(companies.id))
      .limit(pageRows);
    for (const row of rows) {
      hash.update(first ? fingerprintLine(row) : `\n${fingerprintLine(row)}`);
      first = false;
      if (count === ids.length) ids = growTyped(ids, ids.length * 2);
      ids[count++] = row.id;
      const place = `${row.uf}\t${row.city}`;
      places.set(place, { uf: row.uf, city: row.city, lastmod: later(places.get(place)?.lastmod, row.dtUpdate) });
      states.set(row.uf, later(states.get(row.uf), row.dtUpdate));
      yield { url: `${baseUrl}${partnerPath(row)}`, lastmod: row.dtUpdate.toISOString() };
    }
    if (rows.length < pageRows) break;
    after = rows.at(-1)!.id;
  }
  onRead?.({ fingerprint: hash.digest('hex'), ids: ids.slice(0, count) });
  /** Pages by path, sorted, each with the latest change among the partners it lists (two spellings of a city share a path). */
  const sorted = (pages: Iterable<[string, Date]>) => {
    const byPath = new Map<string, Date>();
    for (const [path, at] of pages) byPath.set(path, later(byPath.get(path), at));
    return [...byPath].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  };
  for (const [path, at] of sorted([...states].map(([uf, at]) => [statePath(uf), at]))) yield { url: `${baseUrl}${path}`, lastmod: at.toISOString() };
  // a city that is no municipality of its state (saved before the city was checked) has no page
  const cityPages = [...places.values()].flatMap((p): [string, Date][] =>
    municipalityName(p.uf, p.city) ? [[cityPath(p.uf, p.city), p.lastmod]] : [],
  );
  for (const [path, at] of sorted(cityPages)) yield { url: `${baseUrl}${path}`, lastmod: at.toISOString() };
}

/** The sitemap of the directory now: index, files and the fingerprint of what they list. */
export const buildDirectorySitemaps = async (db: Database, baseUrl: string): Promise<Sitemaps> => {
  let read: ReadRows | null = null;
  const written = await writeSitemaps(
    directoryUrls(db, baseUrl, SITEMAP_PAGE_ROWS, (value) => (read = value)),
    baseUrl,
  );
  if (read === null) throw new Error('sitemap written without reading every partner');
  return { ...written, ...(read as ReadRows) };
};

/** Whether `id` is in `sorted` (ascending). */
const includesSorted = (sorted: Int32Array, id: number): boolean => {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = sorted[middle]!;
    if (value === id) return true;
    if (value < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
};

/** Changed companies remembered one by one between two looks; past this many, the look compares fingerprints. */
const MAX_CHANGED_IDS = 1_000;

export type SitemapStore = {
  /**
   * The current files, at once; the first call (no files yet) waits for the first build, and a failed
   * first build is tried again by the next call.
   */
  get(): Promise<Sitemaps>;
  /**
   * The directory changed (these companies; without ids: anything): looked at again once the refresh
   * interval allows.
   */
  changed(companyIds?: readonly number[]): void;
  /** Starts a refresh that is due now, and waits for the one under way (tests, shutdown). */
  settled(): Promise<void>;
  /** Stops the refresh timer and waits for a refresh under way. */
  close(): Promise<void>;
  /** Builds started so far (tests, metrics). */
  readonly builds: number;
  /** Fingerprints compared after changes so far (tests, metrics). */
  readonly checks: number;
};

/**
 * Holds the built sitemap. After a change it looks at the directory again at most once per `refreshIntervalMs`
 * (a timer: the files are fresh within the interval whether or not anyone asks for them), and rebuilds only when
 * the listed pages changed: changed companies that are neither visible now (`visibleAmong`) nor listed in the files
 * change nothing (an edit of a pending company costs one query by primary key per interval); otherwise the
 * fingerprint of the visible pages is compared with the files'. Changes meanwhile are coalesced into that one look,
 * never more than one look or build at a time, and requests always get the files there are. Files older than
 * `maxAgeMs` (a write made outside the API, or lastmod) are rebuilt in the background. `onError` logs a failed
 * background refresh (tried again after the interval).
 */
export const createSitemapStore = (options: {
  build: () => Promise<Sitemaps>;
  fingerprint: () => Promise<string>;
  visibleAmong: (ids: readonly number[]) => Promise<number[]>;
  refreshIntervalMs?: number;
  maxAgeMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}): SitemapStore => {
  const refreshIntervalMs = options.refreshIntervalMs ?? SITEMAP_REFRESH_INTERVAL_MS;
  const maxAgeMs = options.maxAgeMs ?? SITEMAP_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  let builds = 0;
  let checks = 0;
  let current: { builtAt: number; sitemaps: Sitemaps } | null = null;
  let firstBuild: Promise<Sitemaps> | null = null;
  let refreshing: Promise<void> | null = null;
  /** The changes since the last look started: the companies, or null for "anything". */
  let changes: Set<number> | null = new Set();
  /** When the last look (check or build) started. */
  let lastLookAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const hasChanges = () => changes === null || changes.size > 0;
  const takeChanges = () => {
    const taken = changes;
    changes = new Set();
    return taken;
  };
  const addChanges = (ids: Iterable<number> | null) => {
    if (changes === null) return;
    if (ids === null) changes = null;
    else for (const id of ids) changes.add(id);
    if (changes !== null && changes.size > MAX_CHANGED_IDS) changes = null;
  };

  const build = async (): Promise<Sitemaps> => {
    builds += 1;
    const sitemaps = await options.build();
    current = { builtAt: now(), sitemaps };
    return sitemaps;
  };

  /** Whether the pages listed differ from the directory now. */
  const pagesChanged = async (files: Sitemaps, ids: Set<number> | null): Promise<boolean> => {
    if (ids !== null) {
      const touched = [...ids];
      const listed = touched.some((id) => includesSorted(files.ids, id));
      if (!listed && (await options.visibleAmong(touched)).length === 0) return false;
    }
    checks += 1;
    return (await options.fingerprint()) !== files.fingerprint;
  };

  const schedule = () => {
    if (closed || timer || !hasChanges() || !current) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        maybeRefresh();
      },
      Math.max(0, lastLookAt + refreshIntervalMs - now()),
    );
    timer.unref();
  };

  /** Starts the refresh that is due, if any and none is under way. */
  const maybeRefresh = () => {
    if (closed || refreshing || !current) return;
    const files = current.sitemaps;
    const t = now();
    const tooOld = t - current.builtAt >= maxAgeMs;
    const due = hasChanges() && t - lastLookAt >= refreshIntervalMs;
    if (!tooOld && !due) return schedule();
    lastLookAt = t;
    const ids = takeChanges();
    refreshing = (async () => {
      if (tooOld || (await pagesChanged(files, ids))) await build();
    })()
      .catch((error: unknown) => {
        // looked at again after the interval: the changes are not forgotten
        addChanges(ids);
        options.onError?.(error);
      })
      .finally(() => {
        refreshing = null;
        schedule();
      });
  };

  return {
    get() {
      if (!current) {
        firstBuild ??= (() => {
          lastLookAt = now();
          takeChanges();
          return build().finally(() => {
            firstBuild = null;
            schedule();
          });
        })();
        return firstBuild;
      }
      maybeRefresh();
      return Promise.resolve(current.sitemaps);
    },
    changed(companyIds) {
      addChanges(companyIds ?? null);
      schedule();
    },
    async settled() {
      maybeRefresh();
      await firstBuild?.catch(() => undefined);
      await refreshing;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await firstBuild?.catch(() => undefined);
      await refreshing;
    },
    get builds() {
      return builds;
    },
    get checks() {
      return checks;
    },
  };
};
