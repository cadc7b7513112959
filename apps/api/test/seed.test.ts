import { isValidCnpj, passwordError } from '@rede/domain';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companies, companyLines, companyLogs, lines, sessions, settings, userCompanies, users } from '../src/db/schema/index.ts';
import { countDemoAccounts, LEGACY_DEMO_PASSWORD, parseDemoAccountsFile } from '../src/db/seed/demo-accounts.ts';
import { DEMO_CITIES } from '../src/db/seed/demo-cities.ts';
import { DEFAULT_PRIVACY_POLICY, DEFAULT_TERMS_AND_CONDITIONS } from '../src/db/seed/default-legal-texts.ts';
import { seedDatabase } from '../src/db/seed/seed-database.ts';
import { hashPassword, verifyPassword } from '../src/lib/password.ts';
import { createTestDatabase, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase({ seed: false });

const total = async (table: Parameters<ReturnType<typeof database.db.select>['from']>[0]) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

const distanceKm = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

describe('seed', () => {
  it('fills an empty database once: settings 1, the five lines, the administrator, the demo network', async () => {
    const db = database.db;
    const demoAccountsFile = join(mkdtempSync(join(tmpdir(), 'rede-seed-')), 'demo-accounts.txt');
    const options = { adminEmail: 'Chefe@Teste.com.br', adminPassword: 'segredo-1', demo: true, demoAccountsFile };
    const { summary, firstAdminPasswordFile } = await seedDatabase(db, options);
    expect(summary.length).toBe(4);
    expect(firstAdminPasswordFile).toBeNull();
    expect(summary.join(' ')).not.toMatch(/parceiro123/);

    expect(await db.select({ id: settings.id }).from(settings)).toEqual([{ id: 1 }]);
    expect((await db.select({ name: lines.name }).from(lines)).map((l) => l.name)).toEqual(['Moto', 'Caminhão', 'Carro', 'Estacionárias', 'Náutica']);

    const [admin] = await db.select().from(users).where(eq(users.isAdmin, true));
    expect(admin).toMatchObject({ email: 'chefe@teste.com.br', type: 'admin', roleId: null, isActive: true });
    expect(await verifyPassword('segredo-1', admin!.passwordHash)).toBe(true);

    const rows = await db.select().from(companies);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((c) => c.uf)).size).toBeGreaterThanOrEqual(8);
    expect(rows.every((c) => isValidCnpj(c.cnpj))).toBe(true);
    expect(new Set(rows.map((c) => c.cnpj)).size).toBe(rows.length);
    expect(new Set(rows.map((c) => c.status))).toEqual(new Set(['approved', 'pending', 'disapproved']));
    expect(rows.filter((c) => c.status === 'approved').length).toBeGreaterThan(rows.length / 2);
    expect(rows.some((c) => c.isAssistence)).toBe(true);
    expect(rows.some((c) => !c.isAssistence)).toBe(true);
    for (const company of rows) {
      const city = DEMO_CITIES.find((c) => c.city === company.city && c.uf === company.uf);
      expect(city, company.city).toBeDefined();
      expect(distanceKm(city!, { latitude: company.latitude!, longitude: company.longitude! })).toBeLessThanOrEqual(city!.radiusKm + 0.01);
      expect(company.cep).toMatch(/^\d{8}$/);
      expect(company.phone).toMatch(/^\d{10,11}$/);
      expect(company.userAdminId).not.toBeNull();
    }

    const partnerUsers = await db.select().from(users).where(eq(users.type, 'company'));
    expect(partnerUsers).toHaveLength(rows.length);
    // Demo accounts: flagged, each with its own random password, written once to a file only its owner reads.
    expect(partnerUsers.every((u) => u.isDemo && !u.mustChangePassword)).toBe(true);
    expect(new Set(partnerUsers.map((u) => u.passwordHash)).size).toBe(partnerUsers.length);
    expect(statSync(demoAccountsFile).mode & 0o777).toBe(0o600);
    const written = parseDemoAccountsFile(readFileSync(demoAccountsFile, 'utf8'));
    expect(written.size).toBe(partnerUsers.length);
    const first = partnerUsers.find((u) => u.email === 'parceiro1@demo.rededeparceiros.com.br')!;
    expect(await verifyPassword(written.get(first.email)!, first.passwordHash)).toBe(true);
    expect(await verifyPassword('parceiro123', first.passwordHash)).toBe(false);
    expect(new Set(written.values()).size).toBe(written.size);
    expect(await countDemoAccounts(db)).toBe(partnerUsers.length);
    expect(await total(userCompanies)).toBe(rows.length);
    const linesPerCompany = await db.select({ companyId: companyLines.companyId, n: count() }).from(companyLines).groupBy(companyLines.companyId);
    expect(linesPerCompany).toHaveLength(rows.length);
    expect(new Set(linesPerCompany.map((l) => l.n)).size).toBeGreaterThan(1);
    const creates = await db.select().from(companyLogs).where(eq(companyLogs.typeAction, 'create'));
    expect(creates).toHaveLength(rows.length);
    expect(creates[0]?.lineNames.length).toBeGreaterThan(0);

    // Idempotent: a second run changes nothing.
    expect((await seedDatabase(db, options)).summary).toEqual([]);
    expect(await total(companies)).toBe(rows.length);
    expect(await total(users)).toBe(rows.length + 1);
    expect(await total(lines)).toBe(5);
  });
});

