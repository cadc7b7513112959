import { useMemo } from 'react';
import { expandOpeningHours, type TOpeningHoursCompact } from '@rede/domain/opening-hours/compact';
import { openStatusText } from '@rede/domain/opening-hours/format-hours';
import { localTime } from '@rede/domain/opening-hours/local-time';
import { openStatus } from '@rede/domain/opening-hours/open-status';
import { partnerTimeZone } from '@rede/domain/opening-hours/time-zone';
import { useMinuteNow } from '@/lib/use-minute-now';

export type TOpenStatusView = {
  open: boolean;
  /** 'Aberto agora · fecha às 18:00', 'Fechado · abre amanhã às 08:00'… */
  text: string;
  /** The partner's weekday today (0 = Sunday), on its own clock: the week highlights it. */
  weekday: number;
};

/**
 * Open or closed now on the partner's own clock (its time zone from its state and city), renewed each
 * minute; null without hours, on the server and while hydrating (useMinuteNow).
 */
export const useOpenStatus = (hours: TOpeningHoursCompact | null | undefined, uf: string, city: string): TOpenStatusView | null => {
  const now = useMinuteNow();
  const full = useMemo(() => (hours ? expandOpeningHours(hours) : null), [hours]);
  return useMemo(() => {
    if (!full || !now) return null;
    const zone = partnerTimeZone(uf, city);
    const status = openStatus(full, zone, now);
    return { open: status.open, text: openStatusText(status), weekday: localTime(now, zone).weekday };
  }, [full, now, uf, city]);
};
