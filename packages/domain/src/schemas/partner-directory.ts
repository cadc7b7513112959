/**
 * The public directory's queries and answers shared by the API and the web: the partner list query
 * (GET /companys/listfiltred/open) and the clustered map (GET /companys/listfiltred/map: query, clusters
 * and single partners). The web infers its request and answer types from these.
 */
import { z } from 'zod';
import { UF_CODES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { zPosition } from './fields.ts';
import { ZOpeningHoursCompactSchema } from './opening-hours.ts';
import { ZPartnerDetailsSchema, ZPartnerSchema } from './partner.ts';
import { zQueryBoolean, zQueryEnum, zQueryIdList, zQueryText } from './query-fields.ts';

const V = MESSAGES.validation;

/** 'Campo obrigatório' when absent, else 'Valor inválido'. */
const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined ? V.required : V.invalid);

/** Largest page of the public list (any size 1–100, not only 10/25/50/100). */
export const PARTNER_PAGE_SIZE_MAX = 100;
/** The radii (km) the public list can be limited to around its position. */
export const PARTNER_RADII_KM = [10, 25, 50, 100] as const;
export type TPartnerRadiusKm = (typeof PARTNER_RADII_KM)[number];
/** Zoom levels of the map query (Leaflet's, OpenStreetMap tiles go to 19). */
export const PARTNER_MAP_ZOOM_MAX = 22;
/**
 * The largest viewport (CSS pixels per side at the asked zoom) the map query accepts: bigger than any
 * screen, small enough that one answer stays a few tens of KB whatever the zoom.
 */
export const PARTNER_MAP_VIEWPORT_MAX_PX = 4096;

const zQueryNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: V.invalid }).min(min, V.invalid).max(max, V.invalid).optional(),
  );

/** "minLng,minLat,maxLng,maxLat" (the order of GeoJSON and of Leaflet's toBBoxString()). */
const zBbox = () =>
  z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return undefined;
      if (typeof v !== 'string') return v;
      const parts = v.split(',').map((p) => Number(p.trim()));
      return parts.length === 4 && parts.every(Number.isFinite) ? parts : v;
    },
    z
      .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90), z.number().min(-180).max(180), z.number().min(-90).max(90)], {
        error: requiredOrInvalid,
      })
      .refine(([minLng, minLat, maxLng, maxLat]) => minLng <= maxLng && minLat <= maxLat, V.invalid),
  );

/** The filters every public partner query shares (list, map). */
export const partnerFilterFields = {
  /** Looked for in the name, district and city (case and accents ignored). */
  searchTerm: zQueryText(),
  uf: zQueryEnum(UF_CODES),
  /** City name or its slug ('São Paulo', 'sao-paulo'): compared by slug (case, accents, punctuation ignored). */
  city: zQueryText(),
  /** Line ids: "1,2" or repeated `line=1&line=2`; any of them. */
  line: zQueryIdList(),
  /** The bracket form some clients send (`line[]=1`) is refused with a hint, never silently ignored. */
  'line[]': z.never({ error: V.lineBrackets }).optional(),
  isAssistence: zQueryBoolean(),
};

const bothOrNone = (q: { lat?: number | undefined; lng?: number | undefined }, ctx: z.RefinementCtx) => {
  if ((q.lat === undefined) !== (q.lng === undefined))
    ctx.addIssue({ code: 'custom', path: [q.lat === undefined ? 'lat' : 'lng'], message: V.required });
};

/** A radius is a distance from the position: without lat/lng it is refused rather than silently ignored. */
const radiusWithPosition = (q: { lat?: number | undefined; radiusKm?: number | undefined }, ctx: z.RefinementCtx) => {
  if (q.radiusKm !== undefined && q.lat === undefined) ctx.addIssue({ code: 'custom', path: ['radiusKm'], message: V.radiusNeedsPosition });
};

