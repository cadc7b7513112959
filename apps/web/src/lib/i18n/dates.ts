import { DEFAULT_TIME_ZONE, formatDate, formatDatetime } from '@rede/domain';

/**
 * Dates and times on screens are shown on São Paulo's clocks, the same as the exports, whatever the browser's
 * zone: an operator comparing a screen with a spreadsheet reads the same hour. Screens say so where a time is shown.
 */
export const SCREEN_TIME_ZONE = DEFAULT_TIME_ZONE;

/** 'dd/MM/yyyy HH:mm' on São Paulo's clocks; '' when empty or invalid. */
export const formatScreenDatetime = (value: Date | string | number | null | undefined): string => formatDatetime(value, SCREEN_TIME_ZONE);

/** 'dd/MM/yyyy' of São Paulo's day; '' when empty or invalid. */
export const formatScreenDate = (value: Date | string | number | null | undefined): string => formatDate(value, SCREEN_TIME_ZONE);
