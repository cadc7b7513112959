import { growTyped } from './grow-typed.ts';

/** Bytes of a regular chunk; a text longer than this gets a chunk of its own. */
export const FRAGMENT_CHUNK_BYTES = 1 << 20;

/**
 * Texts kept per slot as UTF-8 bytes outside V8's heap: the read model's pre-rendered partners (~550 bytes each,
 * ~40 MB at 100 000 companies). Held as strings they were ~48 MB of a ~115 MB live heap, and a byte held in V8's
 * heap costs more than a byte of memory at the highest (the heap's room to grow between full collections, its
 * partly filled pages): moving them here took ~30 MB off the highest RSS under the bench's public loads. Answers
 * are assembled from the bytes (JsonAssembler), the way they are sent, instead of joining strings and encoding the
 * result. Each text is written once into 1 MB chunks. A text replaced or deleted leaves its bytes as garbage; when
 * half of a chunk is garbage, its live texts move to the chunk being filled and it is freed, so the chunks hold at
 * most about twice the live bytes.
 */
export class FragmentStore {
  private chunks: (Buffer | null)[] = [];
  /** Bytes written into each chunk, and how many of them belong to texts no longer held. */
  private used: number[] = [];
  private garbage: number[] = [];
  /** The chunk new texts are appended to (-1: none yet); freed chunk numbers are given out again. */
  private tail = -1;
  private freeChunks: number[] = [];
  /** Per slot: its chunk (-1: no text), and where its bytes start and end in it. */
  private chunkOf = new Int32Array(0);
  private startOf = new Int32Array(0);
  private endOf = new Int32Array(0);
  /** Bytes of the texts held. */
  liveBytes = 0;

  /** Makes room for slots 0 … capacity-1 (slots keep their texts). */
  ensureCapacity(capacity: number) {
    if (capacity <= this.chunkOf.length) return;
    this.chunkOf = growTyped(this.chunkOf, capacity, -1);
    this.startOf = growTyped(this.startOf, capacity);
    this.endOf = growTyped(this.endOf, capacity);
  }

  /** Bytes of memory the chunks take. */
  get heldBytes(): number {
    let bytes = 0;
    for (const chunk of this.chunks) bytes += chunk?.length ?? 0;
    return bytes;
  }

  has(slot: number): boolean {
    return (this.chunkOf[slot] ?? -1) >= 0;
  }

  /** The slot's text ('' when it has none). */
  get(slot: number): string {
    return this.slice(slot, 0);
  }

  /** Bytes `from` … `to` of the slot's text as a string (byte offsets, as byteIndexOf gives them; `to` -1: to its end). */
  slice(slot: number, from: number, to = -1): string {
    const chunk = this.chunkOf[slot] ?? -1;
    if (chunk < 0) return '';
    const start = this.startOf[slot]!;
    return this.chunks[chunk]!.toString('utf8', start + from, to < 0 ? this.endOf[slot]! : start + to);
  }

  /** How many bytes `from` … `to` of the slot's text take (0 when it has none). */
  byteLength(slot: number, from = 0, to = -1): number {
    if ((this.chunkOf[slot] ?? -1) < 0) return 0;
    return (to < 0 ? this.endOf[slot]! - this.startOf[slot]! : to) - from;
  }

  /** Copies bytes `from` … `to` of the slot's text into `target` at `at`; how many it copied. */
  copyTo(slot: number, target: Buffer, at: number, from = 0, to = -1): number {
    const chunk = this.chunkOf[slot] ?? -1;
    if (chunk < 0) return 0;
    const start = this.startOf[slot]! + from;
    const bytes = (to < 0 ? this.endOf[slot]! : this.startOf[slot]! + to) - start;
    const source = this.chunks[chunk]!;
    // a view and TypedArray#set: Buffer#copy checks its arguments and makes the same view (~60 against ~40 ns a piece)
    target.set(new Uint8Array(source.buffer, source.byteOffset + start, bytes), at);
    return bytes;
  }

  /** Where `ascii` (a text of ASCII characters only) starts in the slot's bytes, or -1. */
  byteIndexOf(slot: number, ascii: string): number {
    const chunk = this.chunkOf[slot] ?? -1;
    if (chunk < 0) return -1;
    const start = this.startOf[slot]!;
    return this.chunks[chunk]!.subarray(start, this.endOf[slot]).indexOf(ascii, 0, 'latin1');
  }

