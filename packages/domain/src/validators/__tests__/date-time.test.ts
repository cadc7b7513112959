import { describe, expect, it } from 'vitest';
import { formatDate, isValidDate, isValidFutureDate, maskDate, parseDate, toIsoDate } from '../date.ts';
import { formatDatetime, isValidDatetime, maskDatetime, parseDatetime } from '../datetime.ts';
import { isValidTime } from '../time.ts';

describe('time HH:mm', () => {
  it('accepts valid times', () => {
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('08:05')).toBe(true);
  });
  it('rejects hour > 23, minute > 59, wrong length', () => {
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('12:60')).toBe(false);
    expect(isValidTime('8:05')).toBe(false);
    expect(isValidTime('08:055')).toBe(false);
  });
  it('rejects 00:00 and empty only when required', () => {
    expect(isValidTime('00:00')).toBe(false);
    expect(isValidTime('00:00', false)).toBe(true);
    expect(isValidTime('', false)).toBe(true);
    expect(isValidTime('')).toBe(false);
  });
});

describe('date dd/MM/yyyy', () => {
  it('parses real days', () => {
    const d = parseDate('29/02/2024');
    expect(d?.getFullYear()).toBe(2024);
    expect(d?.getMonth()).toBe(1);
    expect(d?.getDate()).toBe(29);
  });
  it('rejects impossible days and years before 1000', () => {
    expect(parseDate('29/02/2023')).toBeNull();
    expect(parseDate('31/04/2024')).toBeNull();
    expect(parseDate('10/13/2024')).toBeNull();
    expect(parseDate('01/01/0999')).toBeNull();
    expect(parseDate('2024-01-01')).toBeNull();
  });
  it('accepts only 1900-2099', () => {
    expect(isValidDate('01/01/1900')).toBe(true);
    expect(isValidDate('31/12/2099')).toBe(true);
    expect(isValidDate('31/12/1899')).toBe(false);
    expect(isValidDate('01/01/2100')).toBe(false);
    expect(isValidDate('01/01/1500')).toBe(false);
  });
  it('future-only accepts today and later', () => {
    const now = new Date(2026, 4, 10, 15, 30);
    expect(isValidFutureDate('10/05/2026', now)).toBe(true);
    expect(isValidFutureDate('11/05/2026', now)).toBe(true);
    expect(isValidFutureDate('09/05/2026', now)).toBe(false);
    expect(isValidFutureDate('01/01/2100', now)).toBe(false);
  });
  it('formats Date, ISO date and ISO datetime', () => {
    expect(formatDate(new Date(2024, 0, 5))).toBe('05/01/2024');
    expect(formatDate('2024-01-05')).toBe('05/01/2024');
    expect(formatDate('2024-01-05T02:00:00.000Z', 'America/Sao_Paulo')).toBe('04/01/2024');
    // a calendar date is the same day in every zone (UTC midnight would be the 4th in São Paulo)
    expect(formatDate('2024-01-05', 'America/Sao_Paulo')).toBe('05/01/2024');
    expect(formatDate('2024-01-05', 'Asia/Tokyo')).toBe('05/01/2024');
    expect(formatDate('2024-02-30', 'America/Sao_Paulo')).toBe('');
    expect(formatDate('05/01/2024')).toBe('05/01/2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('converts to ISO date and masks while typing', () => {
    expect(toIsoDate('05/01/2024')).toBe('2024-01-05');
    expect(toIsoDate('32/01/2024')).toBeNull();
    expect(maskDate('0501')).toBe('05/01');
    expect(maskDate('050120241')).toBe('05/01/2024');
  });
});

describe('datetime dd/MM/yyyy HH:mm', () => {
  it('parses 24 h times', () => {
    const d = parseDatetime('05/01/2024 18:45');
    expect([d?.getDate(), d?.getMonth(), d?.getHours(), d?.getMinutes()]).toEqual([5, 0, 18, 45]);
  });
  it('rejects bad values', () => {
    expect(parseDatetime('05/01/2024 24:00')).toBeNull();
    expect(parseDatetime('05/01/2024')).toBeNull();
    expect(isValidDatetime('05/01/2024 10:00')).toBe(true);
    expect(isValidDatetime('05/01/2100 10:00')).toBe(false);
  });
  it('formats in the local zone or a given zone', () => {
    expect(formatDatetime(new Date(2024, 0, 5, 9, 7))).toBe('05/01/2024 09:07');
    expect(formatDatetime('2024-01-05T15:30:00.000Z', 'America/Sao_Paulo')).toBe('05/01/2024 12:30');
    expect(formatDatetime('2024-01-05T15:30:00.000Z', 'UTC')).toBe('05/01/2024 15:30');
    expect(formatDatetime(undefined)).toBe('');
  });
  it('masks while typing', () => {
    expect(maskDatetime('050120241')).toBe('05/01/2024 1');
    expect(maskDatetime('0501202418459')).toBe('05/01/2024 18:45');
  });
});
