/**
 * Open or closed across Brazil's four time zones, around midnight, lunch breaks, exceptions and national
 * holidays, always at a fixed moment (no real clock).
 */
import { describe, expect, it } from 'vitest';
import { ZOpeningHoursSchema, type TOpeningHoursInput } from '../../schemas/opening-hours.ts';
import { nationalHoliday } from '../holidays.ts';
import { localTime } from '../local-time.ts';
import { isOpenAt, openStatus } from '../open-status.ts';
import { intervalsText, openingHoursText, openStatusText, weekRows } from '../format-hours.ts';
import { partnerTimeZone } from '../time-zone.ts';

const hoursOf = (input: TOpeningHoursInput) => ZOpeningHoursSchema.parse(input);
const LUNCH = [
  { open: '08:00', close: '12:00' },
  { open: '13:00', close: '18:00' },
];
/** Monday to Friday 8–12 and 13–18, Saturday 8–12, Sunday closed. */
const STORE = hoursOf({
  week: [...[1, 2, 3, 4, 5].map((day) => ({ day, intervals: LUNCH })), { day: 6, intervals: [{ open: '08:00', close: '12:00' }] }],
});
const status = (hours = STORE, zone: string, iso: string) => openStatusText(openStatus(hours, zone, new Date(iso)));

describe('partnerTimeZone', () => {
  it('gives each state its zone, western Amazonas UTC−5 and Fernando de Noronha UTC−2', () => {
    expect(partnerTimeZone('SP', 'São Paulo')).toBe('America/Sao_Paulo');
    expect(partnerTimeZone('AC', 'Rio Branco')).toBe('America/Rio_Branco');
    expect(partnerTimeZone('AM', 'Manaus')).toBe('America/Manaus');
    expect(partnerTimeZone('AM', 'Eirunepé')).toBe('America/Eirunepe');
    expect(partnerTimeZone('am', 'sao paulo de olivenca')).toBe('America/Eirunepe');
    expect(partnerTimeZone('MT', 'Cuiabá')).toBe('America/Cuiaba');
    expect(partnerTimeZone('PE', 'Recife')).toBe('America/Recife');
    expect(partnerTimeZone('PE', 'Fernando de Noronha')).toBe('America/Noronha');
    expect(partnerTimeZone('XX', 'Lugar nenhum')).toBe('America/Sao_Paulo');
  });

  it('puts exactly the 13 Amazonas municipalities west of the Tabatinga–Porto Acre line on UTC−5 (Lei 12.876/2013)', () => {
    const west = ['Atalaia do Norte', 'Benjamin Constant', 'Boca do Acre', 'Eirunepé', 'Envira', 'Guajará', 'Ipixuna', 'Itamarati', 'Jutaí'];
    for (const city of [...west, 'Lábrea', 'Pauini', 'São Paulo de Olivença', 'Tabatinga'])
      expect(partnerTimeZone('AM', city), city).toBe('America/Eirunepe');
    // their neighbours east of the line keep Manaus' UTC−4; the same names in other states follow their state
    for (const city of ['Tefé', 'Humaitá', 'Carauari', 'Canutama', 'Amaturá', 'Santo Antônio do Içá', 'Tonantins', 'Fonte Boa', 'Juruá'])
      expect(partnerTimeZone('AM', city), city).toBe('America/Manaus');
    expect(partnerTimeZone('RO', 'Guajará-Mirim')).toBe('America/Porto_Velho');
    expect(partnerTimeZone('SP', 'Tabatinga')).toBe('America/Sao_Paulo');
  });
});

describe('localTime', () => {
  it('reads the same instant on the four zones (no daylight saving since 2019)', () => {
    const at = new Date('2025-06-10T15:30:00Z'); // a Tuesday
    expect(localTime(at, 'America/Noronha')).toEqual({ date: '2025-06-10', weekday: 2, minutes: 13 * 60 + 30 });
    expect(localTime(at, 'America/Sao_Paulo')).toEqual({ date: '2025-06-10', weekday: 2, minutes: 12 * 60 + 30 });
    expect(localTime(at, 'America/Manaus')).toEqual({ date: '2025-06-10', weekday: 2, minutes: 11 * 60 + 30 });
    expect(localTime(at, 'America/Rio_Branco')).toEqual({ date: '2025-06-10', weekday: 2, minutes: 10 * 60 + 30 });
    // 02:30 UTC on Wednesday is still Tuesday evening in Brazil
    expect(localTime(new Date('2025-06-11T02:30:00Z'), 'America/Sao_Paulo')).toEqual({ date: '2025-06-10', weekday: 2, minutes: 23 * 60 + 30 });
  });
});

