import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client.ts';
import { countDemoAccounts } from './demo-accounts.ts';

/**
 * At every start: a warning while demo partner accounts exist (their passwords are in the demo
 * accounts file; they are for trying the product, never for a real network).
 */
export const warnAboutDemoAccounts = async (app: { log: FastifyBaseLogger }, db: Database, file: string): Promise<number> => {
  const total = await countDemoAccounts(db);
  if (total > 0) {
    app.log.warn(
      { demoAccounts: total, passwords: file },
      `ATENÇÃO: há ${total} contas de parceiros de demonstração neste banco (senhas em ${file}). Elas servem só para experimentar o produto: não use este banco em produção (inicie com SEED_DEMO=false num banco vazio).`,
    );
  }
  return total;
};
