import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { zOptionalLink, zRequiredString } from '@rede/domain';
import { FormEngine } from '../form-engine';
import type { TFormField } from '../types';
import { makeFormServices, renderForm } from './test-helpers';

const STEPS = ['Dados gerais', 'Endereço', 'Administrador'];
const stepFields: TFormField[] = [
  { property: 'name', type: 'string', label: 'Nome', required: true, step: 0 },
  { property: 'city', type: 'string', label: 'Cidade', required: true, step: 1 },
  { property: 'adminName', type: 'string', label: 'Nome do administrador', required: true, step: 2 },
];

const stepHeading = () => screen.getByRole('heading', { level: 2 });
const stepButton = (name: string) => screen.getByRole('tab', { name });

describe('<FormEngine> multi-step', () => {
  it("shows a card 'Etapa n/total' and blocks Next while the step has errors", async () => {
    const { user } = renderForm(<FormEngine fields={stepFields} steps={STEPS} onSave={vi.fn()} />);
    expect(stepHeading()).toHaveTextContent('Etapa 1/3');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Etapa 1/3');
    await user.type(screen.getByLabelText(/^Nome/), 'Loja Centro');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Etapa 2/3'));
    expect(screen.getByLabelText(/^Cidade/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Etapa 1/3'));
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Loja Centro');
  });

  it('with step-by-step validation jumps only to earlier steps from the stepper', async () => {
    const { user } = renderForm(<FormEngine fields={stepFields} steps={STEPS} onSave={vi.fn()} />);
    expect(stepButton('Endereço')).toBeDisabled();
    expect(stepButton('Administrador')).toBeDisabled();
    await user.type(screen.getByLabelText(/^Nome/), 'Loja');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Etapa 2/3'));
    expect(stepButton('Administrador')).toBeDisabled();
    expect(stepButton('Dados gerais')).toBeEnabled();
    await user.click(stepButton('Dados gerais'));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Etapa 1/3'));
  });

  it('Next jumps to the first step with an error when an earlier step has one', async () => {
    const { user } = renderForm(<FormEngine fields={stepFields} steps={STEPS} stepByStepValidation={false} onSave={vi.fn()} />);
    // touch the name and leave it empty: an error on step 1
    await user.click(screen.getByLabelText(/^Nome/));
    await user.tab();
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    // without step-by-step validation the stepper jumps forward
    await user.click(stepButton('Endereço'));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Etapa 2/3'));
    await user.type(screen.getByLabelText(/^Cidade/), 'Curitiba');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Etapa 1/3'));
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
  });

  it('saving from the last step with errors in an earlier step goes to that step', async () => {
    const onSave = vi.fn();
    const { user } = renderForm(<FormEngine fields={stepFields} steps={STEPS} stepByStepValidation={false} onSave={onSave} />);
    await user.click(stepButton('Administrador'));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Etapa 3/3'));
    await user.type(screen.getByLabelText(/^Nome do administrador/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Etapa 1/3'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it("says 'Cadastrar' on the last step without an id and saves the whole payload", async () => {
    const onSave = vi.fn(async () => ({ id: 9 }));
    const onSaved = vi.fn();
    const { user } = renderForm(<FormEngine fields={stepFields} steps={STEPS} onSave={onSave} onSaved={onSaved} />);
    await user.type(screen.getByLabelText(/^Nome/), 'Loja');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.type(await screen.findByLabelText(/^Cidade/), 'Recife');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.type(await screen.findByLabelText(/^Nome do administrador/), 'Ana');
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Loja', city: 'Recife', adminName: 'Ana' }, { mode: 'create', id: null }));
    expect(onSaved).toHaveBeenCalledWith({ id: 9 }, { name: 'Loja', city: 'Recife', adminName: 'Ana' });
  });

  it("says 'Salvar' with an id and sends the id", async () => {
    const onSave = vi.fn();
    const { user } = renderForm(<FormEngine fields={stepFields.slice(0, 1)} id={12} record={{ id: 12, name: 'Moto' }} onSave={onSave} />);
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Etapa/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Moto', id: 12 }, { mode: 'update', id: 12 }));
  });
});

describe('<FormEngine> conditional fields', () => {
  const fields: TFormField[] = [
    {
      property: 'type',
      type: 'options',
      label: 'Tipo',
      required: true,
      options: [
        { value: 'admin', label: 'Administrador' },
        { value: 'company', label: 'Empresa' },
      ],
    },
    { property: 'companyName', type: 'string', label: 'Empresa', showIf: { type: ['company'] }, required: true },
    {
      property: 'isActive',
      type: 'boolean',
      label: 'Situação',
      showIfAdmin: true,
      defaultValue: true,
      booleanLabels: { true: 'Ativo', false: 'Inativo' },
    },
    { property: 'code', type: 'string', label: 'Código', dontUpdate: true },
  ];

  it('saves a field whose showIf is false as null, without requiring it', async () => {
    const onSave = vi.fn();
    const { user } = renderForm(
      <FormEngine fields={fields} id={1} record={{ id: 1, type: 'company', companyName: 'ACME', isActive: true }} onSave={onSave} />,
    );
    expect(screen.getByLabelText(/^Empresa/)).toHaveValue('ACME');
    await user.click(screen.getByRole('combobox', { name: /Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Administrador' }));
    expect(screen.queryByLabelText(/^Empresa/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toEqual({ id: 1, type: 'admin', companyName: null, isActive: true });
  });

  it('requires a shown field (requiredIfShown)', async () => {
    const onSave = vi.fn();
    const { user } = renderForm(<FormEngine fields={fields} record={{ type: 'company' }} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('skips showIfAdmin fields for non-admins and ignores dontUpdate fields when editing', async () => {
    const onSave = vi.fn();
    const { user } = renderForm(
      <FormEngine fields={fields} id={4} record={{ id: 4, type: 'admin', code: 'X1', isActive: false }} onSave={onSave} />,
      { services: makeFormServices({ isAdmin: false }) },
    );
    expect(screen.queryByRole('switch', { name: 'Situação' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Código')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toEqual({ id: 4, type: 'admin', companyName: null });
  });

  it('shows the boolean switch with its state labels for admins', async () => {
    const { user } = renderForm(<FormEngine fields={fields} onSave={vi.fn()} />);
    const toggle = screen.getByRole('switch', { name: 'Situação' });
    expect(toggle).toBeChecked();
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByText('Inativo')).toBeInTheDocument();
  });
});

describe('<FormEngine> validation and server errors', () => {
  it('validates with the domain zod schema', async () => {
    const schema = z.object({ title: zRequiredString(), link: zOptionalLink() });
    const fields: TFormField[] = [
      { property: 'title', type: 'string', label: 'Título', required: true },
      { property: 'link', type: 'string', label: 'Link' },
    ];
    const onSave = vi.fn();
    const { user } = renderForm(<FormEngine fields={fields} schema={schema} onSave={onSave} />);
    await user.type(screen.getByLabelText(/^Título/), 'Promoções');
    await user.type(screen.getByLabelText('Link'), 'não é link');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Link inválido')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Link'));
    await user.type(screen.getByLabelText('Link'), 'https://exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ title: 'Promoções', link: 'https://exemplo.com.br' }, expect.anything()));
  });

  it("puts 'Missing fields' answers on the fields, in 'Campos Obrigatórios: ' and on their step", async () => {
    const services = makeFormServices();
    const onSave = vi.fn(async () => {
      throw {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Missing fields, see additionalData',
        code: 'VALIDATION_FAILED',
        additionalData: { name: 'Nome já está em uso' },
      };
    });
    const { user } = renderForm(<FormEngine fields={stepFields} steps={STEPS} onSave={onSave} />, { services });
    await user.type(screen.getByLabelText(/^Nome/), 'Loja');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.type(await screen.findByLabelText(/^Cidade/), 'Recife');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.type(await screen.findByLabelText(/^Nome do administrador/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(services.showError).toHaveBeenCalledWith('Campos Obrigatórios: Nome: Nome já está em uso'));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Etapa 1/3'));
    expect(screen.getByText('Nome já está em uso')).toBeInTheDocument();
  });

  it("shows other server errors' messages", async () => {
    const services = makeFormServices();
    const onSave = vi.fn().mockRejectedValue({ statusCode: 500, message: 'Ocorreu um erro inesperado.' });
    const { user } = renderForm(<FormEngine fields={stepFields.slice(0, 1)} record={{ name: 'A' }} onSave={onSave} />, { services });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(services.showError).toHaveBeenCalledWith('Ocorreu um erro inesperado.'));
  });

  it('asks for a matching confirmation of a password and shows or hides it', async () => {
    const fields: TFormField[] = [{ property: 'password', type: 'string', inputType: 'password', label: 'Senha', required: true }];
    const onSave = vi.fn();
    const { user } = renderForm(<FormEngine fields={fields} onSave={onSave} />);
    const password = screen.getByLabelText(/^Senha/);
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'segredo1');
    await user.type(screen.getByLabelText(/^Confirmar senha/), 'segredo2');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Senhas devem ser iguais')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Mostrar senha' })[0]!);
    expect(password).toHaveAttribute('type', 'text');
    await user.clear(screen.getByLabelText(/^Confirmar senha/));
    await user.type(screen.getByLabelText(/^Confirmar senha/), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ password: 'segredo1', password_confirm: 'segredo1' }, expect.anything()));
  });
});

describe('<FormEngine> selects', () => {
  const lines = [
    { value: 1, label: 'Moto' },
    { value: 2, label: 'Caminhão' },
    { value: 3, label: 'Carro' },
    { value: 4, label: 'Náutica' },
  ];

  it('shows at most 2 tags of a many-to-many field, then +N', async () => {
    const fields: TFormField[] = [{ property: 'lines', type: 'manytomanyfk', label: 'Linhas', loadOptions: async () => lines }];
    renderForm(<FormEngine fields={fields} record={{ lines: [{ id: 1, name: 'Moto' }, { id: 2 }, { id: 3 }, { id: 4 }] }} onSave={vi.fn()} />);
    expect(await screen.findByText('Caminhão')).toBeInTheDocument();
    expect(screen.getByText('Moto')).toBeInTheDocument();
    expect(screen.getByText('+2')).toBeInTheDocument();
    expect(screen.queryByText('Carro')).not.toBeInTheDocument();
    expect(screen.queryByText('Náutica')).not.toBeInTheDocument();
  });

  it("says 'Itens não carregados' when the options failed to load", async () => {
    const fields: TFormField[] = [
      { property: 'lineId', type: 'fk', label: 'Linha', loadOptions: async () => Promise.reject(new Error('offline')) },
      { property: 'lines', type: 'manytomanyfk', label: 'Linhas', loadOptions: async () => Promise.reject(new Error('offline')) },
      { property: 'kind', type: 'options', label: 'Tipo', loadOptions: async () => Promise.reject(new Error('offline')) },
    ];
    renderForm(<FormEngine fields={fields} onSave={vi.fn()} />);
    await waitFor(() => expect(screen.getAllByText('Itens não carregados')).toHaveLength(3));
  });

  it('chooses a related record from loaded options and saves its id', async () => {
    const fields: TFormField[] = [{ property: 'lineId', type: 'manytoonefk', label: 'Linha', loadOptions: async () => lines }];
    const onSave = vi.fn();
    const { user } = renderForm(<FormEngine fields={fields} onSave={onSave} />);
    await user.click(screen.getByRole('combobox', { name: 'Linha' }));
    await user.click(await screen.findByRole('option', { name: 'Carro' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ lineId: 3 }, expect.anything()));
  });

  it('adds and removes items of an array field', async () => {
    const fields: TFormField[] = [{ property: 'tags', type: 'array', label: 'Etiqueta' }];
    const onSave = vi.fn();
    const { user } = renderForm(<FormEngine fields={fields} record={{ tags: ['a'] }} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await user.type(screen.getByLabelText('Etiqueta 2'), 'b');
    await user.click(screen.getByRole('button', { name: 'Remover Etiqueta 1' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ tags: ['b'] }, expect.anything()));
  });

  it('edits a position with 6 decimals', async () => {
    const fields: TFormField[] = [{ property: 'addressPosition', type: 'position', label: 'Posição' }];
    const onSave = vi.fn();
    const { user } = renderForm(<FormEngine fields={fields} onSave={onSave} />);
    await user.type(screen.getByLabelText('Posição – Latitude'), '-23.5505');
    await user.type(screen.getByLabelText('Posição – Longitude'), '-46.6333');
    await user.tab();
    expect(screen.getByLabelText('Posição – Latitude')).toHaveValue('-23.550500');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ addressPosition: { latitude: -23.5505, longitude: -46.6333 } }, expect.anything()));
  });
});

describe('<FormEngine> update schemas', () => {
  it('validates an update schema that requires the id', async () => {
    const schema = z.object({ id: z.number().int().positive(), name: zRequiredString() });
    const onSave = vi.fn();
    const services = makeFormServices();
    const { user } = renderForm(
      <FormEngine
        fields={[{ property: 'name', type: 'string', label: 'Título' }]}
        schema={schema}
        id={5}
        record={{ id: 5, name: 'Moto' }}
        onSave={onSave}
      />,
      { services },
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ id: 5, name: 'Moto' }, { mode: 'update', id: 5 }));
    expect(services.showError).not.toHaveBeenCalled();
  });
});
