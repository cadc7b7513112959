/**
 * The server-rendered partner page keeps the visitor: "Outros parceiros perto daqui" and the place breadcrumb are
 * plain links in the HTML (no JavaScript needed, crawlers follow them). Uses the built web app (apps/web/dist-ssr).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerPath } from '@rede/domain';
import { findApiRoot } from '../src/lib/paths.ts';
import { serverEntryFile } from '../src/plugins/app/page-renderer.ts';
import { build, useTestDatabase } from './helpers/index.ts';
import { insertPartner, type InsertedPartner } from './partners/insert-partner.ts';

const database = useTestDatabase();
const webDist = join(findApiRoot(), '..', 'web', 'dist');

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

let origin: InsertedPartner;
const near: InsertedPartner[] = [];
let hidden: InsertedPartner;

beforeAll(async () => {
  if (!serverEntryFile(webDist)) {
    const result = spawnSync(process.execPath, [join(findApiRoot(), '..', '..', 'scripts', 'build.mjs')], { stdio: 'inherit' });
    expect(result.status, 'node scripts/build.mjs').toBe(0);
  }
  origin = await insertPartner(database.db, { name: 'Centro Baterias', uf: 'SC', city: 'Florianópolis', lat: -27.59, lng: -48.55 });
  for (let i = 1; i <= 7; i++)
    near.push(
      await insertPartner(database.db, {
        name: `Vizinha ${i}`,
        uf: 'SC',
        city: i <= 3 ? 'Florianópolis' : 'São José',
        lat: -27.59 - i * 0.01,
        lng: -48.55,
      }),
    );
  hidden = await insertPartner(database.db, {
    name: 'Escondida Baterias',
    uf: 'SC',
    city: 'Florianópolis',
    lat: -27.591,
    lng: -48.55,
    status: 'pending',
  });
}, 300_000);

describe('server-rendered partner page: nearby partners and breadcrumb', () => {
  it('links the six nearest other visible partners and the trail Início › Estado › Cidade in the HTML', async () => {
    const { app } = await build(database.db, { webDistDir: webDist });
    const page = await app.inject({ method: 'GET', url: partnerPath(origin), headers: { 'accept-encoding': 'identity' } });
    expect(page.statusCode, page.body.slice(0, 500)).toBe(200);
    const html = page.body;
    expect(html).toContain('Outros parceiros perto daqui');
    const links = hrefs(html);
    for (const partner of near.slice(0, 6)) expect(links, partner.name).toContain(partnerPath(partner));
    expect(links).not.toContain(partnerPath(near[6]!));
    expect(links).not.toContain(partnerPath(hidden));
    // nearest first, with the list's distance format
    const order = near.slice(0, 6).map((p) => html.indexOf(`href="${partnerPath(p)}"`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toMatch(/Florianópolis-SC(<!-- -->)? · 1,1 km/);
    // the visible breadcrumb: the same trail as the JSON-LD, the partner as the current page
    const trail = /<nav[^>]*aria-label="Navegação estrutural"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect(hrefs(trail)).toEqual(['/', '/sc', '/sc/florianopolis']);
    expect(trail).toMatch(/<span[^>]*aria-current="page"[^>]*>Centro Baterias<\/span>/);
    expect(trail).not.toContain('Lista de Parceiros');
    // the legal links at the foot, as on the home
    expect(html).toContain('Termos de Uso');
    expect(html).toContain('Política de Privacidade');
  });
});
