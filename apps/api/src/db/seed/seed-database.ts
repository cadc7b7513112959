import type { Database } from '../client.ts';
import { seedAdmin } from './seed-admin.ts';
import { seedDemo } from './seed-demo.ts';
import { seedLines } from './seed-lines.ts';
import { seedSettings } from './seed-settings.ts';

export type SeedOptions = { adminEmail: string; adminPassword: string; demo: boolean };

/**
 * Fills an empty database: settings record 1, the five product lines, the first administrator and,
 * with `demo`, the demo partner network. Each part runs only when its table is empty (idempotent).
 * Returns what was created, for the start log.
 */
export const seedDatabase = async (db: Database, options: SeedOptions): Promise<string[]> => {
  const summary: string[] = [];
  if (await seedSettings(db)) summary.push('configurações (registro 1)');
  const lineCount = await seedLines(db);
  if (lineCount > 0) summary.push(`${lineCount} linhas de produtos`);
  if (await seedAdmin(db, { email: options.adminEmail, password: options.adminPassword })) {
    summary.push(`administrador ${options.adminEmail}`);
  }
  if (options.demo) {
    const companyCount = await seedDemo(db);
    if (companyCount > 0) summary.push(`${companyCount} empresas parceiras de demonstração`);
  }
  return summary;
};
