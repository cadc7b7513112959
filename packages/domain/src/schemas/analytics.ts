/**
 * Engagement analytics, anonymous by design: the public pages send what visitors do
 * (searches, partner page views, contact clicks) in batches, the API counts them per day. No IP, cookie or
 * user id travels in an event or is stored.
 */
import { z } from 'zod';
import { addDays } from '../opening-hours/local-time.ts';
import { UF_CODES } from '../constants.ts';
import { formatMessage, MESSAGES } from '../messages.ts';
import { zQueryEnum } from './query-fields.ts';

const V = MESSAGES.validation;

/** The most events one POST /analytics/events carries (the browser sends what it queued, in batches of at most this). */
export const ANALYTICS_BATCH_MAX = 50;
/** The most bytes a batch body may have (50 events of the longest city name fit well below). */
export const ANALYTICS_BODY_MAX_BYTES = 16 * 1024;
/** The most product lines one search event names (the directory's filter). */
export const ANALYTICS_SEARCH_LINES_MAX = 10;
/** A city name as the directory's filter takes it. */
export const ANALYTICS_CITY_MAX = 100;
/** The longest period a report covers (days, both ends included). */
export const ENGAGEMENT_MAX_DAYS = 366;
/** The default period: the last 30 days, today included. */
export const ENGAGEMENT_DEFAULT_DAYS = 30;
/** How many partners the 'most contacted' table lists, and how many cities / zero-result rows. */
export const ENGAGEMENT_TOP = 20;

/** The events about one partner: its page viewed, and the clicks on its card's or page's links. */
export const ANALYTICS_PARTNER_EVENTS = ['partner_view', 'whatsapp_click', 'phone_click', 'directions_click', 'details_click'] as const;
export type TAnalyticsPartnerEvent = (typeof ANALYTICS_PARTNER_EVENTS)[number];
/** The clicks that reach the partner (the 'most contacted' ranking). */
export const ANALYTICS_CONTACT_EVENTS = ['whatsapp_click', 'phone_click', 'directions_click'] as const satisfies readonly TAnalyticsPartnerEvent[];
export const ANALYTICS_EVENT_TYPES = ['search', ...ANALYTICS_PARTNER_EVENTS] as const;
export type TAnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

const zCount = z.number({ error: V.invalid }).int(V.invalid).min(0, V.invalid).max(1_000_000, V.invalid);
const zId = z.number({ error: V.invalid }).int(V.invalid).positive(V.invalid).max(2_147_483_647, V.invalid);

/**
 * A search of the directory, sent when its answer arrives: the filters (state, city, product lines, assistance only),
 * whether it was sorted from the visitor's position (the position itself is never sent), and how many partners it found.
 */
export const ZAnalyticsSearchEventSchema = z
  .strictObject(
    {
      type: z.literal('search'),
      uf: z.enum(UF_CODES, { error: V.uf }).optional(),
      city: z
        .string({ error: V.invalid })
        .trim()
        .min(1, V.invalid)
        .max(ANALYTICS_CITY_MAX, formatMessage(V.maxLength, { max: ANALYTICS_CITY_MAX }))
        .optional(),
      lineIds: z
        .array(zId, { error: V.invalid })
        .max(ANALYTICS_SEARCH_LINES_MAX, formatMessage(V.arrayMax, { max: ANALYTICS_SEARCH_LINES_MAX }))
        .transform((ids) => [...new Set(ids)])
        .optional(),
      isAssistence: z.boolean({ error: V.invalid }).optional(),
      byPosition: z.boolean({ error: V.invalid }),
      resultCount: zCount,
    },
    { error: V.invalid },
  )
  .refine((event) => event.city === undefined || event.uf !== undefined, { path: ['uf'], message: V.required });

/** An event about one partner (a visible company's id). */
export const ZAnalyticsPartnerEventSchema = z.strictObject(
  { type: z.enum(ANALYTICS_PARTNER_EVENTS, { error: V.invalid }), partnerId: zId },
  { error: V.invalid },
);

export const ZAnalyticsEventSchema = z.discriminatedUnion('type', [ZAnalyticsSearchEventSchema, ZAnalyticsPartnerEventSchema], { error: V.invalid });
export type TAnalyticsEvent = z.infer<typeof ZAnalyticsEventSchema>;
export type TAnalyticsEventInput = z.input<typeof ZAnalyticsEventSchema>;

