import { describe, expect, it } from 'vitest';
import { addDays } from '../../opening-hours/local-time.ts';
import { daysBetween, resolveEngagementPeriod, ZAnalyticsBatchSchema } from '../analytics.ts';

describe('engagement period', () => {
  it('defaults to the 30 days ending today, or ending at `to`', () => {
    expect(resolveEngagementPeriod({}, '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(resolveEngagementPeriod({ to: '2026-01-31' }, '2026-03-10')).toEqual({ from: '2026-01-02', to: '2026-01-31' });
    expect(resolveEngagementPeriod({ from: '2026-03-01' }, '2026-03-10')).toEqual({ from: '2026-03-01', to: '2026-03-10' });
  });

  it('refuses a start after the end and more than 366 days', () => {
    expect(resolveEngagementPeriod({ from: '2026-03-11', to: '2026-03-10' }, '2026-03-10')).toEqual({
      error: { from: 'A data inicial deve ser igual ou anterior à data final.' },
    });
    expect(resolveEngagementPeriod({ from: '2025-03-09', to: '2026-03-10' }, '2026-03-10')).toEqual({
      error: { from: 'O período pode ter no máximo 366 dias.' },
    });
    expect(resolveEngagementPeriod({ from: '2025-03-10', to: '2026-03-10' }, '2026-03-10')).toEqual({ from: '2025-03-10', to: '2026-03-10' });
  });

  it('counts calendar days across a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(30);
  });
});

describe('analytics batch', () => {
  it('takes 1 to 50 known events and nothing else', () => {
    const view = { type: 'partner_view', partnerId: 1 };
    expect(ZAnalyticsBatchSchema.safeParse({ events: Array.from({ length: 50 }, () => view) }).success).toBe(true);
    expect(ZAnalyticsBatchSchema.safeParse({ events: Array.from({ length: 51 }, () => view) }).success).toBe(false);
    expect(ZAnalyticsBatchSchema.safeParse({ events: [{ ...view, sessionId: 'x' }] }).success).toBe(false);
    expect(ZAnalyticsBatchSchema.safeParse({ events: [{ type: 'search', byPosition: false, resultCount: 0, latitude: -23.5 }] }).success).toBe(false);
  });
});
