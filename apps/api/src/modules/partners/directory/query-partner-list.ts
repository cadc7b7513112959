import { around, within } from 'geoflatbush';
import type { TPublicPartnerListQuery } from '@rede/domain';
import type { DirectoryState, GroupCounts, GroupTrees, SpatialTree } from './directory-state.ts';
import { distanceKm, roundKm } from '@rede/domain';
import { candidatesOf, compileFilter, matches, type Candidates, type CompiledFilter } from './partner-filter.ts';

/** One partner of an answer: its slot in the read model and, in a distance search, its distance (km, unrounded). */
export type Hit = { slot: number; distance?: number };
export type PartnerListResult = { data: Hit[]; total: number; nearest?: Hit[]; withoutHours?: number };

/**
 * Bigger than any difference between geoflatbush's distance order and the SQL formula for two points `kth` km apart:
 * 1e-6 km of rounding, plus what geoflatbush's cosine of the angle cannot tell apart (≈ 4.5e-9 km² / d, a few
 * micrometres at 1 km, ~5 mm at 1 m; capped at 1 m for a query on top of partners).
 */
const tieMarginKm = (kth: number) => 1e-6 + 1e-8 / Math.max(kth, 1e-5);
/** Extra neighbours fetched to see past ties at the page's end. */
const EXTRA_NEIGHBOURS = 16;
/** Most filter sets whose counts one version keeps. */
const COUNTS_MAX = 10_000;

/** Every match, per assistance flag, and those with coordinates (one pass over the candidates, kept per version). */
const countsOf = (state: DirectoryState, f: CompiledFilter, candidates: Candidates): GroupCounts => {
  const cached = state.counts.get(f.key);
  if (cached) return cached;
  const matched: [number, number] = [0, 0];
  const located: [number, number] = [0, 0];
  const { list, from, to, exact } = candidates;
  for (let i = from; i < to; i++) {
    const slot = list[i]!;
    if (!exact && !matches(state, f, slot)) continue;
    const group = state.assist[slot]!;
    matched[group]! += 1;
    if (state.hasPosition(slot)) located[group]! += 1;
  }
  return keepCounts(state, f, { total: matched[0] + matched[1], matched, located });
};

const keepCounts = (state: DirectoryState, f: CompiledFilter, counts: GroupCounts): GroupCounts => {
  if (state.counts.size >= COUNTS_MAX) state.counts.clear();
  state.counts.set(f.key, counts);
  return counts;
};

/** The spatial indexes to search for the filter: the city's, else the state's, else everyone's ('scan': the candidates are few, scan them). */
const treesFor = (state: DirectoryState, f: CompiledFilter): GroupTrees | 'scan' => {
  if (f.city >= 0) return state.cityTrees.get(f.city) ?? 'scan';
  if (f.uf >= 0) return state.ufTrees[f.uf] ?? 'scan';
  return state.allTrees;
};

const byDistance = (state: DirectoryState) => (a: Hit, b: Hit) => a.distance! - b.distance! || state.compareName(a.slot, b.slot);

/** The `k` nearest partners of one tree that `accept` takes, in the order `sort`; more than k when the fetched tail may tie with the k-th. */
const nearestInTree = (
  state: DirectoryState,
  tree: SpatialTree,
  accept: (slot: number) => boolean,
  lat: number,
  lng: number,
  k: number,
  sort: (a: Hit, b: Hit) => number,
): Hit[] => {
  const hitsOf = (items: number[]) =>
    items.map((item) => {
      const slot = tree.slots[item]!;
      return { slot, distance: distanceKm(lat, lng, state.lat[slot]!, state.lng[slot]!) };
    });
  const predicate = (item: number) => accept(tree.slots[item]!);
  const wanted = k + EXTRA_NEIGHBOURS;
  let hits = hitsOf(around(tree.index, lng, lat, wanted, Infinity, predicate)).sort(sort);
  if (hits.length === wanted) {
    // geoflatbush's distances round differently from SQL's: everything not fetched is provably farther than the
    // k-th unless the fetched tail ties with it; then take every point within the k-th distance and a margin.
    const kth = hits[k - 1]!.distance;
    const margin = tieMarginKm(kth);
    if (hits[hits.length - 1]!.distance <= kth + margin) hits = hitsOf(within(tree.index, lng, lat, kth + margin * 2, predicate)).sort(sort);
  }
  return hits;
};

