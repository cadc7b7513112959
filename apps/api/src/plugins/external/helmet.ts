import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers. The CSP fits the Vite-built React SPA: scripts only from our origin (no inline script), inline
 * styles (MUI/emotion and Leaflet set them), images from anywhere over https plus data:/blob:
 * (OpenStreetMap tiles, partner photos), XHR to our API and https services (CEP lookup, geocoding),
 * embedded maps in iframes over https.
 */
export const HELMET_OPTIONS: HelmetOptions = {
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
  // The SPA is often served over plain http on a LAN or localhost: HSTS is response-headers.ts' (HTTPS only).
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets with these options, computed ONCE: helmet is an Express middleware that
 * builds the same headers for every request (parsing the CSP each time, ~9 % of a cached public answer's
 * CPU through @fastify/helmet), and none of ours depends on the request.
 */
export const staticSecurityHeaders = (options: HelmetOptions = HELMET_OPTIONS): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
};

/** Sets the security headers on every answer (API, pages, files), before anything else runs. */
export const helmetPlugin = fp(
  async (app) => {
    const headers = staticSecurityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
