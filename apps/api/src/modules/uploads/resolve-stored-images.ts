import { MESSAGES } from '@rede/domain';
import { validationError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { storedNameOf } from './stored-file-name.ts';

type ImageValue = string | null | undefined;

/**
 * Image fields of a payload → the stored names they point to. Each given value must be an upload
 * that exists ('<uuid>.png', '/api/uploads/files/<uuid>.png' or 'uploads/<uuid>.png'); otherwise a 400
 * in the validation format at `<wrapper>.<field>`. null and undefined pass through (cleared / untouched).
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
    if (name && (await storage.exists(name))) resolved[key] = name;
    else errors[`${wrapper}.${key}`] = MESSAGES.validation.invalid;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return resolved;
};