  set(slot: number, text: string) {
    // by half again at least: slots set one after another without ensureCapacity() grow it a few times, not each time
    if (slot >= this.chunkOf.length) this.ensureCapacity(Math.max(slot + 1, Math.ceil(this.chunkOf.length * 1.5), 64));
    this.delete(slot);
    const bytes = Buffer.byteLength(text, 'utf8');
    const chunk = this.room(bytes);
    const at = this.used[chunk]!;
    this.chunks[chunk]!.write(text, at, bytes, 'utf8');
    this.place(slot, chunk, at, bytes);
  }

  delete(slot: number) {
    const chunk = this.chunkOf[slot] ?? -1;
    if (chunk < 0) return;
    const bytes = this.endOf[slot]! - this.startOf[slot]!;
    this.chunkOf[slot] = -1;
    this.liveBytes -= bytes;
    this.garbage[chunk]! += bytes;
    if (chunk !== this.tail && this.garbage[chunk]! * 2 >= this.used[chunk]!) this.compact(chunk);
  }

  private place(slot: number, chunk: number, at: number, bytes: number) {
    this.used[chunk]! += bytes;
    this.chunkOf[slot] = chunk;
    this.startOf[slot] = at;
    this.endOf[slot] = at + bytes;
    this.liveBytes += bytes;
  }

  /** A chunk with `bytes` free at its end: the tail, a new tail, or (for a text longer than a chunk) one of its own. */
  private room(bytes: number): number {
    if (bytes > FRAGMENT_CHUNK_BYTES) return this.newChunk(bytes);
    if (this.tail < 0 || this.used[this.tail]! + bytes > FRAGMENT_CHUNK_BYTES) {
      const previous = this.tail;
      this.tail = this.newChunk(FRAGMENT_CHUNK_BYTES);
      if (previous >= 0 && this.garbage[previous]! * 2 >= this.used[previous]!) this.compact(previous);
    }
    return this.tail;
  }

  private newChunk(size: number): number {
    const chunk = this.freeChunks.pop() ?? this.chunks.length;
    this.chunks[chunk] = Buffer.allocUnsafeSlow(size);
    this.used[chunk] = 0;
    this.garbage[chunk] = 0;
    return chunk;
  }

  /** Moves the live texts of `chunk` to the tail and frees it. */
  private compact(chunk: number) {
    const source = this.chunks[chunk]!;
    this.chunks[chunk] = null;
    if (this.garbage[chunk] !== this.used[chunk]) {
      for (let slot = 0; slot < this.chunkOf.length; slot++) {
        if (this.chunkOf[slot] !== chunk) continue;
        const start = this.startOf[slot]!;
        const bytes = this.endOf[slot]! - start;
        this.liveBytes -= bytes;
        const target = this.room(bytes);
        const at = this.used[target]!;
        source.copy(this.chunks[target]!, at, start, start + bytes);
        this.place(slot, target, at, bytes);
      }
    }
    this.used[chunk] = 0;
    this.garbage[chunk] = 0;
    this.freeChunks.push(chunk);
  }
}

/**
 * An answer's JSON built as the UTF-8 bytes it is sent as: ASCII text (keys, numbers, punctuation) and byte ranges of
 * the fragments of a FragmentStore, copied once into one Buffer by toBuffer(). Joining the fragments as strings and
 * encoding the result took ~2.7 times as long.
 */
export class JsonAssembler {
  // one entry per piece: a text (slot -1) or a range of a slot's fragment
  private readonly texts: string[] = [];
  private readonly slots: number[] = [];
  private readonly ranges: number[] = [];
  private length = 0;

  constructor(private readonly store: FragmentStore) {}

  /** Appends `ascii` (ASCII characters only: written one byte each). */
  text(ascii: string): this {
    this.texts.push(ascii);
    this.slots.push(-1);
    this.ranges.push(0, 0);
    this.length += ascii.length;
    return this;
  }

  /** Appends bytes `from` … `to` of the slot's fragment (`to` -1: to its end). */
  fragment(slot: number, from = 0, to = -1): this {
    this.texts.push('');
    this.slots.push(slot);
    this.ranges.push(from, to);
    this.length += this.store.byteLength(slot, from, to);
    return this;
  }

  toBuffer(): Buffer {
    const out = Buffer.allocUnsafe(this.length);
    let at = 0;
    for (let i = 0; i < this.slots.length; i++) {
      const slot = this.slots[i]!;
      if (slot < 0) {
        const text = this.texts[i]!;
        // punctuation and numbers byte by byte (a native write costs ~50 ns, as much as 20 characters this way)
        if (text.length <= 24) for (let k = 0; k < text.length; k++) out[at++] = text.charCodeAt(k);
        else at += out.write(text, at, 'latin1');
      } else at += this.store.copyTo(slot, out, at, this.ranges[2 * i], this.ranges[2 * i + 1]);
    }
    return out;
  }
}
