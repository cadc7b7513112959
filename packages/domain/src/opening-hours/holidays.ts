/**
 * Brazil's national holidays ('feriados nacionais') from @brazilian-utils/brazilian-utils (`getHolidays`,
 * kept current with the laws: Consciência Negra from 2024…). Only the `national` ones close a partner by
 * default; the 'pontos facultativos' (Carnaval, Corpus Christi) and Páscoa do not.
 */
import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from '../constants.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const byYear = new Map<number, Map<string, string>>();

/** 'yyyy-MM-dd' → holiday name, for one year (computed once). */
const holidaysOf = (year: number): Map<string, string> => {
  let map = byYear.get(year);
  if (!map) {
    map = new Map();
    if (year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR) {
      // the library builds each date at local midnight of the process: its local parts are the calendar day
      for (const holiday of getHolidays(year)) {
        if (holiday.type !== 'national') continue;
        const d = holiday.date;
        map.set(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, holiday.name);
      }
    }
    byYear.set(year, map);
  }
  return map;
};

/** The name of the national holiday on 'yyyy-MM-dd' ('Natal', 'Tiradentes'…), or null. */
export const nationalHoliday = (date: string): string | null => holidaysOf(Number(date.slice(0, 4))).get(date) ?? null;
