import { appendFileSync, chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { randomPassword } from '../../lib/auth/random-password.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { Database } from '../client.ts';
import { sessions, users } from '../schema/index.ts';

/** A demo partner account and its one-time random password. */
export type DemoAccount = { email: string; password: string; company: string };

/** The file under DATA_DIR where the demo accounts' passwords are written once (mode 0600). */
export const DEMO_ACCOUNTS_FILE = 'demo-accounts.txt';

/** The password every demo account shared before the demo passwords became random (a public default: replaced at start, see below). */
export const LEGACY_DEMO_PASSWORD = 'parceiro123';

/** 16 random base64url characters (96 bits) that pass the password policy. */
export const randomDemoPassword = (): string => randomPassword();

const HEADER = [
  '# Contas de demonstração da Rede de Parceiros (SEED_DEMO): somente para demonstração, nunca em produção.',
  '# Cada conta tem uma senha aleatória própria, escrita apenas aqui (nunca no log). Formato: e-mail<TAB>senha<TAB>empresa (ou nome do usuário)',
  '',
].join('\n');

/** Writes (or appends to) the demo accounts file, readable only by its owner. */
export const writeDemoAccountsFile = (path: string, accounts: DemoAccount[], now = new Date()): void => {
  if (accounts.length === 0) return;
  mkdirSync(dirname(path), { recursive: true });
  const lines = `# ${now.toISOString()}\n${accounts.map((a) => `${a.email}\t${a.password}\t${a.company}`).join('\n')}\n`;
  if (existsSync(path)) appendFileSync(path, lines, { mode: 0o600 });
  else writeFileSync(path, HEADER + lines, { mode: 0o600 });
  chmodSync(path, 0o600);
};

/** Parses the file (e-mail → password; the latest line of an e-mail wins). */
export const parseDemoAccountsFile = (text: string): Map<string, string> => {
  const accounts = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [email, password] = line.split('\t');
    if (email && password) accounts.set(email, password);
  }
  return accounts;
};

/** How many demo accounts exist (the start log warns while any does). */
export const countDemoAccounts = async (db: Database): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.isDemo, true));
  return Number(row?.total ?? 0);
};

/**
 * Databases seeded before the demo passwords became random hold up to 68 demo accounts sharing the public password
 * 'parceiro123' (all with the SAME stored hash: the old seed hashed it once). At start, every group of
 * company users sharing one hash that verifies 'parceiro123' is flagged `is_demo`, gets its own random
 * password, and loses its sessions. Real accounts never share a hash (each hash has its own salt).
 * Returns the accounts changed, for the demo accounts file.
 */
export const secureLegacyDemoAccounts = async (db: Database): Promise<DemoAccount[]> => {
  const shared = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.type, 'company'), eq(users.isDemo, false)))
    .groupBy(users.passwordHash)
    .having(sql`count(*) > 1`);
  const accounts: DemoAccount[] = [];
  for (const { passwordHash } of shared) {
    if (!(await verifyPassword(LEGACY_DEMO_PASSWORD, passwordHash))) continue;
    const members = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.passwordHash, passwordHash));
    const passwords = members.map(() => randomDemoPassword());
    const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
    await db.transaction(async (tx) => {
      for (const [index, member] of members.entries()) {
        await tx.update(users).set({ passwordHash: hashes[index]!, isDemo: true, mustChangePassword: false }).where(eq(users.id, member.id));
      }
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          inArray(
            sessions.userId,
            members.map((member) => member.id),
          ),
        );
    });
    accounts.push(...members.map((member, index) => ({ email: member.email, password: passwords[index]!, company: member.name })));
  }
  return accounts;
};
