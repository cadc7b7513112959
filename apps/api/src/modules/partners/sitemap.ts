/**
 * The sitemap of the public directory (issue 13): an index (/sitemap.xml) naming files of at most 50 000 URLs
 * (/sitemaps/sitemap-0.xml, -1.xml, …) that together list the home, every state and city with visible
 * partners and every visible partner page. Written by the `sitemap` package's SitemapAndIndexStream from rows
 * read in pages by id (never one giant array); each file is kept gzipped with its ETag. The files are built
 * once per change of the directory (lazily, by the first request after it), not per request.
 */
import { createHash } from 'node:crypto';
import type { WriteStream } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import { and, asc, gt } from 'drizzle-orm';
import { ErrorLevel, SitemapAndIndexStream, SitemapStream, type SitemapItemLoose } from 'sitemap';
import { cityPath, partnerPath, statePath } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { visibleSql } from './partner-sql.ts';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Partner rows read per query while the files are written. */
export const SITEMAP_PAGE_ROWS = 5_000;
/** A backstop for writes made outside the API (no change signal): older files are rebuilt in the background. */
export const SITEMAP_MAX_AGE_MS = 60 * 60_000;

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
export const writeSitemaps = async (items: AsyncIterable<SitemapItemLoose>, baseUrl: string, limit = SITEMAP_MAX_URLS): Promise<Sitemaps> => {
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

/**
 * The public directory's URLs (absolute, on `baseUrl`): the home, each state and city with visible partners
 * (sorted), then every visible partner page by id with lastmod = its dtUpdate. Partners are read
 * `pageRows` at a time by id (keyset).
 */
export async function* directoryUrls(db: Database, baseUrl: string, pageRows = SITEMAP_PAGE_ROWS): AsyncGenerator<SitemapItemLoose> {
  yield { url: `${baseUrl}/` };
  const places = await db.selectDistinct({ uf: companies.uf, city: companies.city }).from(companies).where(visibleSql());
  const sorted = (paths: Iterable<string>) => [...new Set(paths)].sort();
  for (const path of sorted(places.map((p) => statePath(p.uf)))) yield { url: `${baseUrl}${path}` };
  for (const path of sorted(places.map((p) => cityPath(p.uf, p.city)))) yield { url: `${baseUrl}${path}` };
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: companies.id, name: companies.name, uf: companies.uf, city: companies.city, dtUpdate: companies.dtUpdate })
      .from(companies)
      .where(and(visibleSql(), gt(companies.id, after)))
      .orderBy(asc(companies.id))
      .limit(pageRows);
    for (const row of rows) yield { url: `${baseUrl}${partnerPath(row)}`, lastmod: row.dtUpdate.toISOString() };
    if (rows.length < pageRows) return;
    after = rows.at(-1)!.id;
  }
}

/** The sitemap of the directory now: index and files. */
export const buildDirectorySitemaps = (db: Database, baseUrl: string): Promise<Sitemaps> => writeSitemaps(directoryUrls(db, baseUrl), baseUrl);

export type SitemapStore = {
  /**
   * The current files: built by the first call after a change (which waits for them); calls meanwhile get
   * the previous files if there are any (else they wait for the same build). Never two builds at once.
   */
  get(): Promise<Sitemaps>;
  /** The directory changed: the next get() rebuilds. */
  invalidate(): void;
  /** Builds started so far (tests, metrics). */
  readonly builds: number;
};

/**
 * Holds the built sitemap and rebuilds it once per change (see SitemapStore). A build that started before a
 * change is kept as the previous version and a new one follows it. Files older than `maxAgeMs` (no change
 * seen: a write made outside the API) are served while a rebuild runs in the background (`onError` logs
 * a failed one).
 */
export const createSitemapStore = (options: {
  build: () => Promise<Sitemaps>;
  maxAgeMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}): SitemapStore => {
  const maxAgeMs = options.maxAgeMs ?? SITEMAP_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  let version = 0;
  let builds = 0;
  let current: { version: number; builtAt: number; sitemaps: Sitemaps } | null = null;
  let running: { version: number; done: Promise<Sitemaps> } | null = null;

  const start = (): Promise<Sitemaps> => {
    const startedFor = version;
    const previous = running
      ? running.done.then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve();
    const entry: { version: number; done: Promise<Sitemaps> } = {
      version: startedFor,
      done: previous.then(async () => {
        try {
          builds += 1;
          const sitemaps = await options.build();
          if (!current || startedFor >= current.version) current = { version: startedFor, builtAt: now(), sitemaps };
          return sitemaps;
        } finally {
          // before anyone awaiting the build runs: a finished build is never taken for a running one
          if (running === entry) running = null;
        }
      }),
    };
    running = entry;
    return entry.done;
  };

  return {
    get() {
      if (current && current.version === version && now() - current.builtAt < maxAgeMs) return Promise.resolve(current.sitemaps);
      if (running && running.version === version) return current ? Promise.resolve(current.sitemaps) : running.done;
      const build = start();
      if (current && current.version === version) {
        // only too old: the files stay valid while the backstop rebuild runs
        build.catch((error: unknown) => options.onError?.(error));
        return Promise.resolve(current.sitemaps);
      }
      return build;
    },
    invalidate() {
      version += 1;
    },
    get builds() {
      return builds;
    },
  };
};
