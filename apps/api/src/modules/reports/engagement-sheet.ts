import { formatDate, MESSAGES, type TEngagementPartnerCounts, type TEngagementReport } from '@rede/domain';
import type { ResolvedColumn } from '../../lib/list/export-query.ts';

/** One line of the engagement spreadsheet: which table, which item, which count, how many. */
export type EngagementSheetRow = { table: string; item: string; count: string; total: number };

export const ENGAGEMENT_TITLE = 'Engajamento';

export const ENGAGEMENT_SHEET_COLUMNS: ResolvedColumn<EngagementSheetRow>[] = [
  { key: 'table', label: 'Tabela', header: 'Tabela' },
  { key: 'item', label: 'Item', header: 'Item' },
  { key: 'count', label: 'Indicador', header: 'Indicador' },
  { key: 'total', label: 'Quantidade', header: 'Quantidade' },
];

const E = MESSAGES.engagement;
const PARTNER_COUNTS = [
  'partnerViews',
  'whatsappClicks',
  'phoneClicks',
  'directionsClicks',
  'detailsClicks',
] as const satisfies readonly (keyof TEngagementPartnerCounts)[];

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' */
const dayLabel = (day: string): string => formatDate(`${day}T12:00:00Z`);
const place = (uf: string | null, city: string | null) => (uf ? `${city ?? E.allCities} - ${uf}` : E.noState);

/**
 * The report as the rows of ONE sheet ('Dados', the writer's only sheet), in long form: each row names its
 * table, its item (a day, a partner, a state…) and the count, so the sheet filters and pivots; the tables
 * follow the screen's order. Company users' sheets have no search tables (their report has none).
 */
export const toEngagementSheetRows = (report: TEngagementReport): EngagementSheetRow[] => {
  const rows: EngagementSheetRow[] = [];
  const push = (table: string, item: string, count: string, total: number) => rows.push({ table, item, count, total });
  for (const day of report.byDay) {
    if (day.searches !== null) push(E.tables.byDay, dayLabel(day.day), E.counts.searches, day.searches);
    if (day.zeroResults !== null) push(E.tables.byDay, dayLabel(day.day), E.counts.zeroResults, day.zeroResults);
    for (const key of PARTNER_COUNTS) push(E.tables.byDay, dayLabel(day.day), E.counts[key], day[key]);
  }
  for (const partner of report.topPartners) {
    const item = `${partner.name} (${partner.city} - ${partner.uf})`;
    push(E.tables.topPartners, item, E.counts.contacts, partner.contacts);
    for (const key of PARTNER_COUNTS) push(E.tables.topPartners, item, E.counts[key], partner[key]);
  }
  const searches = report.searches;
  if (searches) {
    for (const s of searches.byState) {
      push(E.tables.byState, s.uf ? `${s.uf} - ${s.name}` : s.name, E.counts.searches, s.searches);
      push(E.tables.byState, s.uf ? `${s.uf} - ${s.name}` : s.name, E.counts.zeroResults, s.zeroResults);
    }
    for (const c of searches.byCity) {
      push(E.tables.byCity, place(c.uf, c.city), E.counts.searches, c.searches);
      push(E.tables.byCity, place(c.uf, c.city), E.counts.zeroResults, c.zeroResults);
    }
    for (const z of searches.zeroResultPlaces) push(E.tables.zeroResultPlaces, place(z.uf, z.city), E.counts.zeroResults, z.searches);
    for (const l of searches.byLine) {
      push(E.tables.byLine, l.name, E.counts.searches, l.searches);
      push(E.tables.byLine, l.name, E.counts.zeroResults, l.zeroResults);
    }
  }
  return rows;
};
