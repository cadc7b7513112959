import type { ServerOptions } from 'node:http';
import type { Redis } from 'ioredis';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './config/rate-limits.ts';
import type { Database } from './db/client.ts';
import { compiledValidatorCompiler } from './lib/compiled-validator.ts';
import { createMemoryAttemptStore, type AttemptStore } from './lib/attempt-store.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { defaultWebDistDir } from './lib/paths.ts';
import type { FileStorage } from './lib/storage/file-storage.ts';
import { uploadStoragePlugin } from './lib/storage/upload-storage-plugin.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { databasePlugin } from './plugins/app/database.ts';
import { connectionLimitsPlugin } from './plugins/app/connection-limits.ts';
import { redisPlugin } from './plugins/app/redis.ts';
import { createRedisAttemptStore, withLocalFallback } from './lib/redis/redis-attempt-store.ts';
import { gracefulClosePlugin } from './plugins/app/graceful-close.ts';
import { housekeepingPlugin, type HousekeepingOptions } from './plugins/app/housekeeping.ts';
import { deleteExpiredAuthRows } from './modules/sessions/delete-expired-auth-rows.ts';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrorHandler } from './plugins/app/error-handler.ts';
import type { Mailer } from './lib/mail/mailer.ts';
import { mailerPlugin } from './plugins/app/mailer.ts';
import { notFoundPlugin } from './plugins/app/not-found.ts';
import { notificationSchedulerPlugin, type NotificationSchedulerOptions } from './modules/notifications/delivery/notification-scheduler.ts';
import { uploadCleanupPlugin, type UploadCleanupOptions } from './modules/uploads/upload-cleanup.ts';
import { webAppPlugin } from './plugins/app/web-app.ts';
import { hostsPlugin } from './plugins/app/hosts.ts';
import { responseHeadersPlugin } from './plugins/app/response-headers.ts';
import { underPressurePlugin } from './plugins/app/under-pressure.ts';
import { publicCachePlugin } from './plugins/app/public-cache.ts';
import { partnerDirectoryPlugin } from './modules/partners/directory-plugin.ts';
import { directoryRelayPlugin } from './plugins/app/directory-relay.ts';
import { partnerPageRoutes } from './modules/partners/page-routes.ts';
import { sitemapRoutes } from './modules/partners/sitemap-routes.ts';
import { helmetPlugin } from './plugins/external/helmet.ts';
import { rateLimitPlugin } from './plugins/external/rate-limit.ts';
import { swaggerPlugin } from './plugins/external/swagger.ts';
import { apiRoutes } from './routes.ts';
import { AccessLogController, loggerOptions, requestChildLogger, type LoggerOption } from './logger.ts';
import type { NotificationDelivery } from './modules/notifications/delivery/notification-delivery.ts';
import { addressLookupPlugin } from './modules/address-lookup/address-lookup-plugin.ts';
import type { CepProvider } from './modules/address-lookup/cep-provider.ts';
import { geocoderPlugin } from './modules/geocoding/geocoder-plugin.ts';
import { companyImportRunnerPlugin, type CompanyImportRunnerOptions } from './modules/company-imports/import-runner-plugin.ts';
import type { Geocoder } from './modules/geocoding/geocoder.ts';
import { analyticsPlugin, type AnalyticsOptions } from './modules/analytics/analytics-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The current time (injectable for tests). */
    clock: Clock;
    rateLimits: RateLimits;
    /** Counters of failed logins, codes sent and wrong current passwords (lib/attempt-store.ts). */
    attemptStore: AttemptStore;
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
  /** Where attempt counters live; default in memory (one process). A shared store (Redis) goes here. */
  attemptStore?: AttemptStore;
  /** A Redis client to use instead of connecting to REDIS_URL (tests). */
  redis?: Redis | null;
  /** The built web app to serve; undefined: apps/web/dist if it exists; null: none. */
  webDistDir?: string | null;
  /** Send the mail outbox on a timer and after writes; default on, except under NODE_ENV=test (tests call app.mailOutbox.drain()). */
  mailOutboxEnabled?: boolean;
  /** Where uploads are stored; default: disk under DATA_DIR/uploads (an object store can replace it). */
  uploadStorage?: FileStorage;
  /** Where due notifications go; default: recorded in notification_deliveries and logged (README 'Push notifications'). */
  notificationDelivery?: NotificationDelivery;
  /** The notification scheduler's timer: default every 30 s, off under NODE_ENV=test. */
  notificationScheduler?: Omit<NotificationSchedulerOptions, 'delivery'>;
  /** The cleanup of unreferenced uploads: default every UPLOAD_CLEANUP_INTERVAL, off under NODE_ENV=test. */
  uploadCleanup?: UploadCleanupOptions;
  /** The postal-code service of GET /api/address/cep: default CEP_PROVIDER_URL (ViaCEP-compatible) or cep-promise; tests inject a fake. */
  cepProvider?: CepProvider;
  /** The place search of GET /api/geocoding/search: default Nominatim at GEOCODER_URL (OpenStreetMap's when unset); tests inject a fake. */
  geocoder?: Geocoder;
  /** The background run of the company imports: default every 2 s and after each commit, off under NODE_ENV=test (tests call app.companyImports.runNow()). */
  companyImportRunner?: CompanyImportRunnerOptions;
  /** Engagement analytics' writes: default every 5 s and on close, the timer off under NODE_ENV=test (tests call app.analytics.flush()). */
  analytics?: AnalyticsOptions;
  /** The database's periodic upkeep (ended sessions and codes; VACUUM on the embedded database): off under NODE_ENV=test. */
  housekeeping?: Omit<HousekeepingOptions, 'cleanup'>;
};

