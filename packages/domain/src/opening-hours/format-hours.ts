/** pt-BR texts of opening hours: the status line of the card and the page, the week, the exports' cell. */
import { formatMessage, MESSAGES } from '../messages.ts';
import type { TOpeningHours, TOpeningInterval } from './compact.ts';
import type { TMoment, TOpenStatus } from './open-status.ts';

const H = MESSAGES.openingHours;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 480 → '08:00', 1110 → '18:30': the one clock format of every hours text (status line, week table, exports),
 * so the card and the page never write the same time two ways.
 */
export const spokenTime = (minutes: number): string => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

/** An interval's bound as written: 'HH:mm', a closing at 00:00 as 'meia-noite' (as the status line says it). */
const boundText = (time: string, closing: boolean): string => (closing && time === '00:00' ? H.midnight : time);

/** 'dd/MM' of 'yyyy-MM-dd'. */
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
/** 'dd/MM/yyyy' of 'yyyy-MM-dd'. */
export const displayDate = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

const opensText = (opens: TMoment): string => {
  const time = spokenTime(opens.minutes);
  if (opens.dayOffset === 0) return formatMessage(H.opensTodayAt, { time });
  if (opens.dayOffset === 1) return formatMessage(H.opensTomorrowAt, { time });
  if (opens.dayOffset < 7) return formatMessage(H.opensOnAt, { day: H.weekdaysInSentence[opens.weekday]!, time });
  return formatMessage(H.opensDateAt, { date: dayMonth(opens.date), time });
};

const closesText = (closes: TMoment): string => {
  // midnight at the end of a later day reads as 0:00 of the day after it
  const moment =
    closes.minutes === 1440 && closes.dayOffset > 0
      ? { ...closes, dayOffset: closes.dayOffset + 1, weekday: (closes.weekday + 1) % 7, minutes: 0 }
      : closes;
  if (moment.dayOffset === 0) return moment.minutes === 1440 ? H.closesAtMidnight : formatMessage(H.closesAt, { time: spokenTime(moment.minutes) });
  const time = spokenTime(moment.minutes);
  if (moment.dayOffset === 1) return formatMessage(H.closesTomorrowAt, { time });
  return formatMessage(H.closesOnAt, { day: H.weekdaysInSentence[moment.weekday]!, time });
};

/**
 * 'Aberto agora · fecha às 18:00', 'Fechado · abre amanhã às 8:00', 'Fechado hoje (feriado: Natal) · abre
 * amanhã às 8:00', 'Fechado hoje (Férias coletivas) · abre em 20/01 às 8:00', 'Aberto agora · 24 horas'.
 */
export const openStatusText = (status: TOpenStatus): string => {
  if (status.open) return status.closes ? closesText(status.closes) : H.open24h;
  const head = !status.closedAllDay
    ? H.closed
    : status.exception?.note
      ? formatMessage(H.closedTodayNote, { note: status.exception.note })
      : status.holiday && !status.exception
        ? formatMessage(H.closedTodayHoliday, { name: status.holiday })
        : H.closedToday;
  return status.opens ? `${head}${H.separator}${opensText(status.opens)}` : head;
};

/** '08:00–12:00, 13:00–18:00', '18:00–meia-noite', '24 horas' (00:00–00:00) or 'Fechado'. */
export const intervalsText = (intervals: readonly TOpeningInterval[]): string => {
  if (intervals.length === 0) return H.closedDay;
  if (intervals.length === 1 && intervals[0]!.open === '00:00' && intervals[0]!.close === '00:00') return H.allDay;
  return intervals.map((i) => `${boundText(i.open, false)}–${boundText(i.close, true)}`).join(', ');
};

/** The week as the page lists it, Monday first: [{ day, label: 'Segunda-feira', text }]. */
export const weekRows = (hours: TOpeningHours): { day: number; label: string; text: string }[] =>
  [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, label: H.weekdays[day]!, text: intervalsText(hours.week[day]?.intervals ?? []) }));

/**
 * One readable line (exports, the company log's comparison): consecutive days with the same hours grouped,
 * Monday first, then the exceptions: 'Seg a Sex 08:00–12:00, 13:00–18:00; Sáb 08:00–12:00; Dom fechado;
 * 25/12/2025 fechado (Natal)'. '' without hours.
 */
export const openingHoursText = (hours: TOpeningHours | null | undefined): string => {
  if (!hours) return '';
  const rows = weekRows(hours);
  const groups: { from: number; to: number; text: string }[] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last.text === row.text) last.to = row.day;
    else groups.push({ from: row.day, to: row.day, text: row.text });
  }
  const short = H.weekdaysShort;
  const week = groups.map((g) => {
    const days = g.from === g.to ? short[g.from]! : `${short[g.from]!} a ${short[g.to]!}`;
    return `${days} ${g.text === H.closedDay ? H.exportClosed : g.text}`;
  });
  const exceptions = hours.exceptions.map((e) => {
    const text = e.closed ? H.exportClosed : intervalsText(e.intervals);
    return `${displayDate(e.date)} ${text}${e.note ? ` (${e.note})` : ''}`;
  });
  return [...week, ...exceptions].join('; ');
};
