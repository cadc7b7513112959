import type { Random } from './prng.ts';

const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit of the first `weights.length` digits (mod 11; validation is @brazilian-utils', in the domain). */
const checkDigit = (digits: string, weights: readonly number[]): number => {
  const rest = weights.reduce((sum, weight, i) => sum + Number(digits[i]) * weight, 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** '112223330001' → '11222333000181': twelve digits followed by their two check digits (seeds and tests). */
export const withCnpjCheckDigits = (twelve: string): string => {
  const first = checkDigit(twelve, WEIGHTS_1);
  return `${twelve}${first}${checkDigit(`${twelve}${first}`, WEIGHTS_2)}`;
};

/** A valid numeric CNPJ (head office '0001'), normalised (14 digits): 8 random digits + branch + check digits. */
export const generateCnpj = (random: Random): string => {
  let base = '';
  for (let i = 0; i < 8; i++) base += String(random.int(0, 9));
  return withCnpjCheckDigits(`${base}0001`);
};
