import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj, maskCnpj, normalizeCnpj } from '../cnpj.ts';
import { formatCpf, isValidCpf, maskCpf } from '../cpf.ts';
import { onlyDigits } from '../only-digits.ts';

describe('onlyDigits', () => {
  it('keeps digits only', () => {
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(123)).toBe('123');
  });
});

describe('CPF', () => {
  it('accepts valid CPFs with or without mask', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });
  it('rejects wrong check digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
  });
  it('rejects all-identical digits, wrong lengths and garbage', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('abc52998224725')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf(null)).toBe(false);
  });
  it('formats and masks', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('529982247')).toBe('529.982.247');
    expect(maskCpf('5299822472599')).toBe('529.982.247-25');
  });
});

describe('CNPJ', () => {
  it('accepts the numeric example 11.222.333/0001-81', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });
  it('accepts the alphanumeric example 12.ABC.345/01DE-35 (any case)', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });
  it('rejects wrong check digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
  });
  it('rejects all-identical characters, letters in the check digits and wrong lengths', () => {
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('AAAAAAAAAAAA00')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('11#222333000181')).toBe(false);
    expect(isValidCnpj(undefined)).toBe(false);
  });
  it('normalizes, formats and masks (upper case)', () => {
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('123')).toBe('123');
    expect(maskCnpj('12a')).toBe('12.A');
    expect(maskCnpj('12abc345')).toBe('12.ABC.345');
    expect(maskCnpj('12abc34501de')).toBe('12.ABC.345/01DE');
    expect(maskCnpj('12abc34501deXY35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('')).toBe('');
  });
});
