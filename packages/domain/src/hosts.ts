/**
 * The hosting rule (section 1), shared by the server (which answers page requests with it) and the web app
 * (which applies it to navigation inside the app): the public directory on PUBLIC_HOST, the registration on
 * REGISTER_HOST, the back-office on BACKOFFICE_HOST. A configured host may carry a scheme ('https://admin.example').
 */
import type { TPageArea } from './page-paths.ts';

export type THostsConfig = { public: string | null; backoffice: string | null; register: string | null };

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

export type THostDecision = { kind: 'serve' } | { kind: 'redirect'; host: string; protocol: string | null } | { kind: 'notFound' };

/**
 * What a page of `area` asked for on `currentHost` gets:
 * - no host variable set, or a local host → serve;
 * - the area's host set: serve on it, else go to the same path on it;
 * - the area's host not set: not found on a host configured for another area, else serve (an unknown host).
 */
export const hostDecision = (area: TPageArea, currentHost: string, hosts: THostsConfig): THostDecision => {
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