/** `radiusKm`: one of PARTNER_RADII_KM, from a query string ('25') or a number; blank → undefined. */
const zQueryRadius = () =>
  z
    .preprocess(
      (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
      z.literal(PARTNER_RADII_KM, { error: V.radiusKm }).optional(),
    )
    .describe(
      'Raio em km (10, 25, 50 ou 100), só com lat/lng: a lista fica com os parceiros até essa distância e total os conta; se nenhum estiver no raio, nearest traz os mais próximos além dele, com distanceKm',
    );

/** GET /companys/listfiltred/open. */
export const ZPublicPartnerListQuerySchema = z
  .object({
    ...partnerFilterFields,
    /**
     * The visitor's position: orders by distance, nearest first (then name, then id; partners without coordinates
     * last, by name then id), and adds distanceKm. Both or none. Without it: assistance first, then name, then id.
     */
    lat: zQueryNumber(-90, 90),
    lng: zQueryNumber(-180, 180),
    pageSize: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(PARTNER_PAGE_SIZE_MAX, V.invalid).default(10),
    pageIndex: z.coerce
      .number({ error: V.invalid })
      .int(V.invalid)
      .max(10_000_000, V.invalid)
      .transform((n) => Math.max(0, n))
      .default(0),
    /** With lat/lng: only the partners within this many km (see zQueryRadius). */
    radiusKm: zQueryRadius(),
    /**
     * When nothing matches, also answer `nearest` (ignoring uf and city): from lat/lng, or without a position from the
     * point of the state or city filtered (a state's capital, a city's centre; a city nothing places: the state's partners).
     */
    fallbackNearest: zQueryBoolean(),
    /** "Aberto agora": only partners open at the moment of the request, on their own clocks. */
    openNow: zQueryBoolean(),
  })
  .superRefine((q, ctx) => {
    bothOrNone(q, ctx);
    radiusWithPosition(q, ctx);
  });
export type TPublicPartnerListQuery = z.infer<typeof ZPublicPartnerListQuerySchema>;

/** The filters of a public query (no position, no paging): what the list and the map share. */
export type TPartnerFilters = Pick<TPublicPartnerListQuery, 'searchTerm' | 'uf' | 'city' | 'line' | 'isAssistence'>;

/** Web Mercator x (0..1) of a longitude and y (0..1, north at 0) of a latitude: the map's pixel space / 256 / 2^zoom. */
export const mercatorX = (lng: number): number => lng / 360 + 0.5;
export const mercatorY = (lat: number): number => {
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  return 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
};

/** Width and height in CSS pixels of a bbox seen at `zoom` (256-pixel tiles). */
export const bboxPixels = ([minLng, minLat, maxLng, maxLat]: readonly [number, number, number, number], zoom: number) => {
  const scale = 256 * 2 ** zoom;
  return { width: (mercatorX(maxLng) - mercatorX(minLng)) * scale, height: (mercatorY(minLat) - mercatorY(maxLat)) * scale };
};

/**
 * GET /companys/listfiltred/map: the viewport (`bbox=minLng,minLat,maxLng,maxLat`, Leaflet's
 * toBBoxString()) and the zoom, plus the list's filters. A viewport wider or taller than
 * PARTNER_MAP_VIEWPORT_MAX_PX pixels at that zoom is refused ('Valor inválido' at bbox). `openNow`: only
 * the partners open at the moment of the request, like the list's.
 */
export const ZPartnerMapQuerySchema = z
  .object({
    ...partnerFilterFields,
    openNow: zQueryBoolean(),
    bbox: zBbox(),
    zoom: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
      z.number({ error: requiredOrInvalid }).int(V.invalid).min(0, V.invalid).max(PARTNER_MAP_ZOOM_MAX, V.invalid),
    ),
  })
  .superRefine((q, ctx) => {
    if (!Array.isArray(q.bbox) || !Number.isInteger(q.zoom) || q.zoom < 0 || q.zoom > PARTNER_MAP_ZOOM_MAX) return;
    const { width, height } = bboxPixels(q.bbox, q.zoom);
    if (width > PARTNER_MAP_VIEWPORT_MAX_PX || height > PARTNER_MAP_VIEWPORT_MAX_PX)
      ctx.addIssue({ code: 'custom', path: ['bbox'], message: V.invalid });
  });
export type TPartnerMapQuery = z.infer<typeof ZPartnerMapQuerySchema>;

/** A group of partners drawn as one circle: clicking it zooms the map to `expansionZoom`, where it splits. */
export const ZPartnerMapClusterSchema = z.object({
  /** Stable within one answer set (the same filters, until the directory changes). */
  id: z.number().int(),
  count: z.number().int().min(2),
  /** The cluster's centre (weighted by its partners). */
  addressPosition: zPosition(),
  expansionZoom: z.number().int(),
});
export type TPartnerMapCluster = z.infer<typeof ZPartnerMapClusterSchema>;

