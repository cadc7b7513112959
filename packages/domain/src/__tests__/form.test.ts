import { describe, expect, it } from 'vitest';
import { firstStepWithError, formModeOf, isFieldRequired, isFieldShown, type TFormField } from '../form.ts';
import { isEmptyValue, validateFormField } from '../form-validation.ts';

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
  it('finds the first step with an error', () => {
    const steps = [['name', 'lines'], ['cep', 'addressPosition'], ['adminEmail']];
    expect(firstStepWithError(['adminEmail', 'addressPosition.latitude'], steps)).toBe(1);
    expect(firstStepWithError([], steps)).toBe(-1);
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
    expect(validateFormField(field('password'), { password: '123' })).toBe('Mínimo 8 caracteres');
  });
  it('skips hidden fields', () => {
    expect(validateFormField(field('companyId'), { type: 'admin', companyId: null })).toBeNull();
    expect(validateFormField(field('companyId'), { type: 'company', companyId: null })).toBe('Campo obrigatório');
  });
});
