import { DEFAULT_CURRENCY, type SUPPORTED_CURRENCIES } from '../constants.ts';

export type TCurrency = (typeof SUPPORTED_CURRENCIES)[number];

const SEPARATORS: Record<TCurrency, { thousands: string; decimal: string; locale: string }> = {
  BRL: { thousands: '.', decimal: ',', locale: 'pt-BR' },
  GBP: { thousands: ',', decimal: '.', locale: 'en-GB' },
};

/**
 * Parses a typed amount into cents: strips the symbol and thousands separators and reads the
 * decimal separator ('R$ 1.234,56' → 123456); anything non-numeric gives 0.
 */
export const parseCurrency = (text: string | number | null | undefined, currency: TCurrency = DEFAULT_CURRENCY): number => {
  if (typeof text === 'number') return Number.isFinite(text) ? Math.round(text * 100) : 0;
  const { thousands, decimal } = SEPARATORS[currency];
  const cleaned = (text ?? '')
    .replace(/[^\d.,-]/g, '')
    .split(thousands)
    .join('')
    .replace(decimal, '.');
  const amount = Number.parseFloat(cleaned);
  return Number.isFinite(amount) ? Math.round(amount * 100) : 0;
};

/** Formats cents as money: 123456 → 'R$ 1.234,56' (BRL, pt-BR) or '£1,234.56' (GBP, en-GB). */
export const formatCurrency = (cents: number | null | undefined, currency: TCurrency = DEFAULT_CURRENCY): string => {
  const { locale } = SEPARATORS[currency];
  const value = Number.isFinite(cents) ? (cents as number) / 100 : 0;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
};
