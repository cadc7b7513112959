import { onTestFinished } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../../src/app.ts';
import type { AppConfig } from '../../src/config/env.ts';
import type { RateLimits } from '../../src/config/rate-limits.ts';
import type { Database } from '../../src/db/client.ts';
import type { Clock } from '../../src/lib/clock.ts';
import type { LoggerOption } from '../../src/logger.ts';
import type { CepProvider } from '../../src/modules/address-lookup/cep-provider.ts';
import type { Geocoder } from '../../src/modules/geocoding/geocoder.ts';
import { createFakeMailer, type FakeMailer } from './fake-mailer.ts';

/** A complete configuration for tests (no env, no files). */
export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  loginRateLimitPerMinute: 10,
  publicRateLimitPerMinute: 300,
  lookupRateLimitPerMinute: 60,
  registrationRateLimitPerHour: 5,
  registrationRequestLimitPerHour: 30,
  companyWriteRateLimitPerMinute: 30,
  databaseUrl: null,
  adminEmail: 'admin@teste.com.br',
  adminPassword: 'Chave#Teste-2026',
  jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
  jwtTtlSeconds: 8 * 3600,
  smtpUrl: null,
  mailFrom: 'Rede de Parceiros <nao-responda@teste.com.br>',
  hosts: { public: null, backoffice: null, register: null },
  publicUrl: null,
  seedDemo: false,
  logLevel: 'silent',
  trustProxy: false,
  requestTimeoutMs: 120_000,
  shutdownDrainMs: 0,
  maxConnectionsPerIp: 0,
  databaseStatementTimeoutMs: 15_000,
  hstsMaxAgeSeconds: 15_552_000,
  // off: a test machine's load is no overload (test/under-pressure.test.ts turns it on)
  underPressure: { maxEventLoopDelayMs: 0, maxHeapUsedPercent: 0, retryAfterSeconds: 10 },
  registrationMinFillTimeMs: 3_000,
  branding: { systemName: 'Rede de Parceiros', copyright: '© Rede de Parceiros', logoUrl: null, primaryColors: ['#c62828'], footerText: null },
  map: { tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' },
  support: { address: null, phone: null, email: null },
  ...overrides,
});

/** Generous limits so ordinary tests never hit 429; rate-limit tests lower them. */
export const RELAXED_RATE_LIMITS: Partial<RateLimits> = {
  ipMax: 10_000,
  publicMax: 300_000,
  lookupMax: 60_000,
  registrationsMax: 5_000,
  registrationRequestsMax: 30_000,
  loginFailuresMax: 1_000,
  loginIpFailuresMax: 10_000,
  loginAccountAlarm: 10_000,
  resetSendsMax: 1_000,
  notFoundMax: 10_000,
  companyWritesMax: 30_000,
};

export type BuildOptions = {
  config?: Partial<AppConfig>;
  clock?: Clock;
  rateLimits?: Partial<RateLimits>;
  logger?: LoggerOption;
  webDistDir?: string | null;
  /** The postal-code service (GET /api/address/cep); tests never reach the internet. */
  cepProvider?: CepProvider;
  /** The place search (GET /api/geocoding/search); tests never reach the internet. */
  geocoder?: Geocoder;
  /** The company imports' background run (off under test: call app.companyImports.runNow()); positions resolved without a pause. */
  companyImportRunner?: BuildAppOptions['companyImportRunner'];
  /** The database's periodic upkeep (off under test unless enabled here). */
  housekeeping?: BuildAppOptions['housekeeping'];
  /** Runs before app.ready(): register test-only routes here. */
  before?: (app: App) => void | Promise<void>;
};

export type TestApp = { app: App; mailer: FakeMailer; db: Database };

/** buildApp on the given database with a fake mailer; the app closes when the current test ends. */
export const build = async (db: Database, options: BuildOptions = {}): Promise<TestApp> => {
  const mailer = createFakeMailer();
  const app = await buildApp({
    config: testConfig(options.config),
    db,
    mailer,
    logger: options.logger ?? false,
    rateLimits: { ...RELAXED_RATE_LIMITS, ...options.rateLimits },
    webDistDir: options.webDistDir ?? null,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.cepProvider ? { cepProvider: options.cepProvider } : {}),
    ...(options.geocoder ? { geocoder: options.geocoder } : {}),
    companyImportRunner: { positionIntervalMs: 0, ...options.companyImportRunner },
    ...(options.housekeeping ? { housekeeping: options.housekeeping } : {}),
  });
  mailer.flush = async () => {
    await app.mailOutbox.drain();
  };
  await options.before?.(app);
  await app.ready();
  onTestFinished(async () => {
    await app.close();
  });
  return { app, mailer, db };
};
