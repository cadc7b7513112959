import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../../apps/api/src/config/env.ts';

const root = join(import.meta.dirname, '..', '..');
const compose = readFileSync(join(root, 'deploy', 'compose.yaml'), 'utf8');

/** The `environment:` map of the instances' shared block (`x-app`), as the file writes it: `KEY: value` lines, one level in. */
const instanceEnvironment = (): Record<string, string> => {
  const block = /^x-app: &app\n([\s\S]*?)^\S/m.exec(compose)?.[1] ?? '';
  const environment = /^ {2}environment:\n((?: {4}.*\n)+)/m.exec(block)?.[1] ?? '';
  return Object.fromEntries(
    [...environment.matchAll(/^ {4}([A-Z0-9_]+): (.*)$/gm)].map(([, key, value]) => [key!, value!.trim().replace(/^'(.*)'$/, '$1')]),
  );
};

/** `${NAME:?…}` and `${NAME:-default}` as docker compose fills them, with a value for each secret. */
const interpolate = (value: string): string =>
  value.replace(/\$\{([A-Z0-9_]+)(?::([?-])([^}]*))?\}/g, (_all, name: string, kind?: string, rest?: string) =>
    kind === '-' ? rest! : name === 'JWT_SECRET' ? 'j'.repeat(48) : `${name.toLowerCase()}-value`,
  );

describe('deploy/compose.yaml', () => {
  const environment = instanceEnvironment();

  it('sets only variables the server knows', () => {
    expect(Object.keys(environment).length).toBeGreaterThan(5);
    expect(Object.keys(environment).filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
  });

  it('sets what several instances need, and the server accepts the values in production', () => {
    const env = Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolate(value)]));
    // the image sets these (Dockerfile ENV)
    const config = loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '3000', DATA_DIR: '/data', ...env }, '/');
    // one database, shared limits, one signing secret (else each instance would generate its own), uploads in the bucket, mail
    expect(config.databaseUrl).toMatch(/^postgres:\/\/rede:.+@postgres:5432\/rede$/);
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.jwtSecret).toBe('j'.repeat(48));
    expect(config.s3).toMatchObject({ endpoint: 'http://minio:9000', bucket: 'rede-uploads', forcePathStyle: true });
    expect(config.smtpUrl).toBe('smtp://mail:1025');
    // behind nginx: the client's address from the one hop nginx adds, and time for it to stop sending before closing
    expect(config.trustProxy).toBe(1);
    expect(config.shutdownDrainMs).toBeGreaterThan(0);
  });

  it('puts the two instances behind nginx with deploy/nginx.conf', () => {
    expect(compose).toMatch(/^ {2}app1: \*app$/m);
    expect(compose).toMatch(/^ {2}app2: \*app$/m);
    expect(compose).toContain('./nginx.conf:/etc/nginx/rede.conf.template:ro');
    expect(compose).toContain('server app1:3000');
    expect(compose).toContain('server app2:3000');
  });
});
