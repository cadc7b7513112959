import { describe, expect, it } from 'vitest';
import { ZRoleCreateSchema, ZRoleListQuerySchema, ZRoleUpdateSchema } from '../role.ts';
import { ZUserCreateSchema, ZUserListQuerySchema, ZUserSchema, ZUserUpdateSchema } from '../user.ts';
import { errorsOf, parseOk } from './helpers.ts';

const user = { name: 'Ana', type: 'company', companyId: 3, roleId: 2, email: 'ANA@x.com', password: 'cavalo-azul', password_confirm: 'cavalo-azul' };

describe('users', () => {
  it('create: defaults isActive true, isAdmin false, lower-cases the e-mail', () => {
    const data = parseOk(ZUserCreateSchema, user);
    expect(data).toMatchObject({ email: 'ana@x.com', isActive: true, isAdmin: false, canDeleteItself: true, companyId: 3, roleId: 2 });
  });
  it('create: password and confirmation required and equal', () => {
    expect(errorsOf(ZUserCreateSchema, { ...user, password: undefined, password_confirm: undefined })).toEqual({ password: 'Campo obrigatório' });
    expect(errorsOf(ZUserCreateSchema, { ...user, password_confirm: 'x' })).toEqual({ password_confirm: 'Senhas devem ser iguais' });
  });
  it('create: required fields and the type enum', () => {
    expect(errorsOf(ZUserCreateSchema, {})).toEqual({
      name: 'Campo obrigatório',
      type: 'Campo obrigatório',
      email: 'Campo obrigatório',
      password: 'Campo obrigatório',
    });
    expect(errorsOf(ZUserCreateSchema, { ...user, type: 'root' })).toEqual({ type: 'Valor inválido' });
  });
  it('update: id required, empty password allowed, booleans unchanged when missing', () => {
    const data = parseOk(ZUserUpdateSchema, { ...user, id: 9, password: '', password_confirm: '', companyId: null, roleId: 0 });
    expect(data).toMatchObject({ id: 9, companyId: null, roleId: null });
    expect(data.password).toBeUndefined();
    expect(data.isActive).toBeUndefined();
    expect(errorsOf(ZUserUpdateSchema, { ...user })).toEqual({ id: 'Campo obrigatório' });
    expect(errorsOf(ZUserUpdateSchema, { ...user, id: 9, password: 'cavalo-azul2' })).toEqual({ password_confirm: 'Senhas devem ser iguais' });
  });
  it('output has no password field', () => {
    expect(Object.keys(ZUserSchema.shape).some((k) => /password/i.test(k))).toBe(false);
  });
  it('list filters type and isActive', () => {
    expect(parseOk(ZUserListQuerySchema, { type: 'admin', isActive: 'false' })).toMatchObject({ type: 'admin', isActive: false });
    expect(errorsOf(ZUserListQuerySchema, { isActive: 'maybe' })).toEqual({ isActive: 'Valor inválido' });
  });
});

describe('roles', () => {
  it('accepts permissions valid for the type and removes duplicates', () => {
    const data = parseOk(ZRoleCreateSchema, { name: 'Gerente', type: 'admin', permissions: ['COMPANY:LIST', 'COMPANY:LIST', 'USER:UPDATE'] });
    expect(data.permissions).toEqual(['COMPANY:LIST', 'USER:UPDATE']);
    expect(data.companyId).toBeUndefined();
  });
  it('rejects unknown keys and keys of the other type with Permissão inválida', () => {
    expect(errorsOf(ZRoleCreateSchema, { name: 'R', type: 'admin', permissions: ['COMPANY:LIST', 'FOO:LIST'] })).toEqual({
      'permissions.1': 'Permissão inválida',
    });
    expect(errorsOf(ZRoleCreateSchema, { name: 'R', type: 'company', permissions: ['USER:LIST', 'COMPANY:LIST', 'COMPANYLINE:CREATE'] })).toEqual({
      'permissions.1': 'Permissão inválida',
    });
    expect(errorsOf(ZRoleCreateSchema, { name: 'R', type: 'admin', permissions: ['COMPANYLINE:LIST'] })).toEqual({
      'permissions.0': 'Permissão inválida',
    });
  });
  it('requires name, type and permissions; update requires id', () => {
    expect(errorsOf(ZRoleCreateSchema, {})).toEqual({ name: 'Campo obrigatório', type: 'Campo obrigatório', permissions: 'Campo obrigatório' });
    expect(errorsOf(ZRoleUpdateSchema, { name: 'R', type: 'admin', permissions: [] })).toEqual({ id: 'Campo obrigatório' });
    expect(errorsOf(ZRoleUpdateSchema, { id: 1, name: 'R', type: 'company', permissions: ['LINE:LIST'] })).toEqual({
      'permissions.0': 'Permissão inválida',
    });
  });
  it('list filters by type', () => {
    expect(parseOk(ZRoleListQuerySchema, { type: 'company', orderBy: 'name', orderDirection: 'desc' })).toMatchObject({
      type: 'company',
      orderBy: 'name',
      orderDirection: 'desc',
    });
  });
});
