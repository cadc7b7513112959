import { and, asc, between, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  ENGAGEMENT_TOP,
  MESSAGES,
  UFS,
  type TAnalyticsPartnerEvent,
  type TEngagementPartnerCounts,
  type TEngagementReport,
  type TEngagementSearches,
} from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { analyticsPartnerDaily, analyticsSearchesDaily, analyticsSearchLinesDaily, companies, lines } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';

const UF_NAMES = new Map<string, string>(UFS.map((u) => [u.uf, u.nome]));

/** The report's name of each partner event's count. */
const COUNT_OF: Record<TAnalyticsPartnerEvent, keyof TEngagementPartnerCounts> = {
  partner_view: 'partnerViews',
  whatsapp_click: 'whatsappClicks',
  phone_click: 'phoneClicks',
  directions_click: 'directionsClicks',
  details_click: 'detailsClicks',
};

const eventSum = (event: TAnalyticsPartnerEvent) =>
  sql<number>`coalesce(sum(${analyticsPartnerDaily.count}) filter (where ${analyticsPartnerDaily.event} = ${event}), 0)`.mapWith(Number);
const contactsSum =
  sql<number>`coalesce(sum(${analyticsPartnerDaily.count}) filter (where ${analyticsPartnerDaily.event} in ('whatsapp_click', 'phone_click', 'directions_click')), 0)`.mapWith(
    Number,
  );
const searchSum = (condition?: SQL) =>
  (condition
    ? sql<number>`coalesce(sum(${analyticsSearchesDaily.count}) filter (where ${condition}), 0)`
    : sql<number>`coalesce(sum(${analyticsSearchesDaily.count}), 0)`
  ).mapWith(Number);

const zeroCounts = (): TEngagementPartnerCounts => ({ partnerViews: 0, whatsappClicks: 0, phoneClicks: 0, directionsClicks: 0, detailsClicks: 0 });
const partnerCounts = (row: TEngagementPartnerCounts): TEngagementPartnerCounts => ({
  partnerViews: row.partnerViews,
  whatsappClicks: row.whatsappClicks,
  phoneClicks: row.phoneClicks,
  directionsClicks: row.directionsClicks,
  detailsClicks: row.detailsClicks,
});
const partnerSums = {
  partnerViews: eventSum('partner_view'),
  whatsappClicks: eventSum('whatsapp_click'),
  phoneClicks: eventSum('phone_click'),
  directionsClicks: eventSum('directions_click'),
  detailsClicks: eventSum('details_click'),
};

/** The network's searches of the period (administrators' report). */
const findSearches = async (db: Database, from: string, to: string): Promise<TEngagementSearches> => {
  const inPeriod = between(analyticsSearchesDaily.day, from, to);
  const searches = searchSum();
  const zeroResults = searchSum(eq(analyticsSearchesDaily.zeroResult, true));
  const [totals] = await db
    .select({ total: searches, zeroResults, byPosition: searchSum(eq(analyticsSearchesDaily.byPosition, true)) })
    .from(analyticsSearchesDaily)
    .where(inPeriod);
  const byState = await db
    .select({ uf: analyticsSearchesDaily.uf, searches, zeroResults })
    .from(analyticsSearchesDaily)
    .where(inPeriod)
    .groupBy(analyticsSearchesDaily.uf)
    .orderBy(desc(searches), asc(analyticsSearchesDaily.uf));
  const byCity = await db
    .select({ uf: analyticsSearchesDaily.uf, city: analyticsSearchesDaily.city, searches, zeroResults })
    .from(analyticsSearchesDaily)
    .where(and(inPeriod, isNotNull(analyticsSearchesDaily.city)))
    .groupBy(analyticsSearchesDaily.uf, analyticsSearchesDaily.city)
    .orderBy(desc(searches), asc(analyticsSearchesDaily.uf), asc(analyticsSearchesDaily.city))
    .limit(ENGAGEMENT_TOP);
  const zeroResultPlaces = await db
    .select({ uf: analyticsSearchesDaily.uf, city: analyticsSearchesDaily.city, searches })
    .from(analyticsSearchesDaily)
    .where(and(inPeriod, eq(analyticsSearchesDaily.zeroResult, true)))
    .groupBy(analyticsSearchesDaily.uf, analyticsSearchesDaily.city)
    .orderBy(desc(searches), sql`${analyticsSearchesDaily.uf} nulls first`, sql`${analyticsSearchesDaily.city} nulls first`)
    .limit(ENGAGEMENT_TOP);
  const lineSearches = sql<number>`coalesce(sum(${analyticsSearchLinesDaily.count}), 0)`.mapWith(Number);
  const byLine = await db
    .select({
      id: lines.id,
      name: lines.name,
      searches: lineSearches,
      zeroResults: sql<number>`coalesce(sum(${analyticsSearchLinesDaily.count}) filter (where ${analyticsSearchLinesDaily.zeroResult}), 0)`.mapWith(
        Number,
      ),
    })
    .from(analyticsSearchLinesDaily)
    .innerJoin(lines, eq(lines.id, analyticsSearchLinesDaily.lineId))
    .where(between(analyticsSearchLinesDaily.day, from, to))
    .groupBy(lines.id, lines.name)
    .orderBy(desc(lineSearches), asc(foldedSql(lines.name)), asc(lines.id));
  return {
    total: totals?.total ?? 0,
    zeroResults: totals?.zeroResults ?? 0,
    byPosition: totals?.byPosition ?? 0,
    byState: byState.map((s) => ({
      uf: s.uf,
      name: s.uf ? (UF_NAMES.get(s.uf) ?? s.uf) : MESSAGES.engagement.noState,
      searches: s.searches,
      zeroResults: s.zeroResults,
    })),
    byCity: byCity.map((c) => ({ uf: c.uf ?? '', city: c.city ?? '', searches: c.searches, zeroResults: c.zeroResults })),
    zeroResultPlaces,
    byLine,
  };
};

