import Flatbush from 'flatbush';
import { compile } from 'zod';
import { partnerTimeZone, UF_CODES, ZPublicPartnerSchema, type TOpeningHours } from '@rede/domain';
import { foldTextLikeSql, slugTextLikeSql } from '../../../lib/list/fold-text.ts';
import type { DirectoryLine, DirectoryRow } from './load-directory.ts';
import { growTyped } from './grow-typed.ts';
import { toPublicPartner } from '../to-partner.ts';
import type { TPublicPartner } from '../partner-schemas.ts';

/** Postings this large or larger get their own spatial index for distance searches; smaller ones are scanned. */
const TREE_MIN_POINTS = 512;
/** A code unit from U+D800 on: where comparing UTF-16 units (JavaScript's `<`) and code points may disagree. */
const SURROGATE_OR_ABOVE = /[\ud800-\uffff]/;
/** The public partner's schema compiled by zod (as the routes' inputs are): one check per partner rendered. */
const publicPartnerSchema = compile(ZPublicPartnerSchema);
/** Index of each state code in UF_CODES. */
export const UF_INDEX = new Map<string, number>(UF_CODES.map((uf, i) => [uf, i]));

/** A city with visible partners, for the place search (cityPlaces). */
export type CityPlace = { city: string; uf: string; partners: number; latitude: number | null; longitude: number | null };

/** A city of a state's partners: its filter slug (slugSql) and the name it is listed with. */
export type StateCity = { slug: string; name: string };

/** A spatial index (flatbush, searched by geoflatbush) of some partners' coordinates; `slots[i]` is the partner of the tree's item i. */
export type SpatialTree = { index: Flatbush; slots: Int32Array };
/**
 * The spatial indexes of one posting, one per assistance flag (0: stores, 1: assistance points; null: none located). A search
 * filtered by the flag walks one tree, which holds no partner it would reject for it; an unfiltered one merges both.
 */
export type GroupTrees = readonly [SpatialTree | null, SpatialTree | null];

/**
 * Strings compared by Unicode code point (the order of UTF-8 bytes, PostgreSQL's "C" collation). JavaScript's `<`
 * compares UTF-16 units, which differs only between astral characters and U+E000–U+FFFF.
 */
export const compareCodePoints = (a: string, b: string): number => {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x !== y) {
      if (x >= 0xd800 && y >= 0xd800) {
        x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
        y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
      }
      return x - y;
    }
  }
  return a.length - b.length;
};

/**
 * The read model of the public directory: every visible partner (approved and active) held in memory,
 * column by column (typed arrays indexed by a slot), with its public JSON and its map marker's JSON rendered
 * once (toPublicPartner, the same function as the details' SQL path), and the indexes the public queries use:
 * - `order`: every partner in the list's default order (assistance first, then folded name by code point,
 *   then id); the assistance partners are its first `assistCount` entries;
 * - postings: the partners of each state, city (by slug) and line, each in `order`'s order;
 * - spatial indexes (flatbush) of the coordinates: all partners, and each state and city large enough.
 * Writes change the slots of the companies they touched; the derived indexes are then rebuilt (`reindex`,
 * a few tens of ms at 100 000 partners).
 */
export class DirectoryState {
  /** Bumped by every reindex: answers and caches derived from an older version are stale. */
  version = 0;

  // ---- per slot (0 … capacity-1); ids[slot] = 0: free ----
  capacity = 0;
  ids = new Int32Array(0);
  lat = new Float64Array(0);
  lng = new Float64Array(0);
  assist = new Uint8Array(0);
  uf = new Uint8Array(0);
  city = new Int32Array(0);
  /** The city as the partner writes it (one string per distinct spelling): the state's city list names it. */
  cityName: string[] = [];
  /** Line membership: `words` bits per slot, bit i = the i-th line of `lines`. */
  lineBits = new Uint32Array(0);
  /** 1: the folded name has no code unit from U+D800 on, so JavaScript's `<` orders it by code point (compareName's fast path). */
  plainName = new Uint8Array(0);
  /** foldedSql(name), foldedSql(neibor), foldedSql(city): the search term is looked for in them; the name also sorts. */
  sName: string[] = [];
  sNeibor: string[] = [];
  sCity: string[] = [];
  lineIds: number[][] = [];
  /** Opening hours (null: not informed) and the partner's time zone: the "Aberto agora" filter (open-now.ts). */
  hours: (TOpeningHours | null)[] = [];
  timeZone: string[] = [];
  /**
   * JSON of the public partner (toPublicPartner, checked against its response schema when rendered), and of its map
   * marker (markerOf): the answers are joined from them as they are.
   */
  partnerJson: string[] = [];
  markerJson: string[] = [];
  /** Companies left out because their public partner broke its schema: id → what broke (logged by the directory, then cleared). */
  readonly rejected = new Map<number, string>();
  readonly slotById = new Map<number, number>();
  private free: number[] = [];
  count = 0;

