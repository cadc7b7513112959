import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/test-utils';

// lazy routes and MUI are slow on a busy machine: wait longer than the 1 s default
configure({ asyncUtilTimeout: 15_000 });

// Leaflet does not run in jsdom: the picker is replaced by a stub that reports the position it gets.
vi.mock('@/components/address/lazy-map-picker', () => ({
  LazyMapPicker: ({ onChange }: { onChange: (p: { latitude: number; longitude: number }) => void }) => (
    <button type="button" onClick={() => onChange({ latitude: -23.5614, longitude: -46.6559 })}>
      mapa
    </button>
  ),
}));

type TUser = ReturnType<typeof renderApp>['user'];

/** Typing letter by letter is slow in jsdom: click and paste. */
const fill = async (user: TUser, element: HTMLElement, text: string) => {
  await user.click(element);
  await user.paste(text);
};

const next = async (user: TUser, step: string) => {
  await user.click(screen.getByRole('button', { name: 'Próximo' }));
  expect(await screen.findByText(step)).toBeInTheDocument();
};

describe('company_register', { timeout: 60_000 }, () => {
  let api: TFakeApi;
  beforeEach(() => {
    api = createFakeApi();
    api.on('GET', '/api/lines/list/newUser', () => jsonResponse({ data: [{ id: 1, name: 'Moto' }] }));
    api.on('GET', '/api/checkExist/cnpj', () => jsonResponse({ exists: true }));
    api.on('GET', '/api/login/registerCompany/form', () => jsonResponse({ formToken: '1795490754593.abc' }));
  });

  it('validates the store step before moving on, checks the cnpj live and hides the honeypot', async () => {
    const { user } = renderApp('/company_register');
    expect(await screen.findByText('Etapa 1/4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect((await screen.findAllByText('Campo obrigatório')).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('Etapa 1/4')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^CNPJ/), '11222333000181');
    await user.tab();
    expect(await screen.findByText(/^CNPJ Já está em uso/, {}, { timeout: 3000 })).toBeInTheDocument();
    // no dead end: a registered partner is pointed to its own area
    expect(screen.getByText(/Já é parceiro\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acesse a área do parceiro' })).toHaveAttribute('href', '/login');
    // the browser fills what it knows; a CNPJ keeps the text keyboard (its first 12 characters may be letters)
    expect(screen.getByRole('textbox', { name: /Nome da loja/ })).toHaveAttribute('autocomplete', 'organization');
    expect(screen.getByRole('textbox', { name: /^Telefone/ })).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByRole('textbox', { name: /^Whatsapp/ })).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByRole('textbox', { name: /E-mail da loja/ })).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('textbox', { name: /^CNPJ/ })).toHaveAttribute('inputmode', 'text');
    // its own title, not the site's
    await waitFor(() => expect(document.title).toMatch(/^Cadastre sua loja \| /));
    await waitFor(() => expect(api.callsTo('GET', '/api/checkExist/cnpj')[0]?.search).toContain('value=11.222.333%2F0001-81'));

    const honeypot = document.getElementById('register-website')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Acessar a área administrativa' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST', '/api/login/registerCompany')).toHaveLength(0);
    // the form asked the server to sign when it opened
    expect(api.callsTo('GET', '/api/login/registerCompany/form')).toHaveLength(1);
  });
});

