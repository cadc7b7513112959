import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { publicSiteUrl } from '../../config/env.ts';
import { sendNotFoundPage } from '../../plugins/app/hosts.ts';
import { cityPath, statePath, UF_CODES } from '@rede/domain';
import { createPageRenderer, injectInternal, placeOfPage } from '../../plugins/app/page-renderer.ts';
import { cityHead, injectHead, partnerHead, registerHead, stateHead, type PageHead, type PublicReader } from './partner-seo.ts';
import type { TPublicPartnerDetails } from './partner-schemas.ts';
import { lookupVisitor, placeLookupBudget } from './places/place-lookup-budget.ts';
import { sendAnswer, type CachedAnswer } from '../../plugins/app/public-cache.ts';

/** The largest id the database's integer columns hold (2³¹ − 1). */
const MAX_DATABASE_ID = 2_147_483_647;

/**
 * The home, the first partner's state, city and page, asked for once through the public page routes (in process,
 * marked internal): rendered and kept in the page cache, so the first visitors after a start do not pay for the
 * renderer's first runs (its code compiled and optimised, its styles compiled: the first page took ~190 ms at
 * 100 000 partners, the next ones ~20 ms). Answers each URL with its status.
 */
export const warmUpPages = async (app: FastifyInstance): Promise<{ url: string; status: number }[]> => {
  const list = await injectInternal(app, '/api/companys/listfiltred/open?pageSize=1');
  const first = list.statusCode === 200 ? list.json<{ data: { uf: string; city: string; path?: string | null }[] }>().data[0] : undefined;
  const urls = ['/', ...(first?.path ? [statePath(first.uf), cityPath(first.uf, first.city), first.path] : [])];
  const done: { url: string; status: number }[] = [];
  for (const url of urls) done.push({ url, status: (await injectInternal(app, url, { headers: { accept: 'text/html' } })).statusCode });
  return done;
};

/**
 * Root-level public pages (not under /api; the sitemap and robots.txt: sitemap-routes.ts), with the web app served:
 * / (the home; ?uf=&city= from the filter form without JavaScript: 303 to the state's or city's address),
 * /{uf}, /{uf}/{municipio}, /{uf}/{municipio}/{nome}/{id} and /partnersdetails/{id}. They are rendered on the
 * server (plugins/app/page-renderer.ts: the web app's entry-server, with its data, head, CSS and JSON-LD), kept rendered
 * until the next change; without the server entry built, index.html with the page's own head. An unknown
 * state, city or partner (or a hidden one) answers the not-found page with 404; an out-of-date city or
 * partner slug 301 to the canonical address.
 */
