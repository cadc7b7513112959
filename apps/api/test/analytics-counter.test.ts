import { describe, expect, it, vi } from 'vitest';
import { createAnalyticsCounter } from '../src/modules/analytics/analytics-counter.ts';
import { saoPauloDay } from '../src/modules/analytics/sao-paulo-day.ts';
import { ANALYTICS_WRITE_CHUNK, writeAnalytics } from '../src/modules/analytics/write-analytics.ts';
import type { Database } from '../src/db/client.ts';

describe('analytics counter (in memory, between two flushes)', () => {
  it('counts events per day and dimensions, a search once per line it names', () => {
    const counter = createAnalyticsCounter();
    counter.record('2026-05-10', [
      { type: 'search', uf: 'SP', city: 'Campinas', lineIds: [1, 2], byPosition: false, resultCount: 0 },
      { type: 'search', uf: 'SP', city: 'Campinas', lineIds: [1], byPosition: false, resultCount: 0 },
      { type: 'phone_click', partnerId: 7 },
      { type: 'phone_click', partnerId: 7 },
    ]);
    counter.record('2026-05-11', [{ type: 'phone_click', partnerId: 7 }]);
    const snapshot = counter.drain();
    expect(snapshot.searches).toEqual([
      { day: '2026-05-10', uf: 'SP', city: 'Campinas', isAssistence: false, byPosition: false, zeroResult: true, count: 2 },
    ]);
    expect(snapshot.searchLines).toEqual([
      { day: '2026-05-10', lineId: 1, zeroResult: true, count: 2 },
      { day: '2026-05-10', lineId: 2, zeroResult: true, count: 1 },
    ]);
    expect(snapshot.partners).toEqual([
      { day: '2026-05-10', companyId: 7, event: 'phone_click', count: 2 },
      { day: '2026-05-11', companyId: 7, event: 'phone_click', count: 1 },
    ]);
    expect(counter.size).toBe(0);
    // a failed write gives its counts back, added to what arrived since
    counter.record('2026-05-11', [{ type: 'phone_click', partnerId: 7 }]);
    counter.restore(snapshot);
    expect(counter.drain().partners).toEqual([
      { day: '2026-05-11', companyId: 7, event: 'phone_click', count: 2 },
      { day: '2026-05-10', companyId: 7, event: 'phone_click', count: 2 },
    ]);
  });

  it('asks for a flush at maxKeys distinct keys and drops new keys past twice that', () => {
    const onFull = vi.fn();
    const counter = createAnalyticsCounter({ maxKeys: 3, onFull });
    for (let id = 1; id <= 8; id += 1) counter.record('2026-05-10', [{ type: 'partner_view', partnerId: id }]);
    expect(onFull).toHaveBeenCalledTimes(1);
    expect(counter.size).toBe(6);
    expect(counter.dropped).toBe(2);
    // a key already counted still counts
    counter.record('2026-05-10', [{ type: 'partner_view', partnerId: 1 }]);
    expect(counter.drain().partners.find((p) => p.companyId === 1)?.count).toBe(2);
  });

  it('days are São Paulo calendar days', () => {
    expect(saoPauloDay(new Date('2026-03-01T02:59:00Z'))).toBe('2026-02-28');
    expect(saoPauloDay(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
  });
});

describe('analytics write', () => {
  it('writes in short statements and, when one fails, gives back only the rows not written', async () => {
    const counter = createAnalyticsCounter();
    const rows = 2 * ANALYTICS_WRITE_CHUNK + 10;
    for (let id = 1; id <= rows; id += 1) counter.record('2026-05-10', [{ type: 'details_click', partnerId: id }]);
    counter.record('2026-05-10', [{ type: 'search', byPosition: true, resultCount: 1 }]);
    let statements = 0;
    const failing = {
      execute: async () => {
        statements += 1;
        if (statements === 3) throw new Error('conexão perdida');
        return { rows: [] };
      },
    } as unknown as Database;
    const { unwritten, error } = await writeAnalytics(failing, counter.drain());
    // the search (1 statement) and the first chunk of partners were written; the other two chunks were not
    expect((error as Error).message).toBe('conexão perdida');
    expect(unwritten.searches).toEqual([]);
    expect(unwritten.partners.map((p) => p.companyId)).toEqual(
      Array.from({ length: rows - ANALYTICS_WRITE_CHUNK }, (_, i) => ANALYTICS_WRITE_CHUNK + i + 1),
    );
  });
});