/**
 * The engagement report of the period `from`…`to` (São Paulo days, both included): the partner events per day,
 * the partners most contacted (WhatsApp + phone + directions) and, for the whole network only (`scope`
 * undefined), the searches: per day, by state, city and product line, and those that found nothing.
 * `scope` (a company user's companies) limits the partner numbers to those companies and leaves out the
 * searches, which belong to no company.
 */
export const findEngagementReport = async (
  db: Database,
  period: { from: string; to: string },
  now: Date,
  scope: readonly number[] | undefined,
): Promise<TEngagementReport> => {
  const { from, to } = period;
  const inScope = scope === undefined ? undefined : scope.length === 0 ? sql`false` : inArray(analyticsPartnerDaily.companyId, [...scope]);
  const inPeriod = and(between(analyticsPartnerDaily.day, from, to), inScope);

  const partnerDays = await db
    .select({ day: analyticsPartnerDaily.day, ...partnerSums })
    .from(analyticsPartnerDaily)
    .where(inPeriod)
    .groupBy(analyticsPartnerDaily.day);
  const searchDays =
    scope === undefined
      ? await db
          .select({ day: analyticsSearchesDaily.day, searches: searchSum(), zeroResults: searchSum(eq(analyticsSearchesDaily.zeroResult, true)) })
          .from(analyticsSearchesDaily)
          .where(between(analyticsSearchesDaily.day, from, to))
          .groupBy(analyticsSearchesDaily.day)
      : [];
  const topPartners = await db
    .select({ id: companies.id, name: companies.name, uf: companies.uf, city: companies.city, ...partnerSums, contacts: contactsSum })
    .from(analyticsPartnerDaily)
    .innerJoin(companies, eq(companies.id, analyticsPartnerDaily.companyId))
    .where(inPeriod)
    .groupBy(companies.id)
    .orderBy(desc(contactsSum), desc(partnerSums.partnerViews), asc(companies.id))
    .limit(ENGAGEMENT_TOP);

  const partnersByDay = new Map(partnerDays.map((d) => [d.day, partnerCounts(d)]));
  const searchesByDay = new Map(searchDays.map((d) => [d.day, d]));
  const byDay = Array.from({ length: daysBetween(from, to) }, (_, i) => {
    const day = addDays(from, i);
    const searches = searchesByDay.get(day);
    return {
      day,
      ...(partnersByDay.get(day) ?? zeroCounts()),
      searches: scope === undefined ? (searches?.searches ?? 0) : null,
      zeroResults: scope === undefined ? (searches?.zeroResults ?? 0) : null,
    };
  });
  const totals = byDay.reduce((sum, d) => {
    for (const key of Object.values(COUNT_OF)) sum[key] += d[key];
    return sum;
  }, zeroCounts());

  return {
    generatedAt: now.toISOString(),
    scope: scope === undefined ? 'all' : 'own',
    from,
    to,
    totals: { ...totals, contacts: totals.whatsappClicks + totals.phoneClicks + totals.directionsClicks },
    byDay,
    topPartners: topPartners.map((p) => ({ id: p.id, name: p.name, uf: p.uf, city: p.city, ...partnerCounts(p), contacts: p.contacts })),
    searches: scope === undefined ? await findSearches(db, from, to) : null,
  };
};
