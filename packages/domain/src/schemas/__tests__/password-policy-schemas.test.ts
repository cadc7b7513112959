/** The password policy wherever a password is set, with the same messages the API answers. */
import { describe, expect, it } from 'vitest';
import { changePasswordSchemaFor, ZChangePasswordSchema, ZLoginSchema, ZResetPasswordSchema } from '../login.ts';
import { ZCompanyCreateSchema, ZCompanyRegisterSchema, ZCompanyUpdateSchema } from '../company.ts';
import { ZUserCreateSchema, ZUserUpdateSchema } from '../user.ts';
import { errorsOf } from './helpers.ts';

const COMMON = 'Senha muito comum. Escolha uma senha mais difícil de adivinhar.';
const EMAIL = 'A senha não pode conter o e-mail nem parte dele.';

describe('password policy in the schemas', () => {
  it('user create and update: length, common list and the e-mail (cross-field)', () => {
    const user = { name: 'Ana', type: 'admin', email: 'mariana.prado@x.com' };
    const create = (password: string) => errorsOf(ZUserCreateSchema, { ...user, password, password_confirm: password });
    expect(create('abc1234')).toEqual({ password: 'Mínimo 8 caracteres' });
    expect(create('123456789')).toEqual({ password: COMMON });
    expect(create('Mariana#2026')).toEqual({ password: EMAIL });
    expect(create('cavalo-azul')).toEqual({});
    const update = (password: string) => errorsOf(ZUserUpdateSchema, { ...user, id: 1, password, password_confirm: password });
    expect(update('')).toEqual({});
    expect(update('prado-forte-1')).toEqual({ password: EMAIL });
  });

  it('company registration, create and update by an administrator (adminPassword with adminEmail)', () => {
    const admin = { adminName: 'Dono', adminEmail: 'carlos@loja.com.br' };
    for (const schema of [ZCompanyRegisterSchema, ZCompanyCreateSchema, ZCompanyUpdateSchema]) {
      const errors = (adminPassword: string) => errorsOf(schema, { ...admin, adminPassword, adminPassword_confirm: adminPassword });
      expect(errors('123456')).toMatchObject({ adminPassword: 'Mínimo 8 caracteres' });
      expect(errors('password1')).toMatchObject({ adminPassword: COMMON });
      expect(errors('Carlos2026!')).toMatchObject({ adminPassword: EMAIL });
      expect(errors('cavalo-azul').adminPassword).toBeUndefined();
    }
  });

  it('reset with code: newPassword against the e-mail of the body', () => {
    const base = { email: 'beatriz@x.com', code: '123456' };
    expect(errorsOf(ZResetPasswordSchema, { ...base, newPassword: 'senha123' })).toEqual({ newPassword: COMMON });
    expect(errorsOf(ZResetPasswordSchema, { ...base, newPassword: 'beatriz-2026' })).toEqual({ newPassword: EMAIL });
    expect(errorsOf(ZResetPasswordSchema, { ...base, newPassword: 'cavalo-azul' })).toEqual({});
  });

  it('change password: the policy; the e-mail rule with the known e-mail (changePasswordSchemaFor)', () => {
    const body = (password: string) => ({ oldPassword: 'qualquer', password, confirmPassword: password });
    expect(errorsOf(ZChangePasswordSchema, body('admin123'))).toEqual({ password: COMMON });
    expect(errorsOf(ZChangePasswordSchema, body('rodrigo-99x'))).toEqual({});
    expect(errorsOf(changePasswordSchemaFor('rodrigo@x.com'), body('rodrigo-99x'))).toEqual({ password: EMAIL });
    expect(errorsOf(changePasswordSchemaFor(null), body('rodrigo-99x'))).toEqual({});
  });

  it('never applies to logging in (existing passwords keep working)', () => {
    expect(errorsOf(ZLoginSchema, { userName: 'ana@x.com', password: '123' })).toEqual({});
  });
});
