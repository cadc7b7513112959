import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseCurrency } from '@rede/domain';
import { formatCentsForInput } from '../fields/currency-field';
import { FormEngine } from '../form-engine';
import { applyFieldMask } from '../masks';
import type { TFormField } from '../types';
import { renderForm } from './test-helpers';

describe('input masks (section 5)', () => {
  it('masks cnpj, cep and phone while typing', () => {
    expect(applyFieldMask('cnpj', '11222333000181')).toBe('11.222.333/0001-81');
    expect(applyFieldMask('cnpj', '11222')).toBe('11.222');
    expect(applyFieldMask('cep', '80010000')).toBe('80010-000');
    expect(applyFieldMask('cep', '80010-0001')).toBe('80010-000');
    expect(applyFieldMask('phone', '4133334444')).toBe('(41) 3333-4444');
    expect(applyFieldMask('phone', '41999998888')).toBe('(41) 99999-8888');
    expect(applyFieldMask('cpf', '52998224725')).toBe('529.982.247-25');
    expect(applyFieldMask(undefined, 'abc')).toBe('abc');
  });

  it('formats what the user types in masked fields', async () => {
    const fields: TFormField[] = [
      { property: 'cnpj', type: 'string', label: 'CNPJ', mask: 'cnpj' },
      { property: 'cep', type: 'string', label: 'CEP', mask: 'cep' },
      { property: 'phone', type: 'string', label: 'Telefone', mask: 'phone' },
    ];
    const { user } = renderForm(<FormEngine fields={fields} onSave={vi.fn()} />);
    await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await user.type(screen.getByLabelText('CEP'), '80010000');
    await user.type(screen.getByLabelText('Telefone'), '41999998888');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText('CEP')).toHaveValue('80010-000');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(41) 99999-8888');
  });
});

describe('currency in cents (section 5)', () => {
  it('parses typed amounts into cents and shows cents divided by 100', () => {
    expect(parseCurrency('R$ 1.234,56')).toBe(123456);
    expect(parseCurrency('1.500,7')).toBe(150070);
    expect(parseCurrency('abc')).toBe(0);
    expect(formatCentsForInput(123456)).toBe('1.234,56');
    expect(formatCentsForInput(5)).toBe('0,05');
    expect(formatCentsForInput(null)).toBe('');
  });

  it('shows the stored cents as money and saves what is typed in cents', async () => {
    const onSave = vi.fn();
    const fields: TFormField[] = [{ property: 'price', type: 'currency', label: 'Preço' }];
    const { user } = renderForm(<FormEngine fields={fields} id={3} record={{ id: 3, price: 123456 }} onSave={onSave} />);
    const input = screen.getByLabelText('Preço');
    expect(input).toHaveValue('1.234,56');
    await user.clear(input);
    await user.type(input, '1.500,75');
    await user.tab();
    expect(input).toHaveValue('1.500,75');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ id: 3, price: 150075 });
  });

  it('treats non-numeric input as 0', async () => {
    const onSave = vi.fn();
    const fields: TFormField[] = [{ property: 'price', type: 'currency', label: 'Preço' }];
    const { user } = renderForm(<FormEngine fields={fields} onSave={onSave} />);
    await user.type(screen.getByLabelText('Preço'), 'abc');
    await user.tab();
    expect(screen.getByLabelText('Preço')).toHaveValue('0,00');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ price: 0 });
  });
});
