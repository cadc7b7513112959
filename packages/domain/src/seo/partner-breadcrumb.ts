/**
 * The partner page's trail Início › state › city › partner: one list for the visible breadcrumb and the
 * schema.org BreadcrumbList (json-ld.ts), so the two never tell different stories.
 */
import { UFS } from '../constants.ts';
import { cityPath, partnerPath, statePath } from '../validators/partner-path.ts';

export type TPartnerTrailInput = { id: number; name: string; city: string; uf: string; path?: string | null };
/** A step of the trail: its name and its page's path on the public site ('/', '/sp', '/sp/sao-paulo', the partner's). */
export type TTrailStep = { name: string; path: string };

/** The state's full name ('São Paulo'), or the code when it is not one of the 27. */
export const stateName = (uf: string): string => UFS.find((u) => u.uf === uf.toUpperCase())?.nome ?? uf;

/** Início (named by the caller: the web's texts) › state › city › partner; the last step is the partner's own page. */
export const partnerTrail = (partner: TPartnerTrailInput, homeName: string): TTrailStep[] => [
  { name: homeName, path: '/' },
  { name: stateName(partner.uf), path: statePath(partner.uf) },
  { name: partner.city, path: cityPath(partner.uf, partner.city) },
  { name: partner.name, path: partner.path || partnerPath(partner) },
];
