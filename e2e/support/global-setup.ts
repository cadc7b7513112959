import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeServices } from './fake-services.ts';
import { startServer } from './server.ts';
import { startSmtpSink } from './smtp-sink.ts';

/** One server of the browser tests, with its own embedded database, demo accounts and mail file. */
export type E2eServer = {
  baseUrl: string;
  mailFile: string;
  /** The demo partner accounts (random passwords the seed wrote to DATA_DIR/demo-accounts.txt). */
  partner1: { email: string; password: string };
  partner2: { email: string; password: string };
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (e2e/support/e2e-server.ts picks the worker's own). */
    servers: E2eServer[];
    adminEmail: string;
    adminPassword: string;
  }
}

/**
 * Browser test files run two at a time, each worker on a server of its own: a file never sees another file's
 * writes, and the two cores are both used (a browser test waits on the server and the other way round).
 */
export const E2E_WORKERS = 2;

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

/** Starts one server on a fresh embedded database (seeded with the demo), with its own SMTP sink. */
const startE2eServer = async (fakes: { cepUrl: string; geocoderUrl: string }) => {
  const dir = mkdtempSync(join(tmpdir(), 'rede-e2e-'));
  const mailFile = join(dir, 'mail.jsonl');
  writeFileSync(mailFile, '');
  const smtp = await startSmtpSink(mailFile);
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
  const demo = readDemoAccounts(join(dir, 'data', 'demo-accounts.txt'));
  const account = (email: string) => {
    const password = demo.get(email);
    if (!password) throw new Error(`demo-accounts.txt sem a conta ${email}`);
    return { email, password };
  };
  const info: E2eServer = {
    baseUrl: server.url,
    mailFile,
    partner1: account('parceiro1@demo.rededeparceiros.com.br'),
    partner2: account('parceiro2@demo.rededeparceiros.com.br'),
  };
  const stop = async () => {
    await server.stop();
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { info, stop };
};

export default async function setup(project: TestProject) {
  const fakes = await startFakeServices();
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startE2eServer(fakes)));
  project.provide(
    'servers',
    servers.map((server) => server.info),
  );
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await fakes.close();
  };
}
