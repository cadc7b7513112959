/** A link field: an absolute http(s) URL, or a site-relative path starting with a single '/'. */
export const isValidLink = (value: string | null | undefined): boolean => {
  if (typeof value !== 'string' || value === '' || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** Links starting with http open in a new tab (section 2). */
export const isExternalLink = (value: string | null | undefined): boolean => typeof value === 'string' && value.startsWith('http');
