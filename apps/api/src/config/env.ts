import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { copyrightLine, DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, DEFAULT_SYSTEM_NAME, isHexColor, passwordError } from '@rede/domain';
import { REGISTRATION_MIN_FILL_TIME_MS } from '@rede/domain/constants';
import { parseDuration } from '../lib/duration.ts';
import type { S3StorageOptions } from '../lib/storage/s3-storage.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limits.ts';
import { DEFAULT_UPLOAD_POLICY, MEGABYTE, MIN_ORPHAN_GRACE_MS, type UploadPolicy } from './upload-policy.ts';

/** Thrown when an environment variable is invalid; the message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(`Configuração inválida:\n${issues.map((i) => `  - ${i.variable}: ${i.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Brand colours when PRIMARY_COLORS is unset: main (markers, buttons) and accent (selected marker). */
export const DEFAULT_PRIMARY_COLORS = '#c62828,#f9a825';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', ''].includes(v), 'use true ou false')
  .transform((v) => (v === '' ? undefined : ['true', '1', 'yes'].includes(v)))
  .optional();

/** An integer variable within [min, max]; unset or empty: `fallback`. */
const integerVar = ({ min, max, fallback }: { min: number; max: number; fallback: number }) =>
  optionalString.transform((v, ctx) => {
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `use um número inteiro de ${min} a ${max}` });
      return z.NEVER;
    }
    return n;
  });

/** An IPv4/IPv6 address or CIDR block, as proxy-addr accepts them (plus its names loopback, linklocal, uniquelocal). */
const isProxyAddress = (value: string): boolean => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
};

/** A whole number of megabytes, 0 (no limit) to 1 TB; unset: `fallback` bytes. */
const megabytes = (fallback: number) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce
        .number({ error: 'use um número inteiro de megabytes (0: sem limite)' })
        .int('use um número inteiro de megabytes (0: sem limite)')
        .min(0, 'mínimo 0 (sem limite)')
        .max(1_048_576, 'máximo 1048576 (1 TB)')
        .transform((mb) => mb * MEGABYTE)
        .optional(),
    )
    .transform((bytes) => bytes ?? fallback);

/** A duration ('90s', '30m', '24h', '7d') of at least `minMs`; unset: `fallbackMs`. */
const duration = (fallbackMs: number, minMs: number, minText: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallbackMs;
      const ms = parseDuration(v);
      if (ms === null || ms < minMs) {
        ctx.addIssue({ code: 'custom', message: `use uma duração como 30m, 24h ou 7d (mínimo ${minText})` });
        return z.NEVER;
      }
      return ms;
    });

const ZEnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'deve ser um número de porta (0 a 65535)' })
    .int('deve ser um número inteiro')
    .min(0, 'deve estar entre 0 e 65535')
    .max(65535, 'deve estar entre 0 e 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'não pode ser vazio').default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, 'não pode ser vazio').default('./data'),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v),
    'deve ser uma URL postgres://usuario:senha@servidor:porta/banco',
  ),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .default('admin@rededeparceiros.com.br')
    .pipe(z.email('deve ser um e-mail válido').max(255, 'deve ter no máximo 255 caracteres')),
  // Unset: the first administrator gets a random password written to DATA_DIR (there is no known default).
  ADMIN_PASSWORD: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(6, 'deve ter pelo menos 6 caracteres').max(255, 'deve ter no máximo 255 caracteres').optional(),
  ),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, 'deve ter pelo menos 32 caracteres'),
  JWT_TTL: z
    .string()
    .trim()
    .default('8h')
    .transform((v, ctx) => {
      const ms = parseDuration(v);
      if (ms === null || ms < 1000) {
        ctx.addIssue({ code: 'custom', message: 'use uma duração como 30m, 8h ou 7d (mínimo 1s)' });
        return z.NEVER;
      }
      return Math.floor(ms / 1000);
    }),
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\/.+/.test(v), 'deve ser uma URL smtp:// ou smtps://'),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'deve ser um remetente, ex.: Nome <email@dominio>')
    .default('Rede de Parceiros <nao-responda@rededeparceiros.com.br>'),
  PUBLIC_HOST: optionalString,
  PUBLIC_URL: optionalString.refine(
    (v) => v === undefined || /^https?:\/\/[^/\s?#]+\/?$/i.test(v),
    'deve ser o endereço do site público com esquema e sem caminho, ex.: https://parceiros.exemplo.com.br',
  ),
  BACKOFFICE_HOST: optionalString,
  REGISTER_HOST: optionalString,
  SEED_DEMO: booleanFlag,
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `use um de: ${LOG_LEVELS.join(', ')}` }).default('info'),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'use um número inteiro' })
    .int('use um número inteiro')
    .min(1, 'mínimo 1')
    .max(10_000, 'máximo 10000')
    .default(10),
  PUBLIC_RATE_LIMIT_PER_MINUTE: integerVar({ min: 1, max: 1_000_000, fallback: DEFAULT_RATE_LIMITS.publicMax }),
  LOOKUP_RATE_LIMIT_PER_MINUTE: integerVar({ min: 1, max: 1_000_000, fallback: DEFAULT_RATE_LIMITS.lookupMax }),
  REGISTRATION_RATE_LIMIT_PER_HOUR: integerVar({ min: 1, max: 1_000_000, fallback: DEFAULT_RATE_LIMITS.registrationsMax }),
  REGISTRATION_REQUEST_LIMIT_PER_HOUR: integerVar({ min: 1, max: 1_000_000, fallback: DEFAULT_RATE_LIMITS.registrationRequestsMax }),
  COMPANY_WRITE_RATE_LIMIT_PER_MINUTE: integerVar({ min: 1, max: 1_000_000, fallback: DEFAULT_RATE_LIMITS.companyWritesMax }),
  TRUST_PROXY: optionalString.transform((v, ctx) => {
    if (v === undefined || v === 'false') return false;
    if (v === 'true') {
      // `true` would take the client address from any X-Forwarded-For a visitor sends: every per-IP limit spoofable.
      ctx.addIssue({
        code: 'custom',
        message:
          'true não é aceito (qualquer visitante poderia forjar o X-Forwarded-For): use o número de proxies à frente do servidor (ex.: 1) ou os endereços deles (ex.: 10.0.0.5,10.0.1.0/24)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops < 1 || hops > 10) {
        ctx.addIssue({ code: 'custom', message: 'use de 1 a 10 proxies (ou false)' });
        return z.NEVER;
      }
      return hops;
    }
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length === 0 || !list.every(isProxyAddress)) {
      ctx.addIssue({ code: 'custom', message: 'use false, o número de proxies (ex.: 1) ou uma lista de IPs/CIDRs (ex.: 10.0.0.5,10.0.1.0/24)' });
      return z.NEVER;
    }
    return list;
  }),
  REQUEST_TIMEOUT_SECONDS: integerVar({ min: 5, max: 3600, fallback: 120 }),
  SHUTDOWN_DRAIN_SECONDS: integerVar({ min: 0, max: 300, fallback: 0 }),
  MAX_CONNECTIONS_PER_IP: integerVar({ min: 0, max: 100_000, fallback: 64 }),
  DATABASE_STATEMENT_TIMEOUT_MS: integerVar({ min: 500, max: 600_000, fallback: 15_000 }),
  HSTS_MAX_AGE_SECONDS: integerVar({ min: 0, max: 63_072_000, fallback: 15_552_000 }),
  UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: integerVar({ min: 0, max: 60_000, fallback: 1_000 }),
  UNDER_PRESSURE_MAX_HEAP_USED_PERCENT: integerVar({ min: 0, max: 100, fallback: 95 }),
  UNDER_PRESSURE_RETRY_AFTER_SECONDS: integerVar({ min: 1, max: 3_600, fallback: 10 }),
  REGISTRATION_MIN_FILL_TIME_MS: integerVar({ min: 0, max: 600_000, fallback: REGISTRATION_MIN_FILL_TIME_MS }),
  SYSTEM_NAME: z.string().trim().min(1, 'não pode ser vazio').default(DEFAULT_SYSTEM_NAME),
  COPYRIGHT: optionalString,
  LOGO_URL: optionalString,
  PRIMARY_COLORS: optionalString.refine(
    (v) => v === undefined || v.split(',').every(isHexColor),
    'use cores hexadecimais separadas por vírgula (ex.: #d32f2f,#ffc107)',
  ),
  FOOTER_TEXT: optionalString,
  S3_ENDPOINT: optionalString.refine((v) => v === undefined || /^https?:\/\/.+/i.test(v), 'deve ser uma URL http:// ou https://'),
  S3_BUCKET: optionalString.refine(
    (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    'use um nome de bucket válido (3 a 63 letras minúsculas, dígitos, . ou -)',
  ),
  S3_REGION: z.string().trim().min(1, 'não pode ser vazio').default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  S3_PREFIX: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9._/-]{1,100}$/.test(v), 'use letras, dígitos, ., _, / ou -'),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'use até 40 letras, dígitos, :, _ ou -')
    .default('rede:'),
  REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\/.+/.test(v), 'deve ser uma URL redis://servidor:6379 ou rediss://…'),
  CEP_PROVIDER_URL: optionalString.refine((v) => v === undefined || /^https?:\/\/.+/i.test(v), 'deve ser uma URL http:// ou https://'),
  GEOCODER_URL: optionalString.refine((v) => v === undefined || /^https?:\/\/.+/i.test(v), 'deve ser uma URL http:// ou https://'),
  // Sent as the User-Agent header (Nominatim's usage policy asks for one naming the application): one line of Latin-1.
  GEOCODER_USER_AGENT: optionalString.refine(
    (v) => v === undefined || (v.length <= 200 && /^[\x20-\x7e\xa0-\xff]+$/.test(v)),
    'use até 200 caracteres numa linha, sem caracteres de controle (vai no cabeçalho User-Agent)',
  ),
  MAP_TILE_URL: z.string().trim().min(1, 'não pode ser vazio').default(DEFAULT_MAP_TILE_URL),
  MAP_ATTRIBUTION: z.string().trim().min(1, 'não pode ser vazio').default(DEFAULT_MAP_ATTRIBUTION),
  SUPPORT_ADDRESS: optionalString.refine((v) => v === undefined || v.length <= 200, 'deve ter no máximo 200 caracteres'),
  SUPPORT_PHONE: optionalString.refine((v) => v === undefined || v.length <= 40, 'deve ter no máximo 40 caracteres'),
  SUPPORT_EMAIL: optionalString.refine((v) => v === undefined || (v.length <= 255 && z.email().safeParse(v).success), 'deve ser um e-mail válido'),
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'use um número inteiro' })
    .int('use um número inteiro')
    .min(1, 'mínimo 1')
    .max(10_000, 'máximo 10000')
    .default(DEFAULT_UPLOAD_POLICY.ratePerMinute),
  UPLOAD_DAILY_QUOTA_MB: megabytes(DEFAULT_UPLOAD_POLICY.dailyQuotaBytes),
  UPLOAD_TOTAL_QUOTA_MB: megabytes(DEFAULT_UPLOAD_POLICY.totalQuotaBytes),
  UPLOAD_ORPHAN_GRACE: duration(DEFAULT_UPLOAD_POLICY.orphanGraceMs, MIN_ORPHAN_GRACE_MS, '1h'),
  UPLOAD_CLEANUP_INTERVAL: duration(DEFAULT_UPLOAD_POLICY.cleanupIntervalMs, 60_000, '1m'),
  NOTIFICATION_INTERVAL: duration(30_000, 1_000, '1s'),
  MAIL_OUTBOX_INTERVAL: duration(5_000, 1_000, '1s'),
  // the default is SITEMAP_REFRESH_INTERVAL_MS (modules/partners/sitemap.ts)
  SITEMAP_REFRESH_INTERVAL: duration(5 * 60_000, 10_000, '10s'),
  // the change signal between instances (plugins/app/directory-relay.ts): its heartbeat and its backstop
  CHANGE_SIGNAL_HEARTBEAT_INTERVAL: duration(30_000, 200, '200ms'),
  CHANGE_SIGNAL_RECHECK_INTERVAL: duration(5 * 60_000, 200, '200ms'),
});

