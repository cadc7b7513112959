import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { missingFieldsText, toFieldErrors } from '../issues.ts';
import '../zod-config.ts';

describe('toFieldErrors', () => {
  it('keeps the first message per dotted path', () => {
    const schema = z.object({
      a: z.string(),
      p: z.object({ lat: z.number() }),
      b: z
        .string()
        .min(2, 'm1')
        .refine(() => false, 'm2'),
    });
    const result = schema.safeParse({ p: {}, b: 'x' });
    expect(toFieldErrors(result.error!)).toEqual({ a: 'Campo obrigatório', 'p.lat': 'Campo obrigatório', b: 'm1' });
  });
});

describe('missingFieldsText', () => {
  it('prefixes Campos Obrigatórios: to the messages', () => {
    expect(missingFieldsText({ a: 'Campo obrigatório', b: 'CNPJ inválido', c: 'Campo obrigatório' })).toBe(
      'Campos Obrigatórios: Campo obrigatório, CNPJ inválido',
    );
  });
});
