import { createContext, use } from 'react';

/**
 * A check the server answers (a CNPJ or e-mail already in use): the message for a value, or null.
 * Fields register one with their form; the form's resolver awaits it for the current value, so a value
 * in use blocks its step (Próximo) and the save like any invalid value.
 */
export type TAsyncCheck = (value: unknown) => Promise<string | null>;

export type TAsyncChecks = {
  /** Registers the check of a field; the returned function removes it. */
  register: (name: string, check: TAsyncCheck) => () => void;
};

/** Where a form keeps its fields' async checks (FormEngine provides it; outside a form nothing is checked). */
export const AsyncChecksContext = createContext<TAsyncChecks>({ register: () => () => undefined });

export const useAsyncChecks = (): TAsyncChecks => use(AsyncChecksContext);
