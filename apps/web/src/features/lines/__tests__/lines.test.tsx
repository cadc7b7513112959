import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, type TLine } from '@rede/domain';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, imageFile, staffUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';

const uploads = vi.hoisted(() => ({ uploadFiles: vi.fn() }));
vi.mock('@/components/form/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/form/uploads')>()),
  uploadFiles: uploads.uploadFiles,
}));

const ISO = '2026-02-03T14:00:00.000Z';
const line = (id: number, name: string, icon: string | null = null): TLine => ({ id, name, icon, dtRegister: ISO, dtUpdate: ISO });
const LINES = [line(1, 'Moto', 'moto.png'), line(2, 'Carro'), line(3, 'Náutica')];

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  URL.createObjectURL = vi.fn(() => 'blob:icone');
  URL.revokeObjectURL = vi.fn();
  uploads.uploadFiles.mockReset();
  uploads.uploadFiles.mockImplementation(async (files: File[], onProgress: (p: number) => void) => {
    onProgress(100);
    return files.map(() => 'a1b2.png');
  });
  api.on('GET', '/api/lines', ({ url }) => {
    const term = (url.searchParams.get('searchTerm') ?? '').toLowerCase();
    const data = LINES.filter((l) => l.name.toLowerCase().includes(term));
    return jsonResponse({ data, total: data.length });
  });
  api.on('GET', '/api/lines/3', () => jsonResponse(LINES[2]));
});

describe('lines list', () => {
  it('shows Título, the icon thumbnail and dd/MM/yyyy dates, with Add, edit and delete for an administrator', async () => {
    renderApp('/lines', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Linhas de produtos' })).toBeInTheDocument();
    const moto = (await screen.findByText('Moto')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: /Título/ })).toBeInTheDocument();
    expect(within(moto).getByRole('img', { name: 'Ícone' })).toHaveAttribute('src', '/api/uploads/files/moto.png');
    expect(within(moto).getAllByText(formatDate(ISO))).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Adicionar' })).toHaveAttribute('href', '/line');
    expect(within(moto).getByRole('link', { name: 'Editar Moto' })).toHaveAttribute('href', '/line/1');
    expect(within(moto).getByRole('button', { name: 'Excluir Moto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
  });

  it('hides Add, edit and delete from a user with LINE:LIST only', async () => {
    renderApp('/lines', { user: staffUser(['LINE:LIST']) });
    const moto = (await screen.findByText('Moto')).closest('tr') as HTMLElement;
    expect(screen.queryByRole('link', { name: 'Adicionar' })).not.toBeInTheDocument();
    expect(within(moto).queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    expect(within(moto).queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    expect(within(moto).getByRole('button', { name: 'Detalhes Moto' })).toBeInTheDocument();
  });

  it('keeps the search in the URL and sends it to the API', async () => {
    const { user, router } = renderApp('/lines', { user: adminUser() });
    await screen.findByText('Moto');
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'car');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('searchTerm')).toBe('car'), { timeout: 4000 });
    await waitFor(() => expect(screen.queryByText('Moto')).not.toBeInTheDocument());
    expect(screen.getByText('Carro')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/lines').at(-1)?.search).toContain('searchTerm=car');
  });

  it("deletes after 'Deseja mesmo excluir?' and shows the server's message when it refuses", async () => {
    api.on('DELETE', '/api/lines', () => errorResponse(409, 'A linha está em uso por empresas que ficariam sem linha.'));
    const { user } = renderApp('/lines', { user: adminUser() });
    await user.click(await screen.findByRole('button', { name: 'Excluir Carro' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Tem certeza?' });
    expect(within(confirm).getByText('Deseja mesmo excluir?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Continuar' }));
    const error = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(error).getByText('A linha está em uso por empresas que ficariam sem linha.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/lines')[0]?.search).toBe('?id=2');
  });

  it('shows the details panel with the record loaded from GET /lines/{id}', async () => {
    const { user } = renderApp('/lines', { user: adminUser() });
    await user.click(await screen.findByRole('button', { name: 'Detalhes Náutica' }));
    const panel = await screen.findByRole('dialog', { name: 'Náutica' });
    expect(await within(panel).findByText('Título')).toBeInTheDocument();
    expect(within(panel).getByText('Título').nextElementSibling).toHaveTextContent('Náutica');
    expect(within(panel).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/line/3');
  });
});

describe('line form', () => {
  it("requires Título, shows the 24x24 hint, uploads the icon and creates with 'Cadastrar'", async () => {
    api.on('POST', '/api/lines', ({ body }) => jsonResponse({ ...line(9, 'Moto elétrica', 'a1b2.png'), ...(body as { line: object }).line }, 201));
    const { user, router } = renderApp('/line', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova linha de produtos' })).toBeInTheDocument();
    expect(screen.getByText('Tamanho sugerido: 24x24 px')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/lines')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Moto elétrica');
    await user.upload(screen.getByLabelText('Ícone', { selector: 'input' }), imageFile('icone.png'));
    expect(await screen.findByRole('img', { name: 'Pré-visualização de Ícone' })).toHaveAttribute('src', 'blob:icone');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/lines'));
    expect(uploads.uploadFiles).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST', '/api/lines')[0]?.body).toEqual({ line: { name: 'Moto elétrica', icon: 'a1b2.png' } });
    expect(await screen.findByText('Linha de produtos cadastrada.')).toBeInTheDocument();
  });

  it("loads the line, says 'Salvar' and sends the id inside the wrapper", async () => {
    api.on('PUT', '/api/lines', ({ body }) => jsonResponse((body as { line: TLine }).line));
    const { user, router } = renderApp('/line/3', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar linha de produtos' })).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Título' });
    expect(title).toHaveValue('Náutica');
    await user.clear(title);
    await user.type(title, 'Náutica e lanchas');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lines'));
    expect(api.callsTo('PUT', '/api/lines')[0]?.body).toEqual({ line: { id: 3, name: 'Náutica e lanchas', icon: null, expectedUpdatedAt: ISO } });
    expect(uploads.uploadFiles).not.toHaveBeenCalled();
  });

  it("shows the server's validation answer on the field and as 'Campos Obrigatórios: …'", async () => {
    api.on('PUT', '/api/lines', () => errorResponse(400, 'Missing fields, see additionalData', { name: 'Já existe uma linha com este nome' }));
    const { user } = renderApp('/line/3', { user: adminUser() });
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(dialog).getByText(/Campos Obrigatórios: .*Já existe uma linha com este nome/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription('Já existe uma linha com este nome'));
  });

  it('shows a line to a user without LINE:UPDATE as its details: title, values, no input, upload zone or Salvar', async () => {
    api.on('GET', '/api/lines/1', () => jsonResponse(LINES[0]));
    const { user, router } = renderApp('/line/1', { user: staffUser(['LINE:LIST']) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Detalhes da linha de produtos' })).toBeInTheDocument();
    expect(await screen.findByText(/mas não alterá-lo/)).toBeInTheDocument();
    const terms = await screen.findAllByRole('term');
    expect(terms.map((dt) => dt.textContent)).toEqual(['Título', 'Ícone']);
    expect(terms[0]?.nextElementSibling).toHaveTextContent('Moto');
    expect(screen.getByRole('img', { name: 'Ícone' })).toHaveAttribute('src', '/api/uploads/files/moto.png');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/Arraste/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lines'));
  });

  it("opens the error dialog 'Erro!' when the line cannot be loaded", async () => {
    api.on('GET', '/api/lines/77', () => errorResponse(404, 'Linha não encontrada.'));
    renderApp('/line/77', { user: adminUser() });
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(dialog).getByText('Linha não encontrada.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});
