import { describe, expect, it } from 'vitest';
import { COMPANY_STATUSES, isValidCnpj, UF_CODES } from '@rede/domain';
import { BENCH_CITIES } from '../../../../bench/generate/cities.ts';
import { generateCompanies } from '../../../../bench/generate/companies.ts';

/** Brazil's extreme points (Ponta do Seixas, Chuí, Monte Caburaí, Serra do Divisor), with a margin. */
const BRAZIL = { minLat: -33.8, maxLat: 5.3, minLng: -74.0, maxLng: -34.7 };
const COUNT = 20_000;
const companies = [...generateCompanies(COUNT, [1, 2, 3, 4, 5], 42, Date.UTC(2026, 10, 1))];

describe('bench generator', () => {
  it('is deterministic for a seed', () => {
    const again = [...generateCompanies(50, [1, 2, 3, 4, 5], 42, Date.UTC(2026, 10, 1))];
    expect(again).toEqual(companies.slice(0, 50));
  });

  it('gives valid, unique CNPJs and ids 1..N', () => {
    expect(companies.every((c) => isValidCnpj(c.cnpj))).toBe(true);
    expect(new Set(companies.map((c) => c.cnpj)).size).toBe(COUNT);
    expect(companies.map((c) => c.id)).toEqual(Array.from({ length: COUNT }, (_, i) => i + 1));
  });

  it('covers the 27 states with real cities, SP with the largest share', () => {
    expect(new Set(BENCH_CITIES.map((c) => c.uf))).toEqual(new Set(UF_CODES));
    expect(new Set(companies.map((c) => c.uf))).toEqual(new Set(UF_CODES));
    const byUf = new Map<string, number>();
    for (const c of companies) byUf.set(c.uf, (byUf.get(c.uf) ?? 0) + 1);
    const [first] = [...byUf.entries()].sort((a, b) => b[1] - a[1]);
    expect(first?.[0]).toBe('SP');
    expect(first![1] / COUNT).toBeGreaterThan(0.25);
  });

  it('places companies inside Brazil, near their city, with a phone of its area code and a CEP of its range', () => {
    for (const c of companies) {
      const city = BENCH_CITIES.find((b) => b.city === c.city && b.uf === c.uf)!;
      expect(c.phone.startsWith(city.ddd)).toBe(true);
      const cep = Number(c.cep.slice(0, 5));
      expect(cep >= city.cep[0] && cep <= city.cep[1]).toBe(true);
      if (c.latitude === null || c.longitude === null) continue;
      expect(c.latitude).toBeGreaterThan(BRAZIL.minLat);
      expect(c.latitude).toBeLessThan(BRAZIL.maxLat);
      expect(c.longitude).toBeGreaterThan(BRAZIL.minLng);
      expect(c.longitude).toBeLessThan(BRAZIL.maxLng);
      expect(Math.abs(c.latitude - city.latitude)).toBeLessThan(city.radiusKm / 111 + 0.001);
    }
  });

  it('mixes statuses and lines, with at least a fifth approved, active and located (the map needs 20 000 of 100 000)', () => {
    expect(new Set(companies.map((c) => c.status))).toEqual(new Set(COMPANY_STATUSES));
    expect(companies.some((c) => !c.isActive)).toBe(true);
    expect(companies.some((c) => c.isAssistence)).toBe(true);
    expect(companies.every((c) => c.lineIds.length >= 1 && c.lineIds.length <= 4)).toBe(true);
    const visibleLocated = companies.filter((c) => c.status === 'approved' && c.isActive && c.latitude !== null).length;
    expect(visibleLocated / COUNT).toBeGreaterThan(0.2);
  });
});
