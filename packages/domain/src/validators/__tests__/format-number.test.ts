import { describe, expect, it } from 'vitest';
import { formatKm } from '../distance-km.ts';
import { formatDecimal, formatInteger } from '../format-number.ts';

const intl = (value: number, digits: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: digits });

describe('formatDecimal / formatInteger (pt-BR without Intl)', () => {
  it('writes what toLocaleString("pt-BR") writes', () => {
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(1234)).toBe('1.234');
    expect(formatInteger(100000)).toBe('100.000');
    expect(formatInteger(12345678)).toBe('12.345.678');
    expect(formatDecimal(2, 1)).toBe('2');
    expect(formatDecimal(2.25, 1)).toBe('2,3');
    // the shortest decimal of 1.45 is rounded, not its binary value 1.4499…
    expect(formatDecimal(1.45, 1)).toBe('1,5');
    expect(formatDecimal(9.96, 1)).toBe('10');
    expect(formatDecimal(1234.5, 1)).toBe('1.234,5');
  });

  it('agrees with Intl on 20 000 numbers of every size, at 0 to 2 decimals', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const values = [0, -0, 0.05, 0.5, 1.5, 2.5, 9.95, 999.95, 1e-7, -0.4, -1234.5];
    for (let i = 0; i < 10_000; i++) values.push(random() * 10 ** Math.floor(random() * 9), Math.round(random() * 1e6) / 100);
    const differing = values.flatMap((v) => [0, 1, 2].filter((d) => formatDecimal(v, d) !== intl(v, d)).map((d) => [v, d]));
    expect(differing).toEqual([]);
  });

  it('formats distances as the partner card shows them', () => {
    expect(formatKm(2.345)).toBe('2,3');
    expect(formatKm(0.04)).toBe('0');
    expect(formatKm(12.6)).toBe('13');
    expect(formatKm(1530.2)).toBe('1.530');
  });
});
