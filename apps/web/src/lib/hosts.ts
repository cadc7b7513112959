/**
 * Hosting rule (section 1): the back-office answers only on the back-office host, the public
 * directory only on the public host, registration (company_register) on the registration host.
 * A host that is none of the configured ones (local development, an IP) may show everything, and
 * nothing happens while the hosts are not configured.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { browser } from './browser';
import { appConfigQueryOptions, type TAppConfig } from './config';

export type THostArea = keyof TAppConfig['hosts'];

const normaliseHost = (value: string): string =>
  value
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/\/.*$/, '')
    .toLowerCase();

type TLocationLike = Pick<Location, 'host' | 'protocol' | 'pathname' | 'search' | 'hash'>;

/** The address to send the browser to, or null when the current host may show `area`. */
export const hostRedirectUrl = (area: THostArea, location: TLocationLike, hosts: TAppConfig['hosts']): string | null => {
  const configured = hosts[area];
  if (!configured) return null;
  const target = normaliseHost(configured);
  const current = location.host.toLowerCase();
  if (!target || current === target) return null;
  const known = Object.values(hosts)
    .filter((h): h is string => Boolean(h))
    .map(normaliseHost);
  if (!known.includes(current)) return null;
  return `${location.protocol}//${target}${location.pathname}${location.search}${location.hash}`;
};

/** Sends the browser to the right host for `area` once the configuration is known. */
export const useHostRule = (area: THostArea): void => {
  const { data } = useQuery(appConfigQueryOptions());
  useEffect(() => {
    if (!data) return;
    const url = hostRedirectUrl(area, window.location, data.hosts);
    if (url) browser.replace(url);
  }, [area, data]);
};