  // ---- lines, cities ----
  lines: DirectoryLine[] = [];
  lineIndex = new Map<number, number>();
  words = 1;
  cityIndex = new Map<string, number>();
  /** The filter slug of each city index (cityIndex reversed). */
  citySlugs: string[] = [];
  private interned = new Map<string, string>();
  /** Per distinct city name: its filter slug (slugSql) and folded form (search). */
  private cities = new Map<string, { name: string; index: number; folded: string }>();
  private folded = new Map<string, string>();

  // ---- derived (reindex) ----
  order = new Int32Array(0);
  assistCount = 0;
  rank = new Int32Array(0);
  ufPostings: Int32Array[] = [];
  cityPostings: Int32Array[] = [];
  linePostings: Int32Array[] = [];
  allTrees: GroupTrees = [null, null];
  ufTrees: (GroupTrees | null)[] = [];
  cityTrees = new Map<number, GroupTrees>();
  /** Totals (and per-group counts) of filter sets, valid for this version. */
  readonly counts = new Map<string, GroupCounts>();

  constructor(options: { lines: DirectoryLine[] }) {
    this.setLineList(options.lines);
  }

  private intern(text: string): string {
    const hit = this.interned.get(text);
    if (hit !== undefined) return hit;
    this.interned.set(text, text);
    return text;
  }

  private citySlugIndex(slug: string): number {
    let index = this.cityIndex.get(slug);
    if (index === undefined) {
      index = this.cityIndex.size;
      this.cityIndex.set(slug, index);
      this.citySlugs.push(slug);
    }
    return index;
  }

  private ensureCapacity(needed: number) {
    if (needed <= this.capacity) return;
    const capacity = Math.max(needed, Math.ceil(this.capacity * 1.5), 64);
    this.ids = growTyped(this.ids, capacity);
    this.lat = growTyped(this.lat, capacity, Number.NaN);
    this.lng = growTyped(this.lng, capacity, Number.NaN);
    this.assist = growTyped(this.assist, capacity);
    this.uf = growTyped(this.uf, capacity);
    this.city = growTyped(this.city, capacity);
    this.lineBits = growTyped(this.lineBits, capacity * this.words);
    this.plainName = growTyped(this.plainName, capacity);
    this.rank = growTyped(this.rank, capacity);
    this.capacity = capacity;
  }

  /** The lines (in the order a partner lists them) and the bit of each. */
  private setLineList(list: DirectoryLine[]) {
    this.lines = list;
    this.lineLists = new Map();
    this.lineIndex = new Map(list.map((line, i) => [line.id, i]));
    const words = Math.max(1, Math.ceil(list.length / 32));
    if (words !== this.words || this.lineBits.length !== this.capacity * words) {
      this.words = words;
      this.lineBits = new Uint32Array(this.capacity * words);
    }
    this.lineBits.fill(0);
    for (let slot = 0; slot < this.capacity; slot++) if (this.ids[slot] !== 0) this.setBits(slot);
  }

  private setBits(slot: number) {
    const base = slot * this.words;
    for (let w = 0; w < this.words; w++) this.lineBits[base + w] = 0;
    for (const id of this.lineIds[slot] ?? []) {
      const bit = this.lineIndex.get(id);
      if (bit !== undefined) this.lineBits[base + (bit >>> 5)]! |= 1 << (bit & 31);
    }
  }

  /** One array per combination of line ids (a few hundred at most), shared by the partners that have it, not one per partner. */
  private lineIdLists = new Map<string, number[]>();
  private sharedLineIds(lineIds: number[]): number[] {
    const key = lineIds.join(',');
    const shared = this.lineIdLists.get(key);
    if (shared) return shared;
    if (this.lineIdLists.size < 10_000) this.lineIdLists.set(key, lineIds);
    return lineIds;
  }

