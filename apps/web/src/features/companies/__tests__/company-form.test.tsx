import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';
import { company } from '@/testing/company-fixtures';

// lazy routes and MUI are slow on a busy machine: wait longer than the 1 s default
configure({ asyncUtilTimeout: 15_000 });

// Leaflet does not run in jsdom: the picker is replaced by a stub that reports the position it gets.
vi.mock('@/components/address/lazy-map-picker', () => ({
  LazyMapPicker: ({
    value,
    onChange,
  }: {
    value: { latitude: number | null } | null;
    onChange: (p: { latitude: number; longitude: number }) => void;
  }) => (
    <button type="button" onClick={() => onChange({ latitude: -23.5, longitude: -46.6 })}>
      mapa {value?.latitude ?? 'vazio'}
    </button>
  ),
}));

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  api.on('GET', '/api/lines/list/newUser', () =>
    jsonResponse({
      data: [
        { id: 1, name: 'Moto' },
        { id: 2, name: 'Carro' },
      ],
    }),
  );
  // the CNPJ belongs to company 7 (the record edited below): in use for anyone else
  api.on('GET', '/api/checkExist/cnpj', ({ url }) =>
    jsonResponse({ exists: url.searchParams.get('value') === '11.222.333/0001-81' && url.searchParams.get('ignoreId') !== '7' }),
  );
  api.on('GET', '/api/checkExist/email', () => jsonResponse({ exists: false }));
  api.on('GET', '/api/address/cep/01310100', () =>
    jsonResponse({ cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }),
  );
  api.on('GET', '/api/address/cep/99999999', () => errorResponse(404, 'CEP não encontrado'));
});

/** Typing letter by letter is slow in jsdom: click and paste. */
const fill = async (user: ReturnType<typeof renderApp>['user'], element: HTMLElement, text: string) => {
  await user.click(element);
  await user.paste(text);
};

