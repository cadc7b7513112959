import DOMPurify from 'dompurify';

let hooked = false;
/** Sanitised HTML; links to http addresses open in a new tab. */
export const sanitizeHtml = (html: string): string => {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
};