/** POST /analytics/events: `{ events: [...] }`, 1 to 50 events; one bad event refuses the whole batch (400, nothing counted). */
export const ZAnalyticsBatchSchema = z.strictObject(
  {
    events: z
      .array(ZAnalyticsEventSchema, { error: V.invalid })
      .min(1, V.arrayMin)
      .max(ANALYTICS_BATCH_MAX, formatMessage(V.arrayMax, { max: ANALYTICS_BATCH_MAX })),
  },
  { error: V.invalid },
);
export type TAnalyticsBatch = z.infer<typeof ZAnalyticsBatchSchema>;

const zDay = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string({ error: V.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, V.date)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, V.date)
    .optional(),
);

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The period of a report: the days given, or `to` = today and `from` = 29 days before `to` (30 days). `from`
 * after `to`, or more than ENGAGEMENT_MAX_DAYS days, is an error (field → pt-BR message).
 */
export const resolveEngagementPeriod = (
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } | { error: Record<string, string> } => {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(ENGAGEMENT_DEFAULT_DAYS - 1));
  if (from > to) return { error: { from: MESSAGES.engagement.rangeOrder } };
  if (daysBetween(from, to) > ENGAGEMENT_MAX_DAYS)
    return { error: { from: formatMessage(MESSAGES.engagement.rangeTooLong, { max: ENGAGEMENT_MAX_DAYS }) } };
  return { from, to };
};

/** GET /reports/engagement: `from`, `to` (yyyy-MM-dd, São Paulo days, both included; default the last 30 days), `format=xlsx`. */
export const ZEngagementQuerySchema = z.object({ from: zDay, to: zDay, format: zQueryEnum(['json', 'xlsx'] as const) });
export type TEngagementQuery = z.infer<typeof ZEngagementQuerySchema>;

const zInt = z.number().int();

/** The partner events of a day or of a partner. */
export const ZEngagementPartnerCountsSchema = z.object({
  partnerViews: zInt,
  whatsappClicks: zInt,
  phoneClicks: zInt,
  directionsClicks: zInt,
  detailsClicks: zInt,
});
export type TEngagementPartnerCounts = z.infer<typeof ZEngagementPartnerCountsSchema>;

/** The searches of the network (administrators only): null for company users. */
export const ZEngagementSearchesSchema = z.object({
  total: zInt,
  zeroResults: zInt,
  byPosition: zInt,
  /** States searched (no state chosen: uf null), most searched first. */
  byState: z.array(z.object({ uf: z.string().nullable(), name: z.string(), searches: zInt, zeroResults: zInt })),
  /** The most searched cities (ENGAGEMENT_TOP), most first. */
  byCity: z.array(z.object({ uf: z.string(), city: z.string(), searches: zInt, zeroResults: zInt })),
  /** Where the network has no partner people look for: the searches with no result by state and city (ENGAGEMENT_TOP), most first. */
  zeroResultPlaces: z.array(z.object({ uf: z.string().nullable(), city: z.string().nullable(), searches: zInt })),
  /** The product lines searched (a search naming several lines counts for each), with those that found nothing. */
  byLine: z.array(z.object({ id: zInt, name: z.string(), searches: zInt, zeroResults: zInt })),
});
export type TEngagementSearches = z.infer<typeof ZEngagementSearchesSchema>;

/** GET /reports/engagement. */
export const ZEngagementReportSchema = z.object({
  generatedAt: z.string(),
  /** 'all': the whole network (administrators); 'own': only the caller's companies (company users: no network searches). */
  scope: z.enum(['all', 'own']),
  from: z.string(),
  to: z.string(),
  totals: ZEngagementPartnerCountsSchema.extend({ contacts: zInt }),
  /** Every day of the period (zero days included), oldest first; `searches` null for company users. */
  byDay: z.array(ZEngagementPartnerCountsSchema.extend({ day: z.string(), searches: zInt.nullable(), zeroResults: zInt.nullable() })),
  /** The partners most contacted (WhatsApp + phone + directions), ENGAGEMENT_TOP at most, most first; only those with events. */
  topPartners: z.array(ZEngagementPartnerCountsSchema.extend({ id: zInt, name: z.string(), uf: z.string(), city: z.string(), contacts: zInt })),
  searches: ZEngagementSearchesSchema.nullable(),
});
export type TEngagementReport = z.infer<typeof ZEngagementReportSchema>;
