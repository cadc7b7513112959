/** No default credentials in production: ADMIN_PASSWORD, when set, must pass the policy; unset, it is generated. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.ts';

const dirs: string[] = [];
const cwd = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rede-prod-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const issuesOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env, cwd());
    return null;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.issues;
  }
};

describe('NODE_ENV=production', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) };

  it('refuses the old public default admin123, naming the variable', () => {
    expect(issuesOf({ ...production, ADMIN_PASSWORD: 'admin123' })).toEqual([
      { variable: 'ADMIN_PASSWORD', message: expect.stringContaining('em produção a senha deve seguir a política de senhas') },
    ]);
  });

  it('starts without ADMIN_PASSWORD: there is no default, the first administrator gets a generated one', () => {
    expect(loadConfig(production, cwd()).adminPassword).toBeNull();
    expect(loadConfig({ ...production, ADMIN_PASSWORD: '' }, cwd()).adminPassword).toBeNull();
  });

  it('refuses an ADMIN_PASSWORD that fails the password policy', () => {
    expect(issuesOf({ ...production, ADMIN_PASSWORD: 'senha123' })?.[0]?.message).toBe(
      'em produção a senha deve seguir a política de senhas (Senha muito comum. Escolha uma senha mais difícil de adivinhar.)',
    );
    expect(issuesOf({ ...production, ADMIN_EMAIL: 'joana@loja.com.br', ADMIN_PASSWORD: 'Joana#Forte2026' })?.[0]?.message).toContain(
      'A senha não pode conter o e-mail nem parte dele.',
    );
  });

  it('starts with a strong ADMIN_PASSWORD, and seeds no demo data unless SEED_DEMO=true', () => {
    const config = loadConfig({ ...production, ADMIN_PASSWORD: 'Jabuticaba#2026' }, cwd());
    expect(config.adminPassword).toBe('Jabuticaba#2026');
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ ...production, ADMIN_PASSWORD: 'Jabuticaba#2026', SEED_DEMO: 'true' }, cwd()).seedDemo).toBe(true);
  });

  it('outside production a weak ADMIN_PASSWORD still starts (the administrator must change it at first login); unset has no default', () => {
    expect(loadConfig({ NODE_ENV: 'development', ADMIN_PASSWORD: 'admin123' }, cwd())).toMatchObject({ adminPassword: 'admin123', seedDemo: true });
    expect(loadConfig({ NODE_ENV: 'development' }, cwd()).adminPassword).toBeNull();
  });
});
