import { firstStepWithError as firstDomainStepWithError } from '@rede/domain';
import { isFieldVisible, namesOfField, type TFormContext } from './field-rules';
import type { TFormField, TFormValues } from './types';

export const stepOf = (field: TFormField): number => field.step ?? 0;

/** Number of steps: the given labels, or the highest step index used + 1. */
export const stepCountOf = (fields: readonly TFormField[], labels?: readonly string[]): number =>
  Math.max(labels?.length ?? 0, ...fields.map((f) => stepOf(f) + 1), 1);

/** The value names Next validates: the visible fields of one step (with their `_confirm` twins). */
export const namesOfStep = (fields: readonly TFormField[], step: number, values: TFormValues, context: TFormContext): string[] =>
  fields.filter((f) => stepOf(f) === step && isFieldVisible(f, values, context)).flatMap((f) => namesOfField(f));

/** The value names of every step, in order (the domain's step list). */
export const stepNames = (fields: readonly TFormField[]): string[][] => {
  const steps: string[][] = Array.from({ length: stepCountOf(fields) }, () => []);
  for (const field of fields) steps[stepOf(field)]?.push(...namesOfField(field));
  return steps;
};

/** The first step holding one of the errors (dotted keys count by their root); null when none. */
export const firstStepWithError = (fields: readonly TFormField[], errorNames: readonly string[]): number | null => {
  const step = firstDomainStepWithError(errorNames, stepNames(fields));
  return step < 0 ? null : step;
};

/** With step-by-step validation the stepper jumps only to earlier steps; without it, anywhere. */
export const canJumpToStep = (target: number, current: number, stepByStep: boolean): boolean =>
  target !== current && (!stepByStep || target < current);
