import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatCurrency, formatDate } from '@rede/domain';
import { RecordAccessContext } from '@/lib/record-access';
import { FormEngine } from '../form-engine';
import type { TFormField, TFormValues } from '../types';
import { renderForm } from './test-helpers';

const STEPS = ['Dados gerais', 'Visual'];
const fields: TFormField[] = [
  { property: 'name', type: 'string', label: 'Nome', required: true, step: 0 },
  { property: 'complement', type: 'string', label: 'Complemento', step: 0 },
  { property: 'isActive', type: 'boolean', label: 'Situação', booleanLabels: { true: 'Ativa', false: 'Inativa' }, step: 0 },
  { property: 'isAssistence', type: 'boolean', label: 'Assistência técnica', step: 0 },
  { property: 'price', type: 'currency', label: 'Preço', step: 0 },
  { property: 'stock', type: 'integer', label: 'Estoque', step: 0 },
  { property: 'since', type: 'date', label: 'Desde', step: 0 },
  {
    property: 'status',
    type: 'options',
    label: 'Status',
    options: [
      { value: 'pending', label: 'Pendente' },
      { value: 'approved', label: 'Aprovada' },
    ],
    step: 0,
  },
  { property: 'roleId', type: 'fk', label: 'Perfil', loadOptions: async () => [{ value: 3, label: 'Vendedor' }], step: 0 },
  {
    property: 'lineIds',
    type: 'manytomanyfk',
    label: 'Linhas',
    loadOptions: async () => [
      { value: 1, label: 'Moto' },
      { value: 2, label: 'Carro' },
    ],
    step: 0,
  },
  { property: 'password', type: 'string', inputType: 'password', label: 'Senha', step: 0 },
  { property: 'logo', type: 'photo', label: 'Logo', step: 1 },
  { property: 'photos', type: 'gallery', label: 'Fotos', step: 1 },
  { property: 'color', type: 'string', label: 'Cor', display: 'color', step: 1 },
  { property: 'otherColor', type: 'string', label: 'Cor secundária', display: 'color', step: 1 },
  { property: 'about', type: 'string', label: 'Sobre', multiline: true, display: 'html', step: 1 },
  {
    property: 'hours',
    type: 'string',
    label: 'Horário',
    step: 1,
    toFormValue: (raw) => raw ?? { open: '' },
    render: ({ value, disabled }) => (
      <output aria-label="Horário aberto">{`${(value as { open: string }).open}${disabled ? ' (somente leitura)' : ''}`}</output>
    ),
  },
];

const RECORD: TFormValues = {
  id: 5,
  name: 'Baterias Centro',
  complement: null,
  isActive: true,
  isAssistence: false,
  price: 12345,
  stock: 1234,
  since: '2026-02-03',
  status: 'approved',
  roleId: 3,
  lineIds: [1, 2],
  password: 'segredo',
  logo: 'logo.png',
  photos: ['a.png', 'b.png'],
  color: '#c62828',
  otherColor: '',
  about: '<p>Loja <strong>oficial</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  hours: { open: '08:00' },
};

const renderReadOnly = (onCancel = vi.fn()) => {
  const result = renderForm(
    <RecordAccessContext value={{ canSave: false }}>
      <FormEngine fields={fields} steps={STEPS} id={5} record={RECORD} onSave={vi.fn()} onCancel={onCancel} />
    </RecordAccessContext>,
  );
  return { ...result, onCancel };
};

/** The `<dd>` of the `<dt>` with this label. */
const valueOf = (label: string): HTMLElement => {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label);
  if (!term) throw new Error(`no <dt> ${label}`);
  return term.nextElementSibling as HTMLElement;
};

describe('<FormEngine> on a record the user may not change', () => {
  it('shows every step as a description list of formatted values, with no input, upload zone or save button', async () => {
    const { onCancel, user } = renderReadOnly();
    expect(screen.getByText(/mas não alterá-lo/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Dados gerais' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Visual' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    expect(valueOf('Nome')).toHaveTextContent('Baterias Centro');
    expect(valueOf('Complemento')).toHaveTextContent('—');
    expect(valueOf('Situação')).toHaveTextContent('Ativa');
    expect(valueOf('Assistência técnica')).toHaveTextContent('Não');
    expect(valueOf('Preço').textContent).toBe(formatCurrency(12345));
    expect(valueOf('Estoque')).toHaveTextContent('1.234');
    expect(valueOf('Desde')).toHaveTextContent(formatDate('2026-02-03'));
    expect(valueOf('Status')).toHaveTextContent('Aprovada');
    expect(await within(valueOf('Perfil')).findByText('Vendedor')).toBeInTheDocument();
    expect(await within(valueOf('Linhas')).findByText('Moto')).toBeInTheDocument();
    expect(within(valueOf('Linhas')).getByText('Carro')).toBeInTheDocument();
    expect(screen.queryByText('Senha')).not.toBeInTheDocument();

    expect(within(valueOf('Logo')).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/api/uploads/files/logo.png');
    expect(within(valueOf('Fotos')).getAllByRole('img')).toHaveLength(2);
    expect(valueOf('Cor')).toHaveTextContent('#c62828');
    expect(valueOf('Cor').querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(valueOf('Cor secundária')).toHaveTextContent('—');
    expect(valueOf('Cor secundária').querySelector('[aria-hidden="true"]')).toBeNull();
    expect(within(valueOf('Sobre')).getByText('oficial').tagName).toBe('STRONG');
    expect(valueOf('Sobre').querySelector('script')).toBeNull();
    expect(valueOf('Sobre').querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(valueOf('Horário')).getByRole('status', { name: 'Horário aberto' })).toHaveTextContent('08:00 (somente leitura)');

    for (const role of ['textbox', 'checkbox', 'switch', 'combobox', 'spinbutton', 'radio'] as const) {
      expect(screen.queryAllByRole(role)).toHaveLength(0);
    }
    expect(screen.queryByText(/Arraste/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Escolher/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps the editable form for a user who may save', () => {
    renderForm(<FormEngine fields={fields} steps={STEPS} id={5} record={RECORD} onSave={vi.fn()} />);
    expect(screen.queryByText(/mas não alterá-lo/)).not.toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Baterias Centro');
  });
});
