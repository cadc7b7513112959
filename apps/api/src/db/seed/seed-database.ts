import type { Database } from '../client.ts';
import { secureLegacyDemoAccounts, writeDemoAccountsFile } from './demo-accounts.ts';
import { seedAdmin } from './seed-admin.ts';
import { seedDemo } from './seed-demo.ts';
import { seedLines } from './seed-lines.ts';
import { seedSettings } from './seed-settings.ts';

export type SeedOptions = {
  adminEmail: string;
  adminPassword: string;
  demo: boolean;
  /** Where the demo accounts' random passwords are written (DATA_DIR/demo-accounts.txt); unset: nowhere. */
  demoAccountsFile?: string;
};

/**
 * Fills an empty database: settings record 1, the five product lines, the first administrator and,
 * with `demo`, the demo partner network. Each part runs only when its table is empty (idempotent).
 * Also replaces the shared password of demo accounts seeded by earlier versions. Returns what was
 * created, for the start log (never a password).
 */
export const seedDatabase = async (db: Database, options: SeedOptions): Promise<string[]> => {
  const summary: string[] = [];
  if (await seedSettings(db)) summary.push('configurações (registro 1)');
  const lineCount = await seedLines(db);
  if (lineCount > 0) summary.push(`${lineCount} linhas de produtos`);
  if (await seedAdmin(db, { email: options.adminEmail, password: options.adminPassword })) {
    summary.push(`administrador ${options.adminEmail}`);
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
  return summary;
};
