/**
 * The data a server-rendered page hands to the browser: the queries it rendered with (TanStack Query's
 * dehydrated state), in `<script type="application/json" id="ssr-data">` (not executable, so the CSP
 * needs no exception). Errors travel as the API's error body and become ApiError again in the browser.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { TErrorBody } from '@rede/domain';
import { ApiError } from './api-client';

export const SSR_DATA_ID = 'ssr-data';

export type TSsrPayload = { queries: DehydratedState };

const errorBody = (error: unknown): TErrorBody => {
  if (error instanceof ApiError)
    return { statusCode: error.statusCode, error: error.error, message: error.message, additionalData: error.additionalData };
  return { statusCode: 0, error: 'Connection', message: error instanceof Error ? error.message : String(error), additionalData: null };
};

/** Errors as plain error bodies, so the state survives JSON. */
export const serializeQueryState = (state: DehydratedState): DehydratedState => ({
  ...state,
  queries: state.queries.map((q) => (q.state.error ? { ...q, state: { ...q.state, error: errorBody(q.state.error) as unknown as Error } } : q)),
});

/** JSON that is safe inside a <script> element (no `</script>`, no line separators). */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

let hydrating = false;

/** main.tsx, before it hydrates a server-rendered page. */
export const markServerRendered = (): void => {
  hydrating = true;
};

/** True on the server, and in the browser on a page the server rendered (its first render shows what the server's did). */
export const renderedOnServer = (): boolean => typeof document === 'undefined' || hydrating;

/** The payload of a server-rendered page, or null on a client-rendered one. */
export const readSsrPayload = (): TSsrPayload | null => {
  const element = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as TSsrPayload;
  } catch {
    return null;
  }
};

/**
 * Puts the page's queries into the client's cache (errors as ApiError, as the client's own calls throw them).
 * Their data counts as fetched now: the server empties its page cache on every change, so a page rendered a
 * minute ago still shows current data, and hydration must not ask for it again.
 */
export const hydrateQueries = (client: QueryClient, payload: TSsrPayload): void => {
  hydrate(client, payload.queries);
  const now = Date.now();
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.dataUpdatedAt) query.setState({ dataUpdatedAt: now });
    const error = query.state.error as unknown;
    if (error && !(error instanceof ApiError) && typeof error === 'object' && 'statusCode' in error) {
      query.setState({ error: new ApiError(error as TErrorBody) });
    }
  }
};