const toAddressStep = async (user: ReturnType<typeof renderApp>['user']) => {
  await fill(user, await screen.findByRole('textbox', { name: 'Nome' }), 'Nova Loja');
  await user.click(screen.getByRole('combobox', { name: /Linhas/ }));
  await user.click(await screen.findByRole('option', { name: 'Moto' }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Próximo' }));
  expect(await screen.findByText('Etapa 2/4')).toBeInTheDocument();
};

describe('company form', { timeout: 60_000 }, () => {
  it('fills street, district, city and uf when 8 CEP digits are typed', async () => {
    const { user } = renderApp('/company', { user: adminUser() });
    expect(await screen.findByText('Etapa 1/4')).toBeInTheDocument();
    await toAddressStep(user);
    await fill(user, screen.getByRole('textbox', { name: 'CEP' }), '01310100');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Logradouro' })).toHaveValue('Avenida Paulista'));
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100');
    expect(screen.getByRole('textbox', { name: 'Bairro' })).toHaveValue('Bela Vista');
    // the city is a choice among the state's municipalities (a combobox)
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo');
    expect(screen.getByRole('combobox', { name: /UF/ })).toHaveTextContent('SP');
  });

  it("says 'CEP não encontrado' and leaves the fields editable", async () => {
    const { user } = renderApp('/company', { user: adminUser() });
    await toAddressStep(user);
    await fill(user, screen.getByRole('textbox', { name: 'CEP' }), '99999999');
    expect(await screen.findByText('CEP não encontrado')).toBeInTheDocument();
    const street = screen.getByRole('textbox', { name: 'Logradouro' });
    expect(street).toBeEnabled();
    await fill(user, street, 'Rua Nova');
    expect(street).toHaveValue('Rua Nova');
  });

  it('warns when the CEP contradicts the city already entered, changing nothing', async () => {
    const { user } = renderApp('/company', { user: adminUser() });
    api.on('GET', '/api/companys/listfiltred/cities/all', () => jsonResponse([{ id: 4106902, nome: 'Curitiba' }]));
    await toAddressStep(user);
    await user.click(screen.getByRole('combobox', { name: /UF/ }));
    await user.click(await screen.findByRole('option', { name: 'PR' }));
    const city = screen.getByRole('combobox', { name: 'Cidade' });
    await user.type(city, 'Curit');
    await user.click(await screen.findByRole('option', { name: 'Curitiba' }));
    await fill(user, screen.getByRole('textbox', { name: 'CEP' }), '01310100');
    expect(await screen.findByText('Este CEP pode não corresponder à cidade informada')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Curitiba');
    expect(screen.getByRole('textbox', { name: 'Logradouro' })).toHaveValue('');
  });

  it("shows 'CNPJ Já está em uso' for a CNPJ another company holds", async () => {
    const { user } = renderApp('/company', { user: adminUser() });
    await fill(user, await screen.findByRole('textbox', { name: 'CNPJ' }), '11222333000181');
    expect(await screen.findByText('CNPJ Já está em uso', {}, { timeout: 3000 })).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === '/api/checkExist/cnpj');
    expect(call?.search).toContain('value=11.222.333');
    // a value in use blocks its step like any invalid value
    await fill(user, screen.getByRole('textbox', { name: 'Nome' }), 'Nova Loja');
    await user.click(screen.getByRole('combobox', { name: /Linhas/ }));
    await user.click(await screen.findByRole('option', { name: 'Moto' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'CNPJ' })).toHaveAccessibleDescription('CNPJ Já está em uso'));
    expect(screen.getByText('Etapa 1/4')).toBeInTheDocument();
  });

  it("puts a server's wrapped field errors under their fields, goes to their step and names them in the dialog", async () => {
    api.on('GET', '/api/companys/7', () => jsonResponse(company()));
    api.on('PUT', '/api/companys', () =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Missing fields, see additionalData',
          code: 'VALIDATION_FAILED',
          additionalData: { 'company.cep': 'CEP inválido' },
        },
        400,
      ),
    );
    const { user } = renderApp('/company/7', { user: adminUser() });
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue('Baterias Centro');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(await screen.findByRole('button', { name: /mapa/ }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Etapa 3/4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Etapa 4/4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(dialog).toHaveTextContent('Campos Obrigatórios: CEP: CEP inválido');
    await user.click(within(dialog).getByRole('button'));
    expect(await screen.findByText('Etapa 2/4')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveAccessibleDescription('CEP inválido');
  });

  it('edits the opening hours in their step: per-input pt-BR errors from the domain schema, then saved with the company', async () => {
    api.on('GET', '/api/companys/7', () => jsonResponse(company()));
    api.on('GET', '/api/companys', () => jsonResponse({ data: [], total: 0 }));
    let saved: Record<string, unknown> | undefined;
    api.on('PUT', '/api/companys', ({ body }) => {
      saved = (body as { company: Record<string, unknown> }).company;
      return jsonResponse(company());
    });
    const { user, router } = renderApp('/company/7', { user: adminUser() });
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue('Baterias Centro');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(await screen.findByRole('button', { name: /mapa/ }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Etapa 3/4')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Informar horário de funcionamento' }));
    const monday = screen.getByRole('group', { name: 'Segunda-feira' });
    const close = within(monday).getByLabelText('Fechamento');
    await user.clear(close);
    await user.type(close, '12:00');
    await user.click(within(monday).getByRole('button', { name: 'Adicionar intervalo' }));
    // the second interval starts where the first ends
    expect(within(monday).getByLabelText('Abertura após o intervalo')).toHaveValue('12:00');
    await user.clear(within(monday).getByLabelText('Abertura após o intervalo'));
    await user.type(within(monday).getByLabelText('Abertura após o intervalo'), '11:00');
    await user.type(within(monday).getByLabelText('Fechamento após o intervalo'), '18:00');
    // Monday 08:00–12:00 and 11:00–18:00 overlap: the step does not move on, the message is under the input
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(
      await within(monday).findByText('Os intervalos não podem se sobrepor: o segundo deve começar depois do fim do primeiro'),
    ).toBeInTheDocument();
    expect(screen.getByText('Etapa 3/4')).toBeInTheDocument();
    const reopen = within(monday).getByLabelText('Abertura após o intervalo');
    await user.clear(reopen);
    await user.type(reopen, '13:00');
    // Sunday stays closed; Saturday closed too
    await user.click(within(screen.getByRole('group', { name: 'Sábado' })).getByRole('checkbox', { name: 'Fechado' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Etapa 4/4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companys'));
    const hours = saved!.openingHours as { week: { day: number; intervals: unknown[] }[] };
    expect(hours.week[1]!.intervals).toEqual([
      { open: '08:00', close: '12:00' },
      { open: '13:00', close: '18:00' },
    ]);
    expect(hours.week[0]!.intervals).toEqual([]);
    expect(hours.week[6]!.intervals).toEqual([]);
    expect(hours.week[2]!.intervals).toEqual([{ open: '08:00', close: '18:00' }]);
  });

  it('edits in three steps and saves with PUT, the position from the map included', async () => {
    api.on('GET', '/api/companys/7', () => jsonResponse(company()));
    api.on('GET', '/api/companys', () => jsonResponse({ data: [], total: 0 }));
    let saved: Record<string, unknown> | undefined;
    api.on('PUT', '/api/companys', ({ body }) => {
      saved = (body as { company: Record<string, unknown> }).company;
      return jsonResponse(company());
    });
    const { user, router } = renderApp('/company/7', { user: adminUser() });
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue('Baterias Centro');
    // its own cnpj is not 'in use': the check ignores the company being edited
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/checkExist/cnpj' && c.search.includes('ignoreId=7'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(await screen.findByRole('button', { name: /mapa/ }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Etapa 3/4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Etapa 4/4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companys'));
    expect(saved).toMatchObject({
      id: 7,
      name: 'Baterias Centro',
      lines: [1],
      status: 'pending',
      isActive: true,
      addressPosition: { latitude: -23.5, longitude: -46.6 },
    });
  });
});

describe('company form in pt-BR, image pickers and the colour', { timeout: 60_000 }, () => {
  it("speaks MUI's pt-BR ('Abrir', 'Limpar'), names each image picker by its field and shows no black swatch for no colour", async () => {
    const { user } = renderApp('/company', { user: adminUser() });
    expect(await screen.findByText('Etapa 1/4')).toBeInTheDocument();
    // MUI's own texts come from its pt-BR locale
    const lines = screen.getByRole('combobox', { name: /Linhas/ });
    expect(within(lines.closest('.MuiAutocomplete-root') as HTMLElement).getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
    await user.click(lines);
    await user.click(await screen.findByRole('option', { name: 'Moto' }));
    await user.keyboard('{Escape}');
    expect(within(lines.closest('.MuiAutocomplete-root') as HTMLElement).getByRole('button', { name: 'Limpar', hidden: true })).toBeInTheDocument();

    // two image fields, two pickers: each says which field it fills
    expect(screen.getByRole('button', { name: 'Escolher arquivo: Logo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher arquivo: Foto da fachada' })).toBeInTheDocument();

    // no colour yet: an empty swatch, not a black one; a typed colour fills it
    const swatch = screen.getByTestId('color-swatch');
    expect(swatch).toHaveAttribute('data-empty', 'true');
    expect(getComputedStyle(swatch).backgroundColor).not.toBe('rgb(0, 0, 0)');
    const picker = screen.getByLabelText('Escolher na paleta: Cor da identidade visual');
    expect(picker).toHaveAccessibleDescription('Nenhuma cor escolhida');
    await fill(user, screen.getByRole('textbox', { name: 'Cor da identidade visual' }), '#1565c0');
    expect(swatch).not.toHaveAttribute('data-empty');
    expect(picker).toHaveValue('#1565c0');
    await user.clear(screen.getByRole('textbox', { name: 'Cor da identidade visual' }));
    expect(swatch).toHaveAttribute('data-empty', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Cor da identidade visual' }), '#abc');
    expect(picker).toHaveValue('#aabbcc');
  });
});

describe("the company administrator's account in the company form", { timeout: 60_000 }, () => {
  it('is read-only, with the reason, for staff without USER:UPDATE; editable with it', async () => {
    const { staffUser } = await import('@/testing/data-generators');
    api.on('GET', '/api/companys/7', () => jsonResponse(company({ userAdminId: 40, adminName: 'Dono', adminEmail: 'dono@loja.test' })));
    api.on('GET', '/api/companys', () => jsonResponse({ data: [], total: 0 }));
    const toAdminStep = async (user: ReturnType<typeof renderApp>['user']) => {
      expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue('Baterias Centro');
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      await user.click(await screen.findByRole('button', { name: /mapa/ }));
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      expect(await screen.findByText('Etapa 3/4')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      expect(await screen.findByText('Etapa 4/4')).toBeInTheDocument();
    };
    const first = renderApp('/company/7', { user: staffUser(['COMPANY:LIST', 'COMPANY:UPDATE']) });
    await toAdminStep(first.user);
    expect(screen.getByRole('textbox', { name: /E-mail do administrador/ })).toBeDisabled();
    expect(
      screen.getAllByText('Para alterar o nome, o e-mail ou a senha do administrador da empresa é preciso a permissão de alterar usuários.').length,
    ).toBeGreaterThan(0);
    first.unmount();

    const second = renderApp('/company/7', { user: staffUser(['COMPANY:LIST', 'COMPANY:UPDATE', 'USER:UPDATE']) });
    await toAdminStep(second.user);
    expect(screen.getByRole('textbox', { name: /E-mail do administrador/ })).toBeEnabled();
  });
});

describe('a company without administrator: the administrator is invited by e-mail', { timeout: 60_000 }, () => {
  const toAdminStep = async (user: ReturnType<typeof renderApp>['user']) => {
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue('Baterias Centro');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(await screen.findByRole('button', { name: /mapa/ }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Etapa 3/4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Etapa 4/4')).toBeInTheDocument();
  };

  it("offers 'Convidar por e-mail' (no password set by staff) to a holder of USER:CREATE, and sends the invitation with the save", async () => {
    const { staffUser } = await import('@/testing/data-generators');
    api.on('GET', '/api/companys/7', () => jsonResponse(company({ userAdminId: null, adminName: null, adminEmail: null })));
    api.on('GET', '/api/companys', () => jsonResponse({ data: [], total: 0 }));
    let saved: Record<string, unknown> | undefined;
    api.on('PUT', '/api/companys', ({ body }) => {
      saved = (body as { company: Record<string, unknown> }).company;
      return jsonResponse(company({ userAdminId: 50, adminName: 'Dona Maria', adminEmail: 'maria@loja.test' }));
    });
    const { user, router } = renderApp('/company/7', { user: staffUser(['COMPANY:LIST', 'COMPANY:UPDATE', 'USER:CREATE']) });
    await toAdminStep(user);
    expect(screen.queryByLabelText(/^Senha do administrador/)).not.toBeInTheDocument();
    const invite = screen.getByRole('switch', { name: 'Convidar por e-mail' });
    expect(invite).not.toBeChecked();
    await user.click(invite);
    await fill(user, screen.getByRole('textbox', { name: /Nome do administrador/ }), 'Dona Maria');
    await fill(user, screen.getByRole('textbox', { name: /E-mail do administrador/ }), 'maria@loja.test');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companys'));
    expect(saved).toMatchObject({ id: 7, adminInvite: true, adminName: 'Dona Maria', adminEmail: 'maria@loja.test' });
    expect(saved?.adminPassword ?? null).toBeNull();
  });

  it('without USER:CREATE: no invitation, no password (name and e-mail stay on the company)', async () => {
    const { staffUser } = await import('@/testing/data-generators');
    api.on('GET', '/api/companys/7', () => jsonResponse(company({ userAdminId: null, adminName: null, adminEmail: null })));
    api.on('GET', '/api/companys', () => jsonResponse({ data: [], total: 0 }));
    const { user } = renderApp('/company/7', { user: staffUser(['COMPANY:LIST', 'COMPANY:UPDATE']) });
    await toAdminStep(user);
    expect(screen.queryByRole('switch', { name: 'Convidar por e-mail' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Senha do administrador/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/o nome e o e-mail ficam só no cadastro da empresa/).length).toBeGreaterThan(0);
  });

  it('creating a company: the invitation hides the password; without it, the password chosen by staff', async () => {
    const { user } = renderApp('/company', { user: adminUser() });
    await toAddressStep(user);
    await fill(user, screen.getByRole('textbox', { name: /^CEP/ }), '01310100');
    await user.click(await screen.findByRole('button', { name: /mapa/ }));
    await fill(user, screen.getByRole('textbox', { name: /^Número/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Etapa 3/4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Etapa 4/4')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Senha do administrador/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Convidar por e-mail' }));
    await waitFor(() => expect(screen.queryByLabelText(/^Senha do administrador/)).not.toBeInTheDocument());
  });
});

describe('company form for a company user', () => {
  it('has no status, situation nor administrator step', async () => {
    const { companyUser } = await import('@/testing/data-generators');
    api.on('GET', '/api/companys/companyUsers/companiesByUser', () => jsonResponse({ data: [], total: 0 }));
    renderApp('/myCompany', { user: companyUser(['MYCOMPANY:CREATE'], { companyId: 3 }) });
    expect(await screen.findByText('Etapa 1/3')).toBeInTheDocument();
    expect(screen.queryByText('Status')).not.toBeInTheDocument();
    expect(screen.queryByText('Situação')).not.toBeInTheDocument();
    expect(within(document.body).getByText(/passa a ser 'Pendente'/)).toBeInTheDocument();
  });
});
