import type { Database } from '../client.ts';
import { secureLegacyDemoAccounts, writeDemoAccountsFile } from './demo-accounts.ts';
import { writeFirstAdminPasswordFile } from './first-admin-password.ts';
import { seedAdmin } from './seed-admin.ts';
import { seedDemo } from './seed-demo.ts';
import { seedLines } from './seed-lines.ts';
import { seedSettings } from './seed-settings.ts';

export type SeedOptions = {
  adminEmail: string;
  /** null: the first administrator gets a random password, written to `firstAdminPasswordFile`. */
  adminPassword: string | null;
  /** Where a generated first-administrator password is written (DATA_DIR/first-admin-password.txt). */
  firstAdminPasswordFile?: string;
  demo: boolean;
  /** Where the demo accounts' random passwords are written (DATA_DIR/demo-accounts.txt); unset: nowhere. */
  demoAccountsFile?: string;
};

export type SeedResult = {
  /** What was created, for the start log (never a password). */
  summary: string[];
  /** Set when the first administrator's password was generated and written there (the start log says where). */
  firstAdminPasswordFile: string | null;
};

/**
 * Fills an empty database: settings record 1, the five product lines, the first administrator and,
 * with `demo`, the demo partner network. Each part runs only when its table is empty (idempotent).
 * Also replaces the shared password of demo accounts seeded by earlier versions.
 */
export const seedDatabase = async (db: Database, options: SeedOptions): Promise<SeedResult> => {
  const summary: string[] = [];
  let firstAdminPasswordFile: string | null = null;
  if (options.adminPassword === null && !options.firstAdminPasswordFile) {
    throw new Error('seedDatabase: without adminPassword a file for the generated password is needed');
  }
  if (await seedSettings(db)) summary.push('configurações (registro 1)');
  const lineCount = await seedLines(db);
  if (lineCount > 0) summary.push(`${lineCount} linhas de produtos`);
  const passwordFile = options.firstAdminPasswordFile;
  const admin = await seedAdmin(db, {
    email: options.adminEmail,
    password: options.adminPassword,
    ...(passwordFile
      ? { keepGenerated: (generated: { email: string; password: string }) => writeFirstAdminPasswordFile(passwordFile, generated) }
      : {}),
  });
  if (admin?.generatedPassword) {
    firstAdminPasswordFile = passwordFile ?? null;
    summary.push(`administrador ${admin.email} (senha gerada em ${passwordFile})`);
  } else if (admin) {
    summary.push(`administrador ${admin.email}`);
  }
  const where = options.demoAccountsFile ? ` (senhas em ${options.demoAccountsFile})` : '';
  if (options.demo) {
    const accounts = await seedDemo(db);
    if (accounts.length > 0) {
      if (options.demoAccountsFile) writeDemoAccountsFile(options.demoAccountsFile, accounts);
      summary.push(`${accounts.length} empresas parceiras de demonstração${where}`);
    }
  }
  const legacy = await secureLegacyDemoAccounts(db);
  if (legacy.length > 0) {
    if (options.demoAccountsFile) writeDemoAccountsFile(options.demoAccountsFile, legacy);
    summary.push(`${legacy.length} contas de demonstração antigas com a senha pública parceiro123 receberam senhas aleatórias${where}`);
  }
  return { summary, firstAdminPasswordFile };
};
