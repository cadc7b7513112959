import { slugify } from './slugify.ts';

export type TPartnerPathInput = { id: number; uf: string; city: string; name: string };

/** Public partner page route {uf}/{municipio}/{nome}/{id}: '/sp/sao-paulo/loja-do-ze/12'. */
export const partnerPath = ({ id, uf, city, name }: TPartnerPathInput): string =>
  `/${uf.toLowerCase()}/${slugify(city)}/${slugify(name) || 'parceiro'}/${id}`;

/** Public state and city routes: '/sp', '/sp/sao-paulo'. */
export const statePath = (uf: string): string => `/${uf.toLowerCase()}`;
export const cityPath = (uf: string, city: string): string => `/${uf.toLowerCase()}/${slugify(city)}`;
