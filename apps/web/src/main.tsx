/**
 * The browser's entry. Its own import is the framework's chunk (React, the router); React DOM, whose start is most of
 * the framework's, and the app itself (providers, MUI, routes: a second module graph, requested at once) each start in
 * a task of their own: evaluating everything in one go was the page's longest task (~0.3 s on a throttled phone),
 * during which a server-rendered page, already visible, could not answer a tap.
 */
import 'react';
import 'react-router';

// Intl's one-time start (ICU's data, shared by the page's process in Chromium) on another thread, while the app loads
try {
  new Worker(new URL('./lib/intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
} catch {
  // no workers (or blocked): the first Intl call pays it, as without this
}

// index.html's <div id="root">
const root = document.getElementById('root')!;

// A server-rendered page shows its buttons before the app can answer them: index.html's start script
// (@rede/domain/page-start) keeps the last one tapped from the first paint on, and puts the map's code in when the map is
// wanted; the app taps that button again once it has hydrated (boot.tsx). Without it (the development server) nothing
// is kept. From now on the controls that do nothing without the app (the phone's list/map switch) show.
declare global {
  interface Window {
    /** Stops keeping early taps; the button tapped last (PAGE_START_SCRIPT). */
    rpStart?: () => HTMLElement | null;
  }
}
root.dataset.taps = '';

// (boot.tsx has the same one-liner: a module both imported would be grouped into the app's chunk, which this entry would
// then import statically, and the whole app would start in the framework's task again)
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./boot'))
  .then(({ start }) => start(root, () => window.rpStart?.() ?? null));