/** Every variable the server reads (besides NODE_ENV): a deployment that sets another has a typo or a stale name. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(ZEnvSchema.shape);

export type AppConfig = {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  databaseUrl: string | null;
  adminEmail: string;
  /** ADMIN_PASSWORD, or null: the first administrator then gets a random password (see seedAdmin). */
  adminPassword: string | null;
  jwtSecret: string;
  /** Token and session lifetime in seconds. */
  jwtTtlSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  hosts: { public: string | null; backoffice: string | null; register: string | null };
  /** PUBLIC_URL without the trailing slash (see publicSiteUrl), or null. */
  publicUrl: string | null;
  seedDemo: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Per IP and minute, on the login and reset-code routes. */
  loginRateLimitPerMinute: number;
  /** Per IP and minute, on the public directory's routes, pages and sitemap (RateLimits.publicMax). */
  publicRateLimitPerMinute: number;
  /** Per IP and minute, on the forms' lookups: check-exist, CEP, place search (RateLimits.lookupMax). */
  lookupRateLimitPerMinute: number;
  /** Per IP and hour: registrations (RateLimits.registrationsMax). */
  registrationRateLimitPerHour: number;
  /** Per IP and hour: registration requests of any outcome (RateLimits.registrationRequestsMax). */
  registrationRequestLimitPerHour: number;
  /** Per user and minute: writes of companies and their product lines (RateLimits.companyWritesMax). */
  companyWriteRateLimitPerMinute: number;
  /** false, a hop count, or the proxies' addresses (never `true`: X-Forwarded-For would be anyone's to forge). */
  trustProxy: false | number | string[];
  /** The longest a request (headers and body) may take to arrive; slower ones are answered 408 and closed. */
  requestTimeoutMs: number;
  /** SIGTERM → readiness 503 for this long while still serving (the balancer stops sending), then close. */
  shutdownDrainMs: number;
  /** How often each instance looks for due notifications (NOTIFICATION_INTERVAL). */
  notificationIntervalMs?: number;
  /** How often each instance sends the mail outbox besides the kick after writes (MAIL_OUTBOX_INTERVAL). */
  mailOutboxIntervalMs?: number;
  /** The least time between two looks at the sitemap after directory changes (SITEMAP_REFRESH_INTERVAL); unset: 5 minutes. */
  sitemapRefreshIntervalMs?: number;
  /** How often the listening connection of the change signal must answer (CHANGE_SIGNAL_HEARTBEAT_INTERVAL); unset: 30 s. */
  changeSignalHeartbeatMs?: number;
  /** How often the database is checked for directory changes no signal announced (CHANGE_SIGNAL_RECHECK_INTERVAL); unset: 5 minutes. */
  changeSignalRecheckMs?: number;
  /** Open connections per client address at most (0: no cap; the reverse proxy caps them when TRUST_PROXY is set). */
  maxConnectionsPerIp: number;
  /** PostgreSQL statement_timeout; the client gives up on a query a little later (a black-holed connection). */
  databaseStatementTimeoutMs: number;
  /** Strict-Transport-Security max-age on HTTPS answers (0: no header). */
  hstsMaxAgeSeconds: number;
  /** Overload: 503 with Retry-After past these (0: that check off; heap as a percentage of V8's heap limit). */
  underPressure: { maxEventLoopDelayMs: number; maxHeapUsedPercent: number; retryAfterSeconds: number };
  /** A registration sent faster than this after its form opened is dropped as a robot's (0: no check). */
  registrationMinFillTimeMs: number;
  branding: { systemName: string; copyright: string; logoUrl: string | null; primaryColors: string[]; footerText: string | null };
  map: { tileUrl: string; attribution: string };
  /** Customer service shown in the public directory's footer (SUPPORT_ADDRESS, SUPPORT_PHONE, SUPPORT_EMAIL); null when unset. */
  support: { address: string | null; phone: string | null; email: string | null };
  /** REDIS_URL: where the rate limits and attempt counters of several instances are shared (null: in memory). */
  redisUrl?: string | null;
  /** S3-compatible storage of the uploads (S3_*), or null: DATA_DIR/uploads on disk. */
  s3?: S3StorageOptions | null;
  /** Prefix of every Redis key (several deployments or test runs may share one Redis). */
  redisKeyPrefix?: string;
  /** CEP_PROVIDER_URL: a ViaCEP-compatible base URL for CEP lookups instead of cep-promise (null: cep-promise). */
  cepProviderUrl?: string | null;
  /** GEOCODER_URL: the Nominatim-compatible place search's base URL (null: OpenStreetMap's Nominatim). */
  geocoderUrl?: string | null;
  /** GEOCODER_USER_AGENT: the User-Agent sent to it (null: the application's own). */
  geocoderUserAgent?: string | null;
  /** Upload rate limit, quotas and the cleanup of unreferenced files (UPLOAD_*); unset: DEFAULT_UPLOAD_POLICY. */
  uploads?: UploadPolicy;
};

