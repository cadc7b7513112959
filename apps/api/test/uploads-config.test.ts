import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { DEFAULT_UPLOAD_POLICY } from '../src/config/upload-policy.ts';

const base = { JWT_SECRET: 'x'.repeat(32) };
const MB = 1024 * 1024;

describe('upload configuration (UPLOAD_*)', () => {
  it('defaults: 30 requests a minute per user, 100 MB a day, 1 GB stored, 24 h grace, cleanup every hour', () => {
    expect(loadConfig(base, '/tmp').uploads).toEqual(DEFAULT_UPLOAD_POLICY);
    expect(DEFAULT_UPLOAD_POLICY).toEqual({
      ratePerMinute: 30,
      dailyQuotaBytes: 100 * MB,
      totalQuotaBytes: 1024 * MB,
      orphanGraceMs: 24 * 3_600_000,
      cleanupIntervalMs: 3_600_000,
    });
  });

  it('reads the variables (megabytes, 0 = no limit; durations) and treats an empty value as unset', () => {
    const config = loadConfig(
      {
        ...base,
        UPLOAD_RATE_LIMIT_PER_MINUTE: '5',
        UPLOAD_DAILY_QUOTA_MB: '0',
        UPLOAD_TOTAL_QUOTA_MB: '',
        UPLOAD_ORPHAN_GRACE: '2d',
        UPLOAD_CLEANUP_INTERVAL: '15m',
      },
      '/tmp',
    );
    expect(config.uploads).toEqual({
      ratePerMinute: 5,
      dailyQuotaBytes: 0,
      totalQuotaBytes: 1024 * MB,
      orphanGraceMs: 2 * 86_400_000,
      cleanupIntervalMs: 15 * 60_000,
    });
  });

  it('refuses bad values naming each variable', () => {
    const load = () =>
      loadConfig(
        {
          ...base,
          UPLOAD_RATE_LIMIT_PER_MINUTE: '0',
          UPLOAD_DAILY_QUOTA_MB: '-1',
          UPLOAD_TOTAL_QUOTA_MB: '1,5',
          UPLOAD_ORPHAN_GRACE: '10m',
          UPLOAD_CLEANUP_INTERVAL: 'sempre',
        },
        '/tmp',
      );
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      expect((error as ConfigError).issues.map((i) => i.variable).sort()).toEqual([
        'UPLOAD_CLEANUP_INTERVAL',
        'UPLOAD_DAILY_QUOTA_MB',
        'UPLOAD_ORPHAN_GRACE',
        'UPLOAD_RATE_LIMIT_PER_MINUTE',
        'UPLOAD_TOTAL_QUOTA_MB',
      ]);
      expect((error as ConfigError).message).toContain('UPLOAD_ORPHAN_GRACE: use uma duração como 30m, 24h ou 7d (mínimo 1h)');
    }
  });
});
