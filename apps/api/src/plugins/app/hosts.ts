/**
 * Hosting rule (section 1): the public directory answers on PUBLIC_HOST, registration
 * (company_register) on REGISTER_HOST, the back-office (everything else) on BACKOFFICE_HOST.
 * Only page requests (GET/HEAD outside /api that are not files) are concerned; /api answers on every host.
 * The decision itself is the domain's `hostDecision` (the web app applies the same one to its own navigation).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hostDecision, matchPagePath, type TPageArea, type THostsConfig } from '@rede/domain';
import { routeNotFoundBody } from './error-handler.ts';
import { notFoundHtml } from '../../lib/not-found-html.ts';
import { isDoubleSlashPath } from './not-found.ts';

/**
 * The area of a page path, or null when it is not a page the web app has: /api, /assets/*, files (a last
 * segment with a dot: /favicon.svg, /robots.txt, /sitemap.xml) and unknown paths (those get the not-found
 * page, 404, on the host they were asked on). The pages are the domain's PAGE_PATHS.
 */
export const classifyPath = (pathname: string): TPageArea | null => {
  if (isDoubleSlashPath(pathname)) return null;
  const path = pathname.split('?')[0]!.replace(/\/+$/, '') || '/';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return null;
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponentSafe(s));
  if (segments.length > 0 && segments.at(-1)!.includes('.')) return null;
  return matchPagePath(path)?.area ?? null;
};

const decodeURIComponentSafe = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The built web app's index.html (fresh when the file changes), or null when no web app is served. */
    webIndexHtml?: () => Promise<string | null>;
  }
}

/** Sends the SPA's index.html with a 404 status (the web app shows 'Página não encontrada'), or the JSON 404. */
export const sendNotFoundPage = async (request: FastifyRequest, reply: FastifyReply) => {
  const html = await request.server.webIndexHtml?.();
  if (html)
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(notFoundHtml(html, request.server.config.branding.systemName));
  return reply.code(404).type('application/json; charset=utf-8').send(routeNotFoundBody());
};

/** A scheme a redirect may name: http or https, nothing else (a forged X-Forwarded-Proto: 'javascript'). */
const webScheme = (value: string | null | undefined): 'http' | 'https' | null => {
  const scheme = value?.trim().toLowerCase();
  return scheme === 'http' || scheme === 'https' ? scheme : null;
};

/**
 * The hosting rule as an onRequest hook on page requests. It decides on the request's own Host header, never
 * X-Forwarded-Host (a visitor could send 'localhost' there and get every area on any host); a redirect goes to a
 * configured host, with its configured scheme, else the request's when it is http or https (X-Forwarded-Proto
 * from a trusted proxy), else the connection's own.
 */
export const hostsPlugin = fp<{ hosts: THostsConfig }>(
  async (app, { hosts }) => {
    const isOff = !Object.values(hosts).some((h) => h?.trim());
    if (isOff) return;
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const area = classifyPath(request.url);
      if (!area) return;
      const decision = hostDecision(area, request.headers.host ?? '', hosts);
      if (decision.kind === 'serve') return;
      if (decision.kind === 'redirect') {
        const protocol =
          webScheme(decision.protocol) ??
          webScheme(request.protocol) ??
          ((request.raw.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
        return reply.header('cache-control', 'no-cache').redirect(`${protocol}://${decision.host}${request.url}`, 302);
      }
      return sendNotFoundPage(request, reply);
    });
  },
  { name: 'hosts' },
);
