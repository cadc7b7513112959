/** GET /api/config (public): the runtime configuration the web app reads at start. */
import { z } from 'zod';

export const ZRuntimeConfigSchema = z.object({
  /** Page title. */
  systemName: z.string(),
  /** Footer line. */
  copyright: z.string(),
  branding: z.object({
    logoUrl: z.string().nullable(),
    /** Brand colours, '#rrggbb': the first is the primary (main), the second the accent. */
    primaryColors: z.array(z.string()),
    /** Footer HTML (sanitised where it is shown). */
    footerText: z.string().nullable(),
    systemName: z.string(),
  }),
  /** Hosts of the public directory, the back-office and the registration (section 1), when configured. */
  hosts: z.object({ public: z.string().nullable(), backoffice: z.string().nullable(), register: z.string().nullable() }),
  /** The public site's absolute address (PUBLIC_URL): canonical links and Open Graph URLs start with it. */
  publicUrl: z.string(),
  /** Leaflet tiles. */
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
  /** Customer service in the public directory's footer (SUPPORT_ADDRESS, SUPPORT_PHONE, SUPPORT_EMAIL); null when unset. */
  support: z.object({ address: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() }),
});
export type TRuntimeConfig = z.infer<typeof ZRuntimeConfigSchema>;
