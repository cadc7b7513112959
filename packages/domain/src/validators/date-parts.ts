/** Calendar parts of an instant, in the local time zone or in the given IANA zone. */
export type TDateParts = { year: number; month: number; day: number; hour: number; minute: number };

const pad = (n: number, size = 2): string => String(n).padStart(size, '0');

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** What the clocks of the IANA `timeZone` show at `date`, to the second (the one place that asks Intl for it). */
export const zonedDateParts = (date: Date, timeZone: string): TDateParts & { second: number } => {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  // % 24: some engines still say 24 for midnight despite h23
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
};

/**
 * The instant at which the clocks of `timeZone` show `parts` (the first of two in a repeated hour; a skipped hour
 * moves forward). Two passes of the zone's offset settle it across a change of offset.
 */
export const instantOfZonedParts = (parts: TDateParts, timeZone: string): Date => {
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  let instant = wall;
  for (let pass = 0; pass < 2; pass++) {
    const shown = zonedDateParts(new Date(instant), timeZone);
    const shownWall = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second);
    instant += wall - shownWall;
  }
  return new Date(instant);
};

export const datePartsOf = (date: Date, timeZone?: string): TDateParts => {
  if (!timeZone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  const { year, month, day, hour, minute } = zonedDateParts(date, timeZone);
  return { year, month, day, hour, minute };
};

/** Builds a local Date from parts, or null when the parts are not a real calendar moment. */
export const localDateFromParts = (p: TDateParts): Date | null => {
  if (p.month < 1 || p.month > 12 || p.day < 1 || p.hour > 23 || p.minute > 59) return null;
  const d = new Date(p.year, p.month - 1, p.day, p.hour, p.minute, 0, 0);
  d.setFullYear(p.year); // years below 100 would otherwise map to 19xx
  const back = datePartsOf(d);
  return back.year === p.year && back.month === p.month && back.day === p.day ? d : null;
};

/** 'dd/MM/yyyy' of parts. */
export const partsToDateText = (p: TDateParts): string => `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}`;

/** 'HH:mm' of parts. */
export const partsToTimeText = (p: TDateParts): string => `${pad(p.hour)}:${pad(p.minute)}`;

/** Reads a Date, an epoch number or an ISO string ('yyyy-MM-dd' alone is a calendar date, not UTC midnight). */
export const toDate = (value: Date | string | number | null | undefined): Date | null => {
  if (value == null || value === '') return null;
  if (typeof value === 'string') {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (dateOnly) {
      return localDateFromParts({ year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]), hour: 0, minute: 0 });
    }
  }
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};
