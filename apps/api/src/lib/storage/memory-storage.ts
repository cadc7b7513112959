import { Readable } from 'node:stream';
import { assertSafeStorageName, type FileStorage } from './file-storage.ts';

export type MemoryStorage = FileStorage & { readonly files: Map<string, Buffer> };

/** Files in a Map: for tests, and a reference of the FileStorage contract for other stores. */
export const createMemoryStorage = (): MemoryStorage => {
  const files = new Map<string, Buffer>();
  return {
    files,
    async save(name, data) {
      assertSafeStorageName(name);
      files.set(name, Buffer.from(data));
    },
    async open(name) {
      assertSafeStorageName(name);
      const data = files.get(name);
      return data ? { stream: Readable.from([data]), size: data.length } : null;
    },
    async exists(name) {
      assertSafeStorageName(name);
      return files.has(name);
    },
    async remove(name) {
      assertSafeStorageName(name);
      files.delete(name);
    },
  };
};
