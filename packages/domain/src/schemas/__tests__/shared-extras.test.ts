/** What the API modules used to write locally: colour field, export query, filters, company workflow, permissions. */
import { describe, expect, it } from 'vitest';
import { ZExportQuerySchema } from '../../api.ts';
import { MESSAGES } from '../../messages.ts';
import { can, featuresForType, permissionKeysForType } from '../../permissions.ts';
import { ZCheckExistQuerySchema } from '../check-exist.ts';
import { ZCompanyCreateSchema, ZCompanyRejectSchema, ZCompanyWorkflowSchema } from '../company.ts';
import { zOptionalColor } from '../fields.ts';
import { ZRoleListQuerySchema } from '../role.ts';
import { ZRuntimeConfigSchema } from '../runtime-config.ts';
import { ZSettingPublicSchema } from '../setting.ts';
import { ZUserListQuerySchema, ZUserProfileUpdateSchema } from '../user.ts';
import { errorsOf, parseOk } from './helpers.ts';

describe('zOptionalColor', () => {
  it("'#rgb' / '#rrggbb' → '#rrggbb' lower case; '' and null clear; missing stays undefined", () => {
    expect(parseOk(zOptionalColor(), ' #AbC ')).toBe('#aabbcc');
    expect(parseOk(zOptionalColor(), '#C62828')).toBe('#c62828');
    expect(parseOk(zOptionalColor(), '')).toBeNull();
    expect(parseOk(zOptionalColor(), null)).toBeNull();
    expect(parseOk(zOptionalColor(), undefined)).toBeUndefined();
    expect(errorsOf(ZCompanyCreateSchema, { visualIdentityColor: 'vermelho' })).toMatchObject({ visualIdentityColor: 'Valor inválido' });
  });
});

describe('query schemas', () => {
  it('export query: format json|xlsx, title and columns; blank → undefined', () => {
    expect(parseOk(ZExportQuerySchema, { format: 'xlsx', title: ' Usuários ', columns: 'id:ID' })).toEqual({
      format: 'xlsx',
      title: 'Usuários',
      columns: 'id:ID',
    });
    expect(parseOk(ZExportQuerySchema, { format: '', title: '  ' })).toEqual({ format: undefined, title: undefined, columns: undefined });
    expect(errorsOf(ZExportQuerySchema, { format: 'csv', title: 'x'.repeat(101) })).toEqual({ format: 'Valor inválido', title: 'Valor inválido' });
  });
  it('companyId filters of users and roles, ignoreId of the existence checks', () => {
    expect(parseOk(ZUserListQuerySchema, { companyId: '7' }).companyId).toBe(7);
    expect(parseOk(ZRoleListQuerySchema, { companyId: '' }).companyId).toBeUndefined();
    expect(errorsOf(ZRoleListQuerySchema, { companyId: 'x' })).toEqual({ companyId: 'Valor inválido' });
    expect(parseOk(ZCheckExistQuerySchema, { value: 'a@b.co', ignoreId: '3' })).toEqual({ value: 'a@b.co', ignoreId: 3 });
  });
});

describe('bodies and answers', () => {
  it('company workflow: id required; reject reason required', () => {
    expect(errorsOf(ZCompanyWorkflowSchema, {})).toEqual({ id: 'Campo obrigatório' });
    expect(errorsOf(ZCompanyRejectSchema, { id: 2, reason: '  ' })).toEqual({ reason: MESSAGES.companyBulk.reasonRequired });
    expect(errorsOf(ZCompanyRejectSchema, { id: 2 })).toEqual({ reason: MESSAGES.companyBulk.reasonRequired });
    expect(parseOk(ZCompanyRejectSchema, { id: 2, reason: ' Sem CNPJ ' })).toEqual({ id: 2, reason: 'Sem CNPJ' });
    expect(errorsOf(ZCompanyRejectSchema, { id: 2, reason: 'x'.repeat(1001) })).toEqual({ reason: 'Máximo de 1000 caracteres' });
  });
  it('my profile: only name and e-mail', () => {
    expect(parseOk(ZUserProfileUpdateSchema, { name: ' Ana ', email: 'Ana@X.com', type: 'admin' })).toEqual({ name: 'Ana', email: 'ana@x.com' });
  });
  it('public settings and runtime configuration shapes', () => {
    expect(Object.keys(ZSettingPublicSchema.shape).sort()).toEqual(['bannerDesk', 'bannerMobile', 'privacyPolicy', 'termsAndConditions']);
    const config = {
      systemName: 'Rede',
      copyright: '©',
      branding: { logoUrl: null, primaryColors: ['#c62828'], footerText: null, systemName: 'Rede' },
      hosts: { public: null, backoffice: null, register: null },
      publicUrl: 'https://parceiros.exemplo.com.br',
      map: { tileUrl: 't', attribution: 'a' },
      support: { address: null, phone: '0800', email: 'a@b.com' },
    };
    expect(parseOk(ZRuntimeConfigSchema, config)).toEqual(config);
  });
});

describe('SETTING is an administrators feature', () => {
  it('company users never hold it, even without a role', () => {
    expect(featuresForType('company')).not.toContain('SETTING');
    expect(permissionKeysForType('company').some((key) => key.startsWith('SETTING:'))).toBe(false);
    expect(can({ isAdmin: false, type: 'company', role: null }, 'SETTING:UPDATE')).toBe(false);
    expect(can({ isAdmin: false, type: 'company', role: { permissions: ['SETTING:LIST'] } }, 'SETTING:LIST')).toBe(false);
    expect(can({ isAdmin: false, type: 'admin', role: { permissions: ['SETTING:LIST'] } }, 'SETTING:LIST')).toBe(true);
  });
});
