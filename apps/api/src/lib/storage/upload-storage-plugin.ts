import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createDiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (images): DATA_DIR/uploads on disk unless buildApp got another store. */
    uploadStorage: FileStorage;
  }
}

/** The uploads folder under DATA_DIR. */
export const uploadsDir = (dataDir: string): string => join(dataDir, 'uploads');

/**
 * Decorates `app.uploadStorage`: the injected store, or the disk store under DATA_DIR/uploads, whose
 * folder is created on start when DATA_DIR exists (otherwise on the first upload).
 */
export const uploadStoragePlugin = fp<{ storage?: FileStorage | undefined; dataDir: string }>(
  async (app, { storage, dataDir }) => {
    if (storage) {
      app.decorate('uploadStorage', storage);
      return;
    }
    const disk = createDiskStorage(uploadsDir(dataDir));
    if (existsSync(dataDir)) await disk.init();
    app.decorate('uploadStorage', disk);
  },
  { name: 'upload-storage' },
);
