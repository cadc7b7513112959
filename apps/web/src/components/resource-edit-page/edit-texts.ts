import type { TTranslate, TTranslationKey } from '@/lib/i18n';

type TPrefixOf<TName extends string> = TTranslationKey extends infer K ? (K extends `${infer P}.${TName}` ? P : never) : never;
type THoldsAll<P extends string, TNames extends string> = P extends unknown ? (`${P}.${TNames}` extends TTranslationKey ? P : never) : never;

/** Catalogue sections holding every one of the names (`<prefix>.<name>` is a key for each). */
type TPrefixOfAll<TNames extends string> = THoldsAll<TPrefixOf<TNames>, TNames>;

/** A catalogue section with the page's state texts: loading, loadFailed, retry, backToList, created, saved. */
export type TEditTextsPrefix = TPrefixOfAll<'loading' | 'loadFailed' | 'retry' | 'backToList' | 'created' | 'saved'>;

/** A catalogue section with the page titles: newTitle, editTitle, viewTitle (a record the user may not change). */
export type TEditTitlesPrefix = TPrefixOfAll<'newTitle' | 'editTitle' | 'viewTitle'>;

type TEditTextName = 'loading' | 'loadFailed' | 'retry' | 'backToList' | 'created' | 'saved' | 'newTitle' | 'editTitle' | 'viewTitle';

/** `t('<prefix>.<name>')`: the prefix types above guarantee the key exists. */
export const editText = (t: TTranslate, prefix: TEditTextsPrefix | TEditTitlesPrefix, name: TEditTextName): string =>
  t(`${prefix}.${name}` as TTranslationKey);
