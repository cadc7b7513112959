import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. The CSP fits the Vite-built React SPA: scripts only from our origin, inline
 * styles (MUI/emotion and Leaflet set them), images from anywhere over https plus data:/blob:
 * (OpenStreetMap tiles, partner photos), XHR to our API and https services (CEP lookup, geocoding),
 * embedded maps in iframes over https.
 */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'https:'],
          frameSrc: ["'self'", 'https:'],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
      // The SPA is often served over plain http on a LAN or localhost: no forced https upgrade.
      strictTransportSecurity: false,
    });
  },
  { name: 'helmet' },
);
