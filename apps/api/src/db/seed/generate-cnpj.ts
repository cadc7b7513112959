import { cnpjCheckDigit } from '@rede/domain';
import type { Random } from './prng.ts';

const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** A valid numeric CNPJ (head office '0001'), normalised (14 digits): 8 random digits + branch + check digits. */
export const generateCnpj = (random: Random): string => {
  let base = '';
  for (let i = 0; i < 8; i++) base += String(random.int(0, 9));
  const twelve = `${base}0001`;
  const first = cnpjCheckDigit(twelve, WEIGHTS_1);
  const second = cnpjCheckDigit(`${twelve}${first}`, WEIGHTS_2);
  return `${twelve}${first}${second}`;
};
