import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import pg from 'pg';
import { poolOf } from '../../db/client.ts';
import type { DirectoryChange } from './directory-changes.ts';

/** The PostgreSQL channel every instance listens on. */
export const DIRECTORY_CHANNEL = 'rede_directory_changes';
/** NOTIFY payloads must stay under 8000 bytes: a larger change is sent as `{ all: true }`. */
const MAX_PAYLOAD_BYTES = 7_500;
const RECONNECT_MIN_MS = 200;
const RECONNECT_MAX_MS = 5_000;

type Message = { from: string; change: DirectoryChange };

declare module 'fastify' {
  interface FastifyInstance {
    /** The relay of the change signal between instances (PostgreSQL only; null on the embedded database). */
    directoryRelay: { readonly instanceId: string; readonly listening: boolean; readonly reconnects: number } | null;
  }
}

const isChange = (value: unknown): value is DirectoryChange => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const ids = (list: unknown) => Array.isArray(list) && list.every((id) => Number.isSafeInteger(id));
  return v.all === true || ids(v.companyIds) || ids(v.lineIds);
};

/**
 * Carries the public directory's change signal to every instance on the same PostgreSQL (LISTEN/NOTIFY,
 * see docs/decisions.md): each local change is published after its commit; each instance listens on a
 * dedicated connection and emits what others published with origin 'remote' (never published again).
 * When the listening connection is lost, it reconnects with backoff and then emits `{ all: true }`: the
 * read model rebuilds, since it may have missed changes meanwhile. Off on the embedded database (one process).
 */
export const directoryRelayPlugin = fp(
  async (app) => {
    const pool = poolOf(app.db);
    if (!pool) {
      app.decorate('directoryRelay', null);
      return;
    }
    const instanceId = randomUUID();
    let listener: pg.Client | null = null;
    let listening = false;
    let closed = false;
    let reconnects = 0;
    let attempt = 0;
    let retryTimer: NodeJS.Timeout | undefined;

    const connect = async (isReconnect: boolean): Promise<void> => {
      if (closed) return;
      const client = new pg.Client({ ...pool.options, keepAlive: true });
      listener = client;
      const lost = (error?: Error) => {
        if (listener !== client) return;
        listener = null;
        listening = false;
        client.removeAllListeners('notification');
        void client.end().catch(() => undefined);
        if (closed) return;
        app.log.warn({ err: error }, 'sinal de mudanças entre instâncias: conexão perdida, reconectando');
        schedule();
      };
      client.on('error', lost);
      client.on('end', () => lost());
      client.on('notification', (notification) => {
        if (notification.channel !== DIRECTORY_CHANNEL || !notification.payload) return;
        try {
          const message = JSON.parse(notification.payload) as Message;
          if (message.from === instanceId || !isChange(message.change)) return;
          app.directoryChanges.emit(message.change, 'remote');
        } catch (error) {
          app.log.warn({ err: error }, 'sinal de mudanças entre instâncias: mensagem ilegível ignorada');
        }
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${DIRECTORY_CHANNEL}`);
      } catch (error) {
        lost(error as Error);
        return;
      }
      if (listener !== client) return;
      listening = true;
      attempt = 0;
      if (isReconnect) {
        reconnects += 1;
        // changes published while this instance was not listening are lost to it: rebuild what it holds
        app.directoryChanges.emit({ all: true }, 'remote');
        app.log.info({ reconnects }, 'sinal de mudanças entre instâncias: reconectado, diretório reconstruído');
      }
    };

    const schedule = () => {
      clearTimeout(retryTimer);
      const delay = Math.min(RECONNECT_MIN_MS * 2 ** attempt, RECONNECT_MAX_MS);
      attempt += 1;
      retryTimer = setTimeout(() => void connect(true), delay);
      retryTimer.unref();
    };

    const publish = async (change: DirectoryChange) => {
      let payload = JSON.stringify({ from: instanceId, change } satisfies Message);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) payload = JSON.stringify({ from: instanceId, change: { all: true } } satisfies Message);
      for (let tries = 0; tries < 3; tries += 1) {
        try {
          await app.db.execute(sql`select pg_notify(${DIRECTORY_CHANNEL}, ${payload})`);
          return;
        } catch (error) {
          if (tries === 2)
            app.log.error(
              { err: error },
              'sinal de mudanças entre instâncias: não publicado; as outras instâncias se atualizam no próximo sinal ou reconexão',
            );
          else await new Promise((resolve) => setTimeout(resolve, 500 * (tries + 1)));
        }
      }
    };

    const unsubscribe = app.directoryChanges.on((change, origin) => {
      if (origin === 'local') void publish(change);
    });

    await connect(false);
    if (!listening) app.log.warn('sinal de mudanças entre instâncias: sem conexão no início; tentando de novo');

    app.decorate('directoryRelay', {
      instanceId,
      get listening() {
        return listening;
      },
      get reconnects() {
        return reconnects;
      },
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(retryTimer);
      unsubscribe();
      const client = listener;
      listener = null;
      listening = false;
      await client?.end().catch(() => undefined);
    });
  },
  { name: 'directory-relay', dependencies: ['partner-directory'] },
);