  /** The partner's lines as the answer lists them: [{ id, name }] in the lines' order (one array per combination of lines). */
  private lineLists = new Map<string, DirectoryLine[]>();
  private linesOf(lineIds: readonly number[]) {
    const key = lineIds.join(',');
    let list = this.lineLists.get(key);
    if (!list) {
      list = lineIds
        .filter((id) => this.lineIndex.has(id))
        .sort((a, b) => this.lineIndex.get(a)! - this.lineIndex.get(b)!)
        .map((id) => this.lines[this.lineIndex.get(id)!]!);
      if (this.lineLists.size < 10_000) this.lineLists.set(key, list);
    }
    return list;
  }

  /** The partner as its response schema passes it (key order and all), or null, with what broke in `rejected`. */
  private checked(partner: TPublicPartner): TPublicPartner | null {
    const result = publicPartnerSchema.safeParse(partner);
    if (result.success) return result.data;
    const issue = result.error.issues[0]!;
    this.rejected.set(partner.id, `${issue.path.join('.')}: ${issue.message}`);
    return null;
  }

  private setPartner(slot: number, partner: TPublicPartner) {
    this.partnerJson[slot] = JSON.stringify(partner);
    this.markerJson[slot] = JSON.stringify(markerOf(partner));
  }

  private cityOf(name: string) {
    let city = this.cities.get(name);
    if (!city) {
      city = { name, index: this.citySlugIndex(slugTextLikeSql(name)), folded: this.intern(foldTextLikeSql(name)) };
      this.cities.set(name, city);
    }
    return city;
  }

  private foldedOf(text: string): string {
    let folded = this.folded.get(text);
    if (folded === undefined) {
      folded = this.intern(foldTextLikeSql(text));
      if (this.folded.size < 100_000) this.folded.set(text, folded);
    }
    return folded;
  }

