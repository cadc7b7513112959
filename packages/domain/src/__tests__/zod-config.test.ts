import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import '../zod-config.ts';

const messageOf = (schema: z.ZodType, input: unknown): string | undefined => schema.safeParse(input).error?.issues[0]?.message;

describe('global pt-BR zod messages', () => {
  it('missing or null input is Campo obrigatório', () => {
    expect(messageOf(z.object({ a: z.string() }), {})).toBe('Campo obrigatório');
    expect(messageOf(z.object({ a: z.number() }), { a: null })).toBe('Campo obrigatório');
    expect(messageOf(z.object({ a: z.enum(['x']) }), {})).toBe('Campo obrigatório');
  });
  it('empty arrays below min say Adicione pelo menos um item', () => {
    expect(messageOf(z.array(z.number()).min(1), [])).toBe('Adicione pelo menos um item');
  });
  it('strings too long say Máximo de {max} caracteres', () => {
    expect(messageOf(z.string().max(5), 'abcdefg')).toBe('Máximo de 5 caracteres');
  });
  it('anything else is Valor inválido', () => {
    expect(messageOf(z.string(), 12)).toBe('Valor inválido');
    expect(messageOf(z.number().max(3), 4)).toBe('Valor inválido');
    expect(messageOf(z.enum(['x']), 'y')).toBe('Valor inválido');
  });
  it('keeps a schema’s own message', () => {
    expect(messageOf(z.string().min(3, 'curto'), 'a')).toBe('curto');
  });
});
