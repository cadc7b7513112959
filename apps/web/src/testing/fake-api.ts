/**
 * A hand-written fetch stub standing in for the API (msw-like): register handlers per method and
 * path; every call is recorded; unknown calls answer a JSON 404. Defaults answer GET /api/config and
 * GET /api/login/logged-user (the stored session user, or 401). The public directory's answers must match the
 * domain's schemas (api-contracts.ts).
 */
import { vi } from 'vitest';
import { getStoredUser } from '@/lib/session';
import { ERROR_CODES } from '@rede/domain/error-codes';
import { MESSAGES } from '@rede/domain/messages';
import { checkContract } from './api-contracts';

export type TFakeRequest = { method: string; url: URL; path: string; body: unknown; headers: Headers };
export type TFakeHandler = (request: TFakeRequest) => Response | Promise<Response>;
export type TFakeCall = Omit<TFakeRequest, 'url'> & { search: string };

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** An error answer as the API gives it; its validation answer carries the code VALIDATION_FAILED, as the server's does. */
export const errorResponse = (statusCode: number, message: string, additionalData: Record<string, unknown> | null = null) =>
  jsonResponse(
    {
      statusCode,
      error: statusCode === 401 ? 'Unauthorized' : 'Bad Request',
      message,
      additionalData,
      ...(message === MESSAGES.errors.missingFields ? { code: ERROR_CODES.validationFailed } : {}),
    },
    statusCode,
  );

export const TEST_CONFIG = {
  systemName: 'Rede de Parceiros Teste',
  copyright: '© Rede de Parceiros',
  branding: { logoUrl: null, primaryColors: null, footerText: '<p>Rodapé <b>configurado</b><script>alert(1)</script></p>', systemName: null },
  hosts: { public: null, backoffice: null, register: null },
  publicUrl: 'http://localhost',
  map: { tileUrl: '', attribution: '' },
  support: { address: 'Rua do Teste, 1 – Centro, Cidade Teste – SP', phone: '(11) 4000-1234', email: 'suporte@teste.com.br' },
};

export const createFakeApi = () => {
  const handlers = new Map<string, TFakeHandler>();
  const calls: TFakeCall[] = [];
  const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

  const on = (method: string, path: string, handler: TFakeHandler) => {
    handlers.set(key(method, path), handler);
  };

  on('GET', '/api/config', () => jsonResponse(TEST_CONFIG));
  on('GET', '/api/login/logged-user', () => {
    const user = getStoredUser();
    if (!user) return errorResponse(401, 'Sessão expirada ou inválida. Faça login novamente.');
    const { token: _token, ...profile } = user;
    return jsonResponse(profile);
  });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    let body: unknown = undefined;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    calls.push({ method, path: url.pathname, search: url.search, body, headers });
    const handler = handlers.get(key(method, url.pathname));
    if (!handler) return errorResponse(404, `Rota não encontrada: ${method} ${url.pathname}`);
    const response = await handler({ method, url, path: url.pathname, body, headers });
    await checkContract(method, url.pathname, response);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    on,
    calls,
    fetch: fetchMock,
    /** Calls to `method path`. */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method.toUpperCase() && c.path === path),
  };
};

export type TFakeApi = ReturnType<typeof createFakeApi>;
