// subpath imports: the shell loads this module (FormShellServices), so the domain's barrel (zod) must stay out of the first load
import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES, MAX_UPLOAD_FILE_BYTES } from '@rede/domain/constants';
import { formatMessage, MESSAGES } from '@rede/domain/messages';
import { formatFileSize } from '@rede/domain/validators/file-size';
import { IMAGE_SIGNATURE_BYTES, imageTypeOfBytes } from '@rede/domain/validators/image-signature';
import { API_BASE_URL, ApiError, onSessionExpired } from '@/lib/api-client';
import { getSessionToken } from '@/lib/session';
import { FORM_TEXTS } from './texts';
import type { TFormField, TFormValues } from './types';

/** Largest accepted image: the API's limit (the domain's MAX_UPLOAD_FILE_BYTES). */
export const DEFAULT_MAX_FILE_BYTES = MAX_UPLOAD_FILE_BYTES;

export const IMAGE_ACCEPT = [...IMAGE_EXTENSIONS.map((e) => `.${e}`), ...IMAGE_MIME_TYPES].join(',');

export type TRejectedFile = { name: string; errors: string[] };

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Errors of one picked image: only jpg, jpeg and png (name and type), not empty, not too big. */
export const imageFileErrors = (file: File, maxBytes: number = DEFAULT_MAX_FILE_BYTES): string[] => {
  const errors: string[] = [];
  const extensionOk = (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const typeOk = file.type === '' || (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  if (!extensionOk || !typeOk) errors.push(MESSAGES.errors.unsupportedMedia);
  if (file.size === 0) errors.push(FORM_TEXTS.emptyFile);
  else if (file.size > maxBytes) errors.push(formatMessage(MESSAGES.errors.payloadTooLarge, { limit: formatFileSize(maxBytes) }));
  return errors;
};

/** Whether the file's first bytes are a png or jpg (a text renamed `.png` is not); unreadable files are not. */
export const hasImageContent = async (file: Blob): Promise<boolean> => {
  try {
    return imageTypeOfBytes(new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer())) !== null;
  } catch {
    return false;
  }
};

type TPartitionOptions = { multiple: boolean; maxBytes?: number; room?: number };

/**
 * Splits dropped or picked files into accepted and rejected (each with its errors).
 * A single-file field accepts one file (it replaces the previous one); a gallery up to `room` more.
 * `notImages`: files already found not to be images by their bytes (see `partitionImageFilesByContent`).
 */
export const partitionImageFiles = (
  files: readonly File[],
  options: TPartitionOptions,
  notImages: ReadonlySet<File> = new Set(),
): { accepted: File[]; rejected: TRejectedFile[] } => {
  const accepted: File[] = [];
  const rejected: TRejectedFile[] = [];
  const limit = options.multiple ? (options.room ?? Number.POSITIVE_INFINITY) : 1;
  for (const file of files) {
    const errors = imageFileErrors(file, options.maxBytes);
    if (errors.length === 0 && notImages.has(file)) errors.push(FORM_TEXTS.notAnImage);
    if (errors.length === 0 && accepted.length >= limit) {
      errors.push(options.multiple ? formatMessage(FORM_TEXTS.tooManyFiles, { max: String(limit) }) : FORM_TEXTS.onlyOneFile);
    }
    if (errors.length > 0) rejected.push({ name: file.name, errors });
    else accepted.push(file);
  }
  return { accepted, rejected };
};

/**
 * partitionImageFiles after reading the first bytes of every file that passed the name, type and size checks:
 * a file whose content is no png or jpg (a text named `.png`) is refused in the drop zone, by name, before
 * any preview or upload.
 */
export const partitionImageFilesByContent = async (files: readonly File[], options: TPartitionOptions) => {
  const checks = await Promise.all(
    files.map(async (file) => ({ file, image: imageFileErrors(file, options.maxBytes).length > 0 || (await hasImageContent(file)) })),
  );
  return partitionImageFiles(files, options, new Set(checks.filter((check) => !check.image).map((check) => check.file)));
};

export type TUploadFiles = (files: File[], onProgress: (percent: number) => void) => Promise<string[]>;

const parseJson = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * POST /api/uploads/uploadFiles (multipart, field `files`, several files) → { paths } in the order sent.
 * XMLHttpRequest rather than fetch, for upload progress. Errors are ApiError, like the api client's.
 */
export const uploadFiles: TUploadFiles = (files, onProgress) =>
  new Promise<string[]>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}/uploads/uploadFiles`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getSessionToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const connection = (statusCode = 0) =>
      new ApiError({ statusCode, error: 'Connection', message: MESSAGES.errors.connection, additionalData: null });
    xhr.onerror = () => reject(connection());
    xhr.onload = () => {
      if (xhr.status === 401) onSessionExpired();
      const body = parseJson(xhr.responseText) as { paths?: unknown; message?: unknown } | undefined;
      if (xhr.status >= 200 && xhr.status < 300 && Array.isArray(body?.paths)) {
        onProgress(100);
        resolve(body.paths.map(String));
      } else if (body && typeof body.message === 'string') {
        const b = body as { statusCode?: number; error?: string; message: string; additionalData?: Record<string, unknown> | null };
        reject(
          new ApiError({
            statusCode: b.statusCode ?? xhr.status,
            error: b.error ?? '',
            message: b.message,
            additionalData: b.additionalData ?? null,
          }),
        );
      } else reject(connection(xhr.status));
    };
    const form = new FormData();
    files.forEach((file) => form.append('files', file, file.name));
    xhr.send(form);
  });

/** The picked (not yet uploaded) files of a photo or gallery field. */
const pickedFilesOf = (field: TFormField, values: TFormValues): File[] => {
  if (field.type !== 'photo' && field.type !== 'gallery') return [];
  const value = values[field.property];
  return (Array.isArray(value) ? value : [value]).filter((item): item is File => item instanceof File);
};

/**
 * A refused upload on the fields whose files were sent, so the message shows under the drop zone (the
 * engine also opens the dialog): 403 'O envio de arquivos fica disponível depois que a sua empresa for
 * aprovada.', 413 too large or over the quota, 415 not an image, 429 too many uploads. When the answer
 * names files (additionalData: { 'foto.png': message }), only their fields get it, as 'foto.png: message';
 * otherwise every field with picked files gets the answer's message. A 401 (session over) marks nothing.
 */
export const uploadFieldErrors = (fields: readonly TFormField[], values: TFormValues, error: unknown): Record<string, string> => {
  const answer = (error ?? {}) as { message?: unknown; statusCode?: unknown; additionalData?: unknown };
  if (answer.statusCode === 401) return {};
  const message = typeof answer.message === 'string' && answer.message ? answer.message : MESSAGES.errors.connection;
  const named = new Map(
    Object.entries(
      answer.additionalData && typeof answer.additionalData === 'object' ? (answer.additionalData as Record<string, unknown>) : {},
    ).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const out: Record<string, string> = {};
  for (const field of fields) {
    const files = pickedFilesOf(field, values);
    if (files.length === 0) continue;
    const refused = files.find((file) => named.has(file.name));
    if (refused) out[field.property] = `${refused.name}: ${named.get(refused.name)}`;
    else if (named.size === 0) out[field.property] = message;
  }
  return out;
};
