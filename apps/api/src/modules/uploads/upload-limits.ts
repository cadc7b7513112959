import { formatFileSize, formatMessage, MAX_UPLOAD_FILE_BYTES, MAX_UPLOAD_FILES, MESSAGES } from '@rede/domain';

/** '5 MB': the per-file limit as the messages state it (the limits themselves are the domain's). */
export const UPLOAD_MAX_FILE_SIZE_TEXT = formatFileSize(MAX_UPLOAD_FILE_BYTES);

/** 413 for a file over MAX_UPLOAD_FILE_BYTES: 'Arquivo muito grande. O limite é 5 MB.' */
export const FILE_TOO_LARGE_MESSAGE = formatMessage(MESSAGES.errors.payloadTooLarge, { limit: UPLOAD_MAX_FILE_SIZE_TEXT });

/** 413 for more than MAX_UPLOAD_FILES files in one request. */
export const TOO_MANY_FILES_MESSAGE = formatMessage(MESSAGES.errors.tooManyFiles, { max: MAX_UPLOAD_FILES });

/** Busboy limits of a multipart request (the plugin's defaults and POST /uploads/uploadFiles). */
const MAX_FIELDS = 20;
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_FILE_BYTES,
  files: MAX_UPLOAD_FILES,
  fields: MAX_FIELDS,
  parts: MAX_UPLOAD_FILES + MAX_FIELDS,
} as const;

/** Cache headers of a stored file: its name never changes content. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
