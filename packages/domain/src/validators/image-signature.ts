/**
 * The image type a file's first bytes show (magic numbers), never its name or declared type: a text file
 * renamed `.png` is no image. The API checks every upload with it, the web's drop zone every picked file.
 */
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_MAGIC = [0xff, 0xd8, 0xff] as const;

/** How many first bytes `imageTypeOfBytes` needs (the longest signature). */
export const IMAGE_SIGNATURE_BYTES = PNG_MAGIC.length;

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/** 'png' or 'jpg' from the first bytes, or null when they are neither. */
export const imageTypeOfBytes = (bytes: Uint8Array): 'png' | 'jpg' | null => {
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'jpg';
  return null;
};
