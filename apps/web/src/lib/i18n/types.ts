import type { ptBR } from './pt-br';

/** Same shape as the pt-BR catalogue, any string values: what another language must provide. */
type TWiden<T> = T extends string ? string : T extends readonly unknown[] ? readonly string[] : { readonly [K in keyof T]: TWiden<T[K]> };
export type TCatalogue = TWiden<typeof ptBR>;

type TLeafPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : T[K] extends readonly unknown[] ? never : TLeafPaths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every text key: 'auth.login.title', 'menu.companies', … */
export type TTranslationKey = TLeafPaths<typeof ptBR>;
export type TTranslationParams = Record<string, string | number>;
