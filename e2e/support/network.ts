import type { Page } from 'playwright-core';

type TTraffic = { pending: number; last: number };
const traffic = new WeakMap<Page, TTraffic>();

/** Counts the page's requests to `origin` (API calls, lazy chunks) in flight; call once per page. */
export const trackRequests = (page: Page, origin: string): void => {
  const state: TTraffic = { pending: 0, last: Date.now() };
  const ours = (url: string) => url.startsWith(origin);
  const end = (request: { url: () => string }) => {
    if (!ours(request.url())) return;
    state.pending -= 1;
    state.last = Date.now();
  };
  page.on('request', (request) => {
    if (ours(request.url())) state.pending += 1;
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  traffic.set(page, state);
};

/** Waits until no tracked request has been in flight for `quietMs` (fails after `timeout`). */
export const requestsSettled = async (page: Page, quietMs = 150, timeout = 15_000): Promise<void> => {
  const state = traffic.get(page);
  if (!state) throw new Error('trackRequests(page) não foi chamado para esta página');
  const deadline = Date.now() + timeout;
  while (state.pending > 0 || Date.now() - state.last < quietMs) {
    if (Date.now() > deadline) throw new Error(`${state.pending} pedido(s) sem resposta em ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
