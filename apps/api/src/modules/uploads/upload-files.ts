import { MESSAGES } from '@rede/domain';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { detectImageType } from './detect-image-type.ts';
import type { IncomingFile } from './read-multipart-files.ts';
import { generateStoredName } from './stored-file-name.ts';

/**
 * Stores the files under generated names and returns them in the order received. All or nothing:
 * any file that is not a jpg/png by its bytes refuses the whole upload with 415 (additionalData
 * names each refused file); a storage failure removes what was already written.
 */
export const uploadFiles = async (storage: FileStorage, files: readonly IncomingFile[]): Promise<string[]> => {
  const refused: Record<string, string> = {};
  const accepted = files.map((file) => {
    const extension = detectImageType(file.data);
    if (!extension) refused[file.fileName] = MESSAGES.errors.unsupportedMedia;
    return { data: file.data, name: extension ? generateStoredName(extension) : '' };
  });
  if (Object.keys(refused).length > 0) throw new AppError(415, MESSAGES.errors.unsupportedMedia, refused);

  const saved: string[] = [];
  try {
    for (const file of accepted) {
      await storage.save(file.name, file.data);
      saved.push(file.name);
    }
  } catch (error) {
    await Promise.allSettled(saved.map((name) => storage.remove(name)));
    throw error;
  }
  return saved;
};
