import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver: a real S3-protocol server (path-style buckets) on 127.0.0.1; no mock client.
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../src/lib/storage/s3-storage.ts';

export type TestS3Server = {
  readonly options: S3StorageOptions;
  /** The objects the bucket holds under the prefix, by the S3 protocol (not the server's files). */
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
};

/** Starts s3rver on a free port of 127.0.0.1 with one bucket; its files live in a temporary folder. */
export const startS3Server = async ({ bucket = 'rede-uploads', prefix = 'uploads/' } = {}): Promise<TestS3Server> => {
  const directory = mkdtempSync(join(tmpdir(), 'rede-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
    const address = await server.run();
    port = address.port;
  };
  await start();
  return {
    options: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix,
    },
    async stop() {
      await server?.close();
      server = null;
    },
    start,
    async dispose() {
      await server?.close().catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
