import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { companyLogs, mailOutbox } from '../src/db/schema/index.ts';
import { MAX_MAIL_ATTEMPTS, dispatchOutbox } from '../src/lib/mail/dispatch-outbox.ts';
import { enqueueMail } from '../src/lib/mail/outbox.ts';
import type { MailMessage } from '../src/lib/mail/mailer.ts';
import { as, asAdminOf, companyPayload, createCompanyUser, postCompany, tag } from './company-helpers.ts';
import { TEST_ADMIN, build, createTestClock, createUser, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
const NOW = new Date('2026-05-04T12:00:00Z');
const silentLog = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

const outboxRows = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(mailOutbox.id);

describe('mail outbox', () => {
  it('sends each queued message once, blanks secret bodies after sending, and leaves nothing for a second run', async () => {
    const to = `caixa.${tag()}@teste.com.br`;
    await enqueueMail(database.db, {
      kind: 'test',
      now: NOW,
      message: { to, subject: 'Código', text: 'Seu código de verificação é: 123456' },
      isSensitive: true,
    });
    await enqueueMail(database.db, { kind: 'test', now: NOW, message: { to, subject: 'Aviso', text: 'texto' } });
    const sent: MailMessage[] = [];
    const mailer = { send: async (m: MailMessage) => void sent.push(m) };
    await dispatchOutbox({ db: database.db, mailer, log: silentLog }, NOW);
    await dispatchOutbox({ db: database.db, mailer, log: silentLog }, NOW);
    expect(sent.filter((m) => m.to === to).map((m) => m.subject)).toEqual(['Código', 'Aviso']);
    const rows = await outboxRows(to);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    expect(rows[0]!.textBody).not.toContain('123456');
  });

  it('retries a failed send with growing delays and marks it failed after the last attempt', async () => {
    const to = `falha.${tag()}@teste.com.br`;
    await enqueueMail(database.db, { kind: 'test', now: NOW, message: { to, subject: 'x', text: 'y' } });
    const errors: unknown[] = [];
    const log = { error: (entry: unknown) => void errors.push(entry), warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
    const failing = {
      send: async (m: MailMessage) => {
        if (m.to === to) throw new Error('550 caixa inexistente');
      },
    };
    let clock = NOW.getTime();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await dispatchOutbox({ db: database.db, mailer: failing, log }, new Date(clock));
      const [row] = await outboxRows(to);
      expect(row!.attempts).toBe(attempt);
      if (attempt < MAX_MAIL_ATTEMPTS) {
        expect(row!.status).toBe('pending');
        // not due before its delay
        delays.push(row!.sendAfter.getTime() - clock);
        await dispatchOutbox({ db: database.db, mailer: failing, log }, new Date(row!.sendAfter.getTime() - 1));
        expect((await outboxRows(to))[0]!.attempts).toBe(attempt);
        clock = row!.sendAfter.getTime();
      }
    }
    const [row] = await outboxRows(to);
    expect(row).toMatchObject({ status: 'failed', lastError: '550 caixa inexistente' });
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(delays[0]).toBeLessThan(delays.at(-1)!);
    expect(errors).toHaveLength(1);
  });

  it('takes again a message whose sender died mid-send (its claim expired), and never one still claimed', async () => {
    const to = `morto.${tag()}@teste.com.br`;
    const id = await enqueueMail(database.db, { kind: 'test', now: NOW, message: { to, subject: 'x', text: 'y' } });
    await database.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(NOW.getTime() + 60_000) })
      .where(eq(mailOutbox.id, id));
    const sent: MailMessage[] = [];
    const mailer = { send: async (m: MailMessage) => void sent.push(m) };
    await dispatchOutbox({ db: database.db, mailer, log: silentLog }, NOW);
    expect(sent.filter((m) => m.to === to)).toHaveLength(0);
    await dispatchOutbox({ db: database.db, mailer, log: silentLog }, new Date(NOW.getTime() + 61_000));
    expect(sent.filter((m) => m.to === to)).toHaveLength(1);
  });

  it('two dispatchers running at once send every message exactly once', async () => {
    const prefix = `par.${tag()}`;
    for (let i = 0; i < 60; i += 1)
      await enqueueMail(database.db, { kind: 'test', now: NOW, message: { to: `${prefix}.${i}@teste.com.br`, subject: 's', text: 't' } });
    const sent: string[] = [];
    const mailer = {
      send: async (m: MailMessage) => {
        await new Promise((r) => setTimeout(r, 1));
        sent.push(m.to);
      },
    };
    await Promise.all([
      dispatchOutbox({ db: database.db, mailer, log: silentLog }, NOW),
      dispatchOutbox({ db: database.db, mailer, log: silentLog }, NOW),
      dispatchOutbox({ db: database.db, mailer, log: silentLog }, NOW),
    ]);
    const mine = sent.filter((to) => to.startsWith(prefix));
    expect(mine).toHaveLength(60);
    expect(new Set(mine).size).toBe(60);
  });
});