export const partnerPageRoutes: FastifyPluginAsync<{ webDistDir: string | null }> = async (app, { webDistDir }) => {
  const { config, rateLimits } = app;
  const limit = app.rateLimit({ max: rateLimits.publicMax, timeWindow: rateLimits.ipWindowMs });
  const base = (_request: FastifyRequest) => publicSiteUrl(config);
  const systemName = config.branding.systemName;
  const hide = { schema: { hide: true } };

  if (!webDistDir) return;

  // The heads read the public answers (and their cache) rather than the database: a page miss costs no extra query.
  const read: PublicReader = {
    async partner(id) {
      const answer = await injectInternal(app, `/api/companys/company/partnerDetails/${id}`);
      return answer.statusCode === 200 ? answer.json<TPublicPartnerDetails>() : null;
    },
  };

  // The public pages rendered on the server (apps/web/src/entry-server.tsx), when the web app's server entry is built.
  const renderer = await createPageRenderer(app, webDistDir);
  // once listening (not under inject-only tests), in the background: the first visitors get pages already rendered
  if (renderer)
    app.addHook('onListen', async () => {
      const started = performance.now();
      void warmUpPages(app).then(
        (pages) => app.log.info({ pages, ms: Math.round(performance.now() - started) }, 'páginas públicas pré-renderizadas após o início'),
        (error: unknown) => {
          // closed meanwhile (a stop right after the start): nothing to warn about
          if (app.server.listening) app.log.warn({ err: error }, 'falha ao pré-renderizar as páginas públicas após o início');
        },
      );
    });

  const sendHtml = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) =>
    sendAnswer(request, reply.header('cache-control', 'no-cache'), answer, 'text/html; charset=utf-8');

  // The query parameters the public pages read; others (utm_*, fbclid…) change nothing on the page, so they
  // share its rendering and its cache entry instead of rendering it again.
  const PAGE_PARAMS = new Set(['line', 'isAssistence', 'openNow', 'pagina', 'local', 'raio']);
  const pageKey = (url: string): string => {
    const at = url.indexOf('?');
    if (at < 0) return url;
    const kept = [...new URLSearchParams(url.slice(at + 1))].filter(([key]) => PAGE_PARAMS.has(key));
    return kept.length ? `${url.slice(0, at)}?${new URLSearchParams(kept).toString()}` : url.slice(0, at);
  };

  // a directory page's ?local= may ask the postal-code service and the geocoder: rendering it takes from the visitor's
  // lookup budget, as the API's place route does (the render's own in-process request is not charged again)
  const lookups = placeLookupBudget(app);
  /** The directory pages (home, state, city) resolve their ?local=; the partner pages do not. */
  const DIRECTORY = { resolvesPlace: true };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, head: PageHead | null, { resolvesPlace = false } = {}) => {
    const html = await app.webIndexHtml?.();
    if (!html) return reply.callNotFound();
    if (renderer) {
      // an unknown or hidden page: the app's not-found page, rendered, with 404 (not cached: any path can be asked)
      if (!head) {
        const page = await renderer.render(request.url, html, 404);
        return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
      }
      // budget spent: the page all the same, its list not sorted from the place and a note saying why (not kept)
      if (resolvesPlace && placeOfPage(request.url) !== null && (await lookups.take(lookupVisitor(request))) > 0) {
        const page = await renderer.renderWithoutPlace(request.url, html);
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
      }
      return sendHtml(request, reply, await renderer.cached(pageKey(request.url), html));
    }
    if (!head) return sendNotFoundPage(request, reply);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(injectHead(html, head));
  };
  // A page rendered since the last change is answered at once (it was checked when it was rendered).
  const fromPageCache = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = renderer?.peek(pageKey(request.url));
    if (!answer) return;
    await sendHtml(request, reply, answer);
    return reply;
  };
  const opts = { ...hide, onRequest: [limit, fromPageCache] };
  // a partner's id is the database's integer: any other number is no partner, answered at once without asking
  // the data layer (which refuses it) or rendering a page for it
  const isPartnerId = (id: string) => /^\d{1,10}$/.test(id) && Number(id) >= 1 && Number(id) <= MAX_DATABASE_ID;
  // A state segment is two letters, so these never shadow files (/assets/*, /favicon.svg) or back-office routes.
  const UF = ':uf(^[A-Za-z]{2}$)';

  // The home. Its filter form works without JavaScript as a plain GET (?uf=&city=&line=&isAssistence=&openNow=): the
  // state and city go to their own address (/sp/sao-paulo), as the app's filters do.
  const ufCodes = new Set<string>(UF_CODES);
  app.get<{ Querystring: Record<string, string | string[] | undefined> }>('/', opts, async (request, reply) => {
    const query = request.query;
    if ('uf' in query || 'city' in query) {
      const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
      const uf = one(query.uf).toUpperCase();
      const city = one(query.city);
      // the form keeps the city of the page it was on when only the state changed (no script clears it): a city
      // that is not in the chosen state leads to the state's page, not to a 404
      // (its head's canonical, without a base URL, is the city's own path)
      const cityInState = city && ufCodes.has(uf) ? cityHead(uf, city, '', systemName) : null;
      const path = ufCodes.has(uf) ? (cityInState ? cityInState.canonical : statePath(uf)) : '/';
      const rest = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (key === 'uf' || key === 'city' || value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) if (v !== '') rest.append(key, v);
      }
      const search = rest.toString();
      return reply.header('cache-control', 'no-cache').redirect(`${path}${search ? `?${search}` : ''}`, 303);
    }
    return sendPage(request, reply, { title: '', description: '', canonical: '' }, DIRECTORY);
  });

  // the self-registration page is drawn in the browser; its HTML still carries its own title and description
  app.get('/company_register', { ...hide, onRequest: [limit] }, async (request, reply) => {
    const html = await app.webIndexHtml?.();
    if (!html) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(injectHead(html, registerHead(base(request), systemName)));
  });

  app.get<{ Params: { id: string } }>('/partnersdetails/:id(^\\d+$)', opts, async (request, reply) => {
    if (!isPartnerId(request.params.id)) return sendNotFoundPage(request, reply);
    return sendPage(request, reply, await partnerHead(read, Number(request.params.id), base(request), systemName));
  });
  app.get<{ Params: { uf: string } }>(`/${UF}`, opts, async (request, reply) =>
    sendPage(request, reply, stateHead(request.params.uf, base(request), systemName), DIRECTORY),
  );
  app.get<{ Params: { uf: string; municipio: string } }>(`/${UF}/:municipio`, opts, async (request, reply) => {
    const head = cityHead(request.params.uf, request.params.municipio, base(request), systemName);
    // '/sp/são-paulo', '/SP/Sao-Paulo': the city's own address (301), as the page's canonical link says
    const canonicalPath = head ? new URL(head.canonical).pathname : null;
    if (canonicalPath && canonicalPath !== request.url.split('?')[0]) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.header('cache-control', 'no-cache').redirect(`${canonicalPath}${query}`, 301);
    }
    return sendPage(request, reply, head, DIRECTORY);
  });
  app.get<{ Params: { uf: string; municipio: string; nome: string; id: string } }>(
    `/${UF}/:municipio/:nome/:id(^\\d+$)`,
    opts,
    async (request, reply) => {
      if (!isPartnerId(request.params.id)) return sendNotFoundPage(request, reply);
      if (!stateHead(request.params.uf, '', '')) return sendPage(request, reply, null);
      const head = await partnerHead(read, Number(request.params.id), base(request), systemName);
      // an out-of-date state, city or name slug: the partner's own address (301), as its canonical link says
      const canonicalPath = head ? new URL(head.canonical).pathname : null;
      if (canonicalPath && canonicalPath !== request.url.split('?')[0]) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.header('cache-control', 'no-cache').redirect(`${canonicalPath}${query}`, 301);
      }
      return sendPage(request, reply, head);
    },
  );
};
