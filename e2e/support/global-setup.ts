import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  }
}

export const ADMIN_EMAIL = 'admin.e2e@rededeparceiros.com.br';
export const ADMIN_PASSWORD = 'Admin#e2e2026';

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
    // The bot trap's minimum fill time (3 s) is tested in the API suite; browsers here fill forms at machine speed.
    REGISTRATION_MIN_FILL_TIME_MS: '0',
    CEP_PROVIDER_URL: fakes.cepUrl,
    GEOCODER_URL: fakes.geocoderUrl,
  });
  project.provide('baseUrl', server.url);
  project.provide('mailFile', mailFile);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  return async () => {
    await server.stop();
    await smtp.close();
    await fakes.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
