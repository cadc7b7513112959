import { FILE_SIZE_UNITS } from '../constants.ts';

/** Human file size in pt-BR, base 1024, Bytes to YB: 1536 → '1,5 KB' (decimal comma, no thousands separator). */
export const formatFileSize = (bytes: number, decimals = 2): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${FILE_SIZE_UNITS[0]}`;
  const index = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), FILE_SIZE_UNITS.length - 1);
  const value = Number.parseFloat((bytes / 1024 ** index).toFixed(Math.max(0, decimals)));
  return `${String(value).replace('.', ',')} ${FILE_SIZE_UNITS[index]}`;
};
