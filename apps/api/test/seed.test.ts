import { isValidCnpj } from '@rede/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyLines, companyLogs, lines, settings, userCompanies, users } from '../src/db/schema/index.ts';
import { DEMO_CITIES } from '../src/db/seed/demo-cities.ts';
import { seedDatabase } from '../src/db/seed/seed-database.ts';
import { verifyPassword } from '../src/lib/password.ts';
import { useTestDatabase } from './helpers/index.ts';

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
    const options = { adminEmail: 'Chefe@Teste.com.br', adminPassword: 'segredo-1', demo: true };
    const summary = await seedDatabase(db, options);
    expect(summary.length).toBe(4);

    expect(await db.select({ id: settings.id }).from(settings)).toEqual([{ id: 1 }]);
    expect((await db.select({ name: lines.name }).from(lines)).map((l) => l.name)).toEqual(['Moto', 'Caminhão', 'Carro', 'Estacionárias', 'Náutica']);

    const [admin] = await db.select().from(users).where(eq(users.isAdmin, true));
    expect(admin).toMatchObject({ email: 'chefe@teste.com.br', type: 'admin', roleId: null, isActive: true });
    expect(await verifyPassword('segredo-1', admin!.passwordHash)).toBe(true);

    const rows = await db.select().from(companies);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((c) => c.uf)).size).toBeGreaterThanOrEqual(8);
    expect(rows.every((c) => isValidCnpj(c.cnpj!))).toBe(true);
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
    expect(await total(userCompanies)).toBe(rows.length);
    const linesPerCompany = await db.select({ companyId: companyLines.companyId, n: count() }).from(companyLines).groupBy(companyLines.companyId);
    expect(linesPerCompany).toHaveLength(rows.length);
    expect(new Set(linesPerCompany.map((l) => l.n)).size).toBeGreaterThan(1);
    const creates = await db.select().from(companyLogs).where(eq(companyLogs.typeAction, 'create'));
    expect(creates).toHaveLength(rows.length);
    expect(creates[0]?.lineNames.length).toBeGreaterThan(0);

    // Idempotent: a second run changes nothing.
    expect(await seedDatabase(db, options)).toEqual([]);
    expect(await total(companies)).toBe(rows.length);
    expect(await total(users)).toBe(rows.length + 1);
    expect(await total(lines)).toBe(5);
  });
});
