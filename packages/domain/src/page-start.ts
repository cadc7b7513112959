/**
 * The one inline script of every page (index.html, after #root; the web build puts it there, the API's CSP allows it
 * by its SHA-256 (plugins/external/helmet.ts): no `unsafe-inline`, no per-request nonce that would defeat the page
 * cache). It is a string, not a function's source: both builds must carry the very same bytes for the hash to match.
 *
 * - The app's scripts wait in `<template id="rp-start">` (inert: nothing fetched) and are put into <head> once a
 *   server-rendered page has painted (a client-rendered page, whose #root is empty, at once; a page opened in a
 *   background tab, where no frame is painted, at once too). The page is readable before its JavaScript: fetching
 *   ~200 KB of scripts while the HTML and its images load only delays what the visitor sees on a slow phone.
 * - A tap on a button before the app has hydrated is kept (the last one): the app taps it again once it answers
 *   (`window.rpStart()`, main.tsx and boot.tsx). `#root[data-taps]` from here on: controls that do nothing without the
 *   app (the phone's list/map switch) show.
 * - `data-loads="<template id>"` (apps/web/src/lib/chunk-templates.ts) on a button (the phone's 'Mapa'): that
 *   template's tags (the map's modulepreloads) go into <head> when it is tapped; on another element (the map beside
 *   the list, a directory page's parts), with the app's scripts if it shows.
 */
export const PAGE_START_SCRIPT = `(() => {
  const root = document.getElementById('root');
  const use = (template) => {
    if (!(template instanceof HTMLTemplateElement)) return;
    for (const tag of template.content.children) {
      const live = document.createElement(tag.tagName);
      for (const { name, value } of tag.attributes) live.setAttribute(name, value);
      document.head.append(live);
    }
    template.remove();
  };
  const loadFor = (element) => element && use(document.getElementById(element.getAttribute('data-loads') || ''));
  let tapped = null;
  const keep = (event) => loadFor((tapped = event.target instanceof Element ? event.target.closest('button') : null));
  addEventListener('click', keep, true);
  window.rpStart = () => (removeEventListener('click', keep, true), tapped);
  if (!root) return use(document.getElementById('rp-start'));
  root.dataset.taps = '';
  const start = () => {
    use(document.getElementById('rp-start'));
    for (const element of root.querySelectorAll('[data-loads]:not(button)')) if (element.getClientRects().length > 0) loadFor(element);
  };
  if (root.firstElementChild && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
  else start();
})();`;
