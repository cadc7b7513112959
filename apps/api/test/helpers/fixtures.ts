import { eq } from 'drizzle-orm';
import type { CompanyStatus, UserType } from '@rede/domain';
import type { Database } from '../../src/db/client.ts';
import { companies, companyLines, roles, userCompanies, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';

let sequence = 0;
const next = () => `${process.pid}${++sequence}`;

/** A unique e-mail for a test user. */
export const uniqueEmail = (prefix = 'usuario') => `${prefix}.${next()}@teste.com.br`;

export type TestUser = { id: number; email: string; password: string; name: string };

export const createUser = async (
  db: Database,
  input: {
    email?: string;
    password?: string;
    name?: string;
    type?: UserType;
    isAdmin?: boolean;
    isActive?: boolean;
    roleId?: number | null;
    companyId?: number | null;
    companyIds?: number[];
    canDeleteItself?: boolean;
  } = {},
): Promise<TestUser> => {
  const email = input.email ?? uniqueEmail();
  // A password that passes the policy: a weaker one would be flagged to change at login and refused everywhere else.
  const password = input.password ?? 'Cavalo#Azul-2026';
  const name = input.name ?? `Usuário ${next()}`;
  const [row] = await db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: await hashPassword(password),
      type: input.type ?? 'admin',
      isAdmin: input.isAdmin ?? false,
      isActive: input.isActive ?? true,
      roleId: input.roleId ?? null,
      companyId: input.companyId ?? null,
      canDeleteItself: input.canDeleteItself ?? true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('createUser: no row');
  for (const [position, companyId] of (input.companyIds ?? []).entries()) {
    await db.insert(userCompanies).values({ userId: row.id, companyId, position });
  }
  return { id: row.id, email, password, name };
};

export const createRole = async (db: Database, input: { name?: string; type?: UserType; permissions?: string[]; companyId?: number | null } = {}) => {
  const [row] = await db
    .insert(roles)
    .values({
      name: input.name ?? `Perfil ${next()}`,
      type: input.type ?? 'admin',
      permissions: input.permissions ?? [],
      companyId: input.companyId ?? null,
    })
    .returning();
  if (!row) throw new Error('createRole: no row');
  return row;
};

/** A valid company (unique CNPJ-free by default) with optional lines. */
export const createCompany = async (
  db: Database,
  input: { name?: string; status?: CompanyStatus; isActive?: boolean; uf?: string; city?: string; cnpj?: string | null; lineIds?: number[] } = {},
) => {
  const [row] = await db
    .insert(companies)
    .values({
      name: input.name ?? `Empresa ${next()}`,
      cnpj: input.cnpj ?? null,
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      neibor: 'Bela Vista',
      city: input.city ?? 'São Paulo',
      uf: input.uf ?? 'SP',
      latitude: -23.5614,
      longitude: -46.6559,
      status: input.status ?? 'approved',
      isActive: input.isActive ?? true,
    })
    .returning();
  if (!row) throw new Error('createCompany: no row');
  for (const lineId of input.lineIds ?? []) await db.insert(companyLines).values({ companyId: row.id, lineId });
  return row;
};

export const setUserActive = async (db: Database, userId: number, isActive: boolean) => {
  await db.update(users).set({ isActive }).where(eq(users.id, userId));
};
