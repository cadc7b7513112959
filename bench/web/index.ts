/**
 * Web benchmarks, run by bench/run.ts against the built server:
 * - firstLoad: the public home's first-load JavaScript, gzip bytes (target < 200 KB);
 * - lighthouse: mobile Lighthouse of the home, a city page and a partner page (targets: performance ≥ 95, the others 100);
 * - map: navigation → clustered markers drawn with every partner, headless Chromium (target < 2 s).
 * Figures only: nothing here fails on a number.
 */
import { benchFirstLoad } from './first-load.ts';
import { firstPartnerPath } from './chromium.ts';
import { benchLighthouse, externalHostPatterns } from './lighthouse.ts';
import { benchMap } from './map.ts';

export type TWebPart = 'firstLoad' | 'lighthouse' | 'map';
export const WEB_PARTS: readonly TWebPart[] = ['firstLoad', 'lighthouse', 'map'];

export async function benchWeb(options: {
  baseUrl: string;
  log: (line: string) => void;
  parts?: readonly TWebPart[];
}): Promise<Record<string, unknown>> {
  const { log } = options;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const parts = new Set(options.parts ?? WEB_PARTS);
  const out: Record<string, unknown> = {};

  if (parts.has('firstLoad')) {
    log('— web: first load');
    out.firstLoad = benchFirstLoad(log);
  }
  if (parts.has('lighthouse')) {
    log('— web: lighthouse (mobile)');
    const partnerPath = await firstPartnerPath(baseUrl);
    // the city page of that partner (its path starts /{uf}/{municipio}/…)
    const cityPath = partnerPath?.match(/^\/[a-z]{2}\/[^/]+/)?.[0] ?? null;
    const blocked = await externalHostPatterns(baseUrl, ['/', ...(cityPath ? [cityPath] : []), ...(partnerPath ? [partnerPath] : [])]);
    log(`  blocked (no internet here): ${blocked.length ? blocked.join(', ') : 'none'}`);
    out.lighthouse = {
      blockedUrlPatterns: blocked,
      home: await benchLighthouse('home', `${baseUrl}/`, blocked, log),
      city: cityPath
        ? { path: cityPath, ...(await benchLighthouse('city', `${baseUrl}${cityPath}`, blocked, log)) }
        : { skipped: 'no visible partner' },
      partner: partnerPath
        ? { path: partnerPath, ...(await benchLighthouse('partner', `${baseUrl}${partnerPath}`, blocked, log)) }
        : { skipped: 'no visible partner' },
    };
  }
  if (parts.has('map')) {
    log('— web: map');
    out.map = await benchMap(baseUrl, log);
  }
  return out;
}
