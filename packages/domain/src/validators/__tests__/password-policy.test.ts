import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_SOURCE } from '../../data/common-passwords.ts';
import { isCommonPassword, passwordContainsEmail } from '../common-password.ts';
import { passwordError } from '../password.ts';

const COMMON = 'Senha muito comum. Escolha uma senha mais difícil de adivinhar.';
const EMAIL = 'A senha não pode conter o e-mail nem parte dele.';

describe('password policy', () => {
  it('refuses the most common passwords, whatever the case', () => {
    for (const password of ['12345678', 'password', 'Password1', 'QWERTY123', 'iloveyou1', 'trustno1']) {
      expect(passwordError(password), password).toBe(COMMON);
    }
  });

  it("refuses this product's context words with digits and symbols (default and demo passwords among them)", () => {
    for (const password of ['admin123', 'senha123', 'Senha@2026', 'parceiro123', 'nova-senha', 'Rede de Parceiros 1', 'usuário2024']) {
      expect(passwordError(password), password).toBe(COMMON);
    }
  });

  it('accepts passwords that are long enough and not common', () => {
    for (const password of ['cavalo-azul', 'Segura#2026', 'minha bateria de 60Ah', 'segredo1']) expect(passwordError(password), password).toBeNull();
  });

  it('refuses a password containing the e-mail or its local part (when the e-mail is given)', () => {
    const email = 'joao.silva@loja.com.br';
    expect(passwordError('joao.silva@loja.com.br!', { email })).toBe(EMAIL);
    expect(passwordError('Joao.Silva#2026', { email })).toBe(EMAIL);
    expect(passwordError('silva-forte-99', { email })).toBe(EMAIL);
    expect(passwordError('cavalo-azul', { email })).toBeNull();
    expect(passwordError('joao-forte-99', { email })).toBe(EMAIL); // pieces of 4+ characters
    expect(passwordContainsEmail('Ana-banana-1', 'an@x.com')).toBe(false); // local parts under 3 characters are ignored
    expect(passwordContainsEmail('xxÁNAxx', 'ana@x.com')).toBe(true); // accents and case ignored
    expect(passwordContainsEmail('anything', '')).toBe(false);
  });

  it('checks the length before the list (one rule: "Mínimo 8 caracteres" under 8, never "Mínimo 6" first)', () => {
    expect(passwordError('1')).toBe('Mínimo 8 caracteres');
    expect(passwordError('12345')).toBe('Mínimo 8 caracteres');
    expect(passwordError('123456')).toBe('Mínimo 8 caracteres');
    expect(isCommonPassword('123456')).toBe(false); // shorter entries are not shipped: the length rule refuses them
  });
});

describe('the shipped list', () => {
  it('is the generated file of the installed @zxcvbn-ts/language-common (regenerate with scripts/common-passwords.mjs)', async () => {
    // @ts-expect-error: a plain .mjs script without types
    const { renderCommonPasswords, DATA_FILE } = (await import('../../../scripts/common-passwords.mjs')) as {
      renderCommonPasswords: () => string;
      DATA_FILE: string;
    };
    expect(readFileSync(DATA_FILE, 'utf8')).toBe(renderCommonPasswords());
    expect(DATA_FILE).toBe(join(import.meta.dirname, '..', '..', 'data', 'common-passwords.ts'));
    expect(COMMON_PASSWORDS_SOURCE).toMatchObject({ package: '@zxcvbn-ts/language-common', top: 20_000, minLength: 8 });
    expect(COMMON_PASSWORDS_SOURCE.count).toBeGreaterThan(5_000);
  });
});
