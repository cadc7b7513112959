import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  withPasswordConfirm,
  zBooleanWithDefault,
  zCep,
  zCnpj,
  zCpf,
  zEmail,
  zIdArray,
  zImagePath,
  zOptionalCnpj,
  zOptionalEmail,
  zOptionalId,
  zOptionalLink,
  zOptionalPassword,
  zOptionalPhone,
  zOptionalString,
  zPassword,
  zPhone,
  zPosition,
  zRequiredId,
  zRequiredString,
  zUf,
} from '../fields.ts';
import { errorsOf, parseOk } from './helpers.ts';

const one = (schema: z.ZodType, value: unknown) => errorsOf(z.object({ f: schema }), { f: value }).f;

describe('strings', () => {
  it('zRequiredString trims, requires and limits', () => {
    expect(parseOk(zRequiredString(), '  Ana ')).toBe('Ana');
    expect(one(zRequiredString(), '   ')).toBe('Campo obrigatório');
    expect(one(zRequiredString(), undefined)).toBe('Campo obrigatório');
    expect(one(zRequiredString(), null)).toBe('Campo obrigatório');
    expect(one(zRequiredString(5), 'abcdef')).toBe('Máximo de 5 caracteres');
  });
  it('zOptionalString: empty → null, missing stays undefined', () => {
    const s = z.object({ f: zOptionalString() });
    expect(parseOk(s, { f: '  ' })).toEqual({ f: null });
    expect(parseOk(s, { f: null })).toEqual({ f: null });
    expect(parseOk(s, {})).toEqual({ f: undefined });
    expect(parseOk(s, { f: ' x ' })).toEqual({ f: 'x' });
  });
});

describe('e-mail', () => {
  it('zEmail requires a valid, lower-cased address of at most 255 characters', () => {
    expect(parseOk(zEmail(), ' Ana@Loja.COM ')).toBe('ana@loja.com');
    expect(one(zEmail(), '')).toBe('Campo obrigatório');
    expect(one(zEmail(), 'ana@')).toBe('E-mail inválido');
    expect(one(zEmail(), `${'a'.repeat(250)}@x.com`)).toBe('E-mail inválido');
  });
  it('zOptionalEmail accepts empty and null as null', () => {
    expect(parseOk(zOptionalEmail(), '')).toBeNull();
    expect(parseOk(zOptionalEmail(), null)).toBeNull();
    expect(one(zOptionalEmail(), 'x@')).toBe('E-mail inválido');
  });
});

