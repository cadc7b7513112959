import { slugify, type TPartnerFilters } from '@rede/domain';
import { foldText } from '../../../lib/list/fold-text.ts';
import { UF_INDEX, type DirectoryState } from './directory-state.ts';
import { minuteOf, openNowCheck, type OpenNowCheck } from './open-now.ts';

/**
 * The public filters compiled against one read-model version: the same conditions as partnerWhere()
 * in SQL (uf; city compared by slug; any of the lines; isAssistence; searchTerm in name, district or
 * city, folded), as indexes and bit masks.
 */
export type CompiledFilter = {
  uf: number;
  city: number;
  assist: number;
  mask: Uint32Array | null;
  term: string | null;
  /** "Aberto agora": only partners open at the request's moment (null: no such filter). */
  open: OpenNowCheck | null;
  /** Nothing can match (unknown city slug or lines). */
  none: boolean;
  /** Identifies the filter set (not the position or the page). */
  key: string;
};

/** Most city filters whose slug is remembered (a visitor's city comes as typed: the same few hundred names). */
const CITY_SLUGS_MAX = 1_024;
const citySlugs = new Map<string, string>();

/** slugify() of a city filter, remembered: it folds and replaces with regular expressions on every query. */
const slugOfCity = (city: string): string => {
  let slug = citySlugs.get(city);
  if (slug === undefined) {
    if (citySlugs.size >= CITY_SLUGS_MAX) citySlugs.clear();
    slug = slugify(city);
    citySlugs.set(city, slug);
  }
  return slug;
};

export const compileFilter = (
  state: DirectoryState,
  filters: TPartnerFilters,
  options: { ignorePlace?: boolean; /** With it, only partners open at this moment. */ openAt?: Date | undefined } = {},
): CompiledFilter => {
  let none = false;
  const uf = !options.ignorePlace && filters.uf ? (UF_INDEX.get(filters.uf) ?? -2) : -1;
  if (uf === -2) none = true;
  let city = -1;
  if (!options.ignorePlace && filters.city !== undefined) {
    const index = state.cityIndex.get(slugOfCity(filters.city));
    if (index === undefined) none = true;
    else city = index;
  }
  let mask: Uint32Array | null = null;
  if (filters.line?.length) {
    mask = new Uint32Array(state.words);
    let any = false;
    for (const id of filters.line) {
      const bit = state.lineIndex.get(id);
      if (bit === undefined) continue;
      mask[bit >>> 5]! |= 1 << (bit & 31);
      any = true;
    }
    if (!any) none = true;
  }
  const assist = filters.isAssistence === undefined ? -1 : filters.isAssistence ? 1 : 0;
  const searched = filters.searchTerm?.trim();
  const term = searched ? foldText(searched) || null : null;
  const open = options.openAt ? openNowCheck(options.openAt) : null;
  // an "open now" set holds for its minute only (hours are HH:mm)
  const key = JSON.stringify([uf, city, mask ? Array.from(mask) : null, assist, term, options.openAt ? minuteOf(options.openAt) : null]);
  return { uf, city, assist, mask, term, open, none, key };
};

/** Whether the partner in `slot` passes the filter. */
export const matches = (state: DirectoryState, f: CompiledFilter, slot: number): boolean => {
  if (f.uf >= 0 && state.uf[slot] !== f.uf) return false;
  if (f.city >= 0 && state.city[slot] !== f.city) return false;
  if (f.assist >= 0 && state.assist[slot] !== f.assist) return false;
  if (f.mask) {
    const base = slot * state.words;
    let hit = false;
    for (let w = 0; w < f.mask.length; w++) {
      if ((state.lineBits[base + w]! & f.mask[w]!) !== 0) {
        hit = true;
        break;
      }
    }
    if (!hit) return false;
  }
  if (f.term !== null && !state.sName[slot]!.includes(f.term) && !state.sNeibor[slot]!.includes(f.term) && !state.sCity[slot]!.includes(f.term))
    return false;
  if (f.open && !f.open(state, slot)) return false;
  return true;
};

/**
 * The partners to look at, in the list's order: the smallest of the city's, the state's, the line's
 * postings and the assistance range of `order`. `exact`: every one of them matches (no other condition).
 */
export type Candidates = { list: ArrayLike<number>; from: number; to: number; exact: boolean };

export const candidatesOf = (state: DirectoryState, f: CompiledFilter): Candidates => {
  const options: (Candidates & { conditions: number })[] = [];
  const conditions =
    (f.uf >= 0 ? 1 : 0) + (f.city >= 0 ? 1 : 0) + (f.assist >= 0 ? 1 : 0) + (f.mask ? 1 : 0) + (f.term !== null ? 1 : 0) + (f.open ? 1 : 0);
  const singleLine = f.mask ? singleBit(f.mask) : -1;
  const all = { list: state.order, from: 0, to: state.order.length, exact: conditions === 0, conditions: 0 };
  options.push(all);
  if (f.assist >= 0) {
    const [from, to] = f.assist === 1 ? [0, state.assistCount] : [state.assistCount, state.order.length];
    options.push({ list: state.order, from, to, exact: conditions === 1, conditions: 1 });
  }
  if (f.uf >= 0) {
    const posting = state.ufPostings[f.uf] ?? [];
    options.push({ list: posting, from: 0, to: posting.length, exact: conditions === 1, conditions: 1 });
  }
  if (f.city >= 0) {
    const posting = state.cityPostings[f.city] ?? [];
    options.push({ list: posting, from: 0, to: posting.length, exact: conditions === 1, conditions: 1 });
  }
  if (singleLine >= 0) {
    const posting = state.linePostings[singleLine] ?? [];
    options.push({ list: posting, from: 0, to: posting.length, exact: conditions === 1, conditions: 1 });
  }
  let best = options[0]!;
  for (const option of options) if (option.to - option.from < best.to - best.from) best = option;
  return { list: best.list, from: best.from, to: best.to, exact: best.exact };
};

const singleBit = (mask: Uint32Array): number => {
  let found = -1;
  for (let w = 0; w < mask.length; w++) {
    const bits = mask[w]!;
    if (bits === 0) continue;
    if ((bits & (bits - 1)) !== 0 || found >= 0) return -1;
    found = w * 32 + 31 - Math.clz32(bits);
  }
  return found;
};
