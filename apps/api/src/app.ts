import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './config/rate-limits.ts';
import type { Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { defaultWebDistDir } from './lib/paths.ts';
import type { FileStorage } from './lib/storage/file-storage.ts';
import { uploadStoragePlugin } from './lib/storage/upload-storage-plugin.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { databasePlugin } from './plugins/app/database.ts';
import { gracefulClosePlugin } from './plugins/app/graceful-close.ts';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/app/error-handler.ts';
import { mailerPlugin, type Mailer } from './plugins/app/mailer.ts';
import { notFoundPlugin } from './plugins/app/not-found.ts';
import { notificationSchedulerPlugin, type NotificationSchedulerOptions } from './plugins/app/notification-scheduler.ts';
import { webAppPlugin } from './plugins/app/web-app.ts';
import { hostsPlugin } from './plugins/app/hosts.ts';
import { publicCachePlugin } from './modules/partners/public-cache.ts';
import { partnerDirectoryPlugin } from './modules/partners/directory-plugin.ts';
import { partnerPageRoutes } from './modules/partners/page-routes.ts';
import { helmetPlugin } from './plugins/external/helmet.ts';
import { multipartPlugin } from './plugins/external/multipart.ts';
import { rateLimitPlugin } from './plugins/external/rate-limit.ts';
import { swaggerPlugin } from './plugins/external/swagger.ts';
import { apiRoutes } from './routes.ts';
import { AccessLogController, loggerOptions, type LoggerOption } from './logger.ts';
import type { NotificationDelivery } from './modules/notifications/delivery/notification-delivery.ts';
import { addressLookupPlugin } from './modules/address-lookup/address-lookup-plugin.ts';
import type { CepProvider } from './modules/address-lookup/cep-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The current time (injectable for tests). */
    clock: Clock;
    rateLimits: RateLimits;
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  db: Database;
  /** Defaults to SMTP (SMTP_URL) or the log mailer; tests inject a fake. */
  mailer?: Mailer;
  /** false: silent; true/undefined: LOG_LEVEL; or pino options (e.g. `{ level, stream }`). */
  logger?: LoggerOption;
  clock?: Clock;
  rateLimits?: Partial<RateLimits>;
  /** The built web app to serve; undefined: apps/web/dist if it exists; null: none. */
  webDistDir?: string | null;
  /** Where uploads are stored; default: disk under DATA_DIR/uploads (an object store can replace it). */
  uploadStorage?: FileStorage;
  /** Where due notifications go; default: recorded in notification_deliveries and logged (README 'Push notifications'). */
  notificationDelivery?: NotificationDelivery;
  /** The notification scheduler's timer: default every 30 s, off under NODE_ENV=test. */
  notificationScheduler?: Omit<NotificationSchedulerOptions, 'delivery'>;
  /** The postal-code service of GET /api/address/cep: default CEP_PROVIDER_URL (ViaCEP-compatible) or cep-promise; tests inject a fake. */
  cepProvider?: CepProvider;
};

export type App = FastifyInstance;

/**
 * The Fastify application: external plugins, app plugins, the API under /api, then the web app.
 * It does not own the database (the caller opens and closes it).
 */
export const buildApp = async (options: BuildAppOptions): Promise<App> => {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const webDistDir = options.webDistDir === undefined ? defaultWebDistDir() : options.webDistDir;

  const serverOptions: FastifyServerOptions = {
    logger: loggerOptions(options.logger, config.logLevel),
    // proxy-addr accepts a hop count too; fastify's type omits number.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    return503OnClosing: false,
    // Connections are closed by gracefulClosePlugin (idle ones between requests only).
    forceCloseConnections: false,
    routerOptions: { ignoreTrailingSlash: true },
    logController: new AccessLogController(),
    // Router errors (bad percent-encoding, over-long parameter) in the error format too.
    frameworkErrors: frameworkErrorHandler,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('rateLimits', rateLimits);

  // While closing (SIGTERM/SIGINT): in-flight requests finish, new ones get 503 in the error format.
  await app.register(gracefulClosePlugin);

  // External plugins.
  await app.register(helmetPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(multipartPlugin);

  // App plugins.
  await app.register(databasePlugin, { db });
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, jwtTtlSeconds: config.jwtTtlSeconds, clock });
  await app.register(mailerPlugin, { mailer: options.mailer, smtpUrl: config.smtpUrl, from: config.mailFrom });
  await app.register(uploadStoragePlugin, { storage: options.uploadStorage, dataDir: config.dataDir });
  await app.register(notificationSchedulerPlugin, { ...options.notificationScheduler, delivery: options.notificationDelivery });
  await app.register(addressLookupPlugin, { provider: options.cepProvider, providerUrl: config.cepProviderUrl });
  await app.register(publicCachePlugin);
  await app.register(partnerDirectoryPlugin);
  await app.register(hostsPlugin, { hosts: config.hosts });

  // Routes.
  await app.register(apiRoutes, { prefix: '/api' });

  // The web app, and the 404 handler (JSON for /api, SPA fallback otherwise).
  if (webDistDir) await app.register(webAppPlugin, { root: webDistDir });
  await app.register(partnerPageRoutes, { webDistDir: webDistDir ?? null });
  await app.register(notFoundPlugin, {
    spa: Boolean(webDistDir),
    max: rateLimits.notFoundMax,
    timeWindow: rateLimits.notFoundWindowMs,
  });

  return app;
};
