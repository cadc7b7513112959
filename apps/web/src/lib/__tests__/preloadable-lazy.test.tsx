import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadBeforeHydrating, preloadableLazy, readyToHydrate, SuspenseUntilLoaded } from '../preloadable-lazy';

const Greeting = ({ name }: { name: string }) => <p>Olá, {name}</p>;

/** A part whose import resolves when the test says so. */
const controlledPart = () => {
  let resolve: (component: typeof Greeting) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  let calls = 0;
  const part = preloadableLazy(() => {
    calls += 1;
    return new Promise<typeof Greeting>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
  });
  return { part, resolve: (c: typeof Greeting) => resolve(c), reject: (e: Error) => reject(e), calls: () => calls };
};

describe('preloadableLazy and SuspenseUntilLoaded', () => {
  it('not loaded yet: shows the fallback in a Suspense boundary, then the component', async () => {
    const { part, resolve } = controlledPart();
    render(
      <SuspenseUntilLoaded part={part} fallback={<span>Carregando…</span>}>
        <part.Component name="Ana" />
      </SuspenseUntilLoaded>,
    );
    expect(screen.getByText('Carregando…')).toBeTruthy();
    expect(part.isLoaded()).toBe(false);
    await act(async () => resolve(Greeting));
    expect(await screen.findByText('Olá, Ana')).toBeTruthy();
    expect(part.isLoaded()).toBe(true);
  });

  it('loaded before rendering: renders at once, with no Suspense boundary in the server HTML', async () => {
    const { part, resolve } = controlledPart();
    const preloading = part.preload();
    resolve(Greeting);
    await preloading;
    const html = renderToString(
      <SuspenseUntilLoaded part={part} fallback={<span>Carregando…</span>}>
        <part.Component name="Bia" />
      </SuspenseUntilLoaded>,
    );
    expect(html).toBe('<p>Olá, <!-- -->Bia</p>');
    // React marks a Suspense boundary with <!--$--> … <!--/$-->: the browser would hydrate it in a pass of its own
    expect(html).not.toContain('<!--$');
  });

  it('imports once, and again after a failed import', async () => {
    const { part, reject, resolve, calls } = controlledPart();
    const first = part.preload();
    expect(part.preload()).toBe(first);
    reject(new Error('rede fora do ar'));
    await expect(first).rejects.toThrow('rede fora do ar');
    const second = part.preload();
    expect(calls()).toBe(2);
    resolve(Greeting);
    await expect(second).resolves.toBe(Greeting);
  });

  it('readyToHydrate waits for every part asked for, failures included', async () => {
    let finish: () => void = () => undefined;
    loadBeforeHydrating(new Promise<void>((ok) => (finish = ok)));
    loadBeforeHydrating(Promise.reject(new Error('falhou')));
    let ready = false;
    const waiting = readyToHydrate().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    finish();
    await waiting;
    expect(ready).toBe(true);
  });
});
