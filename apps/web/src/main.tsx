/**
 * The browser's entry. Its own imports are the framework (React, React DOM, the router); the app itself
 * (providers, MUI, routes) is a second module graph, requested at once but evaluated in a task of its own:
 * evaluating everything in one go was the page's longest task (~0.3 s on a throttled phone), during which a
 * server-rendered page, already visible, could not answer a tap.
 */
import 'react';
import 'react-dom/client';
import 'react-router';

// Intl's one-time start (ICU's data, shared by the page's process in Chromium) on another thread, while the app loads
try {
  new Worker(new URL('./lib/intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
} catch {
  // no workers (or blocked): the first Intl call pays it, as without this
}

// index.html's <div id="root">
const root = document.getElementById('root')!;

// A server-rendered page shows its buttons before the app can answer them: the last one tapped is tapped again once the
// app has hydrated (boot.tsx; links and the search form work without the app, and React answers taps from hydrateRoot on).
let tapped: HTMLElement | null = null;
const keep = (event: Event) => (tapped = (event.target as Element).closest('button'));
addEventListener('click', keep, true);
// from now on a tap is kept: controls that do nothing without the app (the phone's list/map switch) show from here
root.dataset.taps = '';

void import('./boot').then(({ start }) => start(root, () => (removeEventListener('click', keep, true), tapped)));
