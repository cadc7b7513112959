import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { claimUpload } from './claim-upload.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage, type S3StorageOptions } from './s3-storage.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * The app's upload store: the file store plus `claim(name)`, which a form's write calls for each image
 * it names (resolveStoredImages): true when the file exists and the cleanup has not decided to remove
 * it, and its grace period starts again (uploads.claimed_at).
 */
export type UploadStore = FileStorage & { claim(name: string): Promise<boolean> };

export const isUploadStore = (storage: FileStorage): storage is UploadStore => typeof (storage as Partial<UploadStore>).claim === 'function';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (images): DATA_DIR/uploads on disk, an S3-compatible bucket (S3_*), or what buildApp got. */
    uploadStorage: UploadStore;
    /** With S3: whether the bucket answers (readiness); absent otherwise. */
    uploadStoragePing?: () => Promise<boolean>;
  }
}

/** The uploads folder under DATA_DIR. */
export const uploadsDir = (dataDir: string): string => join(dataDir, 'uploads');

/**
 * Decorates `app.uploadStorage`: the injected store, the S3-compatible bucket (S3_*), or the disk store under DATA_DIR/uploads, whose
 * folder is created on start when DATA_DIR exists (otherwise on the first upload); with `claim` on the
 * app's database.
 */
export const uploadStoragePlugin = fp<{ storage?: FileStorage | undefined; dataDir: string; s3?: S3StorageOptions | null | undefined }>(
  async (app, { storage, dataDir, s3 }) => {
    let files = storage;
    if (!files && s3) {
      const bucket = await createS3Storage(s3);
      app.decorate('uploadStoragePing', () => bucket.ping());
      app.addHook('onClose', async () => bucket.close());
      files = bucket;
    }
    if (!files) {
      const disk = createDiskStorage(uploadsDir(dataDir));
      if (existsSync(dataDir)) await disk.init();
      files = disk;
    }
    const store = files;
    const uploadStore: UploadStore = {
      save: (name, data) => store.save(name, data),
      open: (name) => store.open(name),
      exists: (name) => store.exists(name),
      remove: (name) => store.remove(name),
      list: () => store.list(),
      claim: async (name) => (await store.exists(name)) && (await claimUpload(app.db, name, app.clock())),
    };
    app.decorate('uploadStorage', uploadStore);
  },
  { name: 'upload-storage', dependencies: ['database'] },
);
