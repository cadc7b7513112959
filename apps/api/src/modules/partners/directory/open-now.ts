import { isOpenAtLocal, localTime, type TLocalTime } from '@rede/domain';
import type { DirectoryState } from './directory-state.ts';

/** Whether the partner in a slot is open (the "Aberto agora" filter): false without opening hours. */
export type OpenNowCheck = (state: DirectoryState, slot: number) => boolean;

/**
 * The check at moment `at`: each partner on its own clock (its time zone, from its state and city), with its
 * week, its exceptions and the national holidays (domain `isOpenAtLocal`). The local time is computed once
 * per time zone for the whole request.
 */
export const openNowCheck = (at: Date): OpenNowCheck => {
  const locals = new Map<string, TLocalTime>();
  return (state, slot) => {
    const hours = state.hours[slot];
    if (!hours) return false;
    const zone = state.timeZone[slot]!;
    let local = locals.get(zone);
    if (!local) {
      local = localTime(at, zone);
      locals.set(zone, local);
    }
    return isOpenAtLocal(hours, local);
  };
};

/** The minute of `at` (epoch minutes): what an "open now" answer depends on (hours are HH:mm). */
export const minuteOf = (at: Date): number => Math.floor(at.getTime() / 60_000);
