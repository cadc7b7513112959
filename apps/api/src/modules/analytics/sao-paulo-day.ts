import { DEFAULT_TIME_ZONE } from '@rede/domain';

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

let cached = { minute: Number.NaN, day: '' };

/** The São Paulo calendar day of an instant, 'yyyy-MM-dd' (formatted once a minute: ingestion calls it per batch). */
export const saoPauloDay = (at: Date): string => {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== cached.minute) cached = { minute, day: DAY_FORMAT.format(at) };
  return cached.day;
};
