import type { Readable } from 'node:stream';
import { MESSAGES } from '@rede/domain';
import { AppError } from '../app-error.ts';
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
  /** Whether the bucket answers (readiness): a HeadBucket of at most PING_TIMEOUT_MS, its answer kept STATE_TTL_MS. */
  ping(): Promise<boolean>;
  close(): void;
};

/**
 * Bounds on every call to the bucket: connecting, the first byte of the answer, and silence on the socket at any
 * moment (a slow upload or download that keeps moving is never cut); one retry.
 */
export const S3_TIMEOUTS = { connectionTimeout: 3_000, requestTimeout: 60_000, socketTimeout: 5_000, maxAttempts: 2 } as const;
/** Readiness's HeadBucket gives up after this long. */
const PING_TIMEOUT_MS = 1_500;
/** How long the bucket's known state (a ping's answer, or a call it did not answer) stands before it is asked again. */
export const STATE_TTL_MS = 5_000;

/** What a request answers when the bucket failed: 503 in the error format; the bucket's own error is logged with it. */
const unavailable = (cause: unknown): AppError => Object.assign(new AppError(503, MESSAGES.errors.serviceUnavailable), { cause });

/** No answer from the bucket (timeout, refused, reset) or a server error, as opposed to an answer about the request. */
const isOutage = (error: unknown): boolean => {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
};

/**
 * Uploads in an S3-compatible bucket (S3_* variables): several instances read and write the same files.
 * A stream is sent as it arrives (lib-storage's multipart Upload, 5 MB parts; one PUT when smaller) and
 * aborted when the stream fails, so a refused upload leaves nothing; reads stream the object's body.
 * Every call is bounded (S3_TIMEOUTS) and a failure of the bucket answers 503. A bucket that did not
 * answer counts as down for STATE_TTL_MS: calls fail at once meanwhile (a hung bucket must not hold every
 * request for the timeouts) and readiness says so.
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
  const { connectionTimeout, requestTimeout, socketTimeout, maxAttempts } = S3_TIMEOUTS;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // NodeHttpHandler's options (the SDK builds its handler from them)
    requestHandler: { connectionTimeout, requestTimeout, throwOnRequestTimeout: true, socketTimeout },
    maxAttempts,
  });
  const prefix = options.prefix ?? '';
  const keyOf = (name: string) => {
    assertSafeStorageName(name);
    return `${prefix}${name}`;
  };
  const Bucket = options.bucket;

  // until when the bucket counts as down after a call it did not answer; the last ping's answer and until when it stands
  let downUntil = 0;
  let pinged = { up: true, until: 0 };
  let pinging: Promise<boolean> | null = null;
  const isKnownDown = () => Date.now() < downUntil;
  /** The bucket's failure as the request's answer (503), noting a bucket that did not answer. */
  const failed = (error: unknown): AppError => {
    if (isOutage(error)) downUntil = Date.now() + STATE_TTL_MS;
    return unavailable(error);
  };
  /** One call: 503 at once while the bucket is known down; `missing` is what a 404 from the bucket means. */
  const call = async <T>(run: () => Promise<T>, missing?: () => T): Promise<T> => {
    if (isKnownDown()) throw unavailable(new Error('S3: o bucket não respondeu há instantes'));
    try {
      return await run();
    } catch (error) {
      if (missing && isMissing(error)) return missing();
      throw failed(error);
    }
  };

  return {
    async save(name, data) {
      const Key = keyOf(name);
      if (Buffer.isBuffer(data)) {
        await call(() => client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentLength: data.length })));
        return;
      }
      if (isKnownDown()) throw unavailable(new Error('S3: o bucket não respondeu há instantes'));
      const stream = data;
      const upload = new Upload({ client, params: { Bucket, Key, Body: stream }, queueSize: 1, partSize: 5 * 1024 * 1024, leavePartsOnError: false });
      let failure: unknown = null;
      stream.once('error', (error) => {
        failure = error;
        void upload.abort().catch(() => undefined);
      });
      const discard = () => call(() => client.send(new DeleteObjectCommand({ Bucket, Key }))).catch(() => undefined);
      try {
        await upload.done();
      } catch (error) {
        // the stream's own failure (a refused file) is the answer; otherwise the bucket failed
        const reported: unknown = failure ?? failed(error);
        await discard();
        throw reported instanceof Error ? reported : new Error(String(reported));
      }
      if (failure) {
        await discard();
        throw failure instanceof Error ? failure : new Error(String(failure));
      }
    },
    async open(name) {
      const Key = keyOf(name);
      return call(
        async () => {
          const object = await client.send(new GetObjectCommand({ Bucket, Key }));
          if (!object.Body) return null;
          return { stream: object.Body as Readable, size: object.ContentLength ?? null };
        },
        () => null,
      );
    },
    async exists(name) {
      const Key = keyOf(name);
      return call(
        async () => {
          await client.send(new HeadObjectCommand({ Bucket, Key }));
          return true;
        },
        () => false,
      );
    },
    async remove(name) {
      const Key = keyOf(name);
      await call(() => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },
    async *list() {
      if (isKnownDown()) throw unavailable(new Error('S3: o bucket não respondeu há instantes'));
      try {
        for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
          for (const object of page.Contents ?? []) {
            const name = (object.Key ?? '').slice(prefix.length);
            if (!isSafeStorageName(name)) continue;
            yield { name, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
          }
        }
      } catch (error) {
        throw failed(error);
      }
    },
    ping() {
      // a call just went unanswered: down without asking; readiness polls (several balancers) share one HeadBucket per STATE_TTL_MS
      if (isKnownDown()) return Promise.resolve(false);
      if (Date.now() < pinged.until) return Promise.resolve(pinged.up);
      pinging ??= client
        .send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS) })
        .then(
          () => true,
          () => false,
        )
        .then((up) => {
          pinged = { up, until: Date.now() + STATE_TTL_MS };
          return up;
        })
        .finally(() => {
          pinging = null;
        });
      return pinging;
    },
    close() {
      client.destroy();
    },
  };
};