describe('openStatus across the four time zones', () => {
  // Tuesday 10 June 2025, 15:30 UTC: 13:30 in Noronha, 12:30 in Brasília, 11:30 in Manaus, 10:30 in Acre
  const at = '2025-06-10T15:30:00Z';
  it('is computed on each partner’s own clock', () => {
    expect(status(STORE, partnerTimeZone('PE', 'Fernando de Noronha'), at)).toBe('Aberto agora · fecha às 18:00');
    expect(status(STORE, partnerTimeZone('SP', 'Campinas'), at)).toBe('Fechado · abre hoje às 13:00');
    expect(status(STORE, partnerTimeZone('AM', 'Manaus'), at)).toBe('Aberto agora · fecha às 12:00');
    expect(status(STORE, partnerTimeZone('AC', 'Rio Branco'), at)).toBe('Aberto agora · fecha às 12:00');
    expect(isOpenAt(STORE, 'America/Sao_Paulo', new Date(at))).toBe(false);
    expect(isOpenAt(STORE, 'America/Eirunepe', new Date(at))).toBe(true);
  });
  it('tells the western Amazonas (UTC−5) from Manaus (UTC−4) an hour before opening', () => {
    const early = '2025-06-10T12:30:00Z'; // 08:30 Manaus, 07:30 Eirunepé
    expect(status(STORE, 'America/Manaus', early)).toBe('Aberto agora · fecha às 12:00');
    expect(status(STORE, partnerTimeZone('AM', 'Tabatinga'), early)).toBe('Fechado · abre hoje às 08:00');
  });
});

describe('openStatus: lunch breaks, days ahead, midnight', () => {
  const SP = 'America/Sao_Paulo';
  it('lunch break: closed at 12:00 sharp, open again at 13:00', () => {
    expect(status(STORE, SP, '2025-06-10T14:59:00Z')).toBe('Aberto agora · fecha às 12:00'); // 11:59
    expect(status(STORE, SP, '2025-06-10T15:00:00Z')).toBe('Fechado · abre hoje às 13:00'); // 12:00
    expect(status(STORE, SP, '2025-06-10T16:00:00Z')).toBe('Aberto agora · fecha às 18:00'); // 13:00
  });
  it('after hours: opens tomorrow, or on a named day, skipping Sunday', () => {
    expect(status(STORE, SP, '2025-06-10T21:00:00Z')).toBe('Fechado · abre amanhã às 08:00'); // Tue 18:00
    expect(status(STORE, SP, '2025-06-14T16:00:00Z')).toBe('Fechado · abre segunda às 08:00'); // Sat 13:00
    expect(status(STORE, SP, '2025-06-15T13:00:00Z')).toBe('Fechado · abre amanhã às 08:00'); // Sun 10:00
  });
  it('midnight: 23:59 is still Tuesday, 00:00 is Wednesday', () => {
    const late = hoursOf({ week: [2, 3].map((day) => ({ day, intervals: [{ open: '18:00', close: '00:00' }] })) });
    expect(status(late, SP, '2025-06-11T02:59:00Z')).toBe('Aberto agora · fecha à meia-noite'); // Tue 23:59
    expect(status(late, SP, '2025-06-11T03:00:00Z')).toBe('Fechado · abre hoje às 18:00'); // Wed 00:00
  });
  it('an evening running into the next day’s 00:00 interval closes the next day', () => {
    const night = hoursOf({
      week: [
        { day: 5, intervals: [{ open: '20:00', close: '00:00' }] },
        { day: 6, intervals: [{ open: '00:00', close: '02:00' }] },
      ],
    });
    expect(status(night, SP, '2025-06-14T01:00:00Z')).toBe('Aberto agora · fecha amanhã às 02:00'); // Fri 22:00
    expect(status(night, SP, '2025-06-14T04:00:00Z')).toBe('Aberto agora · fecha às 02:00'); // Sat 01:00
  });
  it('open every hour of the week: 24 hours', () => {
    const always = hoursOf({ week: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, intervals: [{ open: '00:00', close: '00:00' }] })) });
    expect(status(always, SP, '2025-06-10T15:00:00Z')).toBe('Aberto agora · 24 horas');
  });
  it('closed for more than a month (or no hours at all): just Fechado', () => {
    expect(status(hoursOf({ week: [] }), SP, '2025-06-10T15:00:00Z')).toBe('Fechado');
  });
});

