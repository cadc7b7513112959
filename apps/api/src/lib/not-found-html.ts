import escapeHtml from 'escape-html';
import { MESSAGES } from '@rede/domain';

/** index.html as a not-found page: titled like the web app's own ('Página não encontrada | …') and not indexed. */
export const notFoundHtml = (html: string, systemName: string): string => {
  const title = `<title>${escapeHtml(`${MESSAGES.pageHeads.notFound} | ${systemName}`)}</title>`;
  const out = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}\n  </head>`);
  return out.replace(/<\/head>/i, () => `  <meta name="robots" content="noindex" />\n  </head>`);
};
