import { join } from 'node:path';
import { buildApp, type App } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { DEMO_ACCOUNTS_FILE } from './db/seed/demo-accounts.ts';
import { FIRST_ADMIN_PASSWORD_FILE } from './db/seed/first-admin-password.ts';
import { seedDatabase } from './db/seed/seed-database.ts';
import { warnAboutDemoAccounts } from './db/seed/warn-about-demo-accounts.ts';
import { withDatabaseLock } from './db/with-database-lock.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

/** Entry: env → database (locked) → migrations → seed → app → listen; graceful SIGTERM/SIGINT. */
const main = async (): Promise<void> => {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : `Falha ao ler a configuração: ${(error as Error).message}`);
  }

  let app: App | undefined;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl ?? undefined,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      onPoolError: (error) => app?.log.error({ err: error }, 'erro na conexão com o banco de dados'),
    });
  } catch (error) {
    return fail(error instanceof DataDirLockedError ? error.message : `Não foi possível abrir o banco de dados: ${(error as Error).message}`);
  }

  try {
    const { summary, firstAdminPasswordFile } = await withDatabaseLock(handle, async () => {
      await migrateDatabase(handle);
      return seedDatabase(handle.db, {
        adminEmail: config.adminEmail,
        adminPassword: config.adminPassword,
        firstAdminPasswordFile: join(config.dataDir, FIRST_ADMIN_PASSWORD_FILE),
        demo: config.seedDemo,
        demoAccountsFile: join(config.dataDir, DEMO_ACCOUNTS_FILE),
      });
    });
    const rateLimits = {
      ipMax: config.loginRateLimitPerMinute,
      publicMax: config.publicRateLimitPerMinute,
      lookupMax: config.lookupRateLimitPerMinute,
      registrationsMax: config.registrationRateLimitPerHour,
      registrationRequestsMax: config.registrationRequestLimitPerHour,
      companyWritesMax: config.companyWriteRateLimitPerMinute,
    };
    app = await buildApp({ config, db: handle.db, rateLimits, housekeeping: { vacuum: handle.kind === 'pglite' } });
    if (summary.length > 0) app.log.info({ seed: summary }, 'banco de dados inicializado');
    if (firstAdminPasswordFile) {
      // Where the password is, never the password: the log may be kept or shipped elsewhere.
      app.log.warn(
        { adminEmail: config.adminEmail, passwordFile: firstAdminPasswordFile },
        `Primeiro acesso: a senha do administrador ${config.adminEmail} foi gerada e está em ${firstAdminPasswordFile} (só o dono do arquivo pode lê-lo). Entre com ela: o sistema pede uma senha nova no primeiro acesso.`,
      );
    }
    await warnAboutDemoAccounts(app, handle.db, join(config.dataDir, DEMO_ACCOUNTS_FILE));
    // The public directory's read model, built before the first request (its summary is logged whatever LOG_LEVEL says: the bench reads it).
    const directory = await app.partnerDirectory.start();
    app.log
      .child({}, { level: 'info' })
      .info({ directory }, `diretório público em memória: ${directory.partners} parceiros em ${directory.buildMs} ms`);
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      { database: handle.kind === 'pglite' ? `${config.dataDir}/pgdata (PGlite)` : 'PostgreSQL (DATABASE_URL)' },
      `Rede de Parceiros em http://localhost:${config.port}`,
    );
  } catch (error) {
    process.stderr.write(`Falha ao iniciar o servidor: ${(error as Error).stack ?? String(error)}\n`);
    await app?.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    process.exit(1);
  }

  let isShuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    // Readiness answers 503 at once; requests keep being served for SHUTDOWN_DRAIN_SECONDS while the balancer notices.
    app?.lifecycle.beginDrain();
    if (config.shutdownDrainMs > 0) {
      app?.log.info({ signal, drainMs: config.shutdownDrainMs }, 'encerrando: prontidão 503, aguardando o balanceador parar de enviar');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app?.log.info({ signal }, 'encerrando: aguardando as requisições em andamento');
    const timer = setTimeout(() => {
      process.stderr.write('Encerramento forçado após o tempo limite.\n');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    let code = 0;
    try {
      await app?.close();
    } catch (error) {
      code = 1;
      process.stderr.write(`Erro ao fechar o servidor: ${(error as Error).message}\n`);
    }
    try {
      await handle.close();
    } catch (error) {
      code = 1;
      process.stderr.write(`Erro ao fechar o banco de dados: ${(error as Error).message}\n`);
    }
    process.exit(code);
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));
};

void main();
