import { formatFileSize, formatMessage, MAX_UPLOAD_FILE_BYTES, MAX_UPLOAD_FILES, MESSAGES } from '@rede/domain';

/** '5 MB': the per-file limit as the messages state it (the limits themselves are the domain's). */
export const UPLOAD_MAX_FILE_SIZE_TEXT = formatFileSize(MAX_UPLOAD_FILE_BYTES);

/** 413 for a file over MAX_UPLOAD_FILE_BYTES: 'Arquivo muito grande. O limite é 5 MB.' */
export const FILE_TOO_LARGE_MESSAGE = formatMessage(MESSAGES.errors.payloadTooLarge, { limit: UPLOAD_MAX_FILE_SIZE_TEXT });

/** 413 for more than MAX_UPLOAD_FILES files in one request. */
export const TOO_MANY_FILES_MESSAGE = formatMessage(MESSAGES.errors.tooManyFiles, { max: MAX_UPLOAD_FILES });

/** Bytes of one file the parser hands over: one more than the limit, so the upload's own count sees the excess at once. */
const PARSER_FILE_BYTES = MAX_UPLOAD_FILE_BYTES + 1;
const MAX_FIELDS = 20;
/** Text fields are not used: a few bytes each are kept (busboy truncates longer values). */
const MAX_FIELD_BYTES = 1024;

/** Busboy limits of a multipart request (the plugin's defaults and POST /uploads/uploadFiles). */
export const MULTIPART_LIMITS = {
  fileSize: PARSER_FILE_BYTES,
  files: MAX_UPLOAD_FILES,
  fields: MAX_FIELDS,
  fieldSize: MAX_FIELD_BYTES,
  parts: MAX_UPLOAD_FILES + MAX_FIELDS,
} as const;

/**
 * The largest body a valid upload can have (every file at the limit, every field, the multipart
 * framing): after a refusal the server reads and discards at most this much more of the body, so a
 * browser still sending gets the answer, then closes the connection.
 */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_FILES * PARSER_FILE_BYTES + MAX_FIELDS * MAX_FIELD_BYTES + 1024 * 1024;

/** Cache headers of a stored file: its name never changes content. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
