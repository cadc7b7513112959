/**
 * Tiny i18n: `useT()` in components, `t()` outside React. The language is kept in localStorage;
 * pt-BR is the default and the only catalogue so far. A catalogue comes in two parts: the public one (first load) and
 * the areas' one (register-areas.ts, with the lazy back-office/auth/registration chunks). Adding a language = its two
 * parts (typed against TCatalogue) in CATALOGUES / register-areas.ts, its code in TLanguage and its entry in LANGUAGES.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE } from '@rede/domain/constants';
import { formatMessage } from '@rede/domain/messages';
import { readStorage, STORAGE_KEYS, subscribeStorage, writeStorage } from '../storage';
import { ptBRPublic } from './pt-br-public';
import type { TCatalogue, TTranslationKey, TTranslationParams } from './types';

export type { TTranslationKey, TTranslationParams } from './types';

export type TLanguage = 'pt-BR';
/**
 * The texts loaded so far, per language. The first load has the public part; each lazy area (back-office, auth,
 * registration) adds the rest before it renders (register-areas.ts, statically imported by the area's layout route).
 */
export const CATALOGUES: Record<TLanguage, Partial<TCatalogue>> = { 'pt-BR': { ...ptBRPublic } };
/** Adds a part of a language's catalogue (top-level sections) to what `translate` can find. */
export const registerTexts = (language: TLanguage, texts: Partial<TCatalogue>): void => {
  Object.assign(CATALOGUES[language], texts);
};
export const LANGUAGES: { code: TLanguage; label: string }[] = [{ code: 'pt-BR', label: 'Português (Brasil)' }];

const isLanguage = (value: unknown): value is TLanguage => typeof value === 'string' && value in CATALOGUES;

export const getLanguage = (): TLanguage => {
  const stored = readStorage<unknown>(STORAGE_KEYS.language, DEFAULT_LANGUAGE);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

export const setLanguage = (language: TLanguage): void => writeStorage(STORAGE_KEYS.language, language);

const lookup = (catalogue: Partial<TCatalogue>, key: string): string | undefined => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

export const translate = (language: TLanguage, key: TTranslationKey, params?: TTranslationParams): string => {
  const text = lookup(CATALOGUES[language], key) ?? lookup(CATALOGUES[DEFAULT_LANGUAGE], key) ?? key;
  return params ? formatMessage(text, params) : text;
};

/** Translation outside React (api client, menus built in plain modules). */
export const t = (key: TTranslationKey, params?: TTranslationParams): string => translate(getLanguage(), key, params);

export type TTranslate = (key: TTranslationKey, params?: TTranslationParams) => string;

type TI18nContext = { language: TLanguage; setLanguage: (language: TLanguage) => void; t: TTranslate };

const I18nContext = createContext<TI18nContext | null>(null);

export const I18nProvider = ({ children }: { children: ReactNode }) => {
  const language = useSyncExternalStore(
    (listener) => subscribeStorage(STORAGE_KEYS.language, listener),
    getLanguage,
    () => DEFAULT_LANGUAGE,
  );
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const bound = useCallback<TTranslate>((key, params) => translate(language, key, params), [language]);
  const value = useMemo(() => ({ language, setLanguage, t: bound }), [language, bound]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
};

/** The translate function of the current language. Works without a provider (falls back to `t`). */
export const useT = (): TTranslate => useContext(I18nContext)?.t ?? t;

export const useLanguage = () => {
  const context = useContext(I18nContext);
  return { language: context?.language ?? getLanguage(), setLanguage: context?.setLanguage ?? setLanguage };
};