describe('the default legal texts', () => {
  const options = { adminEmail: 'chefe@teste.com.br', adminPassword: 'segredo-1', demo: false };
  const texts = async (db: typeof database.db) =>
    (await db.select({ terms: settings.termsAndConditions, policy: settings.privacyPolicy }).from(settings).where(eq(settings.id, 1)))[0];

  it('are seeded on a fresh database (pt-BR, LGPD) and an empty record left by an earlier version gets them too', async () => {
    const handle = await createTestDatabase();
    try {
      await seedDatabase(handle.db, options);
      expect(await texts(handle.db)).toEqual({ terms: DEFAULT_TERMS_AND_CONDITIONS, policy: DEFAULT_PRIVACY_POLICY });
      expect(DEFAULT_TERMS_AND_CONDITIONS).toContain('Termos de Uso');
      expect(DEFAULT_PRIVACY_POLICY).toMatch(/LGPD[\s\S]*Dados coletados[\s\S]*Finalidade[\s\S]*Retenção[\s\S]*Seus direitos[\s\S]*Contato/);
      // an empty, never saved record (seeded before the defaults existed)
      await handle.db.execute(sql`update settings set terms_and_conditions = null, privacy_policy = null, dt_update = dt_register where id = 1`);
      await seedDatabase(handle.db, options);
      expect(await texts(handle.db)).toEqual({ terms: DEFAULT_TERMS_AND_CONDITIONS, policy: DEFAULT_PRIVACY_POLICY });
    } finally {
      await handle.close();
    }
  });

  it("never overwrite an administrator's text, nor one the administrator cleared", async () => {
    const handle = await createTestDatabase();
    try {
      await seedDatabase(handle.db, options);
      await handle.db
        .update(settings)
        .set({ termsAndConditions: 'Termos da casa', dtUpdate: new Date(Date.now() + 1000) })
        .where(eq(settings.id, 1));
      await seedDatabase(handle.db, options);
      expect(await texts(handle.db)).toEqual({ terms: 'Termos da casa', policy: DEFAULT_PRIVACY_POLICY });
      // both texts cleared by a save: stays cleared
      await handle.db
        .update(settings)
        .set({ termsAndConditions: null, privacyPolicy: null, dtUpdate: new Date(Date.now() + 2000) })
        .where(eq(settings.id, 1));
      await seedDatabase(handle.db, options);
      expect(await texts(handle.db)).toEqual({ terms: null, policy: null });
    } finally {
      await handle.close();
    }
  });
});

