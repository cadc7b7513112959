import type { IncomingMessage } from 'node:http';

/**
 * After a refused upload, the rest of the request body: detached from the multipart parser, read and
 * dropped (nothing kept) up to `maxBytes`, so a browser still sending its files gets the answer; past
 * that the connection is destroyed. A body already read to its end is left alone.
 */
export const discardRequestBody = (raw: IncomingMessage, maxBytes: number): void => {
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > maxBytes) raw.destroy();
  });
  raw.on('error', () => undefined);
  raw.resume();
};
