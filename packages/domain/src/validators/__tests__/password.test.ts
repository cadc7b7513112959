import { describe, expect, it } from 'vitest';
import { isValidPassword, passwordError } from '../password.ts';
import { passwordStrength, passwordStrengthLabel } from '../password-strength.ts';
import { isValidResetCode } from '../reset-code.ts';

describe('password rule', () => {
  it('requires 8 to 255 characters (one message for any shorter one)', () => {
    expect(passwordError('12345')).toBe('Mínimo 8 caracteres');
    expect(passwordError('abc456')).toBe('Mínimo 8 caracteres');
    expect(passwordError('abc4567')).toBe('Mínimo 8 caracteres');
    expect(passwordError('abc45678')).toBeNull();
    expect(passwordError('a'.repeat(255))).toBeNull();
    expect(passwordError('a'.repeat(256))).toBe('Máximo 255 caracteres');
    expect(passwordError('')).toBe('Campo obrigatório');
  });
  it('allows an empty password on update only', () => {
    expect(isValidPassword('', { allowEmpty: true })).toBe(true);
    expect(isValidPassword(undefined, { allowEmpty: true })).toBe(true);
    expect(isValidPassword('')).toBe(false);
    expect(isValidPassword('123', { allowEmpty: true })).toBe(false);
  });
});

describe('password strength', () => {
  it('scores one point per criterion', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abcde')).toBe(0);
    expect(passwordStrength('abcdef')).toBe(1);
    expect(passwordStrength('abcdefgh')).toBe(2);
    expect(passwordStrength('abcdefg1')).toBe(3);
    expect(passwordStrength('abcdef1!')).toBe(4);
    expect(passwordStrength('Abcdef1!')).toBe(5);
    expect(passwordStrength('A!')).toBe(1);
  });
  it('labels Ruim <2, Fraco <3, Normal <4, Bom <5, Forte 5', () => {
    expect([0, 1, 2, 3, 4, 5].map(passwordStrengthLabel)).toEqual(['Ruim', 'Ruim', 'Fraco', 'Normal', 'Bom', 'Forte']);
  });
});

describe('reset code', () => {
  it('is exactly 6 digits', () => {
    expect(isValidResetCode('123456')).toBe(true);
    expect(isValidResetCode('12345')).toBe(false);
    expect(isValidResetCode('1234567')).toBe(false);
    expect(isValidResetCode('12345a')).toBe(false);
  });
});