describe('company mails through the outbox', () => {
  it("a partner's 30 edits send each administrator one message at once and one digest of the rest an hour later", async () => {
    const clock = createTestClock(NOW);
    const { app, mailer } = await build(database.db, { clock });
    const asAdmin = asAdminOf(app);
    const secondAdmin = await createUser(database.db, { isAdmin: true });
    const company = await postCompany(asAdmin);
    const owner = as(app, await createCompanyUser(database.db, [company.id]));
    await mailer.flush();
    const digestsTo = (email: string) =>
      mailer.to(email).filter((m) => m.subject.startsWith(`Aprovação pendente: `) && m.text.includes(String(company.cnpj)));
    for (let i = 0; i < 30; i += 1) {
      clock.advance(60_000);
      const response = await owner({
        method: 'PUT',
        url: `/api/companys/companyUsers/companysByUser/${company.id}`,
        payload: { company: { ...companyPayload({ cnpj: company.cnpj, name: company.name, numero: String(100 + i) }), id: company.id } },
      });
      expect(response.statusCode, response.body).toBe(200);
      await mailer.flush();
    }
    for (const email of [TEST_ADMIN.email, secondAdmin.email]) {
      expect(digestsTo(email)).toHaveLength(1);
      expect(digestsTo(email)[0]!.text).toContain('alterou os dados da empresa');
    }
    clock.advance(31 * 60_000);
    await mailer.flush();
    for (const email of [TEST_ADMIN.email, secondAdmin.email]) {
      const digests = digestsTo(email);
      expect(digests).toHaveLength(2);
      expect(digests[1]!.text).toContain('teve 29 alterações');
    }
  });

  it('20 parallel approvals of one company write one log entry and one e-mail (workflow actions are idempotent)', async () => {
    const { app, mailer } = await build(database.db);
    const asAdmin = asAdminOf(app);
    const email = `aprovada.${tag()}@loja.com.br`;
    const company = await postCompany(asAdmin, {
      adminName: 'Dona',
      adminEmail: email,
      adminPassword: 'Senha-forte-da-dona-1',
      adminPassword_confirm: 'Senha-forte-da-dona-1',
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => asAdmin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: company.id } })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    for (const action of ['deactivate', 'deactivate', 'reactivate', 'reactivate']) {
      expect((await asAdmin({ method: 'POST', url: `/api/companys/company/${action}`, payload: { id: company.id } })).statusCode).toBe(200);
    }
    const logs = await database.db
      .select({ typeAction: companyLogs.typeAction })
      .from(companyLogs)
      .where(eq(companyLogs.companyId, company.id))
      .orderBy(companyLogs.id);
    expect(logs.map((l) => l.typeAction)).toEqual(['create', 'approved', 'disabled', 'update']);
    await mailer.flush();
    expect(mailer.to(email).filter((m) => m.subject.startsWith('Cadastro aprovado'))).toHaveLength(1);
  });

  it('a change that rolls back leaves no mail behind (the mail is written in its transaction)', async () => {
    const { app } = await build(database.db);
    const asAdmin = asAdminOf(app);
    const email = `rollback.${tag()}@loja.com.br`;
    const company = await postCompany(asAdmin, {
      adminName: 'R',
      adminEmail: email,
      adminPassword: 'Senha-forte-do-r-1',
      adminPassword_confirm: 'Senha-forte-do-r-1',
    });
    const name = `test_block_${tag()}`;
    await database.db.execute(sql.raw(`alter table company_logs add constraint ${name} check (company_id <> ${company.id}) not valid`));
    try {
      expect(
        (await asAdmin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: company.id } })).statusCode,
      ).toBeGreaterThanOrEqual(400);
    } finally {
      await database.db.execute(sql.raw(`alter table company_logs drop constraint ${name}`));
    }
    expect((await outboxRows(email)).filter((r) => r.kind === 'company-decision')).toEqual([]);
  });
});
