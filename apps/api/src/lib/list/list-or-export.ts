import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { TExportQuery, TListResult } from '@rede/domain';
import { toExportCell, type ExportCell } from './export-cell.ts';
import { contentDisposition, exportFileName } from './export-file-name.ts';
import { isExportQuery, resolveExportColumns, type ResolvedColumn } from './export-query.ts';
import type { ListDefinition } from './list-definition.ts';
import { pageOf, type ListPage, type ListQuery } from './list-plan.ts';
import { XLSX_CONTENT_TYPE, writeXlsx } from './xlsx-writer.ts';

/** Rows per export query. */
export const EXPORT_BATCH_SIZE = 1000;

/** The module's list function: the query's filters and sort, the given page. */
export type FindList<TQuery, TRow> = (query: TQuery, page: ListPage) => Promise<TListResult<TRow>>;

/** Every matching row, EXPORT_BATCH_SIZE at a time, in the list's order (no paging). */
export async function* allBatches<TQuery, TRow>(find: FindList<TQuery, TRow>, query: TQuery, batchSize = EXPORT_BATCH_SIZE) {
  for (let offset = 0; ; offset += batchSize) {
    const { data } = await find(query, { limit: batchSize, offset });
    if (data.length > 0) yield data;
    if (data.length < batchSize) return;
  }
}

/**
 * Between batches: one turn of the event loop, so the socket sends what was written (an embedded
 * database answers in microtasks and would otherwise starve it: the whole file in memory, nothing
 * sent), then, while the client reads slower than the rows come, wait for it (memory stays flat).
 */
const roomFor = async (stream: PassThrough): Promise<void> => {
  await new Promise((resolve) => setImmediate(resolve));
  if (!stream.writableNeedDrain || stream.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });
};

/** A row's cells for the chosen columns. */
export const toExportRow = <TRow>(row: TRow, columns: readonly ResolvedColumn<TRow>[]): ExportCell[] =>
  columns.map((column) =>
    toExportCell(
      column.value ? column.value(row) : ((row as Record<string, unknown>)[column.key] as never),
      column.type ? { type: column.type } : {},
    ),
  );

/**
 * Sends a spreadsheet built from batches of rows: headers first, then the body streamed as the
 * batches are read. The first batch is read before answering, so a failing query is still a JSON error.
 */
export const sendXlsx = async <TRow>(
  reply: FastifyReply,
  options: { fileName: string; columns: readonly ResolvedColumn<TRow>[]; batches: AsyncIterable<readonly TRow[]> },
): Promise<FastifyReply> => {
  const iterator = options.batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const body = new PassThrough();
  const cells = async function* () {
    if (first.done) return;
    yield first.value.map((row) => toExportRow(row, options.columns));
    await roomFor(body);
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value.map((row) => toExportRow(row, options.columns));
      await roomFor(body);
    }
  };
  writeXlsx(
    body,
    options.columns.map((c) => c.header),
    cells(),
  ).catch((error: unknown) => {
    reply.log.error({ err: error }, 'falha ao gerar a planilha');
    body.destroy(error as Error);
  });
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(options.fileName))
    .header('cache-control', 'no-store')
    .send(body);
};

/**
 * The answer of a list route: `{ data, total }` of the query's page, or with `format=xlsx` the
 * spreadsheet of EVERY matching row (same search, filters and sort), with the requested columns.
 */
export const listOrExport = async <TSort extends string, TQuery extends ListQuery<TSort> & TExportQuery, TRow>(
  reply: FastifyReply,
  options: {
    definition: ListDefinition<TSort, TRow>;
    query: TQuery;
    find: FindList<TQuery, TRow>;
    now: Date;
    /** The export's rows, when the module reads them better than page by page (default: allBatches of find). */
    batches?: (query: TQuery) => AsyncIterable<readonly TRow[]>;
  },
): Promise<TListResult<TRow> | FastifyReply> => {
  const { definition, query, find, now } = options;
  if (!isExportQuery(query)) return find(query, pageOf(query));
  const columns = resolveExportColumns(query.columns, definition.export.columns);
  return sendXlsx(reply, {
    fileName: exportFileName(query.title ?? '', definition.export.title, now),
    columns,
    batches: options.batches ? options.batches(query) : allBatches(find, query),
  });
};
