import { z } from 'zod';
import type { AppConfig } from '../../config/env.ts';

// domain: expected a ZRuntimeConfigSchema (runtime configuration of the web app) in @rede/domain.
export const ZPublicConfigSchema = z.object({
  systemName: z.string(),
  copyright: z.string(),
  branding: z.object({
    logoUrl: z.string().nullable(),
    primaryColors: z.array(z.string()),
    footerText: z.string().nullable(),
    systemName: z.string(),
  }),
  hosts: z.object({ public: z.string().nullable(), backoffice: z.string().nullable(), register: z.string().nullable() }),
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
});
export type TPublicConfig = z.infer<typeof ZPublicConfigSchema>;

/** The runtime configuration the web app reads at start (GET /api/config). */
export const buildPublicConfig = (config: AppConfig): TPublicConfig => ({
  systemName: config.branding.systemName,
  copyright: config.branding.copyright,
  branding: {
    logoUrl: config.branding.logoUrl,
    primaryColors: config.branding.primaryColors,
    footerText: config.branding.footerText,
    systemName: config.branding.systemName,
  },
  hosts: { ...config.hosts },
  map: { ...config.map },
});
