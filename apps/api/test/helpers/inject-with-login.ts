import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';

const tokens = new WeakMap<App, Map<string, string>>();

/** Logs in through POST /api/login/login and returns the token (cached per app and user). */
export const loginToken = async (app: App, email: string, password: string): Promise<string> => {
  const cache = tokens.get(app) ?? new Map<string, string>();
  tokens.set(app, cache);
  const cached = cache.get(email);
  if (cached) return cached;
  const response = await app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: email, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  const token = response.json<{ token: string }>().token;
  cache.set(email, token);
  return token;
};

/** app.inject with `Authorization: Bearer <token>` of the given user. */
export const injectWithLogin = async (app: App, email: string, password: string, options: InjectOptions): Promise<LightMyRequestResponse> => {
  const token = await loginToken(app, email, password);
  return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
};
