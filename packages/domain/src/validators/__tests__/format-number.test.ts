import { describe, expect, it } from 'vitest';
import { formatKm } from '../distance-km.ts';
import { formatDecimal, formatInteger } from '../format-number.ts';

describe('formatDecimal / formatInteger (pt-BR)', () => {
  it('groups thousands with a dot and writes decimals after a comma, trailing zeros dropped', () => {
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

  it('formats distances as the partner card shows them', () => {
    expect(formatKm(2.345)).toBe('2,3');
    expect(formatKm(0.04)).toBe('0');
    expect(formatKm(12.6)).toBe('13');
    expect(formatKm(1530.2)).toBe('1.530');
  });
});
