/**
 * The one way the web app talks to the API (base `/api`, same origin).
 * - Sends the session's bearer token.
 * - Any non-2xx answer throws an `ApiError` carrying the server's `{ statusCode, error, message, additionalData }`.
 *   No body or a network failure → 'Erro de conexão!'.
 * - A 401 keeps what open forms had typed (form-drafts), clears the session (user and selected owner) and
 *   reloads the page, except on calls marked
 *   `skipSessionExpiry` (the login call, whose 401 means "wrong credentials").
 * - A 403 with code PASSWORD_CHANGE_REQUIRED marks the stored user, so the shell opens the change-password
 *   screen (and comes back to the page afterwards).
 */
import type { TErrorBody } from '@rede/domain';
import { ERROR_CODES } from '@rede/domain/error-codes';
import { MESSAGES } from '@rede/domain/messages';
import { browser } from './browser';
import { saveDraftsOnSessionExpiry } from './forms/form-drafts';
import { clearSession, getSessionToken, markPasswordChangeRequired } from './session';

export const API_BASE_URL: string = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly additionalData: Record<string, unknown> | null;
  /** The server's machine-readable reason (`ERROR_CODES`), when it gave one: decide on this, never on the message. */
  readonly code: string | undefined;

  constructor(body: TErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.error = body.error;
    this.additionalData = body.additionalData;
    this.code = body.code;
  }

  /** True for 400 'Missing fields, see additionalData' answers (code VALIDATION_FAILED). */
  get isValidation(): boolean {
    return this.code === ERROR_CODES.validationFailed;
  }

  /** Field → pt-BR message of a validation answer ({} otherwise). */
  get fieldErrors(): Record<string, string> {
    if (!this.isValidation || !this.additionalData) return {};
    return Object.fromEntries(Object.entries(this.additionalData).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
}

const connectionError = (statusCode = 0) =>
  new ApiError({ statusCode, error: 'Connection', message: MESSAGES.errors.connection, additionalData: null });

const isErrorBody = (value: unknown): value is TErrorBody =>
  typeof value === 'object' && value !== null && typeof (value as TErrorBody).message === 'string';

/**
 * The text to show for any error: validation answers become
 * 'Campos Obrigatórios: ' followed by the field messages; others show their message.
 */
export const getErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError) {
    if (error.isValidation) {
      const messages = Object.values(error.fieldErrors);
      return `${MESSAGES.errors.missingFieldsDisplay}${messages.join('; ')}`;
    }
    return error.message || MESSAGES.errors.connection;
  }
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.errors.connection;
};

export type TQueryParams = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export type TRequestOptions = {
  params?: TQueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not treat a 401 as an expired session (the login call). */
  skipSessionExpiry?: boolean;
};

/** How requests reach the API: the browser's fetch, or (server rendering) the server's own in-process transport. */
type TApiFetch = (url: string, init: RequestInit) => Promise<Response>;
let apiFetch: TApiFetch = (url, init) => fetch(url, init);

/** Server rendering: the pages' queries are answered in-process by the API instead of over the network. */
export const setApiFetch = (transport: TApiFetch): void => {
  apiFetch = transport;
};

export const buildUrl = (path: string, params?: TQueryParams): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.append(key, String(value));
  }
  const query = search.toString();
  const base = `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
  return query ? `${base}?${query}` : base;
};

/** An expired session (401): the stored user and selected owner go, and the page reloads (section 4). */
export const onSessionExpired = (): void => {
  // what open forms had typed survives the reload and the new login (restored on the same page)
  saveDraftsOnSessionExpiry();
  clearSession();
  browser.reload();
};

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const request = async <T>(method: string, path: string, options: TRequestOptions = {}): Promise<T> => {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await apiFetch(buildUrl(path, options.params), { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw connectionError();
  }

  if (response.status === 401 && !options.skipSessionExpiry) onSessionExpired();

  const data = await parseBody(response).catch(() => undefined);
  if (!response.ok) {
    if (isErrorBody(data)) {
      const error = new ApiError({
        statusCode: data.statusCode ?? response.status,
        error: data.error ?? response.statusText,
        message: data.message,
        additionalData: data.additionalData ?? null,
        ...(typeof data.code === 'string' ? { code: data.code } : {}),
      });
      if (error.statusCode === 403 && error.code === ERROR_CODES.passwordChangeRequired) markPasswordChangeRequired();
      throw error;
    }
    throw connectionError(response.status);
  }
  return data as T;
};

/** `api.get('/companys', { params })`, `api.post('/companys', { company })`, … */
export const api = {
  get: <T>(path: string, options?: Omit<TRequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions, 'body'>) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions, 'body'>) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<TRequestOptions, 'body'>) => request<T>('DELETE', path, options),
};

/**
 * An authorised fetch answering the raw Response (file downloads such as the .xlsx export).
 * Paths without the API base get it; a 401 ends the session like any other call.
 */
export const fetchWithAuth = async (url: string, init: RequestInit = {}): Promise<Response> => {
  const headers = new Headers(init.headers);
  const token = getSessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const target = /^https?:/i.test(url) || url.startsWith(`${API_BASE_URL}/`) ? url : `${API_BASE_URL}${url.startsWith('/') ? '' : '/'}${url}`;
  let response: Response;
  try {
    response = await fetch(target, { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw connectionError();
  }
  if (response.status === 401) onSessionExpired();
  return response;
};
