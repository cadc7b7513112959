/** Schemas of the public directory (GET /api/companys/listfiltred/*, partnerDetails). */
import { z } from 'zod';
import { MESSAGES, UF_CODES, ZPartnerDetailsSchema, ZPartnerSchema, zPosition } from '@rede/domain';
import { zQueryBoolean, zQueryEnum, zQueryIdList, zQueryText } from '@rede/domain';

const V = MESSAGES.validation;

/** Largest page of the public list (any size 1–100, not only 10/25/50/100). */
export const PARTNER_PAGE_SIZE_MAX = 100;
/** Most markers the map endpoint answers at once. */
export const PARTNER_MAP_MAX = 20_000;

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
      .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90), z.number().min(-180).max(180), z.number().min(-90).max(90)], { error: V.invalid })
      .refine(([minLng, minLat, maxLng, maxLat]) => minLng <= maxLng && minLat <= maxLat, V.invalid)
      .optional(),
  );

// domain: expected these filters in ZPartnerListQuerySchema (searchTerm, lat/lng, fallbackNearest, any page size up to 100).
/** The filters every public list shares (list, map). */
const partnerFilters = {
  searchTerm: zQueryText(),
  uf: zQueryEnum(UF_CODES),
  /** City name or its slug ('São Paulo', 'sao-paulo'): compared by slug (case, accents, punctuation ignored). */
  city: zQueryText(),
  /** Line ids: "1,2" or repeated `line=1&line=2`; any of them. */
  line: zQueryIdList(),
  isAssistence: zQueryBoolean(),
  /** The visitor's position: orders by distance and adds distanceKm. Both or none. */
  lat: zQueryNumber(-90, 90),
  lng: zQueryNumber(-180, 180),
};

const bothOrNone = (q: { lat?: number | undefined; lng?: number | undefined }, ctx: z.RefinementCtx) => {
  if ((q.lat === undefined) !== (q.lng === undefined)) ctx.addIssue({ code: 'custom', path: [q.lat === undefined ? 'lat' : 'lng'], message: V.required });
};

export const ZPublicPartnerListQuerySchema = z
  .object({
    ...partnerFilters,
    pageSize: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(PARTNER_PAGE_SIZE_MAX, V.invalid).default(10),
    pageIndex: z.coerce.number({ error: V.invalid }).int(V.invalid).max(10_000_000, V.invalid).transform((n) => Math.max(0, n)).default(0),
    /** With lat/lng: when nothing matches, also answer `nearest` (ignoring uf and city). */
    fallbackNearest: zQueryBoolean(),
  })
  .superRefine(bothOrNone);
export type TPublicPartnerListQuery = z.infer<typeof ZPublicPartnerListQuerySchema>;

export const ZPartnerMapQuerySchema = z
  .object({ ...partnerFilters, bbox: zBbox(), all: zQueryBoolean() })
  .superRefine(bothOrNone);
export type TPartnerMapQuery = z.infer<typeof ZPartnerMapQuerySchema>;

export type TPartnerFilters = Pick<TPublicPartnerListQuery, 'searchTerm' | 'uf' | 'city' | 'line' | 'isAssistence' | 'lat' | 'lng'> & {
  bbox?: [number, number, number, number] | undefined;
};

// domain: expected numero, logo, cep, slug, path and distanceKm in ZPartnerSchema (the card and the SEO routes need them).
/** The public partner view (section 3) plus numero, logo, cep, slug, path and (with lat/lng) distanceKm. */
export const ZPublicPartnerSchema = ZPartnerSchema.extend({
  numero: z.string(),
  logo: z.string().nullable(),
  cep: z.string(),
  /** slugify(name): the {nome} of /{uf}/{municipio}/{nome}/{id}. */
  slug: z.string(),
  /** The partner page: '/sp/sao-paulo/loja-do-ze/12'. */
  path: z.string(),
  distanceKm: z.number().optional(),
});
export type TPublicPartner = z.infer<typeof ZPublicPartnerSchema>;

export const ZPublicPartnerListSchema = z.object({
  data: z.array(ZPublicPartnerSchema),
  total: z.number().int().nonnegative(),
  /** Only with fallbackNearest=true, lat/lng and no match: the nearest partners ignoring uf and city. */
  nearest: z.array(ZPublicPartnerSchema).optional(),
});
export type TPublicPartnerList = z.infer<typeof ZPublicPartnerListSchema>;

export const ZPartnerMarkerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  addressPosition: zPosition(),
  isAssistence: z.boolean(),
  city: z.string(),
  uf: z.string(),
  logradouro: z.string(),
  phone: z.string().nullable(),
});
export type TPartnerMarker = z.infer<typeof ZPartnerMarkerSchema>;

export const ZPartnerMapSchema = z.object({
  data: z.array(ZPartnerMarkerSchema),
  /** Every matching partner with coordinates; more than data.length when truncated. */
  total: z.number().int().nonnegative(),
  truncated: z.boolean(),
});
export type TPartnerMap = z.infer<typeof ZPartnerMapSchema>;

export const ZPublicPartnerDetailsSchema = ZPartnerDetailsSchema.extend({ slug: z.string(), path: z.string() });
export type TPublicPartnerDetails = z.infer<typeof ZPublicPartnerDetailsSchema>;
