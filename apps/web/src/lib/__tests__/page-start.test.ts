/**
 * The pages' inline start script (@rede/domain/page-start) run in this test's document (jsdom, frames painted): when
 * the app's scripts go into <head>, the taps it keeps, the map's code on 'Mapa'.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_START_SCRIPT } from '@rede/domain/page-start';

const START =
  '<template id="rp-start"><script type="module" src="/assets/index-abc.js"></script><link rel="modulepreload" href="/assets/app-abc.js"></template>';
const MAP = '<template id="rp-map-chunks"><link rel="modulepreload" href="/assets/partner-map-leaflet-abc.js"></template>';

type TStartWindow = Window & { rpStart?: () => HTMLElement | null };

/** index.html's shape with `root` in #root, and the start script run as the browser runs it (at the end of <body>). */
const page = (root: string) => {
  document.head.innerHTML = MAP;
  document.body.innerHTML = `<div id="root">${root}</div>${START}`;
  // the script's text run as global code of this test's realm (an indirect eval), where vitest's jsdom environment puts
  // the document's globals (the test's own VM context under the vmThreads pool): a <script> element would run in the
  // document's own realm, whose `window` (where the script leaves `rpStart` for the app) the test cannot reach
  (0, eval)(PAGE_START_SCRIPT);
  return {
    /** What the script put into <head>: the scripts' and links' addresses. */
    inHead: () => [...document.head.querySelectorAll('script[src], link[href]')].map((e) => e.getAttribute('src') ?? e.getAttribute('href')),
  };
};

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

// each test's page ends with it: its start (after a frame) has run and its listener is gone
afterEach(async () => {
  await nextFrame();
  (window as TStartWindow).rpStart?.();
});

const SERVER_HTML =
  '<main><h1>Parceiros</h1><button type="button">Lista</button><button type="button" data-loads="rp-map-chunks">Mapa</button></main>';

describe('the pages’ start script', () => {
  it('puts the app’s scripts into <head> only after a server-rendered page’s first frame, live (a script moved from a template would not run)', async () => {
    const { inHead } = page(SERVER_HTML);
    expect(inHead()).toEqual([]);
    expect(document.getElementById('rp-start')).not.toBeNull();
    await nextFrame();
    expect(inHead()).toEqual(['/assets/index-abc.js', '/assets/app-abc.js']);
    const script = document.head.querySelector('script')!;
    expect(script.type).toBe('module');
    expect(document.getElementById('rp-start')).toBeNull();
  });

  it('puts them in at once on a client-rendered page (an empty #root)', () => {
    const { inHead } = page('');
    expect(inHead()).toEqual(['/assets/index-abc.js', '/assets/app-abc.js']);
  });

  it('keeps the button tapped last for the app, and a tap on one with data-loads puts that template’s tags in', async () => {
    const { inHead } = page(SERVER_HTML);
    expect(document.getElementById('root')!.hasAttribute('data-taps')).toBe(true);
    const [list, map] = [...document.querySelectorAll('button')];
    list!.click();
    expect(inHead()).toEqual([]);
    map!.click();
    expect(inHead()).toEqual(['/assets/partner-map-leaflet-abc.js']);
    expect(document.getElementById('rp-map-chunks')).toBeNull();
    // the app takes the tap (the last one) and the script stops keeping them
    const rpStart = (window as TStartWindow).rpStart!;
    expect(rpStart()).toBe(map);
    list!.click();
    expect(rpStart()).toBe(map);
  });

  it('leaves the map’s code out while no element that wants it shows', () => {
    const { inHead } = page(`<div data-loads="rp-map-chunks" hidden>mapa</div>${SERVER_HTML}`);
    // (jsdom lays nothing out: no element shows)
    expect(inHead()).toEqual([]);
  });
});