/**
 * The `k` nearest matching partners with coordinates (of assistance flag `group`, or any with -1), by
 * the SQL distance, then the list order (name, id) for equal distances.
 */
export const nearestMatches = (state: DirectoryState, f: CompiledFilter, group: number, lat: number, lng: number, k: number): Hit[] => {
  if (k <= 0) return [];
  const sort = byDistance(state);
  const trees = treesFor(state, f);
  if (trees === 'scan') {
    const { list, from, to } = candidatesOf(state, f);
    const hits: Hit[] = [];
    for (let i = from; i < to; i++) {
      const slot = list[i]!;
      if (state.hasPosition(slot) && (group < 0 || state.assist[slot] === group) && matches(state, f, slot))
        hits.push({ slot, distance: distanceKm(lat, lng, state.lat[slot]!, state.lng[slot]!) });
    }
    return hits.sort(sort).slice(0, k);
  }
  // each group's tree holds only that group: the filter's other conditions decide
  const accept = (slot: number) => matches(state, f, slot);
  const hits: Hit[] = [];
  for (const g of group < 0 ? [0, 1] : [group]) {
    const tree = trees[g];
    if (tree) hits.push(...nearestInTree(state, tree, accept, lat, lng, k, sort));
  }
  if (group < 0) hits.sort(sort);
  return hits.slice(0, k);
};

/** Some more than geoflatbush's distance can differ from SQL's near a radius: the exact test is SQL's formula. */
const RADIUS_MARGIN_KM = 1e-3;

/** Every matching partner with coordinates within `radiusKm` (SQL's distance, bounds included), nearest first, then name, then id. */
const matchesWithin = (state: DirectoryState, f: CompiledFilter, lat: number, lng: number, radiusKm: number): Hit[] => {
  const hits: Hit[] = [];
  const take = (slot: number) => {
    const distance = distanceKm(lat, lng, state.lat[slot]!, state.lng[slot]!);
    if (distance <= radiusKm) hits.push({ slot, distance });
  };
  const trees = treesFor(state, f);
  if (trees === 'scan') {
    const { list, from, to } = candidatesOf(state, f);
    for (let i = from; i < to; i++) {
      const slot = list[i]!;
      if (state.hasPosition(slot) && matches(state, f, slot)) take(slot);
    }
  } else {
    for (const g of f.assist >= 0 ? [f.assist] : [0, 1]) {
      const tree = trees[g];
      if (!tree) continue;
      for (const item of within(tree.index, lng, lat, radiusKm + RADIUS_MARGIN_KM, (i: number) => matches(state, f, tree.slots[i]!)))
        take(tree.slots[item]!);
    }
  }
  return hits.sort(byDistance(state));
};

/**
 * The matches without coordinates in name order (then id) whatever their assistance flag, from the `skip`-th of them, at
 * most `count` (without a distance: there is none to show). The candidates hold each flag's partners in name order: the first
 * skip + count of each, merged.
 */
const unlocatedMatches = (state: DirectoryState, f: CompiledFilter, candidates: Candidates, skip: number, count: number): Hit[] => {
  const wanted = skip + count;
  const taken: [number, number] = [0, 0];
  const slots: number[] = [];
  const { list, to } = candidates;
  for (let i = candidates.from; i < to; i++) {
    const slot = list[i]!;
    const group = state.assist[slot]!;
    if (taken[group]! >= wanted || state.hasPosition(slot) || !matches(state, f, slot)) continue;
    slots.push(slot);
    taken[group]! += 1;
    if (taken[0] >= wanted && taken[1] >= wanted) break;
  }
  return slots
    .sort(state.compareName)
    .slice(skip, wanted)
    .map((slot) => ({ slot }));
};

/**
 * GET /companys/listfiltred/open from the read model: the same answer as the reference SQL (filters; with
 * lat/lng nearest first whatever the assistance flag, then name, then id, partners without coordinates last by
 * name then id, and with radiusKm only those within it; without a position assistance first, then name, then id;
 * the page; the total; `nearest` when nothing matches with fallbackNearest or radiusKm). `at`: the moment openNow
 * is evaluated at (the request's).
 */