/** A single partner on the map: what its info window shows (the public partner's fields in the same order). */
export const ZPartnerMapMarkerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  neibor: z.string(),
  city: z.string(),
  uf: z.string(),
  cep: z.string(),
  phone: z.string().nullable(),
  /** The popup's WhatsApp link (the phone when null, as on the card). */
  whatsapp: z.string().nullable(),
  addressPosition: zPosition(),
  isAssistence: z.boolean(),
  /** slugify(name): the {nome} of /{uf}/{municipio}/{nome}/{id}. */
  slug: z.string(),
  /** The partner page: '/sp/sao-paulo/loja-do-ze/12'. */
  path: z.string(),
});
export type TPartnerMapMarker = z.infer<typeof ZPartnerMapMarkerSchema>;

export const ZPartnerMapSchema = z.object({
  clusters: z.array(ZPartnerMapClusterSchema),
  partners: z.array(ZPartnerMapMarkerSchema),
  /** Every partner with coordinates matching the filters (anywhere, not only in the viewport). */
  total: z.number().int().nonnegative(),
  /** [minLng, minLat, maxLng, maxLat] of every matching partner (null when none): the map frames it when the filters change. */
  extent: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
});
export type TPartnerMap = z.infer<typeof ZPartnerMapSchema>;

/** A partner of the public list: the public view of section 3 plus numero, logo, cep, slug, path and (with lat/lng) distanceKm. */
export const ZPublicPartnerSchema = ZPartnerSchema.extend({
  numero: z.string(),
  logo: z.string().nullable(),
  /** Opening hours in the compact form; null: not informed. The card computes "Aberto agora" from it. */
  hours: ZOpeningHoursCompactSchema.nullable(),
  cep: z.string(),
  /** slugify(name): the {nome} of /{uf}/{municipio}/{nome}/{id}. */
  slug: z.string(),
  /** The partner page: '/sp/sao-paulo/loja-do-ze/12'. */
  path: z.string(),
  /** With lat/lng: the distance in km from the visitor (none for a partner without coordinates). */
  distanceKm: z.number().optional(),
});
export type TPublicPartner = z.infer<typeof ZPublicPartnerSchema>;

/** GET /companys/listfiltred/open. */
export const ZPublicPartnerListSchema = z.object({
  data: z.array(ZPublicPartnerSchema),
  total: z.number().int().nonnegative(),
  /**
   * With lat/lng and no match, when fallbackNearest=true (the nearest ignoring uf and city) or radiusKm is given (the
   * nearest matching partners beyond the radius): at most pageSize partners with coordinates, nearest first.
   */
  nearest: z.array(ZPublicPartnerSchema).optional(),
  /** With openNow=true: how many partners the same filters (and radius) take that have no opening hours informed. */
  withoutHours: z.number().int().nonnegative().optional(),
});
export type TPublicPartnerList = z.infer<typeof ZPublicPartnerListSchema>;

/** How many other partners the partner page lists under "Outros parceiros perto daqui". */
export const PARTNER_NEARBY_MAX = 6;

/** Another visible partner near the one of a details answer: what its link on the partner page needs. */
export const ZPartnerNearbySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  uf: z.string(),
  /** slugify(name): the {nome} of /{uf}/{municipio}/{nome}/{id}. */
  slug: z.string(),
  /** Its partner page: '/sp/sao-paulo/loja-do-ze/12'. */
  path: z.string(),
  /** km from the partner of the page (rounded to 10 m); null when that partner has no coordinates (then: the nearest of its city's centre). */
  distanceKm: z.number().nullable(),
});
export type TPartnerNearby = z.infer<typeof ZPartnerNearbySchema>;

/** GET /companys/company/partnerDetails/{id}: the details of section 3 plus slug, path and the nearest other partners. */
export const ZPublicPartnerDetailsSchema = ZPartnerDetailsSchema.extend({
  slug: z.string(),
  path: z.string(),
  /** Opening hours in the compact form; null: not informed. */
  hours: ZOpeningHoursCompactSchema.nullable(),
  /** At most PARTNER_NEARBY_MAX other visible partners, nearest first (empty: none known near it). */
  nearby: z.array(ZPartnerNearbySchema).max(PARTNER_NEARBY_MAX),
});
export type TPublicPartnerDetails = z.infer<typeof ZPublicPartnerDetailsSchema>;
