/**
 * Hosting rule (section 1): the back-office answers only on the back-office host, the public directory only on
 * the public host, registration (company_register) on the registration host. The server applies it to page
 * requests; the web app applies the same decision (the domain's `hostDecision`) to its own navigation between
 * areas, so a link from the directory to the login goes to the back-office host. Local hosts show everything,
 * and nothing happens while the hosts are not configured.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { hostDecision } from '@rede/domain/hosts';
import { browser } from './browser';
import { appConfigQueryOptions, type TAppConfig } from './config';

export type THostArea = keyof TAppConfig['hosts'];

type TLocationLike = Pick<Location, 'host' | 'protocol' | 'pathname' | 'search' | 'hash'>;

/** The address to send the browser to, or null when the current host may show `area`. */
export const hostRedirectUrl = (area: THostArea, location: TLocationLike, hosts: TAppConfig['hosts']): string | null => {
  const decision = hostDecision(area, location.host, hosts);
  if (decision.kind !== 'redirect') return null;
  const protocol = decision.protocol ? `${decision.protocol}:` : location.protocol;
  return `${protocol}//${decision.host}${location.pathname}${location.search}${location.hash}`;
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
