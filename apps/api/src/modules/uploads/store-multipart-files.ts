import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_FILE_BYTES, MESSAGES } from '@rede/domain';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { readStreamHead } from '../../lib/storage/stream-head.ts';
import { detectImageType, IMAGE_SIGNATURE_BYTES } from './detect-image-type.ts';
import { generateStoredName } from './stored-file-name.ts';
import { FILE_TOO_LARGE_MESSAGE, MULTIPART_LIMITS, TOO_MANY_FILES_MESSAGE } from '../../config/upload-limits.ts';

/** One file of the request, stored. */
export type StoredUpload = { name: string; originalName: string; bytes: number };

/** What the request may still store (a user's quota), and the error once it goes over. */
export type UploadBudget = { bytes: number; exceeded: () => AppError };

/** The multipart field holding the files (`files`, or `files[]` as some clients name arrays). */
const FILE_FIELDS = new Set(['files', 'files[]']);
const MAX_NAME_LENGTH = 255;

const code = (error: unknown) => (error as { code?: string }).code;

const tooLarge = (message: string, fileName?: string) => new AppError(413, message, fileName ? { [fileName]: message } : null);

const unsupported = (fileName: string) => new AppError(415, MESSAGES.errors.unsupportedMedia, { [fileName]: MESSAGES.errors.unsupportedMedia });

type FilePart = Readable & { truncated?: boolean };

/** Removes what a refused request had already stored (best effort: the cleanup removes leftovers). */
export const removeStoredUploads = async (storage: FileStorage, files: readonly StoredUpload[]): Promise<void> => {
  await Promise.allSettled(files.map((file) => storage.remove(file.name)));
};

/**
 * Streams one multipart file into the store: the first bytes decide jpg or png (else 415, and nothing
 * is written), then every chunk is counted as it passes, so a file over MAX_UPLOAD_FILE_BYTES (413) or
 * over what the budget allows (the quota's 413) is stopped at the chunk that crosses the line, and
 * the store drops what it had written. Only one chunk at a time is in memory.
 */
const storeFile = async (
  storage: FileStorage,
  file: FilePart,
  originalName: string,
  room: number,
  overQuota: () => AppError,
): Promise<StoredUpload> => {
  const source = await readStreamHead(file, IMAGE_SIGNATURE_BYTES);
  try {
    const extension = detectImageType(source.head);
    if (!extension) throw unsupported(originalName);

    const name = generateStoredName(extension);
    let bytes = 0;
    let failure: AppError | null = null;
    const count = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > MAX_UPLOAD_FILE_BYTES) failure = tooLarge(FILE_TOO_LARGE_MESSAGE, originalName);
      else if (bytes > room) failure = overQuota();
      if (failure) throw failure;
      return chunk;
    };
    async function* content() {
      for await (const chunk of source.content()) yield count(chunk);
      // the parser cut the file at its limit (cannot happen before our own count, kept as a guard)
      if (file.truncated) throw (failure = tooLarge(FILE_TOO_LARGE_MESSAGE, originalName));
    }
    try {
      await storage.save(name, Readable.from(content(), { objectMode: false }));
    } catch (error) {
      await storage.remove(name).catch(() => undefined);
      throw failure ?? error;
    }
    return { name, originalName, bytes };
  } finally {
    // stop reading a file we refused (destroys its stream; the rest of the body is dealt with by the route)
    await source.release();
  }
};

/** Reads and drops a file sent in another field than `files`, no more than a file's limit of it. */
const skipFile = async (file: FilePart, originalName: string): Promise<void> => {
  let bytes = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > MAX_UPLOAD_FILE_BYTES) throw tooLarge(FILE_TOO_LARGE_MESSAGE, originalName);
  }
};

const MALFORMED_MULTIPART = /^Multipart: |Unexpected end of (multipart|form)|Malformed part header|Part terminated early/i;

/** busboy's errors for a body that is not well-formed multipart (they carry no code). */
const isMalformedMultipart = (error: unknown): boolean =>
  code(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || (error instanceof Error && MALFORMED_MULTIPART.test(error.message));

/**
 * Streams every file of the multipart field `files` into the store as it arrives (nothing is buffered
 * whole), under generated names, in the order sent. All or nothing: the first refused file (415 not a
 * jpg/png by its bytes, 413 over 5 MB, 413 over the budget, 413 more than 10 files) stops the request
 * and removes what it had stored. Not multipart or no file → 400 naming `files`.
 */
export const storeMultipartFiles = async (request: FastifyRequest, storage: FileStorage, budget: UploadBudget): Promise<StoredUpload[]> => {
  if (!request.isMultipart()) throw validationError({ files: MESSAGES.validation.required });
  const stored: StoredUpload[] = [];
  let total = 0;
  let current = '';
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type !== 'file') continue;
      current = (part.filename || 'arquivo').slice(0, MAX_NAME_LENGTH);
      if (!FILE_FIELDS.has(part.fieldname)) {
        await skipFile(part.file, current);
        continue;
      }
      const file = await storeFile(storage, part.file, current, budget.bytes - total, budget.exceeded);
      stored.push(file);
      total += file.bytes;
    }
  } catch (error) {
    await removeStoredUploads(storage, stored);
    if (code(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(FILE_TOO_LARGE_MESSAGE, current);
    if (['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'].includes(code(error) ?? '')) throw tooLarge(TOO_MANY_FILES_MESSAGE);
    // a body that is not the multipart it claims (no boundary, cut short, broken part headers): the client's fault
    if (isMalformedMultipart(error)) throw validationError({ files: MESSAGES.uploads.malformed });
    throw error;
  }
  if (stored.length === 0) throw validationError({ files: MESSAGES.validation.required });
  return stored;
};
