import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeStorageName, isSafeStorageName, type FileStorage } from './file-storage.ts';

export type DiskStorage = FileStorage & {
  /** The absolute folder holding the files. */
  readonly dir: string;
  /** Creates the folder (and its parents) if missing. */
  init(): Promise<void>;
};

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in one folder on disk. Writes go to a temporary name first ('.<uuid>.tmp') and are renamed
 * into place, so a reader never sees half a file; a stream is piped to disk as it arrives. The folder
 * is created on first write if `init` was not called.
 */
export const createDiskStorage = (folder: string): DiskStorage => {
  const dir = resolve(folder);
  const pathOf = (name: string) => {
    assertSafeStorageName(name);
    return join(dir, name);
  };
  let ready: Promise<void> | null = null;
  const init = () => {
    ready ??= mkdir(dir, { recursive: true }).then(
      () => undefined,
      (error: unknown) => {
        ready = null;
        throw error;
      },
    );
    return ready;
  };

  return {
    dir,
    init,
    async save(name, data) {
      const path = pathOf(name);
      await init();
      const temporary = join(dir, `.${randomUUID()}.tmp`);
      try {
        if (Buffer.isBuffer(data)) await writeFile(temporary, data, { mode: 0o644 });
        else await pipeline(data, createWriteStream(temporary, { mode: 0o644 }));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async open(name) {
      const path = pathOf(name);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(name) {
      try {
        return (await stat(pathOf(name))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
    async *list() {
      let folder;
      try {
        folder = await opendir(dir);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for await (const entry of folder) {
        if (!entry.isFile() || !isSafeStorageName(entry.name)) continue;
        try {
          const info = await stat(join(dir, entry.name));
          yield { name: entry.name, size: info.size, modifiedAt: info.mtime };
        } catch (error) {
          if (!isMissing(error)) throw error; // removed meanwhile
        }
      }
    },
  };
};
