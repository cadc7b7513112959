import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FormEngine } from '@/components/form/form-engine';
import type { TFormField } from '@/components/form/types';
import { adminUser } from '@/testing/data-generators';
import { createFakeApi } from '@/testing/fake-api';
import { renderWithProviders, setViewportWidth } from '@/testing/test-utils';
import { PermissionMatrix } from '../components/permission-matrix';
import { keysValidForType, matrixRows, selectionOf, setKeys } from '../components/permission-matrix-model';

const fields: TFormField[] = [
  {
    property: 'type',
    type: 'options',
    label: 'Tipo',
    options: [
      { value: 'admin', label: 'Administrador' },
      { value: 'company', label: 'Empresa' },
    ],
  },
  { property: 'permissions', type: 'permissions', label: 'Acessos', render: (props) => <PermissionMatrix {...props} /> },
];

describe('permission matrix model', () => {
  it('keeps only the keys the type allows', () => {
    expect(keysValidForType(['COMPANY:LIST', 'USER:LIST', 'COMPANYLINE:LIST', 'NOPE:LIST'], 'company')).toEqual(['USER:LIST', 'COMPANYLINE:LIST']);
    expect(keysValidForType(['COMPANY:LIST', 'COMPANYLINE:LIST'], 'admin')).toEqual(['COMPANY:LIST']);
  });

  it('ticks and unticks keeping the catalogue order and the keys it does not touch', () => {
    expect(setKeys(['USER:LIST'], ['COMPANY:DELETE', 'COMPANY:LIST'], true)).toEqual(['COMPANY:LIST', 'COMPANY:DELETE', 'USER:LIST']);
    expect(setKeys(['COMPANY:LIST', 'USER:LIST'], ['COMPANY:LIST', 'COMPANY:UPDATE'], false)).toEqual(['USER:LIST']);
  });

  it('tells all, some or none', () => {
    expect(selectionOf(['A', 'B'], ['A', 'B'])).toBe('all');
    expect(selectionOf(['A'], ['A', 'B'])).toBe('some');
    expect(selectionOf([], ['A', 'B'])).toBe('none');
    expect(selectionOf(['A'], [])).toBe('none');
  });

  it('hides the cells the user cannot grant and the features left without any', () => {
    const rows = matrixRows('company', (key) => key === 'USER:LIST' || key === 'USER:DELETE');
    expect(rows).toEqual([
      {
        feature: 'USER',
        cells: [
          { action: 'LIST', key: 'USER:LIST' },
          { action: 'UPDATE', key: null },
          { action: 'CREATE', key: null },
          { action: 'DELETE', key: 'USER:DELETE' },
        ],
      },
    ]);
    expect(matrixRows('admin', () => true).map((row) => row.feature)).not.toContain('COMPANYLINE');
  });

  it("offers company profiles 'Minhas empresas' with only the actions it has (Alterar, Cadastrar)", () => {
    const row = matrixRows('company', () => true).find((r) => r.feature === 'MYCOMPANY');
    expect(row?.cells).toEqual([
      { action: 'LIST', key: null },
      { action: 'UPDATE', key: 'MYCOMPANY:UPDATE' },
      { action: 'CREATE', key: 'MYCOMPANY:CREATE' },
      { action: 'DELETE', key: null },
    ]);
    expect(matrixRows('admin', () => true).map((r) => r.feature)).not.toContain('MYCOMPANY');
  });
});

describe('<PermissionMatrix> on a phone', () => {
  beforeEach(() => {
    createFakeApi();
  });

  it('shows each feature as a group of labelled checkboxes (no table) that still selects rows and everything', async () => {
    setViewportWidth(375);
    const onSave = vi.fn();
    const { user } = renderWithProviders(
      <FormEngine fields={fields} record={{ type: 'company', permissions: ['USER:LIST'] }} id={4} onSave={onSave} />,
      { user: adminUser() },
    );
    expect(await screen.findByRole('group', { name: 'Usuários' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const users = screen.getByRole('group', { name: 'Usuários' });
    expect(within(users).getByLabelText('Usuários: Visualizar')).toBeChecked();
    expect(within(users).getByText('Visualizar')).toBeInTheDocument();
    expect(within(users).getByLabelText('Selecionar todos os acessos de Usuários')).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.queryByRole('group', { name: 'Empresas' })).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('group', { name: 'Minhas linhas de produtos' })).getByLabelText(
        'Selecionar todos os acessos de Minhas linhas de produtos',
      ),
    );
    expect(screen.getByLabelText('Minhas linhas de produtos: Deletar')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      permissions: ['USER:LIST', 'COMPANYLINE:LIST', 'COMPANYLINE:UPDATE', 'COMPANYLINE:CREATE', 'COMPANYLINE:DELETE'],
    });
  });
});
