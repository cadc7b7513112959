/**
 * Runtime configuration (`GET /api/config`, public): system name (page title), copyright line,
 * branding (logo, primary colours, footer HTML, system name), hosts and map tiles.
 * Sensible defaults apply until it loads and when it fails (the failure is only logged).
 */
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

// domain: the answer of `GET /api/config`; replace with the domain's type when it exports one.
export type TBranding = {
  logoUrl: string | null;
  /** A colour, a list of colours (the first is the primary) or `{ main }`. */
  primaryColors: string | string[] | { main?: string } | null;
  footerText: string | null;
  systemName: string | null;
};

export type TAppConfig = {
  systemName: string;
  copyright: string;
  branding: TBranding;
  hosts: { public: string | null; backoffice: string | null; register: string | null };
  map: { tileUrl: string; attribution: string };
};

export const DEFAULT_APP_CONFIG: TAppConfig = {
  systemName: 'Rede de Parceiros',
  copyright: `© ${new Date().getFullYear()} Rede de Parceiros. Todos os direitos reservados.`,
  branding: { logoUrl: null, primaryColors: null, footerText: null, systemName: null },
  hosts: { public: null, backoffice: null, register: null },
  map: {
    tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '&copy; OpenStreetMap contributors',
  },
};

const mergeConfig = (partial: Partial<TAppConfig> | undefined): TAppConfig => ({
  ...DEFAULT_APP_CONFIG,
  ...partial,
  branding: { ...DEFAULT_APP_CONFIG.branding, ...partial?.branding },
  hosts: { ...DEFAULT_APP_CONFIG.hosts, ...partial?.hosts },
  map: { ...DEFAULT_APP_CONFIG.map, ...partial?.map },
});

export const getAppConfig = async (): Promise<TAppConfig> => {
  try {
    return mergeConfig(await api.get<Partial<TAppConfig>>('/config'));
  } catch (error) {
    console.error('Não foi possível carregar a configuração; usando os padrões.', error);
    return DEFAULT_APP_CONFIG;
  }
};

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['app-config'], queryFn: getAppConfig, staleTime: Infinity, retry: false });

/** The configuration; defaults until loaded. */
export const useAppConfig = (): TAppConfig => useQuery(appConfigQueryOptions()).data ?? DEFAULT_APP_CONFIG;

/** The displayed system name: branding first, then the configured name. */
export const systemNameOf = (config: TAppConfig): string => config.branding.systemName || config.systemName;

const HEX_COLOR = /^#(?:[0-9a-f]{3}){1,2}$/i;
const validColor = (value: string | undefined | null): string | null => (value && HEX_COLOR.test(value.trim()) ? value.trim() : null);

/** The brand colours from branding.primaryColors (first = primary, second = secondary), if valid. */
export const brandColors = (branding: TBranding): { primary: string; secondary: string | null } | null => {
  const { primaryColors } = branding;
  const list = !primaryColors
    ? []
    : typeof primaryColors === 'string'
      ? primaryColors.split(',')
      : Array.isArray(primaryColors)
        ? primaryColors
        : [primaryColors.main ?? ''];
  const primary = validColor(list[0]);
  return primary ? { primary, secondary: validColor(list[1]) } : null;
};

/** The primary colour from branding, if any. */
export const brandPrimaryColor = (branding: TBranding): string | null => brandColors(branding)?.primary ?? null;

/** document.title = the configured system name. */
export const useDocumentTitle = (): void => {
  const name = systemNameOf(useAppConfig());
  useEffect(() => {
    document.title = name;
  }, [name]);
};

/** Store links shown on the login's welcome panel. */
export const STORE_LINKS = {
  appStore: (import.meta.env.VITE_APP_STORE_URL as string | undefined) ?? 'https://www.apple.com/br/app-store/',
  googlePlay: (import.meta.env.VITE_GOOGLE_PLAY_URL as string | undefined) ?? 'https://play.google.com/store/apps',
};
