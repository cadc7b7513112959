import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rede-env-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('environment', () => {
  it('has documented defaults, and generates the JWT secret once in DATA_DIR (0600)', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      dataDir: join(cwd, 'data'),
      databaseUrl: null,
      adminEmail: 'admin@rededeparceiros.com.br',
      // no known default: the first administrator's password is generated at the first start
      adminPassword: null,
      jwtTtlSeconds: 8 * 3600,
      smtpUrl: null,
      seedDemo: true,
      logLevel: 'info',
      trustProxy: false,
      support: { address: null, phone: null, email: null },
    });
    const file = join(cwd, 'data', 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(config.jwtSecret);
    expect(loadConfig({}, cwd).jwtSecret).toBe(config.jwtSecret);
  });

  it('does not seed the demo on DATABASE_URL unless asked', () => {
    const cwd = tempDir();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', JWT_SECRET: 'x'.repeat(32) }, cwd).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', JWT_SECRET: 'x'.repeat(32), SEED_DEMO: 'true' }, cwd).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }, cwd).seedDemo).toBe(false);
  });

  it('reads values and parses durations, proxies and colours', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        JWT_TTL: '30m',
        TRUST_PROXY: '1',
        PRIMARY_COLORS: '#112233, #abc',
        JWT_SECRET: 'y'.repeat(40),
        ADMIN_EMAIL: ' Chefe@Exemplo.com ',
      },
      tempDir(),
    );
    expect(config).toMatchObject({ port: 8080, jwtTtlSeconds: 1800, trustProxy: 1, jwtSecret: 'y'.repeat(40), adminEmail: 'chefe@exemplo.com' });
    expect(config.branding.primaryColors).toEqual(['#112233', '#abc']);
  });

  it('reads the customer service (SUPPORT_*) and validates it', () => {
    const cwd = tempDir();
    expect(loadConfig({ SUPPORT_ADDRESS: ' Rua A, 10 ', SUPPORT_PHONE: '(11) 4000-1234', SUPPORT_EMAIL: 'sac@exemplo.com.br' }, cwd).support).toEqual(
      { address: 'Rua A, 10', phone: '(11) 4000-1234', email: 'sac@exemplo.com.br' },
    );
    expect(loadConfig({ SUPPORT_ADDRESS: '', SUPPORT_PHONE: ' ', SUPPORT_EMAIL: '' }, cwd).support).toEqual({
      address: null,
      phone: null,
      email: null,
    });
    try {
      loadConfig({ SUPPORT_ADDRESS: 'x'.repeat(201), SUPPORT_PHONE: '1'.repeat(41), SUPPORT_EMAIL: 'nao-e-email' }, cwd);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).issues.map((i) => i.variable).sort()).toEqual(['SUPPORT_ADDRESS', 'SUPPORT_EMAIL', 'SUPPORT_PHONE']);
    }
    expect(loadConfig({ SUPPORT_ADDRESS: 'x'.repeat(200), SUPPORT_PHONE: '1'.repeat(40) }, cwd).support).toMatchObject({ phone: '1'.repeat(40) });
  });

  it('reads the rate limits of their own (not multiples of the login limit) and validates them', () => {
    const cwd = tempDir();
    expect(loadConfig({}, cwd)).toMatchObject({
      loginRateLimitPerMinute: 10,
      publicRateLimitPerMinute: 300,
      lookupRateLimitPerMinute: 60,
      registrationRateLimitPerHour: 5,
      registrationRequestLimitPerHour: 30,
    });
    const limits = {
      PUBLIC_RATE_LIMIT_PER_MINUTE: '900',
      LOOKUP_RATE_LIMIT_PER_MINUTE: '120',
      REGISTRATION_RATE_LIMIT_PER_HOUR: '2',
      REGISTRATION_REQUEST_LIMIT_PER_HOUR: '12',
    };
    expect(loadConfig({ ...limits, LOGIN_RATE_LIMIT_PER_MINUTE: '50' }, cwd)).toMatchObject({
      loginRateLimitPerMinute: 50,
      publicRateLimitPerMinute: 900,
      lookupRateLimitPerMinute: 120,
      registrationRateLimitPerHour: 2,
      registrationRequestLimitPerHour: 12,
    });
    try {
      loadConfig(
        {
          PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
          LOOKUP_RATE_LIMIT_PER_MINUTE: 'muitos',
          REGISTRATION_RATE_LIMIT_PER_HOUR: '1.5',
          REGISTRATION_REQUEST_LIMIT_PER_HOUR: '2000000',
        },
        cwd,
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).issues.map((i) => i.variable).sort()).toEqual([
        'LOOKUP_RATE_LIMIT_PER_MINUTE',
        'PUBLIC_RATE_LIMIT_PER_MINUTE',
        'REGISTRATION_RATE_LIMIT_PER_HOUR',
        'REGISTRATION_REQUEST_LIMIT_PER_HOUR',
      ]);
    }
  });

  it('refuses TRUST_PROXY=true (every per-IP limit would be spoofable) and checks hop counts and addresses', () => {
    const cwd = tempDir();
    const issues = (env: Record<string, string>) => {
      try {
        loadConfig(env, cwd);
        return [];
      } catch (error) {
        return (error as ConfigError).issues;
      }
    };
    const [refused] = issues({ TRUST_PROXY: 'true' });
    expect(refused?.variable).toBe('TRUST_PROXY');
    expect(refused?.message).toMatch(/forjar o X-Forwarded-For/);
    for (const bad of ['0', '11', 'proxy.example', '10.0.0.1/99', '10.0.0.1,,x'])
      expect(
        issues({ TRUST_PROXY: bad }).map((i) => i.variable),
        bad,
      ).toEqual(['TRUST_PROXY']);
    expect(loadConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24, ::1, loopback' }, cwd).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }, cwd).trustProxy).toBe(false);
  });

  it('reads the timeouts, the connection cap, HSTS and the registration fill time, each within its bounds', () => {
    const cwd = tempDir();
    expect(loadConfig({}, cwd)).toMatchObject({
      requestTimeoutMs: 120_000,
      maxConnectionsPerIp: 64,
      databaseStatementTimeoutMs: 15_000,
      hstsMaxAgeSeconds: 15_552_000,
      registrationMinFillTimeMs: 3_000,
    });
    expect(
      loadConfig(
        {
          REQUEST_TIMEOUT_SECONDS: '30',
          MAX_CONNECTIONS_PER_IP: '0',
          DATABASE_STATEMENT_TIMEOUT_MS: '2000',
          HSTS_MAX_AGE_SECONDS: '0',
          REGISTRATION_MIN_FILL_TIME_MS: '0',
        },
        cwd,
      ),
    ).toMatchObject({
      requestTimeoutMs: 30_000,
      maxConnectionsPerIp: 0,
      databaseStatementTimeoutMs: 2000,
      hstsMaxAgeSeconds: 0,
      registrationMinFillTimeMs: 0,
    });
    try {
      loadConfig(
        { REQUEST_TIMEOUT_SECONDS: '1', MAX_CONNECTIONS_PER_IP: '-1', DATABASE_STATEMENT_TIMEOUT_MS: 'x', HSTS_MAX_AGE_SECONDS: '1.5' },
        cwd,
      );
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).issues.map((i) => i.variable).sort()).toEqual([
        'DATABASE_STATEMENT_TIMEOUT_MS',
        'HSTS_MAX_AGE_SECONDS',
        'MAX_CONNECTIONS_PER_IP',
        'REQUEST_TIMEOUT_SECONDS',
      ]);
    }
  });

  it('reads the geocoder (GEOCODER_URL, GEOCODER_USER_AGENT) and validates it', () => {
    const cwd = tempDir();
    expect(loadConfig({}, cwd)).toMatchObject({ geocoderUrl: null, geocoderUserAgent: null });
    expect(loadConfig({ GEOCODER_URL: '', GEOCODER_USER_AGENT: ' ' }, cwd)).toMatchObject({ geocoderUrl: null, geocoderUserAgent: null });
    expect(
      loadConfig(
        { GEOCODER_URL: ' https://geo.exemplo.com.br/nominatim ', GEOCODER_USER_AGENT: 'MinhaRede/2.0 (geocodificação; ti@exemplo.com.br)' },
        cwd,
      ),
    ).toMatchObject({
      geocoderUrl: 'https://geo.exemplo.com.br/nominatim',
      geocoderUserAgent: 'MinhaRede/2.0 (geocodificação; ti@exemplo.com.br)',
    });
    const issuesOf = (env: Record<string, string>) => {
      try {
        loadConfig(env, cwd);
        return [];
      } catch (error) {
        return (error as ConfigError).issues.map((i) => i.variable).sort();
      }
    };
    for (const url of ['geo.exemplo.com.br', 'ftp://geo.exemplo.com.br', 'javascript:alert(1)'])
      expect(issuesOf({ GEOCODER_URL: url }), url).toEqual(['GEOCODER_URL']);
    // a header value: one line, no control characters, at most 200 characters
    for (const agent of ['Rede\r\nX-Injetado: 1', 'Rede\u0000', 'x'.repeat(201), 'Rede 🚀'])
      expect(issuesOf({ GEOCODER_USER_AGENT: agent }), agent).toEqual(['GEOCODER_USER_AGENT']);
    expect(issuesOf({ GEOCODER_USER_AGENT: 'x'.repeat(200) })).toEqual([]);
  });

  it('stops with a message naming each bad variable', () => {
    const cwd = tempDir();
    const attempt = () =>
      loadConfig(
        { PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_TTL: 'sempre', ADMIN_EMAIL: 'nao-e-email', SEED_DEMO: 'talvez', JWT_SECRET: 'curto' },
        cwd,
      );
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const variables = (error as ConfigError).issues.map((i) => i.variable).sort();
      expect(variables).toEqual(['ADMIN_EMAIL', 'DATABASE_URL', 'JWT_SECRET', 'JWT_TTL', 'PORT', 'SEED_DEMO']);
      expect((error as Error).message).toMatch(/PORT: deve ser um número de porta/);
    }
  });
});
