import type { z } from 'zod';
import { toFieldErrors } from '../../issues.ts';

/** { path: first message } of a failed parse, {} when it passes. */
export const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

/** The parsed data, failing the test with the errors when the parse fails. */
export const parseOk = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(toFieldErrors(result.error)));
  return result.data;
};