describe('the first administrator without ADMIN_PASSWORD', () => {
  it('gets a random password that passes the policy, written once to a 0600 file (never in the summary), and must change it', async () => {
    const handle = await createTestDatabase();
    try {
      const dir = mkdtempSync(join(tmpdir(), 'rede-first-admin-'));
      const file = join(dir, 'first-admin-password.txt');
      const { summary, firstAdminPasswordFile } = await seedDatabase(handle.db, {
        adminEmail: 'Chefe@Teste.com.br',
        adminPassword: null,
        firstAdminPasswordFile: file,
        demo: false,
      });
      expect(firstAdminPasswordFile).toBe(file);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const [, password] = /^chefe@teste\.com\.br\t(\S+)$/m.exec(readFileSync(file, 'utf8'))!;
      expect(passwordError(password, { email: 'chefe@teste.com.br' })).toBeNull();
      expect(password).not.toBe('admin123');
      expect(summary.join(' ')).toContain(file);
      expect(summary.join(' ')).not.toContain(password);
      const [admin] = await handle.db.select().from(users);
      expect(admin).toMatchObject({ email: 'chefe@teste.com.br', isAdmin: true, mustChangePassword: true });
      expect(await verifyPassword(password!, admin!.passwordHash)).toBe(true);
      expect(await verifyPassword('admin123', admin!.passwordHash)).toBe(false);
      // Once there is a user, nothing is generated again and the file stays as it was.
      expect(
        await seedDatabase(handle.db, { adminEmail: 'chefe@teste.com.br', adminPassword: null, firstAdminPasswordFile: file, demo: false }),
      ).toEqual({
        summary: [],
        firstAdminPasswordFile: null,
      });
      expect(readFileSync(file, 'utf8')).toContain(password);
      // Without a place to write it, a generated password would be lost: refused before anything is written.
      await expect(seedDatabase(handle.db, { adminEmail: 'chefe@teste.com.br', adminPassword: null, demo: false })).rejects.toThrow(/file/);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('leaves no account behind when the file cannot be written', async () => {
    const handle = await createTestDatabase();
    try {
      const blocker = join(mkdtempSync(join(tmpdir(), 'rede-first-admin-')), 'not-a-dir');
      writeFileSync(blocker, '');
      await expect(
        seedDatabase(handle.db, {
          adminEmail: 'chefe@teste.com.br',
          adminPassword: null,
          firstAdminPasswordFile: join(blocker, 'senha.txt'),
          demo: false,
        }),
      ).rejects.toThrow();
      expect(await handle.db.select().from(users)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 60_000);
});

describe('demo accounts of earlier versions', () => {
  it('get random passwords at start when they still share the public password parceiro123; real accounts are untouched', async () => {
    const handle = await createTestDatabase();
    try {
      const db = handle.db;
      const shared = await hashPassword(LEGACY_DEMO_PASSWORD);
      const legacy = await db
        .insert(users)
        .values([1, 2, 3].map((n) => ({ name: `Demo ${n}`, email: `demo${n}@legado.com.br`, passwordHash: shared, type: 'company' })))
        .returning({ id: users.id });
      const real = await db
        .insert(users)
        .values({ name: 'Real', email: 'real@legado.com.br', passwordHash: await hashPassword(LEGACY_DEMO_PASSWORD), type: 'company' })
        .returning({ id: users.id });
      await db.insert(sessions).values({ userId: legacy[0]!.id, expiresAt: new Date(Date.now() + 3_600_000) });
      const file = join(mkdtempSync(join(tmpdir(), 'rede-legacy-')), 'demo-accounts.txt');

      const { summary } = await seedDatabase(db, {
        adminEmail: 'chefe@teste.com.br',
        adminPassword: 'segredo-1',
        demo: false,
        demoAccountsFile: file,
      });
      expect(summary.some((line) => line.startsWith('3 contas de demonstração antigas'))).toBe(true);
      const written = parseDemoAccountsFile(readFileSync(file, 'utf8'));
      for (const { id } of legacy) {
        const [row] = await db.select().from(users).where(eq(users.id, id));
        expect(row?.isDemo).toBe(true);
        expect(await verifyPassword(LEGACY_DEMO_PASSWORD, row!.passwordHash)).toBe(false);
        expect(await verifyPassword(written.get(row!.email)!, row!.passwordHash)).toBe(true);
      }
      const [session] = await db.select().from(sessions).where(eq(sessions.userId, legacy[0]!.id));
      expect(session?.revokedAt).not.toBeNull();
      // A real account with the same password but its own salt is not a demo account (its owner is asked to change at login).
      const [kept] = await db.select().from(users).where(eq(users.id, real[0]!.id));
      expect(kept?.isDemo).toBe(false);
      expect(await verifyPassword(LEGACY_DEMO_PASSWORD, kept!.passwordHash)).toBe(true);
      // Idempotent.
      expect((await seedDatabase(db, { adminEmail: 'chefe@teste.com.br', adminPassword: 'segredo-1', demo: false })).summary).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
