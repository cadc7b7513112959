/** One `Intl.NumberFormat('pt-BR')` per number of decimals, made on first use and kept (making one is the costly part). */
const formats = new Map<number, Intl.NumberFormat>();

/** `value` as pt-BR writes it, with at most `fractionDigits` decimals: 1234.56 → '1.234,6' (1 decimal), 2 → '2'. */
export const formatDecimal = (value: number, fractionDigits: number): string => {
  let format = formats.get(fractionDigits);
  if (!format) formats.set(fractionDigits, (format = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: fractionDigits })));
  return format.format(value);
};

/** An integer as pt-BR writes it: 1234 → '1.234'. */
export const formatInteger = (value: number): string => formatDecimal(value, 0);
