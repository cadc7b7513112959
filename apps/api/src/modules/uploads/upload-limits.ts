import { formatFileSize } from '@rede/domain';

/** Upload limits (README 'Uploads'): the one place they are set. */
export const UPLOAD_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 10;

/** '5 MB', as the 413 message states it. */
export const UPLOAD_MAX_FILE_SIZE_TEXT = formatFileSize(UPLOAD_MAX_FILE_BYTES);
/** What the 413 for too many files states as the limit. */
export const UPLOAD_MAX_FILES_TEXT = `${UPLOAD_MAX_FILES} arquivos por envio`;

/** Cache headers of a stored file: its name never changes content. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
