/**
 * Runtime configuration (`GET /api/config`, public): system name (page title), copyright line,
 * branding (logo, primary colours, footer HTML, system name), hosts, map tiles and customer service.
 * Sensible defaults apply until it loads and when it fails (the failure is only logged).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRuntimeConfig } from '@rede/domain';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, DEFAULT_SYSTEM_NAME } from '@rede/domain/constants';
import { copyrightLine } from '@rede/domain/messages';
import { normalizeHexColor } from '@rede/domain/validators/color';
import { api } from './api-client';

type TRuntimeBranding = TRuntimeConfig['branding'];

/** Branding as the web app holds it: the API's (`GET /api/config`), or nothing set until it loads. */
export type TBranding = { [K in keyof TRuntimeBranding]: TRuntimeBranding[K] | null };

export type TAppConfig = Omit<TRuntimeConfig, 'branding'> & { branding: TBranding };

export const DEFAULT_APP_CONFIG: TAppConfig = {
  systemName: DEFAULT_SYSTEM_NAME,
  copyright: copyrightLine(DEFAULT_SYSTEM_NAME),
  branding: { logoUrl: null, primaryColors: null, footerText: null, systemName: null },
  hosts: { public: null, backoffice: null, register: null },
  publicUrl: '',
  map: { tileUrl: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_ATTRIBUTION },
  support: { address: null, phone: null, email: null },
};

const mergeConfig = (partial: Partial<TAppConfig> | undefined): TAppConfig => ({
  ...DEFAULT_APP_CONFIG,
  ...partial,
  branding: { ...DEFAULT_APP_CONFIG.branding, ...partial?.branding },
  hosts: { ...DEFAULT_APP_CONFIG.hosts, ...partial?.hosts },
  map: { ...DEFAULT_APP_CONFIG.map, ...partial?.map },
  support: { ...DEFAULT_APP_CONFIG.support, ...partial?.support },
});

export const getAppConfig = async (): Promise<TAppConfig> => {
  try {
    return mergeConfig(await api.get<Partial<TRuntimeConfig>>('/config'));
  } catch (error) {
    console.error('Não foi possível carregar a configuração; usando os padrões.', error);
    return DEFAULT_APP_CONFIG;
  }
};

export const appConfigQueryOptions = () => queryOptions({ queryKey: ['app-config'], queryFn: getAppConfig, staleTime: Infinity, retry: false });

/** The configuration; defaults until loaded. */
export const useAppConfig = (): TAppConfig => useQuery(appConfigQueryOptions()).data ?? DEFAULT_APP_CONFIG;

/** The displayed system name: branding first, then the configured name. */
export const systemNameOf = (config: TAppConfig): string => config.branding.systemName || config.systemName;

/** The brand colours from branding.primaryColors (first = primary, second = secondary), if valid. */
export const brandColors = (branding: TBranding): { primary: string; secondary: string | null } | null => {
  const [first, second] = branding.primaryColors ?? [];
  const primary = normalizeHexColor(first);
  return primary ? { primary, secondary: normalizeHexColor(second) } : null;
};

/** The primary colour from branding, if any. */
export const brandPrimaryColor = (branding: TBranding): string | null => brandColors(branding)?.primary ?? null;

/** Store links shown on the login's welcome panel. */
export const STORE_LINKS = {
  appStore: (import.meta.env.VITE_APP_STORE_URL as string | undefined) ?? 'https://www.apple.com/br/app-store/',
  googlePlay: (import.meta.env.VITE_GOOGLE_PLAY_URL as string | undefined) ?? 'https://play.google.com/store/apps',
};