  /**
   * Adds or replaces the partner of `row`; returns its slot. Its public JSON is toPublicPartner()'s, as the details'
   * SQL path renders it (the read-model test compares them byte for byte), through the response schema. A partner the
   * schema refuses is left out (removed if it was there; null), never sent.
   */
  upsert(row: DirectoryRow): number | null {
    const partner = this.checked(toPublicPartner({ ...row, lines: this.linesOf(row.lineIds) }));
    if (!partner) {
      this.remove(row.id);
      return null;
    }
    let slot = this.slotById.get(row.id);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.count + this.free.length;
      this.ensureCapacity(slot + 1);
      this.slotById.set(row.id, slot);
      this.count += 1;
    }
    const city = this.cityOf(row.city);
    const located = row.latitude !== null && row.longitude !== null;
    this.ids[slot] = row.id;
    this.lat[slot] = located ? row.latitude! : Number.NaN;
    this.lng[slot] = located ? row.longitude! : Number.NaN;
    this.assist[slot] = row.isAssistence ? 1 : 0;
    this.uf[slot] = UF_INDEX.get(row.uf) ?? 255;
    this.city[slot] = city.index;
    this.cityName[slot] = city.name;
    this.sName[slot] = foldTextLikeSql(row.name);
    this.plainName[slot] = SURROGATE_OR_ABOVE.test(this.sName[slot]!) ? 0 : 1;
    this.sNeibor[slot] = this.foldedOf(row.neibor);
    this.sCity[slot] = city.folded;
    this.lineIds[slot] = this.sharedLineIds(row.lineIds);
    this.hours[slot] = row.openingHours;
    this.timeZone[slot] = row.openingHours ? partnerTimeZone(row.uf, row.city) : '';
    this.setBits(slot);
    this.setPartner(slot, partner);
    return slot;
  }

  /** Forgets the partner (deleted, or no longer visible); false when it was not there. */
  remove(id: number): boolean {
    const slot = this.slotById.get(id);
    if (slot === undefined) return false;
    this.slotById.delete(id);
    this.ids[slot] = 0;
    this.lat[slot] = Number.NaN;
    this.lng[slot] = Number.NaN;
    this.sName[slot] = '';
    this.sNeibor[slot] = '';
    this.sCity[slot] = '';
    this.cityName[slot] = '';
    this.lineIds[slot] = [];
    this.hours[slot] = null;
    this.timeZone[slot] = '';
    this.partnerJson[slot] = '';
    this.markerJson[slot] = '';
    this.free.push(slot);
    this.count -= 1;
    return true;
  }

  /**
   * New lines (after a line was created, renamed or deleted): bits are recomputed, and the partners
   * holding one of `changed` get their lines re-rendered (a deleted line leaves them, as its company_lines did).
   */
  replaceLines(list: DirectoryLine[], changed: ReadonlySet<number>) {
    this.setLineList(list);
    for (let slot = 0; slot < this.capacity; slot++) {
      if (this.ids[slot] === 0 || !this.lineIds[slot]!.some((id) => changed.has(id))) continue;
      this.lineIds[slot] = this.sharedLineIds(this.lineIds[slot]!.filter((id) => this.lineIndex.has(id)));
      const partner = JSON.parse(this.partnerJson[slot]!) as TPublicPartner;
      this.setPartner(slot, { ...partner, lines: this.linesOf(this.lineIds[slot]!) });
    }
  }

  /**
   * Folded name by code point, then id: the order of equal distances and of each assistance group. The application
   * owns this order whatever the database's collation (the SQL reference of the tests sorts with COLLATE "C").
   */
  compareName = (a: number, b: number): number => {
    const x = this.sName[a]!;
    const y = this.sName[b]!;
    // JavaScript's `<` where it agrees with code-point order (names without surrogates or private-use characters)
    const byName = x === y ? 0 : (this.plainName[a]! & this.plainName[b]!) === 1 ? (x < y ? -1 : 1) : compareCodePoints(x, y);
    return byName !== 0 ? byName : this.ids[a]! - this.ids[b]!;
  };

  /** The list's default order: assistance first, then name, then id. */
  compare = (a: number, b: number): number => this.assist[b]! - this.assist[a]! || this.compareName(a, b);

  /** Re-sorts `order` after the partners of `touched` (slots) changed, were added or removed. */
  reorder(touched: ReadonlySet<number> | null) {
    if (!touched) {
      const all: number[] = [];
      for (let slot = 0; slot < this.capacity; slot++) if (this.ids[slot] !== 0) all.push(slot);
      this.order = Int32Array.from(all.sort(this.compare));
      return;
    }
    const kept: number[] = [];
    for (const slot of this.order) if (!touched.has(slot) && this.ids[slot] !== 0) kept.push(slot);
    const added = [...touched].filter((slot) => this.ids[slot] !== 0).sort(this.compare);
    const merged = new Int32Array(kept.length + added.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < kept.length && j < added.length) merged[k++] = this.compare(kept[i]!, added[j]!) <= 0 ? kept[i++]! : added[j++]!;
    while (i < kept.length) merged[k++] = kept[i++]!;
    while (j < added.length) merged[k++] = added[j++]!;
    this.order = merged;
  }

  private buildTree(slots: readonly number[]): SpatialTree | null {
    const located = slots.filter((slot) => !Number.isNaN(this.lat[slot]!));
    if (located.length === 0) return null;
    const index = new Flatbush(located.length);
    for (const slot of located) index.add(this.lng[slot]!, this.lat[slot]!);
    index.finish();
    return { index, slots: Int32Array.from(located) };
  }

  private buildTrees(slots: readonly number[]): GroupTrees {
    return [this.buildTree(slots.filter((slot) => this.assist[slot] === 0)), this.buildTree(slots.filter((slot) => this.assist[slot] === 1))];
  }

  private placesOf: { version: number; places: CityPlace[] } | null = null;

  /**
   * The cities with partners (the place search's cities): name, state, how many partners, and the mean
   * position of those that have one (null when none has). Computed once per version.
   */
  cityPlaces(): CityPlace[] {
    if (this.placesOf?.version === this.version) return this.placesOf.places;
    const names = new Map<number, string>();
    for (const [name, city] of this.cities) if (!names.has(city.index)) names.set(city.index, name);
    const byCity = new Map<string, CityPlace & { located: number }>();
    for (const slot of this.order) {
      const key = `${this.uf[slot]}:${this.city[slot]}`;
      let place = byCity.get(key);
      if (!place) {
        place = { city: names.get(this.city[slot]!) ?? '', uf: UF_CODES[this.uf[slot]!]!, partners: 0, latitude: null, longitude: null, located: 0 };
        byCity.set(key, place);
      }
      place.partners += 1;
      const lat = this.lat[slot]!;
      const lng = this.lng[slot]!;
      if (Number.isFinite(lat) && Number.isFinite(lng)) {
        place.located += 1;
        place.latitude = (place.latitude ?? 0) + (lat - (place.latitude ?? 0)) / place.located;
        place.longitude = (place.longitude ?? 0) + (lng - (place.longitude ?? 0)) / place.located;
      }
    }
    const places = [...byCity.values()].map(({ located: _located, ...place }) => place);
    this.placesOf = { version: this.version, places };
    return places;
  }

  private stateCitiesOf: { version: number; byUf: Map<number, StateCity[]> } | null = null;

  /**
   * The cities of a state's partners (GET /listfiltred/cities): each filter slug once, named by the least of
   * the spellings its partners use (by code point, as the database's C collation orders them). Once per
   * version and state.
   */
  stateCities(uf: string): StateCity[] {
    const ufIndex = UF_INDEX.get(uf);
    if (ufIndex === undefined) return [];
    if (this.stateCitiesOf?.version !== this.version) this.stateCitiesOf = { version: this.version, byUf: new Map() };
    let cities = this.stateCitiesOf.byUf.get(ufIndex);
    if (!cities) {
      const names = new Map<number, string>();
      for (const slot of this.ufPostings[ufIndex] ?? []) {
        const index = this.city[slot]!;
        const name = this.cityName[slot]!;
        const least = names.get(index);
        if (least === undefined || compareCodePoints(name, least) < 0) names.set(index, name);
      }
      cities = [...names].map(([index, name]) => ({ slug: this.citySlugs[index]!, name }));
      this.stateCitiesOf.byUf.set(ufIndex, cities);
    }
    return cities;
  }

  /** Ranks, postings and spatial indexes from `order`; a new version. */
  reindex() {
    const order = this.order;
    let assistCount = 0;
    const ufPostings: number[][] = UF_CODES.map(() => []);
    const cityPostings: number[][] = Array.from({ length: this.cityIndex.size }, () => []);
    const linePostings: number[][] = this.lines.map(() => []);
    for (let i = 0; i < order.length; i++) {
      const slot = order[i]!;
      this.rank[slot] = i;
      if (this.assist[slot] === 1) assistCount = i + 1;
      ufPostings[this.uf[slot]!]?.push(slot);
      cityPostings[this.city[slot]!]!.push(slot);
      const base = slot * this.words;
      for (let w = 0; w < this.words; w++) {
        let bits = this.lineBits[base + w]!;
        while (bits !== 0) {
          const low = bits & -bits;
          linePostings[w * 32 + 31 - Math.clz32(low)]!.push(slot);
          bits ^= low;
        }
      }
    }
    this.assistCount = assistCount;
    // typed arrays: 4 bytes a slot
    this.ufPostings = ufPostings.map((posting) => Int32Array.from(posting));
    this.cityPostings = cityPostings.map((posting) => Int32Array.from(posting));
    this.linePostings = linePostings.map((posting) => Int32Array.from(posting));
    this.allTrees = this.buildTrees(Array.from(order));
    this.ufTrees = ufPostings.map((posting) => (posting.length >= TREE_MIN_POINTS ? this.buildTrees(posting) : null));
    this.cityTrees = new Map();
    cityPostings.forEach((posting, city) => {
      if (posting.length >= TREE_MIN_POINTS) this.cityTrees.set(city, this.buildTrees(posting));
    });
    this.counts.clear();
    this.version += 1;
  }

  hasPosition(slot: number): boolean {
    return !Number.isNaN(this.lat[slot]!);
  }

  /** The partner's public JSON, with `distanceKm` (already rounded) when given. */
  partnerText(slot: number, distance?: number): string {
    const json = this.partnerJson[slot]!;
    return distance === undefined ? json : `${json.slice(0, -1)},"distanceKm":${String(distance)}}`;
  }

  /** Rough bytes held (typed arrays and strings), for the logs and the bench. */
  approximateBytes(): number {
    let strings = 0;
    for (let slot = 0; slot < this.capacity; slot++)
      strings += (this.sName[slot]?.length ?? 0) + (this.partnerJson[slot]?.length ?? 0) + (this.markerJson[slot]?.length ?? 0) + 64;
    for (const text of this.interned.keys()) strings += text.length + 16;
    const typed = this.capacity * (4 + 8 + 8 + 1 + 1 + 4 + 4 * this.words + 8 + 1 + 4);
    const postings = this.order.length * 4 * 4;
    return strings + typed + postings;
  }
}

/** Counts of a filter set: every match, and per assistance flag the matches and those with coordinates. */
export type GroupCounts = { total: number; matched: [number, number]; located: [number, number] };

/** A map marker: the partner's id … phone and WhatsApp (the popup's Rota and WhatsApp), addressPosition, isAssistence, slug and path. */
const markerOf = (partner: TPublicPartner) => {
  const { id, name, logradouro, numero, neibor, city, uf, cep, phone, whatsapp, addressPosition, isAssistence, slug, path } = partner;
  return { id, name, logradouro, numero, neibor, city, uf, cep, phone, whatsapp, addressPosition, isAssistence, slug, path };
};
