import type { TEngagementReport } from '@rede/domain';

const zero = { partnerViews: 0, whatsappClicks: 0, phoneClicks: 0, directionsClicks: 0, detailsClicks: 0 };

/** An administrator's report of 3 days (the network's searches included). */
export const ENGAGEMENT: TEngagementReport = {
  generatedAt: '2026-03-10T12:00:00.000Z',
  scope: 'all',
  from: '2026-03-08',
  to: '2026-03-10',
  totals: { partnerViews: 4, whatsappClicks: 3, phoneClicks: 1, directionsClicks: 2, detailsClicks: 5, contacts: 6 },
  byDay: [
    { day: '2026-03-08', searches: 2, zeroResults: 1, ...zero },
    { day: '2026-03-09', searches: 0, zeroResults: 0, ...zero },
    { day: '2026-03-10', searches: 5, zeroResults: 2, partnerViews: 4, whatsappClicks: 3, phoneClicks: 1, directionsClicks: 2, detailsClicks: 5 },
  ],
  topPartners: [
    {
      id: 7,
      name: 'Baterias Centro',
      uf: 'SP',
      city: 'Campinas',
      partnerViews: 3,
      whatsappClicks: 3,
      phoneClicks: 0,
      directionsClicks: 1,
      detailsClicks: 4,
      contacts: 4,
    },
    {
      id: 8,
      name: 'Auto Sul',
      uf: 'PR',
      city: 'Curitiba',
      partnerViews: 1,
      whatsappClicks: 0,
      phoneClicks: 1,
      directionsClicks: 1,
      detailsClicks: 1,
      contacts: 2,
    },
  ],
  searches: {
    total: 7,
    zeroResults: 3,
    byPosition: 1,
    byState: [
      { uf: 'SP', name: 'São Paulo', searches: 4, zeroResults: 0 },
      { uf: 'AC', name: 'Acre', searches: 2, zeroResults: 2 },
      { uf: null, name: 'Sem estado', searches: 1, zeroResults: 1 },
    ],
    byCity: [{ uf: 'AC', city: 'Assis Brasil', searches: 2, zeroResults: 2 }],
    zeroResultPlaces: [
      { uf: 'AC', city: 'Assis Brasil', searches: 2 },
      { uf: null, city: null, searches: 1 },
    ],
    byLine: [{ id: 1, name: 'Moto', searches: 3, zeroResults: 1 }],
  },
};

/** A company user's report: their companies only, no searches. */
export const OWN_ENGAGEMENT: TEngagementReport = {
  ...ENGAGEMENT,
  scope: 'own',
  byDay: ENGAGEMENT.byDay.map((d) => ({ ...d, searches: null, zeroResults: null })),
  topPartners: ENGAGEMENT.topPartners.slice(0, 1),
  searches: null,
};
