import { isValidLink } from './link.ts';

const SAFE_PATH = /^[A-Za-z0-9_][A-Za-z0-9_\-./]*$/;

/**
 * A stored image reference: an upload name or relative path as returned by POST /uploads/uploadFiles
 * ('3f2a.png', 'uploads/3f2a.png', '/api/uploads/files/3f2a.png') or an absolute http(s) URL.
 * No '..' segments, backslashes or spaces.
 */
export const isValidImagePath = (value: string | null | undefined): boolean => {
  if (typeof value !== 'string' || value === '' || value.length > 500) return false;
  if (/^https?:\/\//i.test(value)) return isValidLink(value);
  const path = value.startsWith('/') && !value.startsWith('//') ? value.slice(1) : value;
  return SAFE_PATH.test(path) && !path.split('/').some((segment) => segment === '..' || segment === '');
};