export type App = FastifyInstance;

/**
 * TRUST_PROXY as Fastify takes it: the proxies' addresses as they are; a hop count as a function
 * trusting that many hops nearest the server (Fastify ≥ 5.8 treats a plain number as "trust nothing",
 * since a count cannot tell a proxy from a client that reached the server directly: use a count only
 * when the server is reachable through the proxies alone, docs/deploy.md).
 */
export const trustProxyOption = (value: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

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
    trustProxy: trustProxyOption(config.trustProxy),
    // A request (headers and body) must arrive within requestTimeoutMs (checked every second, not Node's
    // default 30 s), its headers within 20 s; a connection silent for 60 s is closed.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: 60_000,
    // (options.http goes to http.createServer; the union type of FastifyServerOptions hides it here)
    ...{ http: { connectionsCheckingInterval: 1_000, headersTimeout: Math.min(20_000, config.requestTimeoutMs) } satisfies ServerOptions },
    return503OnClosing: false,
    // Connections are closed by gracefulClosePlugin (idle ones between requests only).
    forceCloseConnections: false,
    routerOptions: { ignoreTrailingSlash: true },
    logController: new AccessLogController(),
    childLoggerFactory: requestChildLogger,
    // Router errors (bad percent-encoding, over-long parameter) in the error format too.
    frameworkErrors: frameworkErrorHandler,
    // What Node's HTTP parser refuses (a raw 'ção' in the query, a request too slow) in the same format, in pt-BR.
    clientErrorHandler,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(compiledValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('rateLimits', rateLimits);

  // While closing (SIGTERM/SIGINT): in-flight requests finish, new ones get 503 in the error format.
  await app.register(gracefulClosePlugin);
  // Behind a proxy (TRUST_PROXY) every connection is the proxy's: the proxy caps them per client instead.
  await app.register(connectionLimitsPlugin, { maxPerIp: config.trustProxy === false ? config.maxConnectionsPerIp : 0 });
  // Overloaded (event-loop delay, heap): 503 with Retry-After at once, before any other work.
  await app.register(underPressurePlugin, config.underPressure);

  // The shared Redis (REDIS_URL): rate limits and attempt counters of every instance.
  await app.register(redisPlugin, { url: config.redisUrl ?? null, client: options.redis });
  const redis = app.redis;
  app.decorate(
    'attemptStore',
    options.attemptStore ??
      (redis
        ? withLocalFallback(createRedisAttemptStore(redis, `${config.redisKeyPrefix ?? 'rede:'}attempts:`), createMemoryAttemptStore(), (error) =>
            app.log.error({ err: error }, 'Redis indisponível: limites de tentativas contados só nesta instância'),
          )
        : createMemoryAttemptStore()),
  );

  // External plugins.
  await app.register(helmetPlugin);
  await app.register(responseHeadersPlugin, { hstsMaxAgeSeconds: config.hstsMaxAgeSeconds });
  await app.register(rateLimitPlugin, { keyPrefix: config.redisKeyPrefix ?? 'rede:' });
  await app.register(swaggerPlugin);

  // App plugins.
  await app.register(databasePlugin, { db });
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, jwtTtlSeconds: config.jwtTtlSeconds, clock });
  await app.register(mailerPlugin, {
    mailer: options.mailer,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxEnabled: options.mailOutboxEnabled,
    outboxIntervalMs: config.mailOutboxIntervalMs,
  });
  await app.register(uploadStoragePlugin, { storage: options.uploadStorage, dataDir: config.dataDir, s3: config.s3 });
  await app.register(notificationSchedulerPlugin, {
    intervalMs: config.notificationIntervalMs,
    ...options.notificationScheduler,
    delivery: options.notificationDelivery,
  });
  await app.register(uploadCleanupPlugin, { ...options.uploadCleanup });
  await app.register(housekeepingPlugin, { cleanup: deleteExpiredAuthRows, ...options.housekeeping });
  await app.register(addressLookupPlugin, { provider: options.cepProvider, providerUrl: config.cepProviderUrl });
  await app.register(geocoderPlugin, { geocoder: options.geocoder, url: config.geocoderUrl, userAgent: config.geocoderUserAgent });
  await app.register(publicCachePlugin);
  await app.register(partnerDirectoryPlugin);
  await app.register(directoryRelayPlugin, { heartbeatMs: config.changeSignalHeartbeatMs, recheckMs: config.changeSignalRecheckMs });
  await app.register(companyImportRunnerPlugin, { ...options.companyImportRunner });
  await app.register(analyticsPlugin, { ...options.analytics });
  await app.register(hostsPlugin, { hosts: config.hosts });

  // Routes.
  await app.register(apiRoutes, { prefix: '/api' });

  // The web app, and the 404 handler (JSON for /api, SPA fallback otherwise).
  if (webDistDir) await app.register(webAppPlugin, { root: webDistDir });
  await app.register(sitemapRoutes, { webDistDir: webDistDir ?? null });
  await app.register(partnerPageRoutes, { webDistDir: webDistDir ?? null });
  await app.register(notFoundPlugin, {
    spa: Boolean(webDistDir),
    max: rateLimits.notFoundMax,
    timeWindow: rateLimits.notFoundWindowMs,
  });

  return app;
};