describe('openStatus: holidays and exceptions', () => {
  const SP = 'America/Sao_Paulo';
  it('reads national holidays from @brazilian-utils (only the national ones)', () => {
    expect(nationalHoliday('2025-12-25')).toBe('Natal');
    expect(nationalHoliday('2025-04-21')).toBe('Tiradentes');
    expect(nationalHoliday('2025-11-20')).not.toBeNull(); // Consciência Negra, national since 2024
    expect(nationalHoliday('2025-03-04')).toBeNull(); // Carnaval: ponto facultativo
    expect(nationalHoliday('2025-06-10')).toBeNull();
  });
  it('a national holiday closes the whole day and says why', () => {
    // Thursday 25 December 2025, 10:00 in São Paulo
    expect(status(STORE, SP, '2025-12-25T13:00:00Z')).toBe('Fechado hoje (feriado: Natal) · abre amanhã às 08:00');
    // Monday 21 April 2025 (Tiradentes), in Rio Branco
    expect(status(STORE, 'America/Rio_Branco', '2025-04-21T15:00:00Z')).toBe('Fechado hoje (feriado: Tiradentes) · abre amanhã às 08:00');
  });
  it('the day before a holiday points past it', () => {
    expect(status(STORE, SP, '2025-12-24T22:00:00Z')).toBe('Fechado · abre sexta às 08:00'); // Wed 19:00, Thu is Natal
  });
  it('an exception of the date wins over the holiday and the week', () => {
    const open = hoursOf({
      ...STORE,
      exceptions: [{ date: '2025-12-25', closed: false, intervals: [{ open: '09:00', close: '13:00' }], note: 'Plantão de Natal' }],
    });
    expect(status(open, SP, '2025-12-25T13:00:00Z')).toBe('Aberto agora · fecha às 13:00');
    const vacation = hoursOf({
      ...STORE,
      exceptions: ['2025-06-10', '2025-06-11'].map((date) => ({ date, closed: true, note: 'Férias coletivas' })),
    });
    expect(status(vacation, SP, '2025-06-10T13:00:00Z')).toBe('Fechado hoje (Férias coletivas) · abre quinta às 08:00');
    const noNote = hoursOf({ ...STORE, exceptions: [{ date: '2025-06-10', closed: true }] });
    expect(status(noNote, SP, '2025-06-10T13:00:00Z')).toBe('Fechado hoje · abre amanhã às 08:00');
  });
  it('an opening more than a week ahead is given by its date', () => {
    const longVacation = hoursOf({
      ...STORE,
      exceptions: Array.from({ length: 10 }, (_, i) => ({ date: `2025-06-${String(10 + i).padStart(2, '0')}`, closed: true, note: 'Reforma' })),
    });
    expect(status(longVacation, SP, '2025-06-10T13:00:00Z')).toBe('Fechado hoje (Reforma) · abre em 20/06 às 08:00');
  });
});

describe('texts of the week', () => {
  it('lists the week Monday first and writes one readable line for the exports', () => {
    expect(weekRows(STORE).map((r) => `${r.label}: ${r.text}`)).toEqual([
      'Segunda-feira: 08:00–12:00, 13:00–18:00',
      'Terça-feira: 08:00–12:00, 13:00–18:00',
      'Quarta-feira: 08:00–12:00, 13:00–18:00',
      'Quinta-feira: 08:00–12:00, 13:00–18:00',
      'Sexta-feira: 08:00–12:00, 13:00–18:00',
      'Sábado: 08:00–12:00',
      'Domingo: Fechado',
    ]);
    const withException = hoursOf({
      ...STORE,
      exceptions: [
        { date: '2025-12-24', closed: false, intervals: [{ open: '08:00', close: '12:00' }] },
        { date: '2025-12-26', closed: true, note: 'Balanço' },
      ],
    });
    expect(openingHoursText(withException)).toBe(
      'Seg a Sex 08:00–12:00, 13:00–18:00; Sáb 08:00–12:00; Dom fechado; 24/12/2025 08:00–12:00; 26/12/2025 fechado (Balanço)',
    );
    expect(openingHoursText(null)).toBe('');
  });

  it('writes a closing at midnight as the status line says it, and a whole day as 24 horas', () => {
    const late = hoursOf({ week: [{ day: 5, intervals: [{ open: '18:00', close: '00:00' }] }] });
    const friday = weekRows(late).find((r) => r.day === 5)!;
    expect(friday.text).toBe('18:00–meia-noite');
    expect(status(late, 'America/Sao_Paulo', '2025-06-14T02:00:00Z')).toBe('Aberto agora · fecha à meia-noite'); // Fri 23:00
    expect(intervalsText([{ open: '00:00', close: '00:00' }])).toBe('24 horas');
    expect(intervalsText([{ open: '00:00', close: '06:00' }])).toBe('00:00–06:00');
  });
});
