import type { TRuntimeConfig } from '@rede/domain';
import { publicSiteUrl, type AppConfig } from '../../config/env.ts';

/** The runtime configuration the web app reads at start (GET /api/config). */
export const buildPublicConfig = (config: AppConfig): TRuntimeConfig => ({
  systemName: config.branding.systemName,
  copyright: config.branding.copyright,
  branding: {
    logoUrl: config.branding.logoUrl,
    primaryColors: config.branding.primaryColors,
    footerText: config.branding.footerText,
    systemName: config.branding.systemName,
  },
  hosts: { ...config.hosts },
  publicUrl: publicSiteUrl(config),
  map: { ...config.map },
  support: { ...config.support },
});
