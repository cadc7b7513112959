import { Readable } from 'node:stream';
import { assertSafeStorageName, type FileStorage } from './file-storage.ts';

export type MemoryStorage = FileStorage & {
  readonly files: Map<string, Buffer>;
  /** When each file was written (by `now`), what `list()` reports as modifiedAt. */
  readonly modified: Map<string, Date>;
};

/**
 * Files in a Map: for tests, and a reference of the FileStorage contract for other stores. A stream
 * is read to its end before the file appears (a failing stream leaves nothing). `now` dates the
 * writes (tests pass their clock).
 */
export const createMemoryStorage = ({ now = () => new Date() }: { now?: () => Date } = {}): MemoryStorage => {
  const files = new Map<string, Buffer>();
  const modified = new Map<string, Date>();
  return {
    files,
    modified,
    async save(name, data) {
      assertSafeStorageName(name);
      let content: Buffer;
      if (Buffer.isBuffer(data)) content = Buffer.from(data);
      else {
        const chunks: Buffer[] = [];
        for await (const chunk of data) chunks.push(Buffer.from(chunk as Uint8Array));
        content = Buffer.concat(chunks);
      }
      files.set(name, content);
      modified.set(name, now());
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
      modified.delete(name);
    },
    async *list() {
      for (const [name, data] of [...files]) yield { name, size: data.length, modifiedAt: modified.get(name) ?? now() };
    },
  };
};
