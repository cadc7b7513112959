/** Cross-field refinements on a missing object, and the types withPasswordConfirm keeps. */
import { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { wrapped } from '../../api.ts';
import {
  ZCompanyCreateSchema,
  ZCompanyRegisterSchema,
  ZCompanyUpdateSchema,
  type TCompanyCreate,
  type TCompanyRegister,
  type TCompanyUpdate,
} from '../company.ts';
import { withPasswordConfirm, zOptionalPassword, zRequiredString } from '../fields.ts';
import { ZChangePasswordSchema, ZResetPasswordSchema, type TChangePassword, type TResetPassword } from '../login.ts';
import { ZRoleCreateSchema, ZRoleUpdateSchema } from '../role.ts';
import { ZUserCreateSchema, ZUserUpdateSchema, type TUserCreate, type TUserUpdate } from '../user.ts';
import { errorsOf } from './helpers.ts';

const REFINED = {
  user: ZUserCreateSchema,
  userUpdate: ZUserUpdateSchema,
  company: ZCompanyCreateSchema,
  companyUpdate: ZCompanyUpdateSchema,
  companyRegister: ZCompanyRegisterSchema,
  role: ZRoleCreateSchema,
  roleUpdate: ZRoleUpdateSchema,
  changePassword: ZChangePasswordSchema,
  resetPassword: ZResetPasswordSchema,
};

describe('a missing object is an issue, never a thrown error', () => {
  it.each(Object.entries(REFINED))('%s: undefined, null and non-objects', (_name, schema) => {
    for (const input of [undefined, null]) {
      expect(() => schema.safeParse(input)).not.toThrow();
      expect(errorsOf(schema, input)).toEqual({ _: 'Campo obrigatório' });
    }
    for (const input of ['x', 12, []]) expect(errorsOf(schema, input)).toEqual({ _: 'Valor inválido' });
  });

  it.each(Object.entries(REFINED))("%s: a missing or null wrapper is 'Campo obrigatório' at the wrapper", (name, schema) => {
    const body = wrapped(name, schema);
    expect(errorsOf(body, {})).toEqual({ [name]: 'Campo obrigatório' });
    expect(errorsOf(body, { [name]: null })).toEqual({ [name]: 'Campo obrigatório' });
    expect(errorsOf(body, { [name]: 'x' })).toEqual({ [name]: 'Valor inválido' });
  });

  it('the refinements still run beside other field errors on an object', () => {
    expect(errorsOf(ZUserCreateSchema, { password: 'segredo1', password_confirm: 'outro' })).toMatchObject({
      name: 'Campo obrigatório',
      password_confirm: 'Senhas devem ser iguais',
    });
    expect(errorsOf(ZRoleCreateSchema, { type: 'company', permissions: ['COMPANY:LIST'] })).toEqual({
      name: 'Campo obrigatório',
      'permissions.0': 'Permissão inválida',
    });
    expect(errorsOf(ZCompanyCreateSchema, { adminName: 'Ana' })).toMatchObject({
      adminEmail: 'Campo obrigatório',
      adminPassword: 'Campo obrigatório',
    });
  });
});

describe('withPasswordConfirm keeps the object type', () => {
  it('infers every field plus <field>_confirm', () => {
    const schema = withPasswordConfirm(z.object({ name: zRequiredString(), secret: zOptionalPassword() }), 'secret');
    expectTypeOf<z.infer<typeof schema>>().toEqualTypeOf<{
      name: string;
      secret: string | undefined;
      secret_confirm?: string | null | undefined;
    }>();
    expectTypeOf<z.input<typeof schema>>().toHaveProperty('secret_confirm');
    expect(schema.shape.secret_confirm).toBeDefined();
  });

  it('the entity types are their objects, not Record<string, unknown>', () => {
    expectTypeOf<TUserCreate>().not.toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<TUserCreate['password']>().toEqualTypeOf<string>();
    expectTypeOf<TUserCreate['password_confirm']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<TUserCreate['isActive']>().toEqualTypeOf<boolean>();
    expectTypeOf<TUserUpdate['id']>().toEqualTypeOf<number>();
    expectTypeOf<TUserUpdate['password']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<keyof TUserCreate>().toEqualTypeOf<
      'name' | 'type' | 'companyId' | 'roleId' | 'email' | 'password' | 'password_confirm' | 'isActive' | 'isAdmin' | 'canDeleteItself'
    >();
    expectTypeOf<TCompanyCreate['isActive']>().toEqualTypeOf<boolean>();
    expectTypeOf<TCompanyCreate['lines']>().toEqualTypeOf<number[]>();
    expectTypeOf<TCompanyCreate['adminPassword_confirm']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<TCompanyCreate['visualIdentityColor']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<TCompanyUpdate['id']>().toEqualTypeOf<number>();
    expectTypeOf<TCompanyRegister['adminPassword']>().toEqualTypeOf<string>();
    expectTypeOf<TCompanyRegister['isActive']>().toEqualTypeOf<true>();
    expectTypeOf<TResetPassword>().toEqualTypeOf<{
      email: string;
      code: string;
      newPassword: string;
      newPassword_confirm?: string | null | undefined;
    }>();
    expectTypeOf<TChangePassword['confirmPassword']>().toEqualTypeOf<string | null | undefined>();
  });
});
