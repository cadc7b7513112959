import { IMAGE_SIGNATURE_BYTES, imageTypeOfBytes } from '@rede/domain/validators/image-signature';
import type { ImageExtension } from './stored-file-name.ts';

/** How many first bytes `detectImageType` needs (the longest signature). */
export { IMAGE_SIGNATURE_BYTES };

/** jpg or png from the file's first bytes (magic numbers, shared with the web's drop zone), never from its name or declared type. */
export const detectImageType = (data: Buffer): ImageExtension | null => imageTypeOfBytes(data);