describe('documents output their masked form', () => {
  it('phone', () => {
    expect(parseOk(zPhone(), '11987654321')).toBe('(11) 98765-4321');
    expect(parseOk(zPhone(), '(11) 3456-7890')).toBe('(11) 3456-7890');
    expect(one(zPhone(), '1234')).toBe('Telefone inválido');
    expect(one(zPhone(), '')).toBe('Campo obrigatório');
    expect(parseOk(zOptionalPhone(), '')).toBeNull();
    expect(parseOk(zOptionalPhone(), '1134567890')).toBe('(11) 3456-7890');
    expect(one(zOptionalPhone(), '12')).toBe('Telefone inválido');
  });
  it('CNPJ (numeric and alphanumeric)', () => {
    expect(parseOk(zCnpj(), '11222333000181')).toBe('11.222.333/0001-81');
    expect(parseOk(zCnpj(), '12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(one(zCnpj(), '11.222.333/0001-82')).toBe('CNPJ inválido');
    expect(parseOk(zOptionalCnpj(), null)).toBeNull();
    expect(one(zOptionalCnpj(), '123')).toBe('CNPJ inválido');
  });
  it('CPF and CEP', () => {
    expect(parseOk(zCpf(), '52998224725')).toBe('529.982.247-25');
    expect(one(zCpf(), '111.111.111-11')).toBe('CPF inválido');
    expect(parseOk(zCep(), '01310100')).toBe('01310-100');
    expect(one(zCep(), '00000-000')).toBe('CEP inválido');
  });
});

describe('other fields', () => {
  it('zUf accepts the 27 codes only', () => {
    expect(parseOk(zUf(), 'SP')).toBe('SP');
    expect(one(zUf(), 'XX')).toBe('UF inválida');
    expect(one(zUf(), undefined)).toBe('Campo obrigatório');
  });
  it('zPassword and zOptionalPassword', () => {
    expect(one(zPassword(), '')).toBe('Campo obrigatório');
    expect(one(zPassword(), '12345')).toBe('Mínimo 8 caracteres');
    expect(one(zPassword(), 'a'.repeat(256))).toBe('Máximo 255 caracteres');
    expect(parseOk(zOptionalPassword(), '')).toBeUndefined();
    expect(parseOk(zOptionalPassword(), 'cavalo-azul')).toBe('cavalo-azul');
    expect(one(zOptionalPassword(), '1234567')).toBe('Mínimo 8 caracteres');
    expect(one(zPassword(), '12345678')).toBe('Senha muito comum. Escolha uma senha mais difícil de adivinhar.');
    expect(one(zOptionalPassword(), '123')).toBe('Mínimo 8 caracteres');
  });
  it('zPosition bounds', () => {
    expect(parseOk(zPosition(), { latitude: -90, longitude: 180 })).toEqual({ latitude: -90, longitude: 180 });
    expect(errorsOf(zPosition(), { latitude: 91, longitude: -181 })).toEqual({ latitude: 'Posição inválida', longitude: 'Posição inválida' });
    expect(errorsOf(zPosition(), {})).toEqual({ latitude: 'Campo obrigatório', longitude: 'Campo obrigatório' });
  });
  it('ids', () => {
    expect(parseOk(zIdArray(), [3, { id: 4 }, 3])).toEqual([3, 4]);
    expect(one(zIdArray(), [])).toBe('Adicione pelo menos um item');
    expect(one(zRequiredId(), 0)).toBe('Campo obrigatório');
    expect(one(zRequiredId(), -2)).toBe('Valor inválido');
    expect(parseOk(zOptionalId(), 0)).toBeNull();
    expect(parseOk(zOptionalId(), '')).toBeNull();
    expect(parseOk(zOptionalId(), 9)).toBe(9);
  });
  it('images, links and booleans', () => {
    expect(parseOk(zImagePath(), 'a1.png')).toBe('a1.png');
    expect(one(zImagePath(), '')).toBe('Campo obrigatório');
    expect(one(zImagePath(), '../x.png')).toBe('Valor inválido');
    expect(parseOk(zOptionalLink(), '')).toBeNull();
    expect(parseOk(zOptionalLink(), '/lines')).toBe('/lines');
    expect(one(zOptionalLink(), 'javascript:alert(1)')).toBe('Link inválido');
    expect(parseOk(z.object({ b: zBooleanWithDefault(true) }), {})).toEqual({ b: true });
  });
});

describe('withPasswordConfirm', () => {
  const schema = withPasswordConfirm(z.object({ name: zRequiredString(), password: zOptionalPassword() }), 'password');
  it('reports a mismatch at <field>_confirm, together with other errors', () => {
    expect(errorsOf(schema, { password: 'cavalo-azul', password_confirm: 'cavalo-azul2' })).toEqual({
      name: 'Campo obrigatório',
      password_confirm: 'Senhas devem ser iguais',
    });
    expect(errorsOf(schema, { name: 'a', password: 'cavalo-azul' })).toEqual({ password_confirm: 'Senhas devem ser iguais' });
  });
  it('passes when equal or when the password is empty', () => {
    expect(errorsOf(schema, { name: 'a', password: 'cavalo-azul', password_confirm: 'cavalo-azul' })).toEqual({});
    expect(errorsOf(schema, { name: 'a', password: '', password_confirm: '' })).toEqual({});
  });
  it('optional mode checks only a given confirmation, with a custom message', () => {
    const s = withPasswordConfirm(z.object({ p: zPassword() }), 'p', { optional: true, message: 'As senha devem ser iguais' });
    expect(errorsOf(s, { p: 'cavalo-azul' })).toEqual({});
    expect(errorsOf(s, { p: 'cavalo-azul', p_confirm: 'x' })).toEqual({ p_confirm: 'As senha devem ser iguais' });
  });
});
