import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { COMPANY_IMPORT_MAX_BYTES, formatFileSize, formatMessage, MESSAGES, type CompanyImportFormat } from '@rede/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { readStreamHead } from '../../lib/storage/stream-head.ts';

/** The uploaded spreadsheet, stored: its name in the storage, the client's name, its format (by content) and size. */
export type ReceivedImportFile = { storedName: string; fileName: string; format: CompanyImportFormat; bytes: number };

/** '10 MB': the file limit as the messages state it. */
export const IMPORT_MAX_SIZE_TEXT = formatFileSize(COMPANY_IMPORT_MAX_BYTES);
export const IMPORT_TOO_LARGE_MESSAGE = formatMessage(MESSAGES.errors.payloadTooLarge, { limit: IMPORT_MAX_SIZE_TEXT });

/** The multipart field of the file. */
const FILE_FIELD = 'file';
/** Busboy limits of the import request: one file, one byte over the limit (our own count refuses it), a few small fields. */
export const IMPORT_MULTIPART_LIMITS = { fileSize: COMPANY_IMPORT_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6 } as const;
/** The largest body a valid import request has: after a refusal, the server reads and drops at most this much more. */
export const MAX_IMPORT_REQUEST_BYTES = COMPANY_IMPORT_MAX_BYTES + 1024 * 1024;

const SNIFF_BYTES = 8 * 1024;
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const tooLarge = () => new AppError(413, IMPORT_TOO_LARGE_MESSAGE, { file: IMPORT_TOO_LARGE_MESSAGE });
const unsupported = (message: string = MESSAGES.companyImport.unsupportedType) => new AppError(415, message, { file: message });

/**
 * The format by the file's first bytes, whatever its name or declared type says: a ZIP container is an
 * .xlsx (exceljs then reads it, or refuses it as no spreadsheet); text without control characters
 * (UTF-8 or a single-byte encoding) is a CSV; anything else (an image, a PDF, an .xls of Excel 97-2003,
 * UTF-16 text) is 415.
 */
export const detectImportFormat = (head: Buffer): CompanyImportFormat => {
  if (head.subarray(0, 4).equals(ZIP)) return 'xlsx';
  if (head.subarray(0, 8).equals(OLE2)) throw unsupported(MESSAGES.companyImport.oldExcel);
  for (const byte of head) {
    // control characters other than tab, LF, FF and CR: a binary file
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) throw unsupported();
    if (byte === 0x7f) throw unsupported();
  }
  return 'csv';
};

const code = (error: unknown) => (error as { code?: string }).code;

/**
 * Streams the multipart field `file` into the upload storage as 'company-import-<uuid>.<csv|xlsx>' (never
 * served: the uploads route serves image names only), counting every chunk as it passes: over 10 MB is
 * 413 at the chunk that crosses the limit, and the storage drops what it had written. The first bytes
 * decide the format (415 otherwise, nothing written); an empty file or no file is 400.
 */
export const receiveImportFile = async (request: FastifyRequest, storage: FileStorage): Promise<ReceivedImportFile> => {
  if (!request.isMultipart()) throw badRequest(MESSAGES.companyImport.fileRequired, { file: MESSAGES.companyImport.fileRequired });
  let received: ReceivedImportFile | null = null;
  try {
    for await (const part of request.parts({ limits: IMPORT_MULTIPART_LIMITS })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD || received) {
        part.file.resume();
        continue;
      }
      const fileName = (part.filename || 'planilha').slice(0, 255);
      const stream = part.file;
      const source = await readStreamHead(stream, SNIFF_BYTES);
      if (source.head.length === 0) throw badRequest(MESSAGES.companyImport.empty, { file: MESSAGES.companyImport.empty });
      const format = detectImportFormat(source.head);
      const storedName = `company-import-${randomUUID()}.${format}`;
      let bytes = 0;
      let failure: AppError | null = null;
      const count = (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > COMPANY_IMPORT_MAX_BYTES) throw (failure = tooLarge());
        return chunk;
      };
      async function* content() {
        for await (const chunk of source.content()) yield count(chunk);
        if (stream.truncated) throw (failure = tooLarge());
      }
      try {
        await storage.save(storedName, Readable.from(content(), { objectMode: false }));
      } catch (error) {
        await storage.remove(storedName).catch(() => undefined);
        throw failure ?? error;
      } finally {
        await source.release();
      }
      received = { storedName, fileName, format, bytes };
    }
  } catch (error) {
    if (received) await storage.remove(received.storedName).catch(() => undefined);
    if (code(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'].includes(code(error) ?? ''))
      throw badRequest(MESSAGES.companyImport.fileRequired, { file: MESSAGES.companyImport.fileRequired });
    if (
      code(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
      (error instanceof Error && /^Multipart: |Unexpected end of (multipart|form)|Malformed part header|Part terminated early/i.test(error.message))
    ) {
      throw badRequest(MESSAGES.uploads.malformed, { file: MESSAGES.uploads.malformed });
    }
    throw error;
  }
  if (!received) throw badRequest(MESSAGES.companyImport.fileRequired, { file: MESSAGES.companyImport.fileRequired });
  return received;
};
