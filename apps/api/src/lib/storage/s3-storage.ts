import type { Readable } from 'node:stream';
import { assertSafeStorageName, isSafeStorageName, type FileStorage } from './file-storage.ts';

export type S3StorageOptions = {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (endpoint/bucket/key): MinIO, s3rver, most S3-compatible servers. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket (e.g. 'uploads/'). */
  prefix?: string;
};

export type S3Storage = FileStorage & {
  /** Whether the bucket answers (readiness). */
  ping(): Promise<boolean>;
  close(): void;
};

/**
 * Uploads in an S3-compatible bucket (S3_* variables): several instances read and write the same files.
 * A stream is sent as it arrives (lib-storage's multipart Upload, 5 MB parts; one PUT when smaller) and
 * aborted when the stream fails, so a refused upload leaves nothing; reads stream the object's body.
 */
export const createS3Storage = async (options: S3StorageOptions): Promise<S3Storage> => {
  // the SDK is loaded only with a bucket configured: on one machine (disk uploads) it would take ~22 MB of memory for nothing
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    NoSuchKey,
    NotFound,
    PutObjectCommand,
    S3Client,
    paginateListObjectsV2,
  } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const isMissing = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const prefix = options.prefix ?? '';
  const keyOf = (name: string) => {
    assertSafeStorageName(name);
    return `${prefix}${name}`;
  };
  const Bucket = options.bucket;

  return {
    async save(name, data) {
      const Key = keyOf(name);
      if (Buffer.isBuffer(data)) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentLength: data.length }));
        return;
      }
      const stream = data;
      const upload = new Upload({ client, params: { Bucket, Key, Body: stream }, queueSize: 1, partSize: 5 * 1024 * 1024, leavePartsOnError: false });
      let failure: unknown = null;
      stream.once('error', (error) => {
        failure = error;
        void upload.abort().catch(() => undefined);
      });
      try {
        await upload.done();
      } catch (error) {
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => undefined);
        const reported: unknown = failure ?? error;
        throw reported instanceof Error ? reported : new Error(String(reported));
      }
      if (failure) {
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => undefined);
        throw failure instanceof Error ? failure : new Error(String(failure));
      }
    },
    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: object.ContentLength ?? null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          const name = (object.Key ?? '').slice(prefix.length);
          if (!isSafeStorageName(name)) continue;
          yield { name, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
      }
    },
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },
    close() {
      client.destroy();
    },
  };
};
