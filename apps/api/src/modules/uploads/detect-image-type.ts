import type { ImageExtension } from './stored-file-name.ts';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** How many first bytes `detectImageType` needs (the longest signature). */
export const IMAGE_SIGNATURE_BYTES = PNG_MAGIC.length;

/** jpg or png from the file's first bytes (magic numbers), never from its name or declared type. */
export const detectImageType = (data: Buffer): ImageExtension | null => {
  if (data.length >= PNG_MAGIC.length && data.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  if (data.length >= JPEG_MAGIC.length && data.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpg';
  return null;
};
