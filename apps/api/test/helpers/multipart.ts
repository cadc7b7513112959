import { Readable } from 'node:stream';
import type { InjectOptions } from 'fastify';

export type MultipartPart = { name: string; data: Buffer | string; type?: string; field?: string };

/** A multipart/form-data body built by the platform's FormData (field `files` unless given). */
export const multipartBody = async (parts: MultipartPart[]): Promise<Pick<InjectOptions, 'payload' | 'headers'> & { payload: Buffer }> => {
  const form = new FormData();
  for (const part of parts) form.append(part.field ?? 'files', new Blob([part.data], { type: part.type ?? 'application/octet-stream' }), part.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
};

/** A valid 1×1 PNG. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A PNG-signed file of exactly `bytes` bytes (the signature, then zeros). */
export const pngOfSize = (bytes: number): Buffer => Buffer.concat([PNG_1X1, Buffer.alloc(Math.max(0, bytes - PNG_1X1.length))]).subarray(0, bytes);

export type StreamedUpload = {
  payload: Readable;
  headers: Record<string, string>;
  /** Bytes the reader (the server) has taken from the body so far. */
  pulled(): number;
  /** The whole body's size. */
  total: number;
};

/**
 * A multipart body of `files` files of `fileBytes` bytes each (each starting with `head`), produced lazily
 * in `chunkBytes` chunks as the reader pulls them: nothing is built in advance, so `pulled()` says how
 * much of it the server has read, whatever the total size.
 */
export const streamedUpload = ({
  head,
  fileBytes,
  files = 1,
  chunkBytes = 64 * 1024,
  fileName = 'grande.png',
}: {
  head: Buffer;
  fileBytes: number;
  files?: number;
  chunkBytes?: number;
  fileName?: string;
}): StreamedUpload => {
  const boundary = `----rede-${crypto.randomUUID()}`;
  const partHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const separator = Buffer.from('\r\n');
  const end = Buffer.from(`--${boundary}--\r\n`);
  const filler = Buffer.alloc(chunkBytes, 0x61);
  let pulled = 0;
  // asynchronous, one chunk per turn of the event loop, as a network delivers it
  async function* body() {
    for (let f = 0; f < files; f++) {
      pulled += partHead.length;
      yield partHead;
      let sent = 0;
      while (sent < fileBytes) {
        const size = Math.min(chunkBytes, fileBytes - sent);
        const chunk = sent === 0 ? Buffer.concat([head, filler]).subarray(0, size) : filler.subarray(0, size);
        sent += size;
        pulled += chunk.length;
        yield chunk;
        await new Promise((resolve) => setImmediate(resolve));
      }
      pulled += separator.length;
      yield separator;
    }
    pulled += end.length;
    yield end;
  }
  const total = files * (partHead.length + fileBytes + separator.length) + end.length;
  return {
    payload: Readable.from(body(), { objectMode: false }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    pulled: () => pulled,
    total,
  };
};
