import { MESSAGES } from '@rede/domain';
import { validationError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { isUploadStore } from '../../lib/storage/upload-storage-plugin.ts';
import { storedNameOf } from './stored-file-name.ts';

type ImageValue = string | null | undefined;

/** The file may be referenced: on the app's store (app.uploadStorage) it is also claimed, so the cleanup keeps it. */
const isAvailable = (storage: FileStorage, name: string): Promise<boolean> => (isUploadStore(storage) ? storage.claim(name) : storage.exists(name));

/**
 * Image fields of a payload → the stored names they point to. Each given value must be an upload
 * that exists ('<uuid>.png', '/api/uploads/files/<uuid>.png' or 'uploads/<uuid>.png') and that the
 * cleanup has not decided to remove; otherwise a 400 in the validation format at `<wrapper>.<field>`.
 * null and undefined pass through (cleared / untouched). Each named file's grace period starts again
 * (`claim`), so the cleanup cannot remove it between this check and the caller's commit.
 */
export const resolveStoredImages = async <K extends string>(
  storage: FileStorage,
  wrapper: string,
  images: Record<K, ImageValue>,
): Promise<Record<K, ImageValue>> => {
  const errors: Record<string, string> = {};
  const resolved = { ...images };
  for (const key of Object.keys(images) as K[]) {
    const value = images[key];
    if (value === null || value === undefined) continue;
    const name = storedNameOf(value);
    if (name && (await isAvailable(storage, name))) resolved[key] = name;
    else errors[`${wrapper}.${key}`] = MESSAGES.validation.invalid;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return resolved;
};
