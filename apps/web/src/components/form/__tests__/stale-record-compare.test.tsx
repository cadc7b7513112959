import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@rede/domain/error-codes';
import { staleRecordMessage } from '@rede/domain/messages';
import { FormEngine } from '@/components/form/form-engine';
import type { TFormField } from '@/components/form/types';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/test-utils';
import { staleDifferences } from '../stale-record-compare';

const fields: TFormField[] = [
  { property: 'name', type: 'string', label: 'Nome', required: true },
  { property: 'phone', type: 'string', label: 'Telefone' },
  {
    property: 'kind',
    type: 'options',
    label: 'Tipo',
    options: [
      { value: 'shop', label: 'Loja' },
      { value: 'service', label: 'Assistência' },
    ],
  },
  { property: 'tags', type: 'array', label: 'Etiquetas' },
];
const RECORD = { id: 7, name: 'Linha Pesada', phone: '1111-2222', kind: 'shop', tags: ['a', 'b'], dtUpdate: '2026-03-10T12:00:00.000Z' };
const NEWER = { ...RECORD, name: 'Linha Pesada (nome do colega)', kind: 'service', dtUpdate: '2026-03-10T12:05:00.000Z' };

const stale = () =>
  new ApiError({
    statusCode: 409,
    error: 'Conflict',
    message: staleRecordMessage('line', NEWER.dtUpdate),
    additionalData: { dtUpdate: NEWER.dtUpdate },
    code: ERROR_CODES.staleRecord,
  });

/** An edit page whose query refetches on onReload; 'Chegou a versão nova' stands for the refetch's answer. */
const EditPage = ({ onSave }: { onSave: () => Promise<unknown> }) => {
  const [record, setRecord] = useState<Record<string, unknown>>(RECORD);
  const [reloads, setReloads] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRecord(NEWER)}>
        Chegou a versão nova
      </button>
      <p>Recargas: {reloads}</p>
      <FormEngine fields={fields} id={RECORD.id} record={record} onSave={onSave} onReload={() => setReloads((n) => n + 1)} />
    </>
  );
};

describe('a save refused because someone else changed the record: Comparar', { timeout: 60_000 }, () => {
  it('lists the fields whose current value differs from the form (Seu valor, Valor atual); the user keeps editing or reloads', async () => {
    const onSave = vi.fn(async () => Promise.reject(stale()));
    const { user } = renderWithProviders(<EditPage onSave={onSave} />, { path: '/lines/7' });
    const name = await screen.findByLabelText(/^Nome/);
    await user.type(name, ' Nova');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const refused = await screen.findByRole('dialog', { name: 'Registro alterado por outra pessoa' });

    // Comparar asks for the version saved meanwhile and waits for it
    await user.click(within(refused).getByRole('button', { name: 'Comparar' }));
    const compare = await screen.findByRole('dialog', { name: 'Comparar com a versão atual' });
    expect(screen.getByText('Recargas: 1')).toBeInTheDocument();
    expect(within(compare).getByRole('status')).toHaveTextContent('Carregando a versão atual…');
    await user.click(screen.getByRole('button', { name: 'Chegou a versão nova', hidden: true }));

    const table = await within(compare).findByRole('table', { name: 'Campos diferentes da versão atual' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Campo', 'Seu valor', 'Valor atual']);
    const rows = within(table).getAllByRole('row').slice(1);
    // only what differs: the name (typed here and changed there) and the type (changed there); the phone and tags are the same
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Nome', 'Tipo']);
    expect(rows[0]).toHaveTextContent('Linha Pesada Nova');
    expect(rows[0]).toHaveTextContent('Linha Pesada (nome do colega)');
    expect(rows[1]).toHaveTextContent('LojaAssistência');
    expect(compare).toHaveTextContent('Recarregar descarta o que você alterou neste formulário.');

    // keep editing: what was typed stays, the record that arrived did not replace it
    await user.click(within(compare).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Linha Pesada Nova');

    // and from the comparison, reload: the current version replaces the form
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Registro alterado por outra pessoa' })).getByRole('button', { name: 'Comparar' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Comparar com a versão atual' });
    await within(again).findByRole('table');
    await user.click(within(again).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toHaveValue('Linha Pesada (nome do colega)'));
    expect(screen.getByText('Recargas: 3')).toBeInTheDocument();
  });

  it('compares as the form would send: a set of choices in another order or untouched values are not differences', () => {
    const context = { mode: 'update' as const, isAdmin: true };
    const values = { name: 'Linha Pesada', phone: '1111-2222', kind: 'shop', tags: ['a', 'b'] };
    expect(staleDifferences(fields, values, RECORD, context)).toEqual([]);
    expect(staleDifferences(fields, { ...values, tags: ['a'] }, RECORD, context).map((f) => f.property)).toEqual(['tags']);
    expect(staleDifferences(fields, values, { ...RECORD, phone: null }, context).map((f) => f.property)).toEqual(['phone']);
  });
});
