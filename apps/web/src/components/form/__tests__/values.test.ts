import { describe, expect, it } from 'vitest';
import { firstStepWithError, canJumpToStep, namesOfStep } from '../steps';
import type { TFormField } from '../types';
import { validateDefinitions } from '../validate-definitions';
import { datetimeInputToIso, pendingFilesOf, toDatetimeInputValue, toFormValues, toPayload } from '../values';

const fields: TFormField[] = [
  { property: 'name', type: 'string', label: 'Nome', required: true, step: 0 },
  {
    property: 'type',
    type: 'options',
    label: 'Tipo',
    options: [
      { value: 'admin', label: 'Administrador' },
      { value: 'company', label: 'Empresa' },
    ],
    step: 0,
  },
  { property: 'companyId', type: 'fk', label: 'Empresa', showIf: { type: ['company'] }, required: true, step: 1 },
  { property: 'isActive', type: 'boolean', label: 'Ativo', showIfAdmin: true, defaultValue: true, step: 1 },
  { property: 'password', type: 'string', inputType: 'password', label: 'Senha', required: true, dontUpdate: true, step: 1 },
  { property: 'isSent', type: 'boolean', label: 'Enviado', dontCreateFormField: true, defaultValue: false },
  { property: 'addressPosition', type: 'position', label: 'Posição', step: 2 },
  { property: 'lines', type: 'manytomanyfk', label: 'Linhas', step: 2 },
];

describe('form values and payload', () => {
  it('reads a record into form values (ids of related objects, empty twins, position as text)', () => {
    const values = toFormValues(fields, {
      name: 'Loja',
      type: 'company',
      companyId: { id: 7, name: 'ACME' },
      lines: [
        { id: 1, name: 'Moto' },
        { id: 3, name: 'Carro' },
      ],
      addressPosition: { latitude: -23.5, longitude: -46.6 },
    });
    expect(values).toMatchObject({
      name: 'Loja',
      companyId: 7,
      lines: [1, 3],
      password: '',
      password_confirm: '',
      isActive: true,
      isSent: false,
      addressPosition: { latitude: '-23.5', longitude: '-46.6' },
    });
  });

  it('saves fields whose showIf is false as null', () => {
    const values = toFormValues(fields, { name: 'A', type: 'admin', companyId: 4 });
    const payload = toPayload(fields, values, { mode: 'create', isAdmin: true });
    expect(payload.companyId).toBeNull();
    const shown = toPayload(fields, { ...values, type: 'company' }, { mode: 'create', isAdmin: true });
    expect(shown.companyId).toBe(4);
  });

  it('leaves out showIfAdmin fields for non-admins and dontCreate / dontUpdate fields in that mode', () => {
    const values = toFormValues(fields, { name: 'A' });
    const asCompany = toPayload(fields, values, { mode: 'create', isAdmin: false });
    expect(asCompany).not.toHaveProperty('isActive');
    expect(asCompany).toHaveProperty('password');
    const update = toPayload(fields, values, { mode: 'update', isAdmin: true });
    expect(update).not.toHaveProperty('password');
    expect(update).not.toHaveProperty('password_confirm');
    expect(update.isActive).toBe(true);
  });

  it('sends dontCreateFormField values and converts positions and empty selections', () => {
    const values = toFormValues(fields, {});
    const payload = toPayload(fields, { ...values, addressPosition: { latitude: '-23.550520', longitude: '' } }, { mode: 'create', isAdmin: true });
    expect(payload.isSent).toBe(false);
    expect(payload.type).toBeNull();
    expect(payload.lines).toEqual([]);
    expect((payload.addressPosition as { latitude: number }).latitude).toBe(-23.55052);
    expect(Number.isNaN((payload.addressPosition as { longitude: number }).longitude)).toBe(true);
    expect(toPayload(fields, values, { mode: 'create', isAdmin: true }).addressPosition).toBeNull();
  });

  it('replaces picked files by their stored names and lists the pending ones', () => {
    const photoFields: TFormField[] = [
      { property: 'logo', type: 'photo', label: 'Logo' },
      { property: 'gallery', type: 'gallery', label: 'Galeria' },
    ];
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    const extra = new File(['y'], 'extra.jpg', { type: 'image/jpeg' });
    const values = { logo, gallery: ['old.png', extra] };
    const context = { mode: 'create' as const, isAdmin: true };
    expect(pendingFilesOf(photoFields, values, context)).toEqual([logo, extra]);
    const uploaded = new Map([
      [logo, 'a1.png'],
      [extra, 'b2.jpg'],
    ]);
    expect(toPayload(photoFields, values, context, uploaded)).toEqual({ logo: 'a1.png', gallery: ['old.png', 'b2.jpg'] });
  });

  it('validates required fields only when shown (requiredIfShown), arrays and password twins', () => {
    const context = { mode: 'create' as const, isAdmin: true };
    const values = toFormValues(fields, { type: 'admin' });
    expect(validateDefinitions(fields, values, context)).toEqual({ name: 'Campo obrigatório', password: 'Campo obrigatório' });
    const company = { ...values, name: 'A', type: 'company', password: '123', password_confirm: '' };
    expect(validateDefinitions(fields, company, context)).toEqual({
      companyId: 'Campo obrigatório',
      password: 'Mínimo 8 caracteres',
      password_confirm: 'Senhas devem ser iguais',
    });
    // an fk of 0 is empty when required
    expect(validateDefinitions(fields, { ...company, companyId: 0, password: 'cavalo-azul', password_confirm: 'cavalo-azul' }, context)).toEqual({
      companyId: 'Campo obrigatório',
    });
  });

  it('finds the step of the first error and only allows jumps back with step-by-step validation', () => {
    expect(firstStepWithError(fields, ['lines', 'companyId'])).toBe(1);
    expect(firstStepWithError(fields, ['password_confirm'])).toBe(1);
    expect(firstStepWithError(fields, [])).toBeNull();
    expect(namesOfStep(fields, 1, { type: 'company' }, { mode: 'create', isAdmin: false })).toEqual(['companyId', 'password', 'password_confirm']);
    expect(canJumpToStep(0, 2, true)).toBe(true);
    expect(canJumpToStep(2, 1, true)).toBe(false);
    expect(canJumpToStep(2, 1, false)).toBe(true);
    expect(canJumpToStep(1, 1, false)).toBe(false);
  });
});

describe("date-and-time inputs on Brasília's clocks", () => {
  it("shows a stored instant as São Paulo's wall clock and reads a typed one back as the same instant", () => {
    expect(toDatetimeInputValue('2026-05-10T12:30:00.000Z')).toBe('2026-05-10T09:30');
    expect(toDatetimeInputValue('2026-01-01T01:00:00.000Z')).toBe('2025-12-31T22:00');
    expect(datetimeInputToIso('2026-05-10T09:30')).toBe('2026-05-10T12:30:00.000Z');
    expect(datetimeInputToIso('2025-12-31T22:00')).toBe('2026-01-01T01:00:00.000Z');
    expect(datetimeInputToIso('')).toBeNull();
  });
});
