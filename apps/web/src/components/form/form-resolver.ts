import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldByName, isFieldVisible, rootName, type TFormContext } from './field-rules';
import type { TFormField, TFormValues } from './types';
import type { TAsyncCheck } from './async-checks';
import { validateDefinitions } from './validate-definitions';
import { toPayload } from './values';

/** The first message found in a (possibly nested) react-hook-form error. */
export const firstErrorMessage = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'types') continue;
    const nested = firstErrorMessage(value);
    if (nested) return nested;
  }
  return undefined;
};

/**
 * The resolver of the form engine: the zod schema (through zodResolver) validates the payload the
 * form would send, the field definitions add the engine's checks, and errors of fields that are
 * not active (hidden by showIf, admin-only, skipped in this mode) are dropped, so requiredIfShown
 * holds; then the fields' server checks (a CNPJ or e-mail in use) are awaited for the fields asked
 * about. Errors are flat: one message per property (nested errors, e.g. of a position, lifted).
 */
export const createFormResolver = (
  fields: readonly TFormField[],
  schema?: z.ZodType,
  /** Values the saved payload carries besides the fields (the id when updating). */
  extra: () => TFormValues = () => ({}),
  /** The fields' checks the server answers (a value in use), by name: awaited for fields without another error. */
  asyncChecks: () => ReadonlyMap<string, TAsyncCheck> = () => new Map(),
): Resolver<TFormValues, TFormContext> => {
  const byName = fieldByName(fields);
  const schemaResolver = schema ? zodResolver(schema as never, undefined, { raw: true }) : null;

  return async (values, context, options) => {
    const formContext: TFormContext = context ?? { mode: 'create', isAdmin: false };
    const messages: Record<string, string> = {};

    if (schemaResolver) {
      const payload = { ...extra(), ...toPayload(fields, values, formContext) };
      const result = await (schemaResolver as unknown as Resolver<TFormValues, TFormContext>)(payload, formContext, options);
      for (const [key, error] of Object.entries(result.errors)) {
        const message = firstErrorMessage(error);
        if (!key || !message) continue;
        messages[rootName(key)] ??= message;
      }
    }
    for (const [name, message] of Object.entries(validateDefinitions(fields, values, formContext))) messages[name] ??= message;
    const wanted = options?.names ? new Set(options.names.map(rootName)) : null;
    const pending = [...asyncChecks()]
      .filter(([name]) => !messages[name] && (!wanted || wanted.has(name)))
      .map(async ([name, check]) => {
        const message = await check(values[name]);
        if (message) messages[name] ??= message;
      });
    await Promise.all(pending);

    const errors: FieldErrors<TFormValues> = {};
    for (const [name, message] of Object.entries(messages)) {
      const field = byName.get(name);
      if (field && !isFieldVisible(field, values, formContext)) continue;
      errors[name] = { type: 'validate', message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
};
