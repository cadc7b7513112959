/** The public postal-code service's answer (ViaCEP shape); `erro` is set when the CEP does not exist. */
import { z } from 'zod';

export const ZAddressLookupSchema = z.object({
  cep: z.string().default(''),
  logradouro: z.string().default(''),
  bairro: z.string().default(''),
  localidade: z.string().default(''),
  uf: z.string().default(''),
  erro: z.union([z.boolean(), z.string()]).optional(),
});
export type TAddressLookup = z.infer<typeof ZAddressLookupSchema>;

/** Maps a lookup result onto the company address fields. */
export const addressFromLookup = (result: TAddressLookup) => ({
  logradouro: result.logradouro,
  neibor: result.bairro,
  city: result.localidade,
  uf: result.uf,
});

/** True when the looked-up city or state differs from the entered one (accent- and case-insensitive). */
export const cepMismatch = (result: TAddressLookup, city: string, uf: string): boolean => {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toLowerCase();
  return (city !== '' && norm(result.localidade) !== norm(city)) || (uf !== '' && norm(result.uf) !== norm(uf));
};
