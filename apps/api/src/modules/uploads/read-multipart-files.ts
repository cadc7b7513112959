import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@rede/domain';
import { AppError, validationError } from '../../lib/app-error.ts';
import { FILE_TOO_LARGE_MESSAGE, MULTIPART_LIMITS, TOO_MANY_FILES_MESSAGE } from './upload-limits.ts';

export type IncomingFile = { fileName: string; data: Buffer };

/** The multipart field holding the files (`files`, or `files[]` as some clients name arrays). */
const FILE_FIELDS = new Set(['files', 'files[]']);
const MAX_NAME_LENGTH = 255;

const code = (error: unknown) => (error as { code?: string }).code;

const tooLarge = (message: string, fileName?: string) => new AppError(413, message, fileName ? { [fileName]: message } : null);

/**
 * Reads every file of the multipart field `files` into memory (at most MAX_UPLOAD_FILES files of
 * MAX_UPLOAD_FILE_BYTES each, from @rede/domain). Too large or too many → 413; not multipart or no file → 400 naming `files`.
 */
export const readMultipartFiles = async (request: FastifyRequest): Promise<IncomingFile[]> => {
  if (!request.isMultipart()) throw validationError({ files: MESSAGES.validation.required });
  const files: IncomingFile[] = [];
  let current = '';
  try {
    const parts = request.parts({ limits: MULTIPART_LIMITS });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      current = (part.filename || 'arquivo').slice(0, MAX_NAME_LENGTH);
      if (!FILE_FIELDS.has(part.fieldname)) {
        await part.toBuffer();
        continue;
      }
      files.push({ fileName: current, data: await part.toBuffer() });
    }
  } catch (error) {
    if (code(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(FILE_TOO_LARGE_MESSAGE, current);
    if (['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'].includes(code(error) ?? '')) throw tooLarge(TOO_MANY_FILES_MESSAGE);
    throw error;
  }
  if (files.length === 0) throw validationError({ files: MESSAGES.validation.required });
  return files;
};
