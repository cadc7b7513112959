import { describe, expect, it } from 'vitest';
import { compactOpeningHours, expandOpeningHours, openingHoursOrNull, ZOpeningHoursSchema } from '../opening-hours.ts';
import { errorsOf, parseOk } from './helpers.ts';

const weekdays = (intervals: { open: string; close: string }[]) => [1, 2, 3, 4, 5].map((day) => ({ day, intervals }));
const LUNCH = [
  { open: '08:00', close: '12:00' },
  { open: '13:00', close: '18:00' },
];

describe('ZOpeningHoursSchema', () => {
  it('normalises: the seven days in order (a day left out is closed), exceptions by date, empty notes null', () => {
    const hours = parseOk(ZOpeningHoursSchema, {
      week: [{ day: 6, intervals: [{ open: '08:00', close: '12:00' }] }, ...weekdays(LUNCH)],
      exceptions: [
        { date: '2025-12-31', closed: false, intervals: [{ open: '08:00', close: '12:00' }], note: '  ' },
        { date: '2025-12-24', closed: true, intervals: [{ open: '08:00', close: '12:00' }], note: 'Véspera de Natal' },
      ],
    });
    expect(hours.week.map((d) => d.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(hours.week[0]!.intervals).toEqual([]);
    expect(hours.week[1]!.intervals).toEqual(LUNCH);
    expect(hours.exceptions).toEqual([
      { date: '2025-12-24', closed: true, intervals: [], note: 'Véspera de Natal' },
      { date: '2025-12-31', closed: false, intervals: [{ open: '08:00', close: '12:00' }], note: null },
    ]);
  });

  it("refuses times outside the spec's HH:mm rule with 'Hora e minuto inválidos'", () => {
    for (const bad of ['24:00', '12:60', '8:00', '0800', '08:00:00', 'ab:cd']) {
      expect(errorsOf(ZOpeningHoursSchema, { week: [{ day: 1, intervals: [{ open: bad, close: '18:00' }] }] })).toEqual({
        'week.0.intervals.0.open': 'Hora e minuto inválidos',
      });
    }
    expect(errorsOf(ZOpeningHoursSchema, { week: [{ day: 1, intervals: [{ open: '', close: '18:00' }] }] })).toEqual({
      'week.0.intervals.0.open': 'Campo obrigatório',
    });
  });

  it('accepts midnight: opening at 00:00, closing at 00:00 (the end of the day), and the whole day', () => {
    expect(parseOk(ZOpeningHoursSchema, { week: [{ day: 5, intervals: [{ open: '18:00', close: '00:00' }] }] }).week[5]!.intervals).toHaveLength(1);
    expect(parseOk(ZOpeningHoursSchema, { week: [{ day: 0, intervals: [{ open: '00:00', close: '00:00' }] }] }).week[0]!.intervals).toHaveLength(1);
  });

  it('refuses an interval that closes before it opens, and overlapping or unordered intervals', () => {
    expect(errorsOf(ZOpeningHoursSchema, { week: [{ day: 1, intervals: [{ open: '18:00', close: '08:00' }] }] })).toEqual({
      'week.0.intervals.0.close': 'O fechamento deve ser depois da abertura',
    });
    expect(errorsOf(ZOpeningHoursSchema, { week: [{ day: 1, intervals: [{ open: '08:00', close: '08:00' }] }] })).toEqual({
      'week.0.intervals.0.close': 'O fechamento deve ser depois da abertura',
    });
    const overlap = 'Os intervalos não podem se sobrepor: o segundo deve começar depois do fim do primeiro';
    expect(
      errorsOf(ZOpeningHoursSchema, {
        week: [
          {
            day: 1,
            intervals: [
              { open: '08:00', close: '12:00' },
              { open: '11:00', close: '18:00' },
            ],
          },
        ],
      }),
    ).toEqual({
      'week.0.intervals.1.open': overlap,
    });
    expect(
      errorsOf(ZOpeningHoursSchema, {
        week: [
          {
            day: 1,
            intervals: [
              { open: '13:00', close: '18:00' },
              { open: '08:00', close: '12:00' },
            ],
          },
        ],
      }),
    ).toEqual({
      'week.0.intervals.1.open': overlap,
    });
    expect(
      errorsOf(ZOpeningHoursSchema, {
        week: [
          {
            day: 1,
            intervals: [
              { open: '08:00', close: '00:00' },
              { open: '20:00', close: '22:00' },
            ],
          },
        ],
      }),
    ).toEqual({
      'week.0.intervals.1.open': overlap,
    });
    // touching intervals are fine (12:00 closes, 12:00 opens)
    expect(
      errorsOf(ZOpeningHoursSchema, {
        week: [
          {
            day: 1,
            intervals: [
              { open: '08:00', close: '12:00' },
              { open: '12:00', close: '18:00' },
            ],
          },
        ],
      }),
    ).toEqual({});
  });

  it('allows at most two intervals a day, each day and each date once, at most 30 exceptions', () => {
    const three = [
      { open: '06:00', close: '08:00' },
      { open: '09:00', close: '10:00' },
      { open: '11:00', close: '12:00' },
    ];
    expect(errorsOf(ZOpeningHoursSchema, { week: [{ day: 1, intervals: three }] })).toEqual({ 'week.0.intervals': 'No máximo 2 itens' });
    expect(
      errorsOf(ZOpeningHoursSchema, {
        week: [
          { day: 1, intervals: [] },
          { day: 1, intervals: [] },
        ],
      }),
    ).toEqual({ 'week.1.day': 'Dia da semana repetido' });
    expect(errorsOf(ZOpeningHoursSchema, { week: [{ day: 7, intervals: [] }] })).toEqual({ 'week.0.day': 'Valor inválido' });
    const closed = (date: string) => ({ date, closed: true });
    expect(errorsOf(ZOpeningHoursSchema, { week: [], exceptions: [closed('2025-12-25'), closed('2025-12-25')] })).toEqual({
      'exceptions.1.date': 'Data repetida',
    });
    const many = Array.from({ length: 31 }, (_, i) => closed(`2026-01-${String(i + 1).padStart(2, '0')}`));
    expect(errorsOf(ZOpeningHoursSchema, { week: [], exceptions: many })).toEqual({ exceptions: 'No máximo 30 itens' });
  });

  it("checks exception dates ('Data inválida') and that an open exception has hours", () => {
    for (const bad of ['2025-02-30', '25/12/2025', '1899-12-31', '2100-01-01']) {
      expect(errorsOf(ZOpeningHoursSchema, { week: [], exceptions: [{ date: bad, closed: true }] })).toEqual({
        'exceptions.0.date': 'Data inválida',
      });
    }
    expect(errorsOf(ZOpeningHoursSchema, { week: [], exceptions: [{ date: '2025-12-24', closed: false, intervals: [] }] })).toEqual({
      'exceptions.0.intervals': 'Adicione pelo menos um item',
    });
  });

  it('round-trips through the compact form of the public answers', () => {
    const hours = parseOk(ZOpeningHoursSchema, {
      week: [...weekdays(LUNCH), { day: 6, intervals: [{ open: '08:00', close: '00:00' }] }],
      exceptions: [
        { date: '2025-12-24', closed: false, intervals: [{ open: '08:00', close: '12:00' }], note: 'Véspera' },
        { date: '2025-12-26', closed: true },
      ],
    });
    const compact = compactOpeningHours(hours);
    expect(compact.week).toEqual([
      '',
      '08:00-12:00,13:00-18:00',
      '08:00-12:00,13:00-18:00',
      '08:00-12:00,13:00-18:00',
      '08:00-12:00,13:00-18:00',
      '08:00-12:00,13:00-18:00',
      '08:00-00:00',
    ]);
    expect(compact.exceptions).toEqual([
      { date: '2025-12-24', hours: '08:00-12:00', note: 'Véspera' },
      { date: '2025-12-26', hours: '', note: null },
    ]);
    expect(expandOpeningHours(compact)).toEqual(hours);
  });

  it('reads a stored value defensively (null for nothing or anything invalid)', () => {
    expect(openingHoursOrNull(null)).toBeNull();
    expect(openingHoursOrNull({ week: 'x' })).toBeNull();
    expect(openingHoursOrNull({ week: weekdays(LUNCH), exceptions: [] })?.week[3]!.intervals).toEqual(LUNCH);
  });
});
