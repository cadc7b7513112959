import { describe, expect, it } from 'vitest';
import {
  ZChangePasswordSchema,
  ZCheckResetCodeSchema,
  ZLoggedUserSchema,
  ZLoginSchema,
  ZResetPasswordSchema,
  ZSendResetCodeSchema,
} from '../login.ts';
import { errorsOf, parseOk } from './helpers.ts';

describe('login', () => {
  it('userName is an e-mail of at most 255; password required, at most 255', () => {
    expect(parseOk(ZLoginSchema, { userName: 'Ana@X.com', password: 'p' })).toEqual({ userName: 'ana@x.com', password: 'p' });
    expect(errorsOf(ZLoginSchema, {})).toEqual({ userName: 'Campo obrigatório', password: 'Campo obrigatório' });
    expect(errorsOf(ZLoginSchema, { userName: 'ana', password: 'x'.repeat(256) })).toEqual({
      userName: 'E-mail inválido',
      password: 'Senha inválida',
    });
  });
  it('the logged user carries a token and a role with permissions', () => {
    const user = {
      id: 1,
      name: 'Ana',
      type: 'admin',
      companyId: null,
      roleId: 1,
      role: { id: 1, name: 'Adm', type: 'admin', permissions: ['COMPANY:LIST'] },
      email: 'a@x.com',
      isActive: true,
      isAdmin: false,
      canDeleteItself: true,
      dtRegister: '2026-01-01T00:00:00.000Z',
      dtUpdate: '2026-01-02T00:00:00.000Z',
      token: 'jwt',
    };
    expect(parseOk(ZLoggedUserSchema, user).token).toBe('jwt');
    expect(parseOk(ZLoggedUserSchema, { ...user, companyId: 4, companyIds: [4, 9] })).toMatchObject({ companyId: 4, companyIds: [4, 9] });
    expect(errorsOf(ZLoggedUserSchema, { ...user, companyIds: ['4'] })).toEqual({ 'companyIds.0': 'Valor inválido' });
    expect(errorsOf(ZLoggedUserSchema, { ...user, token: undefined })).toEqual({ token: 'Campo obrigatório' });
  });
});

describe('reset password', () => {
  it('send and check code', () => {
    expect(errorsOf(ZSendResetCodeSchema, { email: 'x' })).toEqual({ email: 'E-mail inválido' });
    expect(parseOk(ZCheckResetCodeSchema, { email: 'a@x.com', code: '012345' })).toEqual({ email: 'a@x.com', code: '012345' });
    expect(errorsOf(ZCheckResetCodeSchema, { email: 'a@x.com', code: '12345' })).toEqual({ code: 'Código inválido' });
  });
  it('reset: confirmation optional, must match when given', () => {
    const base = { email: 'a@x.com', code: '123456', newPassword: 'cavalo-azul' };
    expect(errorsOf(ZResetPasswordSchema, base)).toEqual({});
    expect(errorsOf(ZResetPasswordSchema, { ...base, newPassword_confirm: 'cavalo-azul2' })).toEqual({
      newPassword_confirm: 'As senha devem ser iguais',
    });
    expect(errorsOf(ZResetPasswordSchema, { ...base, newPassword: '123' })).toEqual({ newPassword: 'Mínimo 8 caracteres' });
  });
});

describe('change password', () => {
  it('old password required, new one follows the rule, confirmation equal', () => {
    expect(parseOk(ZChangePasswordSchema, { oldPassword: ' old ', password: 'cavalo-azul', confirmPassword: 'cavalo-azul' }).oldPassword).toBe(
      ' old ',
    );
    expect(errorsOf(ZChangePasswordSchema, { password: 'cavalo-azul', confirmPassword: 'cavalo-azu' })).toEqual({
      oldPassword: 'Campo obrigatório',
      confirmPassword: 'Senhas devem ser iguais',
    });
    expect(errorsOf(ZChangePasswordSchema, { oldPassword: 'a', password: '123', confirmPassword: '123' })).toEqual({
      password: 'Mínimo 8 caracteres',
    });
  });
});