describe('company_register, the whole way', { timeout: 120_000 }, () => {
  let api: TFakeApi;
  beforeEach(() => {
    api = createFakeApi();
    api.on('GET', '/api/lines/list/newUser', () => jsonResponse({ data: [{ id: 1, name: 'Moto' }] }));
    api.on('GET', '/api/checkExist/cnpj', () => jsonResponse({ exists: false }));
    api.on('GET', '/api/checkExist/email', () => jsonResponse({ exists: false }));
    api.on('GET', '/api/login/registerCompany/form', () => jsonResponse({ formToken: '1795490754593.abc' }));
    api.on('GET', '/api/address/cep/01310100', () =>
      jsonResponse({ cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }),
    );
    api.on('GET', '/api/settings/public', () =>
      jsonResponse({
        termsAndConditions: '<h3>Termos de Uso</h3><p>Cláusula da rede.</p>',
        privacyPolicy: '<p>Dados e LGPD.</p>',
        bannerDesk: null,
        bannerMobile: null,
      }),
    );
    api.on('POST', '/api/login/registerCompany', () => jsonResponse({ message: 'Cadastro realizado com sucesso!', status: 'pending' }, 201));
  });

  it('shows the privacy line with the terms and the policy before the administrator data, then the confirmation page', async () => {
    const { user, router } = renderApp('/company_register');
    await fill(user, await screen.findByRole('textbox', { name: /Nome da loja/ }), 'Baterias do Zé');
    await fill(user, screen.getByRole('textbox', { name: /^CNPJ/ }), '11222333000181');
    await fill(user, screen.getByRole('textbox', { name: /Razão social/ }), 'Zé Baterias Ltda');
    await fill(user, screen.getByRole('textbox', { name: /^Telefone/ }), '1133334444');
    await fill(user, screen.getByRole('textbox', { name: /^Whatsapp/ }), '11999998888');
    await fill(user, screen.getByRole('textbox', { name: /E-mail da loja/ }), 'loja@ze.com.br');
    await user.click(screen.getByRole('combobox', { name: /Linhas/ }));
    await user.click(await screen.findByRole('option', { name: 'Moto' }));
    await user.keyboard('{Escape}');
    // the privacy line belongs to the administrator step, not before
    expect(screen.queryByTestId('privacy-notice')).not.toBeInTheDocument();
    await next(user, 'Etapa 2/4');
    await fill(user, screen.getByRole('textbox', { name: /^CEP/ }), '01310100');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Logradouro/ })).toHaveValue('Avenida Paulista'));
    await fill(user, screen.getByRole('textbox', { name: /Número/ }), '1000');
    await user.click(screen.getByRole('button', { name: /mapa/ }));
    await next(user, 'Etapa 3/4');
    await next(user, 'Etapa 4/4');

    const notice = screen.getByTestId('privacy-notice');
    expect(notice).toHaveTextContent('Ao se cadastrar, você concorda com os Termos de Uso e a Política de Privacidade.');
    // it comes before the administrator's first field
    expect(
      notice.compareDocumentPosition(screen.getByRole('textbox', { name: /Nome do administrador/ })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Termos de Uso' }));
    const terms = await screen.findByRole('dialog', { name: 'Termos de Uso' });
    expect(await within(terms).findByText('Cláusula da rede.')).toBeInTheDocument();
    await user.click(within(terms).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(notice).getByRole('button', { name: 'Política de Privacidade' }));
    const policy = await screen.findByRole('dialog', { name: 'Política de Privacidade' });
    expect(await within(policy).findByText('Dados e LGPD.')).toBeInTheDocument();
    await user.click(within(policy).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the links open the texts, they do not send the form
    expect(api.callsTo('POST', '/api/login/registerCompany')).toHaveLength(0);

    await fill(user, screen.getByRole('textbox', { name: /Nome do administrador/ }), 'Zé da Silva');
    await fill(user, screen.getByRole('textbox', { name: /E-mail do administrador/ }), 'ze@ze.com.br');
    await fill(user, screen.getByLabelText(/^Senha/), 'Bateria#2026forte');
    await fill(user, screen.getByLabelText(/^Confirmar senha/), 'Bateria#2026forte');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Cadastro realizado com sucesso!' });
    expect(router.state.location.pathname).toBe('/company_register/success');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Recebemos o cadastro da loja Baterias do Zé\. Ele está em análise/)).toBeInTheDocument();
    expect(screen.getByText(/chegará por e-mail, no endereço ze@ze\.com\.br/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à Rede de Parceiros' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Acessar a área do parceiro' })).toHaveAttribute('href', '/login');
    const [sent] = api.callsTo('POST', '/api/login/registerCompany');
    const company = (sent!.body as { company: Record<string, unknown> }).company;
    expect(company).toMatchObject({ name: 'Baterias do Zé', adminEmail: 'ze@ze.com.br' });
    expect(company).not.toHaveProperty('privacyNotice');
  });

  it('replaces stale errors with what the CEP and the map fill, asks for the pin before coordinates, states the password rule', async () => {
    const { user } = renderApp('/company_register');
    await fill(user, await screen.findByRole('textbox', { name: /Nome da loja/ }), 'Baterias do Zé');
    await fill(user, screen.getByRole('textbox', { name: /^CNPJ/ }), '11222333000181');
    await fill(user, screen.getByRole('textbox', { name: /Razão social/ }), 'Zé Baterias Ltda');
    await fill(user, screen.getByRole('textbox', { name: /^Telefone/ }), '1133334444');
    await fill(user, screen.getByRole('textbox', { name: /^Whatsapp/ }), '11999998888');
    await fill(user, screen.getByRole('textbox', { name: /E-mail da loja/ }), 'loja@ze.com.br');
    await user.click(screen.getByRole('combobox', { name: /Linhas/ }));
    await user.click(await screen.findByRole('option', { name: 'Moto' }));
    await user.keyboard('{Escape}');
    await next(user, 'Etapa 2/4');

    // the pin (the map picker) comes before the raw coordinates
    const latitude = screen.getByRole('textbox', { name: /Latitude/ });
    expect(screen.getByRole('button', { name: /mapa/ }).compareDocumentPosition(latitude) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Logradouro/ })).toHaveAttribute('autocomplete', 'address-line1');

    // trying to move on with nothing: 'Campo obrigatório' under the CEP, the street and the position
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    const cep = screen.getByRole('textbox', { name: /^CEP/ });
    await waitFor(() => expect(cep).toHaveAccessibleDescription('Campo obrigatório'));
    expect(screen.getByRole('textbox', { name: /Logradouro/ })).toHaveAccessibleDescription('Campo obrigatório');
    expect(latitude).toHaveAccessibleDescription('Campo obrigatório');

    // the CEP's lookup fills the street: neither keeps its stale error (nothing blurred, nothing submitted)
    await user.paste('01310100');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Logradouro/ })).toHaveValue('Avenida Paulista'));
    await waitFor(() => expect(cep).not.toHaveAccessibleDescription('Campo obrigatório'));
    expect(screen.getByRole('textbox', { name: /Logradouro/ })).not.toHaveAccessibleDescription('Campo obrigatório');
    // the pin placed on the map: the position's error goes too
    await user.click(screen.getByRole('button', { name: /mapa/ }));
    await waitFor(() => expect(latitude).not.toHaveAccessibleDescription('Campo obrigatório'));

    await fill(user, screen.getByRole('textbox', { name: /Número/ }), '1000');
    await next(user, 'Etapa 3/4');
    await next(user, 'Etapa 4/4');
    // one password rule, said before the first character
    const password = screen.getByLabelText(/^Senha/);
    expect(password).toHaveAccessibleDescription(/^Mínimo de 8 caracteres\./);
    expect(screen.getByRole('textbox', { name: /Nome do administrador/ })).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByRole('textbox', { name: /E-mail do administrador/ })).toHaveAttribute('autocomplete', 'email');
    await fill(user, password, '12345');
    await user.tab();
    await waitFor(() => expect(password).toHaveAccessibleDescription('Mínimo 8 caracteres'));
    expect(screen.queryByText('Mínimo 6 caracteres')).not.toBeInTheDocument();
  });

  it('opened directly (a reload in another tab, a shared link), the confirmation says the same in general words', async () => {
    renderApp('/company_register/success');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Cadastro realizado com sucesso!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Recebemos o cadastro da sua loja\. Ele está em análise/)).toBeInTheDocument();
    expect(screen.getByText(/no endereço do administrador informado no cadastro/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acessar a área do parceiro' })).toHaveAttribute('href', '/login');
  });
});
