import { describe, expect, it } from 'vitest';
import { ZBannerCreateSchema, ZBannerUpdateSchema } from '../banner.ts';
import { ZCompanyLineCreateSchema, ZCompanyLineListQuerySchema } from '../company-line.ts';
import { ZLineCreateSchema, ZLineUpdateSchema } from '../line.ts';
import { ZMenuMainCreateSchema } from '../menu-main.ts';
import { ZMenuSecondaryCreateSchema } from '../menu-secondary.ts';
import { ZNotificationCreateSchema, ZNotificationSchema } from '../notification.ts';
import { ZSettingUpdateSchema } from '../setting.ts';
import { errorsOf, parseOk } from './helpers.ts';

describe('line', () => {
  it('name required, at most 120; icon optional', () => {
    expect(parseOk(ZLineCreateSchema, { name: ' Moto ' })).toEqual({ name: 'Moto', icon: undefined });
    expect(errorsOf(ZLineCreateSchema, { name: '' })).toEqual({ name: 'Campo obrigatório' });
    expect(errorsOf(ZLineCreateSchema, { name: 'x'.repeat(121) })).toEqual({ name: 'Máximo de 120 caracteres' });
    expect(errorsOf(ZLineUpdateSchema, { name: 'Moto', icon: '' })).toEqual({ id: 'Campo obrigatório' });
  });
});

describe('company line', () => {
  it('requires line and company (0 is empty)', () => {
    expect(errorsOf(ZCompanyLineCreateSchema, { lineId: 0 })).toEqual({ lineId: 'Campo obrigatório', companyId: 'Campo obrigatório' });
    expect(parseOk(ZCompanyLineCreateSchema, { lineId: 1, companyId: 2 })).toEqual({ lineId: 1, companyId: 2 });
    expect(parseOk(ZCompanyLineListQuerySchema, { companyId: '4' }).companyId).toBe(4);
  });
});

describe('banner and main menu', () => {
  it("image required, link optional ('' → null) and http(s) or /path", () => {
    expect(errorsOf(ZBannerCreateSchema, {})).toEqual({ image: 'Campo obrigatório' });
    expect(parseOk(ZBannerCreateSchema, { image: 'b.png', link: '' })).toEqual({ image: 'b.png', link: null });
    expect(parseOk(ZMenuMainCreateSchema, { image: 'm.png', link: 'https://x.io' })).toEqual({ image: 'm.png', link: 'https://x.io' });
    expect(errorsOf(ZMenuMainCreateSchema, { image: 'm.png', link: 'x.io' })).toEqual({ link: 'Link inválido' });
    expect(errorsOf(ZBannerUpdateSchema, { image: 'b.png' })).toEqual({ id: 'Campo obrigatório' });
  });
});

describe('secondary menu', () => {
  it('title required', () => {
    expect(errorsOf(ZMenuSecondaryCreateSchema, { link: '/a' })).toEqual({ title: 'Campo obrigatório' });
    expect(parseOk(ZMenuSecondaryCreateSchema, { title: 'Ajuda', link: '/help' })).toEqual({ title: 'Ajuda', link: '/help' });
  });
});

describe('notification', () => {
  it('title and deviceType required', () => {
    expect(errorsOf(ZNotificationCreateSchema, {})).toEqual({ title: 'Campo obrigatório', deviceType: 'Campo obrigatório' });
    expect(errorsOf(ZNotificationCreateSchema, { title: 'Oi', deviceType: 'web' })).toEqual({ deviceType: 'Valor inválido' });
  });
  it('scheduledDate is an ISO datetime or null', () => {
    expect(parseOk(ZNotificationCreateSchema, { title: 'Oi', deviceType: 'ios', scheduledDate: '2026-08-01T12:00:00.000Z' }).scheduledDate).toBe(
      '2026-08-01T12:00:00.000Z',
    );
    expect(parseOk(ZNotificationCreateSchema, { title: 'Oi', deviceType: 'all', scheduledDate: '' }).scheduledDate).toBeNull();
    expect(errorsOf(ZNotificationCreateSchema, { title: 'Oi', deviceType: 'all', scheduledDate: '01/08/2026 12:00' })).toEqual({
      scheduledDate: 'Data inválida',
    });
  });
  it('output carries isSent', () => {
    expect('isSent' in ZNotificationSchema.shape).toBe(true);
  });
});

describe('setting', () => {
  it('every field nullable', () => {
    expect(
      parseOk(ZSettingUpdateSchema, { id: 1, termsAndConditions: 'Termos', privacyPolicy: null, bannerDesk: '', bannerMobile: 'm.png' }),
    ).toEqual({
      id: 1,
      termsAndConditions: 'Termos',
      privacyPolicy: null,
      bannerDesk: null,
      bannerMobile: 'm.png',
    });
  });
});
