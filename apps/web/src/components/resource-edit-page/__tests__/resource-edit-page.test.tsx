import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { RecordAccessContext } from '@/lib/record-access';
import { adminUser } from '@/testing/data-generators';
import { createFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/test-utils';
import { withOwnerCompany } from '../owner-company';
import { ResourceEditPage, type TRecordQuery } from '../resource-edit-page';
import type { TResourceForm } from '../resource-form';

type TItem = { id: number; name: string };

const query = (overrides: Partial<TRecordQuery<TItem>> = {}): TRecordQuery<TItem> => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...overrides,
});

const makeForm = (): TResourceForm & {
  mutations: { create: { mutateAsync: ReturnType<typeof vi.fn> }; update: { mutateAsync: ReturnType<typeof vi.fn> } };
} => ({
  fields: [{ property: 'name', type: 'string', label: 'Título', required: true }],
  schemas: { create: z.object({ name: z.string() }), update: z.object({ id: z.number(), name: z.string() }) },
  mutations: { create: { mutateAsync: vi.fn(async () => ({ id: 9 })) }, update: { mutateAsync: vi.fn(async () => ({ id: 3 })) } },
  prepare: (payload) => ({ ...payload, companyId: 12 }),
});

const LIST = [{ path: '/lines', element: <p>a lista</p> }];

describe('ResourceEditPage', () => {
  beforeEach(() => {
    createFakeApi();
  });

  it("creates: title 'newTitle', 'Cadastrar' sends the prepared payload, then the 'created' snackbar and the list", async () => {
    const form = makeForm();
    const { user, router } = renderWithProviders(<ResourceEditPage query={query()} listPath="/lines" texts="lines" form={form} />, {
      user: adminUser(),
      path: '/line',
      routes: LIST,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Nova linha de produtos' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Moto');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lines'));
    expect(form.mutations.create.mutateAsync).toHaveBeenCalledWith({ name: 'Moto', companyId: 12 });
    expect(form.mutations.update.mutateAsync).not.toHaveBeenCalled();
    expect(await screen.findByText('Linha de produtos cadastrada.')).toBeInTheDocument();
  });

  it("edits the loaded record with 'Salvar' under an h2 title, and 'Cancelar' goes back to the list", async () => {
    const form = makeForm();
    const { user, router } = renderWithProviders(
      <ResourceEditPage
        id={3}
        query={query({ data: { id: 3, name: 'Carro' } })}
        listPath="/lines"
        texts="content.common"
        titles="content.banners"
        heading="section"
        form={form}
      />,
      { user: adminUser(), path: '/line/3', routes: LIST },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Editar banner' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Carro');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(form.mutations.update.mutateAsync).toHaveBeenCalledWith({ id: 3, name: 'Carro', companyId: 12 }));
    expect(await screen.findByText('Registro salvo.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/lines'));
  });

  it("titles a record the user may not change as its details ('viewTitle'), shown as a description list", () => {
    renderWithProviders(
      <RecordAccessContext value={{ canSave: false }}>
        <ResourceEditPage id={3} query={query({ data: { id: 3, name: 'Carro' } })} listPath="/lines" texts="lines" form={makeForm()} />
      </RecordAccessContext>,
      { user: adminUser(), path: '/line/3', routes: LIST },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Detalhes da linha de produtos' })).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Título');
    expect(screen.getByRole('definition')).toHaveTextContent('Carro');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('shows the loading spinner while the record loads', () => {
    renderWithProviders(<ResourceEditPage id={3} query={query({ isPending: true })} listPath="/lines" texts="lines" form={makeForm()} />, {
      user: adminUser(),
    });
    expect(screen.getByRole('progressbar', { name: 'Carregando linha de produtos…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it("shows a load failure in the 'Erro!' dialog and an alert with back to the list", async () => {
    const error = new ApiError({ statusCode: 404, error: 'Not Found', message: 'Linha não encontrada.', additionalData: null });
    const failed = query({ isError: true, error });
    const { user } = renderWithProviders(<ResourceEditPage id={77} query={failed} listPath="/lines" texts="lines" form={makeForm()} />, {
      user: adminUser(),
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(dialog).getByText('Linha não encontrada.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Linha não encontrada.')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/lines');
    // a record that is not there: trying again cannot help
    expect(within(alert).queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it("offers 'Tentar novamente' when the record could not be loaded for another reason", async () => {
    const error = new ApiError({ statusCode: 503, error: 'Service Unavailable', message: 'Serviço indisponível.', additionalData: null });
    const failed = query({ isError: true, error });
    const { user } = renderWithProviders(<ResourceEditPage id={77} query={failed} listPath="/lines" texts="lines" form={makeForm()} />, {
      user: adminUser(),
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro!' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Tentar novamente' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('hands its own form the record and the after-save step, outside the paper when not framed', async () => {
    const { user, router } = renderWithProviders(
      <ResourceEditPage
        id={5}
        query={query({ data: { id: 5, name: 'Loja' } })}
        listPath="/lines"
        texts="companies"
        framed={false}
        form={({ record, isEdit, onSaved }) => (
          <button type="button" onClick={onSaved}>
            {`${record?.name ?? ''} ${isEdit ? 'edição' : 'cadastro'}`}
          </button>
        )}
      />,
      { user: adminUser(), path: '/company/5', routes: LIST },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Editar empresa' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Loja edição' }));
    expect(await screen.findByText('Empresa salva.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lines');
  });
});

describe('withOwnerCompany', () => {
  it("gives a company-type user's saves the selected owner's company", () => {
    expect(withOwnerCompany({ name: 'x' }, { isAdmin: false, type: 'company' }, 12)).toEqual({ name: 'x', companyId: 12 });
    expect(withOwnerCompany({ name: 'x', companyId: 3 }, { isAdmin: true, type: 'admin' }, -1)).toEqual({ name: 'x', companyId: 3 });
    expect(withOwnerCompany({ name: 'x' }, { isAdmin: false, type: 'admin' }, null)).toEqual({ name: 'x' });
  });
});
