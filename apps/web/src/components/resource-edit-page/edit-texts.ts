import type { TTranslate, TTranslationKey } from '@/lib/i18n';

type TPrefixOf<TName extends string> = TTranslationKey extends infer K ? (K extends `${infer P}.${TName}` ? P : never) : never;

/** A catalogue section with the page's state texts: loading, loadFailed, retry, backToList, created, saved. */
export type TEditTextsPrefix = TPrefixOf<'loading'> &
  TPrefixOf<'loadFailed'> &
  TPrefixOf<'retry'> &
  TPrefixOf<'backToList'> &
  TPrefixOf<'created'> &
  TPrefixOf<'saved'>;

/** A catalogue section with the page titles: newTitle, editTitle. */
export type TEditTitlesPrefix = TPrefixOf<'newTitle'> & TPrefixOf<'editTitle'>;

type TEditTextName = 'loading' | 'loadFailed' | 'retry' | 'backToList' | 'created' | 'saved' | 'newTitle' | 'editTitle';

/** `t('<prefix>.<name>')`: the prefix types above guarantee the key exists. */
export const editText = (t: TTranslate, prefix: TEditTextsPrefix | TEditTitlesPrefix, name: TEditTextName): string =>
  t(`${prefix}.${name}` as TTranslationKey);
