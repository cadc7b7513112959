import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeServices } from './fake-services.ts';
import { startServer } from './server.ts';
import { startSmtpSink } from './smtp-sink.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailFile: string;
    adminEmail: string;
    adminPassword: string;
    /** The demo partner accounts (random passwords the seed wrote to DATA_DIR/demo-accounts.txt). */
    partner1: { email: string; password: string };
    partner2: { email: string; password: string };
  }
}

export const ADMIN_EMAIL = 'admin.e2e@rededeparceiros.com.br';
/** Set explicitly: production refuses a password under the policy, and an unset one would be generated into DATA_DIR. */
export const ADMIN_PASSWORD = 'Chave#E2e-2026';

/** e-mail → password of the demo accounts file (`e-mail<TAB>senha<TAB>empresa` lines). */
const readDemoAccounts = (file: string): Map<string, string> =>
  new Map(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('\t') as [string, string]),
  );

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'rede-e2e-'));
  const mailFile = join(dir, 'mail.jsonl');
  writeFileSync(mailFile, '');
  const smtp = await startSmtpSink(mailFile);
  const fakes = await startFakeServices();
  const server = await startServer({
    DATA_DIR: join(dir, 'data'),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Rede de Parceiros <nao-responda@rededeparceiros.com.br>',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: 'true',
    // Every browser test logs in from 127.0.0.1; the per-IP login limit itself is tested in the API suite.
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '30000',
    LOOKUP_RATE_LIMIT_PER_MINUTE: '6000',
    REGISTRATION_RATE_LIMIT_PER_HOUR: '500',
    REGISTRATION_REQUEST_LIMIT_PER_HOUR: '3000',
    COMPANY_WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    // no load shedding: these tests check correctness on a shared, often saturated machine
    UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    UNDER_PRESSURE_MAX_HEAP_USED_PERCENT: '0',
    // every browser is 127.0.0.1: a test that needs a visitor of its own (analytics counts a visitor's event once an
    // hour) names one in X-Forwarded-For, which the server takes from this proxy address only
    TRUST_PROXY: '127.0.0.1',
    // The bot trap's minimum fill time (3 s) is tested in the API suite; browsers here fill forms at machine speed.
    REGISTRATION_MIN_FILL_TIME_MS: '0',
    CEP_PROVIDER_URL: fakes.cepUrl,
    GEOCODER_URL: fakes.geocoderUrl,
  });
  project.provide('baseUrl', server.url);
  project.provide('mailFile', mailFile);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  const demo = readDemoAccounts(join(dir, 'data', 'demo-accounts.txt'));
  for (const [key, email] of [
    ['partner1', 'parceiro1@demo.rededeparceiros.com.br'],
    ['partner2', 'parceiro2@demo.rededeparceiros.com.br'],
  ] as const) {
    const password = demo.get(email);
    if (!password) throw new Error(`demo-accounts.txt sem a conta ${email}`);
    project.provide(key, { email, password });
  }
  return async () => {
    await server.stop();
    await smtp.close();
    await fakes.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
