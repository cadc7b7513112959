/**
 * Global zod configuration: every issue without its own message gets a pt-BR message (section 5).
 * Imported for its side effect by `index.ts` and by `schemas/fields.ts`.
 */
import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { formatMessage, MESSAGES } from './messages.ts';

/** The pt-BR message of a zod issue that carries no message of its own. */
export const ptBrIssueMessage = (issue: $ZodRawIssue): string => {
  if (issue.input === undefined || issue.input === null) return MESSAGES.validation.required;
  if (issue.code === 'too_small' && issue.origin === 'array') return MESSAGES.validation.arrayMin;
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return formatMessage(MESSAGES.validation.maxLength, { max: String(issue.maximum) });
  }
  return MESSAGES.validation.invalid;
};

z.config({ customError: ptBrIssueMessage });
