/** A stream's first bytes, read ahead to decide on its content (its type), and the whole content to pass on. */
export type StreamHead = {
  /** At least the bytes asked for, or all of a shorter stream (empty for an empty one). */
  readonly head: Buffer;
  /** The content from its first byte: `head`, then the rest of the stream as it arrives, one chunk at a time. */
  content(): AsyncGenerator<Buffer>;
  /** Stops reading a stream that was not read to its end (destroys it); nothing once it ended. */
  release(): Promise<void>;
};

/** Reads at least `size` bytes of `stream` (fewer if it ends first); on a read error the stream is released. */
export const readStreamHead = async (stream: AsyncIterable<Buffer>, size: number): Promise<StreamHead> => {
  const chunks = stream[Symbol.asyncIterator]();
  let finished = false;
  const release = async () => {
    if (!finished) await chunks.return?.().catch(() => undefined);
  };
  let head: Buffer = Buffer.alloc(0);
  try {
    while (head.length < size) {
      const next = await chunks.next();
      if (next.done) {
        finished = true;
        break;
      }
      head = head.length === 0 ? next.value : Buffer.concat([head, next.value]);
    }
  } catch (error) {
    await release();
    throw error;
  }
  return {
    head,
    async *content() {
      yield head;
      while (!finished) {
        const next = await chunks.next();
        if (next.done) finished = true;
        else yield next.value;
      }
    },
    release,
  };
};
