import { create as createContentDisposition } from 'content-disposition';
import { DEFAULT_TIME_ZONE, zonedDateParts } from '@rede/domain';

const FORBIDDEN = /[\\/:*?"<>|\p{Cc}]+/gu;
const MAX_TITLE = 100;

/** yyyyMMdd_HHmmss of `now` in the time zone. */
export const exportTimestamp = (now: Date, timeZone: string = DEFAULT_TIME_ZONE): string => {
  const p = zonedDateParts(now, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}${two(p.month)}${two(p.day)}_${two(p.hour)}${two(p.minute)}${two(p.second)}`;
};

/** `<title>_<yyyyMMdd_HHmmss>.xlsx`; the title loses characters no file system accepts. */
export const exportFileName = (title: string, fallbackTitle: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): string => {
  const clean = (value: string) => value.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE).trim();
  return `${clean(title) || clean(fallbackTitle) || 'exportacao'}_${exportTimestamp(now, timeZone)}.xlsx`;
};

/**
 * `attachment; filename=<ASCII fallback>` (quoted when it has spaces or separators) plus `filename*=UTF-8''<percent-encoded>`
 * when the name is not plain ASCII (RFC 6266 / 5987, the `content-disposition` package); the fallback drops accents
 * ('Relatório' → 'Relatorio').
 */
export const contentDisposition = (fileName: string): string => {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return createContentDisposition(fileName, { fallback: ascii });
};
