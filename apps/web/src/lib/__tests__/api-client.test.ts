import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser } from '@/testing/data-generators';
import { stubBrowser } from '@/testing/test-utils';
import { api, ApiError, fetchWithAuth, getErrorMessage } from '../api-client';
import { getStoredUser, setSelectedOwnerId, setSession } from '../session';
import { STORAGE_KEYS } from '../storage';

describe('api client', () => {
  let fake: TFakeApi;
  beforeEach(() => {
    fake = createFakeApi();
  });

  it('sends the bearer token and JSON, and answers the parsed body', async () => {
    setSession(adminUser({ token: 'abc' }));
    fake.on('POST', '/api/companys', ({ body }) => jsonResponse({ id: 7, ...(body as object) }, 201));
    await expect(api.post('/companys', { company: { name: 'Loja' } })).resolves.toEqual({ id: 7, company: { name: 'Loja' } });
    const call = fake.callsTo('POST', '/api/companys')[0];
    expect(call?.headers.get('Authorization')).toBe('Bearer abc');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
  });

  it('builds query strings, leaving empty values out and repeating arrays', async () => {
    fake.on('GET', '/api/companys', () => jsonResponse({ data: [], total: 0 }));
    await api.get('/companys', { params: { searchTerm: '', pageSize: 10, lines: [1, 2], status: undefined } });
    expect(fake.callsTo('GET', '/api/companys')[0]?.search).toBe('?pageSize=10&lines=1&lines=2');
  });

  it('a 401 clears the stored user and selected owner and reloads', async () => {
    const browser = stubBrowser();
    setSession(adminUser());
    setSelectedOwnerId(-1);
    fake.on('GET', '/api/companys', () => errorResponse(401, 'Sessão expirada ou inválida. Faça login novamente.'));
    await expect(api.get('/companys')).rejects.toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedUserOwner)).toBeNull();
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('a 401 of a call marked skipSessionExpiry (the login) keeps the session', async () => {
    const browser = stubBrowser();
    setSession(adminUser());
    fake.on('POST', '/api/login/login', () => errorResponse(401, 'E-mail ou senha inválidos.'));
    await expect(api.post('/login/login', {}, { skipSessionExpiry: true })).rejects.toMatchObject({
      statusCode: 401,
      message: 'E-mail ou senha inválidos.',
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('fetchWithAuth (file downloads) also ends the session on 401', async () => {
    const browser = stubBrowser();
    setSession(adminUser());
    fake.on('GET', '/api/companys/company/export', () => errorResponse(401, 'x'));
    const response = await fetchWithAuth('/companys/company/export?format=xlsx');
    expect(response.status).toBe(401);
    expect(fake.calls[0]?.path).toBe('/api/companys/company/export');
    expect(browser.reload).toHaveBeenCalled();
  });

  it("shows validation answers as 'Campos Obrigatórios: ' followed by the field messages", async () => {
    fake.on('POST', '/api/lines', () =>
      errorResponse(400, 'Missing fields, see additionalData', { name: 'Campo obrigatório', icon: 'Valor inválido' }),
    );
    const error = await api.post('/lines', { line: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ name: 'Campo obrigatório', icon: 'Valor inválido' });
    expect(getErrorMessage(error)).toBe('Campos Obrigatórios: Campo obrigatório; Valor inválido');
  });

  it("answers 'Erro de conexão!' on a network failure or an error without a JSON body", async () => {
    fake.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/config')).rejects.toMatchObject({ message: 'Erro de conexão!' });
    fake.fetch.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/config')).rejects.toMatchObject({ message: 'Erro de conexão!', statusCode: 502 });
    fake.fetch.mockResolvedValueOnce(new Response(null, { status: 500 }));
    await expect(api.get('/config')).rejects.toMatchObject({ message: 'Erro de conexão!' });
  });

  it('treats any non-2xx as an error and passes the server body on as-is', async () => {
    fake.on('DELETE', '/api/lines', () => errorResponse(403, 'Você não tem permissão para realizar esta ação.'));
    await expect(api.delete('/lines', { params: { id: 3 } })).rejects.toMatchObject({
      statusCode: 403,
      error: 'Bad Request',
      message: 'Você não tem permissão para realizar esta ação.',
      additionalData: null,
    });
  });

  it('a 403 PASSWORD_CHANGE_REQUIRED (decided on the code, not the text) marks the stored user; another 403 does not', async () => {
    const browser = stubBrowser();
    setSession(adminUser({ mustChangePassword: false }));
    fake.on('DELETE', '/api/lines', () => errorResponse(403, 'Troque a sua senha para continuar.'));
    await expect(api.delete('/lines', { params: { id: 3 } })).rejects.toMatchObject({ statusCode: 403, code: undefined });
    expect(getStoredUser()?.mustChangePassword).toBe(false);
    fake.on('GET', '/api/users', () =>
      jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'Qualquer texto', additionalData: null, code: 'PASSWORD_CHANGE_REQUIRED' }, 403),
    );
    await expect(api.get('/users')).rejects.toMatchObject({ statusCode: 403, code: 'PASSWORD_CHANGE_REQUIRED', message: 'Qualquer texto' });
    expect(getStoredUser()).toMatchObject({ mustChangePassword: true, token: 'token-de-teste' });
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('answers undefined for 204', async () => {
    fake.on('POST', '/api/login/logout', () => new Response(null, { status: 204 }));
    await expect(api.post('/login/logout')).resolves.toBeUndefined();
  });

  it('retries nothing itself (one call per request)', async () => {
    fake.on('GET', '/api/x', () => errorResponse(500, 'Erro'));
    await api.get('/x').catch(() => undefined);
    expect(fake.fetch).toHaveBeenCalledTimes(1);
  });
});
