import { describe, expect, it } from 'vitest';
import { isValidCardMonth, isValidCardNumber, isValidCardYear, isValidCvv } from '../card.ts';
import { formatCurrency, parseCurrency } from '../currency.ts';

const plain = (s: string): string => s.replace(/\u00a0/g, ' ');

describe('currency (cents)', () => {
  it('parses symbol, thousands separators and decimal comma into cents', () => {
    expect(parseCurrency('R$ 1.234,56')).toBe(123456);
    expect(parseCurrency('1.234.567,8')).toBe(123456780);
    expect(parseCurrency('0,99')).toBe(99);
    expect(parseCurrency('12')).toBe(1200);
    expect(parseCurrency('£1,234.56', 'GBP')).toBe(123456);
  });
  it('turns non-numeric into 0', () => {
    expect(parseCurrency('abc')).toBe(0);
    expect(parseCurrency('')).toBe(0);
    expect(parseCurrency(null)).toBe(0);
  });
  it('formats BRL and GBP from cents', () => {
    expect(plain(formatCurrency(123456))).toBe('R$ 1.234,56');
    expect(plain(formatCurrency(5, 'BRL'))).toBe('R$ 0,05');
    expect(formatCurrency(123456, 'GBP')).toBe('£1,234.56');
  });
});

describe('card', () => {
  it('checks the number with Luhn', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('5555555555554444')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('4111-abcd')).toBe(false);
  });
  it('month at most 12', () => {
    expect(isValidCardMonth(12)).toBe(true);
    expect(isValidCardMonth('01')).toBe(true);
    expect(isValidCardMonth(13)).toBe(false);
    expect(isValidCardMonth(0)).toBe(false);
  });
  it('year not before the current year', () => {
    const now = new Date(2026, 5, 1);
    expect(isValidCardYear(2026, now)).toBe(true);
    expect(isValidCardYear('27', now)).toBe(true);
    expect(isValidCardYear(2025, now)).toBe(false);
  });
  it('CVV 100-9999 as number, 3-4 characters as string', () => {
    expect(isValidCvv(100)).toBe(true);
    expect(isValidCvv(9999)).toBe(true);
    expect(isValidCvv(99)).toBe(false);
    expect(isValidCvv(10000)).toBe(false);
    expect(isValidCvv('012')).toBe(true);
    expect(isValidCvv('1234')).toBe(true);
    expect(isValidCvv('12')).toBe(false);
    expect(isValidCvv('12345')).toBe(false);
  });
});
