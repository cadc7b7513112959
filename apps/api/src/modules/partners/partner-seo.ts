import escapeHtml from 'escape-html';
import { cityPath, inCityName, inStateName, MESSAGES, municipalityKey, statePath, UFS } from '@rede/domain';
import { municipalityBySlug } from '../../lib/municipalities.ts';
import type { TPublicPartnerDetails } from './partner-schemas.ts';

/**
 * How the heads read what they need: the public answer itself (GET /companys/company/partnerDetails/{id}),
 * so a page shares its cache and asks the database nothing more.
 */
export type PublicReader = {
  partner(id: number): Promise<TPublicPartnerDetails | null>;
};

export type PageHead = { title: string; description: string; canonical: string };

const UF_NAMES = new Map<string, string>(UFS.map((u) => [u.uf, u.nome]));
const DESCRIPTION_MAX = 300;

const clip = (text: string) => (text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text);

/** The <head> of a partner page (/{uf}/{municipio}/{nome}/{id} and /partnersdetails/{id}), or null when not visible. */
export const partnerHead = async (read: PublicReader, id: number, baseUrl: string, systemName: string): Promise<PageHead | null> => {
  const p = await read.partner(id);
  if (!p) return null;
  const lines = p.lines.map((l) => l.name).join(', ');
  const description = [
    `${p.name}${p.isAssistence ? ', assistência técnica' : ''}: ${p.logradouro}, ${p.numero} - ${p.neibor}, ${p.city}-${p.uf}.`,
    lines ? `Linhas de Produtos: ${lines}.` : '',
    p.phone ? `Telefone ${p.phone}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { title: `${p.name} em ${p.city}-${p.uf} | ${systemName}`, description: clip(description), canonical: `${baseUrl}${p.path}` };
};

/** The <head> of a state page (/{uf}), or null for an unknown state. */
export const stateHead = (uf: string, baseUrl: string, systemName: string): PageHead | null => {
  const name = UF_NAMES.get(uf.toUpperCase());
  if (!name) return null;
  return {
    title: `Parceiros ${inStateName(uf)} | ${systemName}`,
    description: `Encontre lojas e assistências técnicas parceiras ${inStateName(uf)} (${uf.toUpperCase()}): endereço, telefone, WhatsApp e linhas de produtos.`,
    canonical: `${baseUrl}${statePath(uf)}`,
  };
};

/**
 * The <head> of a city page (/{uf}/{municipio}), or null: the city must be an IBGE municipality of the state
 * (a partner's city saved before the city was checked gets no page of its own).
 */
export const cityHead = (uf: string, citySlug: string, baseUrl: string, systemName: string): PageHead | null => {
  const code = uf.toUpperCase();
  if (!UF_NAMES.has(code)) return null;
  const city = municipalityBySlug(code, municipalityKey(citySlug));
  if (!city) return null;
  return {
    title: `Parceiros ${inCityName(city.nome)}-${code} | ${systemName}`,
    description: `Encontre lojas e assistências técnicas parceiras ${inCityName(city.nome)}-${code}: endereço, telefone, WhatsApp e linhas de produtos.`,
    canonical: `${baseUrl}${cityPath(code, city.nome)}`,
  };
};

/** The <head> of the self-registration page (/company_register): its own title and description, not the site's. */
export const registerHead = (baseUrl: string, systemName: string): PageHead => ({
  title: `${MESSAGES.pageHeads.register} | ${systemName}`,
  description: MESSAGES.pageHeads.registerDescription,
  canonical: `${baseUrl}/company_register`,
});

/** index.html with the page's <title>, meta description, canonical link and Open Graph tags (values escaped). */
export const injectHead = (html: string, head: PageHead): string => {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const canonical = escapeHtml(head.canonical);
  const tags = [
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:type" content="website" />`,
  ].join('\n    ');
  let out = html.replace(/<link\s+rel=["']canonical["'][^>]*>\s*/gi, '').replace(/<meta\s+property=["']og:[^>]*>\s*/gi, '');
  out = /<title>[\s\S]*?<\/title>/i.test(out)
    ? out.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`)
    : out.replace(/<\/head>/i, () => `<title>${title}</title>\n  </head>`);
  const meta = `<meta name="description" content="${description}" />`;
  out = /<meta\s+name=["']description["'][^>]*>/i.test(out)
    ? out.replace(/<meta\s+name=["']description["'][^>]*>/i, () => meta)
    : out.replace(/<\/head>/i, () => `${meta}\n  </head>`);
  return out.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
};