export const queryPartnerList = (state: DirectoryState, query: TPublicPartnerListQuery, at: Date = new Date()): PartnerListResult => {
  const openAt = query.openNow ? at : undefined;
  const f = compileFilter(state, query, { openAt });
  const offset = query.pageIndex * query.pageSize;
  const end = offset + query.pageSize;
  const hasPoint = query.lat !== undefined && query.lng !== undefined;
  let result: PartnerListResult;
  if (f.none) result = { data: [], total: 0 };
  else if (!hasPoint) {
    const candidates = candidatesOf(state, f);
    const { list, from, to, exact } = candidates;
    const data: Hit[] = [];
    if (exact) {
      for (let i = from + offset; i < Math.min(to, from + end); i++) data.push({ slot: list[i]! });
      result = { data, total: to - from };
    } else {
      const known = state.counts.get(f.key);
      let seen = 0;
      if (known) {
        for (let i = from; i < to && seen < end; i++) {
          const slot = list[i]!;
          if (!matches(state, f, slot)) continue;
          if (seen >= offset) data.push({ slot });
          seen += 1;
        }
        result = { data, total: known.total };
      } else {
        // one pass: the page and the counts (kept for the next page or position of the same filters)
        const matched: [number, number] = [0, 0];
        const located: [number, number] = [0, 0];
        for (let i = from; i < to; i++) {
          const slot = list[i]!;
          if (!matches(state, f, slot)) continue;
          if (seen >= offset && seen < end) data.push({ slot });
          seen += 1;
          const group = state.assist[slot]!;
          matched[group]! += 1;
          if (state.hasPosition(slot)) located[group]! += 1;
        }
        keepCounts(state, f, { total: seen, matched, located });
        result = { data, total: seen };
      }
    }
  } else if (query.radiusKm !== undefined) {
    const inside = matchesWithin(state, f, query.lat!, query.lng!, query.radiusKm);
    result = { data: inside.slice(offset, end), total: inside.length };
  } else {
    // the visitor asked for what is near: distance alone orders the located partners (the assistance flag is a badge and a filter)
    const candidates = candidatesOf(state, f);
    const counts = countsOf(state, f, candidates);
    const located = counts.located[0] + counts.located[1];
    const data: Hit[] = [];
    if (offset < located) data.push(...nearestMatches(state, f, f.assist, query.lat!, query.lng!, Math.min(end, located)).slice(offset));
    const hi = Math.min(end, counts.total);
    if (hi > located) data.push(...unlocatedMatches(state, f, candidates, Math.max(offset, located) - located, hi - Math.max(offset, located)));
    result = { data, total: counts.total };
  }
  if (result.total === 0 && hasPoint && (query.fallbackNearest || query.radiusKm !== undefined)) {
    // fallbackNearest looks beyond the place filters; a radius alone, beyond the radius with the same filters
    const beyond = compileFilter(state, query, { ignorePlace: query.fallbackNearest === true, openAt });
    result.nearest = beyond.none ? [] : nearestMatches(state, beyond, beyond.assist, query.lat!, query.lng!, query.pageSize);
  }
  return result;
};

/**
 * With "Aberto agora": how many partners the same filters (and radius) take that have no opening hours informed, so
 * the list can offer them instead of counting them as closed without a word.
 */
export const countWithoutHours = (state: DirectoryState, query: TPublicPartnerListQuery): number => {
  const f = compileFilter(state, query);
  if (f.none) return 0;
  const radius = query.radiusKm !== undefined && query.lat !== undefined && query.lng !== undefined ? query.radiusKm : null;
  const { list, from, to } = candidatesOf(state, f);
  let count = 0;
  for (let i = from; i < to; i++) {
    const slot = list[i]!;
    if (state.hours[slot] || !matches(state, f, slot)) continue;
    if (radius !== null && !(state.hasPosition(slot) && distanceKm(query.lat!, query.lng!, state.lat[slot]!, state.lng[slot]!) <= radius)) continue;
    count += 1;
  }
  return count;
};

/** The answer's JSON, byte for byte what JSON.stringify gives for the same partners (each rendered once, joined here). */
export const partnerListJson = (state: DirectoryState, result: PartnerListResult): string => {
  const items = (hits: Hit[]) =>
    hits.map((hit) => state.partnerText(hit.slot, hit.distance === undefined ? undefined : roundKm(hit.distance))).join(',');
  const nearest = result.nearest ? `,"nearest":[${items(result.nearest)}]` : '';
  const withoutHours = result.withoutHours === undefined ? '' : `,"withoutHours":${result.withoutHours}`;
  return `{"data":[${items(result.data)}],"total":${result.total}${nearest}${withoutHours}}`;
};
