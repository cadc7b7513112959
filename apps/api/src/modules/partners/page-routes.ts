import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { publicSiteUrl } from '../../config/env.ts';
import { sendNotFoundPage } from '../../plugins/app/hosts.ts';
import { cityHead, injectHead, partnerHead, stateHead, type PageHead } from './partner-seo.ts';
import { PUBLIC_LIMIT_FACTOR } from './routes.ts';

/**
 * Root-level public pages (not under /api; the sitemap and robots.txt: sitemap-routes.ts):
 * - with the web app served, the SEO pages answer index.html with their own <title>, meta description
 *   and canonical link: /{uf}, /{uf}/{municipio}, /{uf}/{municipio}/{nome}/{id}, /partnersdetails/{id}
 *   (a partner that is not visible: the not-found page with status 404).
 */
export const partnerPageRoutes: FastifyPluginAsync<{ webDistDir: string | null }> = async (app, { webDistDir }) => {
  const { db, config, rateLimits } = app;
  const limit = app.rateLimit({ max: rateLimits.ipMax * PUBLIC_LIMIT_FACTOR, timeWindow: rateLimits.ipWindowMs });
  const base = (_request: FastifyRequest) => publicSiteUrl(config);
  const systemName = config.branding.systemName;
  const hide = { schema: { hide: true } };

  if (!webDistDir) return;

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, head: PageHead | null) => {
    const html = await app.webIndexHtml?.();
    if (!html) return reply.callNotFound();
    if (!head) return sendNotFoundPage(request, reply);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(injectHead(html, head));
  };
  const opts = { ...hide, onRequest: [limit] };
  // A state segment is two letters, so these never shadow files (/assets/*, /favicon.svg) or back-office routes.
  const UF = ':uf(^[A-Za-z]{2}$)';

  app.get<{ Params: { id: string } }>('/partnersdetails/:id(^\\d+$)', opts, async (request, reply) =>
    sendPage(request, reply, await partnerHead(db, Number(request.params.id), base(request), systemName)),
  );
  app.get<{ Params: { uf: string } }>(`/${UF}`, opts, async (request, reply) => sendPage(request, reply, stateHead(request.params.uf, base(request), systemName)));
  app.get<{ Params: { uf: string; municipio: string } }>(`/${UF}/:municipio`, opts, async (request, reply) => {
    const head = await cityHead(db, request.params.uf, request.params.municipio, base(request), systemName);
    // '/sp/são-paulo', '/SP/Sao-Paulo': the city's own address (301), as the page's canonical link says
    const canonicalPath = head ? new URL(head.canonical).pathname : null;
    if (canonicalPath && canonicalPath !== request.url.split('?')[0]) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.header('cache-control', 'no-cache').redirect(`${canonicalPath}${query}`, 301);
    }
    return sendPage(request, reply, head);
  });
  app.get<{ Params: { uf: string; municipio: string; nome: string; id: string } }>(`/${UF}/:municipio/:nome/:id(^\\d+$)`, opts, async (request, reply) => {
    if (!stateHead(request.params.uf, '', '')) return sendNotFoundPage(request, reply);
    return sendPage(request, reply, await partnerHead(db, Number(request.params.id), base(request), systemName));
  });
};