/**
 * JWT_SECRET when unset: a random secret generated once and kept in DATA_DIR/jwt-secret (mode 0600),
 * so tokens survive restarts.
 */
export const readOrCreateJwtSecret = (dataDir: string): string => {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
};

/** Parses and validates the environment; throws ConfigError naming each bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig => {
  const result = ZEnvSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? '?'), message: issue.message })));
  }
  const e = result.data;
  // S3: the bucket needs its credentials (and credentials need a bucket)
  const s3Issues = [
    ...(e.S3_BUCKET && !e.S3_ACCESS_KEY_ID ? [{ variable: 'S3_ACCESS_KEY_ID', message: 'obrigatório com S3_BUCKET' }] : []),
    ...(e.S3_BUCKET && !e.S3_SECRET_ACCESS_KEY ? [{ variable: 'S3_SECRET_ACCESS_KEY', message: 'obrigatório com S3_BUCKET' }] : []),
    ...(!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)
      ? [{ variable: 'S3_BUCKET', message: 'obrigatório quando S3_ENDPOINT ou S3_ACCESS_KEY_ID está definido' }]
      : []),
  ];
  if (s3Issues.length > 0) throw new ConfigError(s3Issues);
  const production = env.NODE_ENV === 'production';
  if (production && e.ADMIN_PASSWORD !== undefined) {
    // Production never starts with a weak password for the first administrator (unset: a random one is generated).
    const policy = passwordError(e.ADMIN_PASSWORD, { email: e.ADMIN_EMAIL });
    if (policy) throw new ConfigError([{ variable: 'ADMIN_PASSWORD', message: `em produção a senha deve seguir a política de senhas (${policy})` }]);
  }
  const dataDir = resolve(cwd, e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL ?? null;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    jwtSecret: e.JWT_SECRET ?? readOrCreateJwtSecret(dataDir),
    jwtTtlSeconds: e.JWT_TTL,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    hosts: { public: e.PUBLIC_HOST ?? null, backoffice: e.BACKOFFICE_HOST ?? null, register: e.REGISTER_HOST ?? null },
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, '').toLowerCase() ?? null,
    // Demo data only on the embedded database, and never by default in production.
    seedDemo: e.SEED_DEMO ?? (databaseUrl === null && !production),
    logLevel: e.LOG_LEVEL,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    publicRateLimitPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
    lookupRateLimitPerMinute: e.LOOKUP_RATE_LIMIT_PER_MINUTE,
    registrationRateLimitPerHour: e.REGISTRATION_RATE_LIMIT_PER_HOUR,
    registrationRequestLimitPerHour: e.REGISTRATION_REQUEST_LIMIT_PER_HOUR,
    companyWriteRateLimitPerMinute: e.COMPANY_WRITE_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    notificationIntervalMs: e.NOTIFICATION_INTERVAL,
    mailOutboxIntervalMs: e.MAIL_OUTBOX_INTERVAL,
    sitemapRefreshIntervalMs: e.SITEMAP_REFRESH_INTERVAL,
    changeSignalHeartbeatMs: e.CHANGE_SIGNAL_HEARTBEAT_INTERVAL,
    changeSignalRecheckMs: e.CHANGE_SIGNAL_RECHECK_INTERVAL,
    maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    hstsMaxAgeSeconds: e.HSTS_MAX_AGE_SECONDS,
    underPressure: {
      maxEventLoopDelayMs: e.UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedPercent: e.UNDER_PRESSURE_MAX_HEAP_USED_PERCENT,
      retryAfterSeconds: e.UNDER_PRESSURE_RETRY_AFTER_SECONDS,
    },
    registrationMinFillTimeMs: e.REGISTRATION_MIN_FILL_TIME_MS,
    branding: {
      systemName: e.SYSTEM_NAME,
      copyright: e.COPYRIGHT ?? copyrightLine(e.SYSTEM_NAME),
      logoUrl: e.LOGO_URL ?? null,
      primaryColors: (e.PRIMARY_COLORS ?? DEFAULT_PRIMARY_COLORS).split(',').map((c) => c.trim()),
      footerText: e.FOOTER_TEXT ?? null,
    },
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
    support: { address: e.SUPPORT_ADDRESS ?? null, phone: e.SUPPORT_PHONE ?? null, email: e.SUPPORT_EMAIL ?? null },
    cepProviderUrl: e.CEP_PROVIDER_URL ?? null,
    geocoderUrl: e.GEOCODER_URL ?? null,
    geocoderUserAgent: e.GEOCODER_USER_AGENT ?? null,
    redisUrl: e.REDIS_URL ?? null,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT ?? null,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          prefix: e.S3_PREFIX ?? '',
        }
      : null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    uploads: {
      ratePerMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE,
      dailyQuotaBytes: e.UPLOAD_DAILY_QUOTA_MB,
      totalQuotaBytes: e.UPLOAD_TOTAL_QUOTA_MB,
      orphanGraceMs: e.UPLOAD_ORPHAN_GRACE,
      cleanupIntervalMs: e.UPLOAD_CLEANUP_INTERVAL,
    },
  };
};

/**
 * The public site's absolute address (scheme and host, no trailing slash) for canonical links, Open Graph,
 * the sitemap and robots.txt: PUBLIC_URL; else PUBLIC_HOST (its scheme, else https); else
 * http://localhost:PORT. Never the request's Host or X-Forwarded-Proto, which anyone can forge.
 */
export const publicSiteUrl = (config: Pick<AppConfig, 'publicUrl' | 'hosts' | 'port'>): string => {
  if (config.publicUrl) return config.publicUrl;
  const configured = config.hosts.public?.trim();
  if (configured) {
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(configured)?.[1]?.toLowerCase() ?? 'https';
    const host = configured
      .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
      .replace(/\/.*$/, '')
      .toLowerCase();
    return `${scheme}://${host}`;
  }
  return `http://localhost${config.port ? `:${config.port}` : ''}`;
};
