/** zod issues → `{ field: 'pt-BR message' }` (the API's additionalData and the web forms' errors). */
import type { z } from 'zod';
import { MESSAGES } from './messages.ts';

export type TFieldErrors = Record<string, string>;

/** First message per dotted path ('lines', 'addressPosition.latitude'); '_' for object-level issues. */
export const toFieldErrors = (error: z.ZodError | readonly z.core.$ZodIssue[]): TFieldErrors => {
  const issues = Array.isArray(error) ? (error as readonly z.core.$ZodIssue[]) : (error as z.ZodError).issues;
  const out: TFieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    out[key] ??= issue.message;
  }
  return out;
};

/** 'Campos Obrigatórios: ' followed by the field messages, as the web shows a missing-fields answer. */
export const missingFieldsText = (additionalData: Readonly<Record<string, unknown>> | null | undefined): string => {
  const messages = Object.values(additionalData ?? {}).filter((m): m is string => typeof m === 'string');
  return `${MESSAGES.errors.missingFieldsDisplay}${[...new Set(messages)].join(', ')}`;
};
