/**
 * Hosting rule (section 1; issue 6): the public directory answers on PUBLIC_HOST, registration
 * (company_register) on REGISTER_HOST, the back-office (everything else) on BACKOFFICE_HOST.
 * Only page requests (GET/HEAD outside /api that are not files) are concerned; /api answers on every host.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchPagePath } from '@rede/domain';
import { routeNotFoundBody } from './error-handler.ts';

export type HostArea = 'public' | 'register' | 'backoffice';
export type HostsConfig = { public: string | null; backoffice: string | null; register: string | null };

/**
 * The area of a page path, or null when it is not a page the web app has: /api, /assets/*, files (a last
 * segment with a dot: /favicon.svg, /robots.txt, /sitemap.xml) and unknown paths (those get the not-found
 * page, 404, on the host they were asked on). The pages are the domain's PAGE_PATHS.
 */
export const classifyPath = (pathname: string): HostArea | null => {
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

/** 'https://Parceiros.example.com/x' → { host: 'parceiros.example.com', protocol: 'https' }. */
export const parseHost = (value: string): { host: string; protocol: string | null } => {
  const trimmed = value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(trimmed);
  return {
    host: trimmed
      .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
      .replace(/\/.*$/, '')
      .toLowerCase(),
    protocol: scheme ? scheme[1]!.toLowerCase() : null,
  };
};

const withoutPort = (host: string) => (host.startsWith('[') ? host.replace(/\]:\d+$/, ']') : host.replace(/:\d+$/, ''));

/** localhost, *.localhost, 127.x.x.x and [::1] serve every area (local development). */
export const isLocalHost = (host: string): boolean => {
  const name = withoutPort(host.toLowerCase());
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '[::1]' || name === '::1';
};

/** Same host; a configured host without port matches any port. */
const sameHost = (current: string, configured: string) =>
  current === configured || (!/:\d+$/.test(configured.replace(/^\[.*\]/, '')) && withoutPort(current) === configured);

export type HostDecision = { kind: 'serve' } | { kind: 'redirect'; host: string; protocol: string | null } | { kind: 'notFound' };

/**
 * What a page of `area` asked for on `currentHost` gets:
 * - no host variable set, or a local host → serve;
 * - the area's host set: serve on it, else 302 to the same path on it;
 * - the area's host not set: 404 page on a host configured for another area, else serve (an unknown host).
 */
export const hostDecision = (area: HostArea, currentHost: string, hosts: HostsConfig): HostDecision => {
  const configured = Object.values(hosts)
    .filter((h): h is string => Boolean(h?.trim()))
    .map((h) => parseHost(h).host);
  if (configured.length === 0) return { kind: 'serve' };
  const current = currentHost.trim().toLowerCase();
  if (isLocalHost(current)) return { kind: 'serve' };
  const own = hosts[area]?.trim() ? parseHost(hosts[area]) : null;
  if (own) return sameHost(current, own.host) ? { kind: 'serve' } : { kind: 'redirect', host: own.host, protocol: own.protocol };
  return configured.some((h) => sameHost(current, h)) ? { kind: 'notFound' } : { kind: 'serve' };
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
  if (html) return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  return reply.code(404).type('application/json; charset=utf-8').send(routeNotFoundBody());
};

/** The hosting rule as an onRequest hook on page requests. */
export const hostsPlugin = fp<{ hosts: HostsConfig }>(
  async (app, { hosts }) => {
    const isOff = !Object.values(hosts).some((h) => h?.trim());
    if (isOff) return;
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const area = classifyPath(request.url);
      if (!area) return;
      const decision = hostDecision(area, request.host, hosts);
      if (decision.kind === 'serve') return;
      if (decision.kind === 'redirect') {
        const protocol = decision.protocol ?? request.protocol;
        return reply.header('cache-control', 'no-cache').redirect(`${protocol}://${decision.host}${request.url}`, 302);
      }
      return sendNotFoundPage(request, reply);
    });
  },
  { name: 'hosts' },
);
