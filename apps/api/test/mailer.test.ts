import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { RELAXED_RATE_LIMITS, TEST_ADMIN, testConfig, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

describe('mail without SMTP_URL (the embedded default)', () => {
  it('writes the message (to, subject, text) to the server log at info level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const app = await buildApp({
      config: testConfig({ smtpUrl: null }),
      db: database.db,
      logger: { level: 'info', stream },
      rateLimits: RELAXED_RATE_LIMITS,
      webDistDir: null,
    });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/login/send-reset-password-code', payload: { email: TEST_ADMIN.email } });
      expect(response.statusCode).toBe(200);
      await app.mailOutbox.drain();
      const entry = lines.map((line) => JSON.parse(line)).find((e) => e.mail);
      expect(entry).toBeDefined();
      expect(entry.level).toBe(30);
      expect(entry.mail.to).toBe(TEST_ADMIN.email);
      expect(entry.mail.subject).toBe('Código para redefinir sua senha - Rede de Parceiros');
      expect(entry.mail.text).toMatch(/Seu código de verificação é: \d{6}/);
    } finally {
      await app.close();
    }
  });
});
