import { describe, expect, it } from 'vitest';
import { applyShowIf, errorsOfStep, firstStepWithError, formModeOf, isFieldRequired, isFieldShown, type TFormField } from '../form.ts';
import { isEmptyValue, validateForm, validateFormField } from '../form-validation.ts';

const fields: TFormField[] = [
  { property: 'name', type: 'string', required: true },
  { property: 'type', type: 'options', required: true },
  { property: 'companyId', type: 'fk', showIf: { type: ['company'] }, validations: ['requiredIfShown'] },
  { property: 'note', type: 'string', showIf: (v) => v.type === 'admin' },
  { property: 'isActive', type: 'boolean', showIfAdmin: true },
  { property: 'password', type: 'string', dontUpdate: true, validations: ['required', 'password'] },
  { property: 'lines', type: 'manytomanyfk', required: true },
  { property: 'cnpj', type: 'string', validations: ['cnpj'] },
];
const field = (property: string): TFormField => fields.find((f) => f.property === property)!;

describe('applyShowIf', () => {
  it('sets fields whose showIf fails to null and keeps the rest', () => {
    const values = { name: 'Ana', type: 'admin', companyId: 7, note: 'x' };
    expect(applyShowIf(values, fields)).toEqual({ name: 'Ana', type: 'admin', companyId: null, note: 'x' });
    expect(applyShowIf({ type: 'company', companyId: 7, note: 'x' }, fields)).toEqual({ type: 'company', companyId: 7, note: null });
  });
  it('does not mutate its input and recurses into subProperties', () => {
    const values = { type: 'admin', companyId: 3, address: { kind: 'none', street: 'Rua A' } };
    const nested: TFormField[] = [
      ...fields,
      { property: 'address', type: 'onetoonefk', subProperties: [{ property: 'street', type: 'string', showIf: { kind: ['full'] } }] },
    ];
    const out = applyShowIf(values, nested);
    expect(out.address).toEqual({ kind: 'none', street: null });
    expect(values.companyId).toBe(3);
  });
});

describe('isFieldRequired', () => {
  it('requiredIfShown is required only while the listed sibling values match', () => {
    expect(isFieldRequired(field('companyId'), { type: 'company' })).toBe(true);
    expect(isFieldRequired(field('companyId'), { type: 'admin' })).toBe(false);
  });
  it('plain required fields are required; dontUpdate fields not when updating', () => {
    expect(isFieldRequired(field('name'), {})).toBe(true);
    expect(isFieldRequired(field('cnpj'), {})).toBe(false);
    expect(isFieldRequired(field('password'), {}, { mode: 'create', isAdmin: true })).toBe(true);
    expect(isFieldRequired(field('password'), {}, { mode: 'update', isAdmin: true })).toBe(false);
  });
  it('showIfAdmin fields are skipped for non-admins', () => {
    expect(isFieldShown(field('isActive'), {}, { mode: 'create', isAdmin: false })).toBe(false);
    expect(isFieldShown(field('isActive'), {}, { mode: 'create', isAdmin: true })).toBe(true);
  });
});

describe('form mode and steps', () => {
  it('create without id, update with id', () => {
    expect(formModeOf({})).toBe('create');
    expect(formModeOf({ id: 4 })).toBe('update');
  });
  it('finds the first step with an error and filters errors by step', () => {
    const steps = [['name', 'lines'], ['cep', 'addressPosition'], ['adminEmail']];
    expect(firstStepWithError(['adminEmail', 'addressPosition.latitude'], steps)).toBe(1);
    expect(firstStepWithError([], steps)).toBe(-1);
    expect(errorsOfStep({ name: 'a', cep: 'b', 'lines.0': 'c' }, steps[0]!)).toEqual({ name: 'a', 'lines.0': 'c' });
  });
});

describe('validateFormField', () => {
  it('required rejects empty, 0 for fk/options and [] for arrays', () => {
    expect(validateFormField(field('name'), { name: '' })).toBe('Campo obrigatório');
    expect(validateFormField(field('type'), { type: 0 })).toBe('Campo obrigatório');
    expect(validateFormField(field('lines'), { lines: [] })).toBe('Adicione pelo menos um item');
    expect(isEmptyValue({ type: 'boolean' }, false)).toBe(false);
    expect(isEmptyValue({ type: 'integer' }, 0)).toBe(true);
    expect(isEmptyValue({ type: 'string' }, 0)).toBe(false);
  });
  it('runs the named format rules only when a value is given', () => {
    expect(validateFormField(field('cnpj'), { cnpj: '' })).toBeNull();
    expect(validateFormField(field('cnpj'), { cnpj: '11.222.333/0001-82' })).toBe('CNPJ inválido');
    expect(validateFormField(field('cnpj'), { cnpj: '11.222.333/0001-81' })).toBeNull();
    expect(validateFormField(field('password'), { password: '123' })).toBe('Mínimo 6 caracteres');
  });
  it('skips hidden fields and collects every error', () => {
    expect(validateFormField(field('companyId'), { type: 'admin', companyId: null })).toBeNull();
    expect(validateForm(fields, { type: 'company', lines: [] }, { mode: 'update', isAdmin: false })).toEqual({
      name: 'Campo obrigatório',
      companyId: 'Campo obrigatório',
      lines: 'Adicione pelo menos um item',
    });
  });
});
