import { describe, expect, it } from 'vitest';
import { formatCep, isValidCep, maskCep } from '../cep.ts';
import { isValidEmail } from '../email.ts';
import { formatPhone, isValidPhone, maskPhone } from '../phone.ts';

describe('CEP', () => {
  it('accepts 8 digits, or 9 characters with mask', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
  });
  it('rejects 00000-000 and wrong lengths', () => {
    expect(isValidCep('00000-000')).toBe(false);
    expect(isValidCep('00000000')).toBe(false);
    expect(isValidCep('1310-100')).toBe(false);
    expect(isValidCep('013101000')).toBe(false);
    expect(isValidCep('01310-1000')).toBe(false);
    expect(isValidCep('')).toBe(false);
  });
  it('formats 5-3 and masks while typing', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('0131')).toBe('0131');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('0131010099')).toBe('01310-100');
  });
});

describe('phone', () => {
  it('accepts (DD) 0000-0000 and (DD) 00000-0000, with or without mask', () => {
    expect(isValidPhone('(11) 3456-7890')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('1134567890')).toBe(true);
    expect(isValidPhone('11987654321')).toBe(true);
  });
  it('rejects other shapes', () => {
    expect(isValidPhone('(11) 345-7890')).toBe(false);
    expect(isValidPhone('987654321')).toBe(false);
    expect(isValidPhone('119876543210')).toBe(false);
    expect(isValidPhone('+55 11 98765-4321')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
  it('formats and masks', () => {
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('123')).toBe('123');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('113')).toBe('(11) 3');
    expect(maskPhone('1134567')).toBe('(11) 3456-7');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('119876543210')).toBe('(11) 98765-4321');
  });
});

describe('email', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('ana@loja.com.br')).toBe(true);
    expect(isValidEmail('a.b+c@x.io')).toBe(true);
  });
  it('rejects malformed addresses and more than 255 characters', () => {
    expect(isValidEmail('ana@loja')).toBe(false);
    expect(isValidEmail('ana loja@x.com')).toBe(false);
    expect(isValidEmail('@x.com')).toBe(false);
    expect(isValidEmail('a@@x.com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@x.com`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(249)}@x.com`)).toBe(true);
  });
});
