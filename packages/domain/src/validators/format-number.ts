/**
 * Numbers as pt-BR writes them ('1.234', '2,5'), without Intl: a browser's first Intl call loads ICU's locale
 * data, ~20 ms of main thread (~80 ms on a mid-range phone) inside the render that hydrates the directory.
 * Same output as `toLocaleString('pt-BR', { maximumFractionDigits })` (thousands '.', decimal ',', the shortest
 * decimal of the number rounded half away from zero, trailing zeros dropped), tested against it.
 */

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** `value` with at most `fractionDigits` decimals: 1.45 → '1,5' (its shortest decimal, not the binary 1.4499…), 2 → '2'. */
export const formatDecimal = (value: number, fractionDigits: number): string => {
  const abs = Math.abs(value);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  // rounding the shortest decimal (`${abs}e${n}` shifts it exactly); below 1e-6 String() switches to exponents
  const scaled = abs < 1e-6 ? 0 : Math.round(Number(`${abs}e${fractionDigits}`));
  const unit = 10 ** fractionDigits;
  const whole = Math.floor(scaled / unit);
  const fraction = String(scaled - whole * unit)
    .padStart(fractionDigits, '0')
    .replace(/0+$/, '');
  return `${sign}${groupThousands(String(whole))}${fractionDigits > 0 && fraction ? `,${fraction}` : ''}`;
};

/** An integer as pt-BR writes it: 1234 → '1.234'. */
export const formatInteger = (value: number): string => formatDecimal(value, 0);
