import { useContext, type Context } from 'react';

/** The value of a context its provider gives: a hook used outside that provider is a bug, reported at once. */
export const useRequiredContext = <T>(context: Context<T | null>, hook: string): T => {
  const value = useContext(context);
  if (value === null) throw new Error(`${hook}: no provider`);
  return value;
};
