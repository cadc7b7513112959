import { randomUUID } from 'node:crypto';

export type ImageExtension = 'jpg' | 'png';

/** `<uuid v4>.<jpg|png>`: the only names the server generates and serves. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png)$/;

/** Prefixes under which clients may refer to a stored name ('/api/uploads/files/<name>', 'uploads/<name>'). */
const REFERENCE_PREFIXES = ['/api/uploads/files/', 'api/uploads/files/', '/uploads/files/', 'uploads/files/', '/uploads/', 'uploads/'];

const CONTENT_TYPES: Record<ImageExtension, string> = { jpg: 'image/jpeg', png: 'image/png' };

export const generateStoredName = (extension: ImageExtension): string => `${randomUUID()}.${extension}`;

export const isStoredName = (name: string): boolean => STORED_NAME.test(name);

/** The Content-Type of a stored name. */
export const contentTypeOf = (name: string): string => CONTENT_TYPES[name.endsWith('.png') ? 'png' : 'jpg'];

/**
 * The stored name an image reference points to: the name itself or one of its relative URLs
 * ('/api/uploads/files/<name>', 'uploads/<name>'); null for anything else (external URLs included).
 */
export const storedNameOf = (reference: string): string | null => {
  const value = reference.trim();
  if (isStoredName(value)) return value;
  const prefix = REFERENCE_PREFIXES.find((p) => value.startsWith(p));
  if (!prefix) return null;
  const name = value.slice(prefix.length);
  return isStoredName(name) ? name : null;
};
