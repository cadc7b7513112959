import { API_BASE_URL } from './api-client';

/**
 * The address of a stored upload (GET /api/uploads/files/<name>); an absolute, root-relative, blob or data URL
 * (a preview not uploaded yet) is already one.
 */
export const uploadUrl = (name: string): string =>
  /^(https?:|blob:|data:)/i.test(name) || name.startsWith('/')
    ? name
    : `${API_BASE_URL}/uploads/files/${name.split('/').map(encodeURIComponent).join('/')}`;

/** uploadUrl of an optional image (a partner's logo or photo), null without one. */
export const imageUrl = (name: string | null | undefined): string | null => (name ? uploadUrl(name) : null);
