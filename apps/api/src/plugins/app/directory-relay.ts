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
/** How often the listening connection is asked to answer (CHANGE_SIGNAL_HEARTBEAT_INTERVAL). */
export const DEFAULT_HEARTBEAT_MS = 30_000;
/** How often the database's marker of directory changes is compared (CHANGE_SIGNAL_RECHECK_INTERVAL). */
export const DEFAULT_RECHECK_MS = 5 * 60_000;
/** The longest a heartbeat (or the LISTEN of a new connection) may take before the connection counts as lost. */
const MAX_ANSWER_MS = 5_000;
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'rede-change-signal';

/**
 * What moves with any write to the tables the public directory reads: their row counts and latest `dt_update`
 * (set by every update through the API). Read every few minutes, so one scan of each is cheap enough.
 */
const MARKER_QUERY = `select
  (select count(*) from companies)::text as companies, (select max(dt_update) from companies)::text as companies_at,
  (select count(*) from company_lines)::text as links, (select max(dt_update) from company_lines)::text as links_at,
  (select count(*) from lines)::text as lines, (select max(dt_update) from lines)::text as lines_at`;

type Message = { from: string; change: DirectoryChange };

export type DirectoryRelayOptions = {
  /** Heartbeat of the listening connection (default 30 s). */
  heartbeatMs?: number | undefined;
  /** The backstop's comparison of the database's change marker (default 5 minutes). */
  recheckMs?: number | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The relay of the change signal between instances (PostgreSQL only; null on the embedded database). */
    directoryRelay: {
      readonly instanceId: string;
      /** Whether the listening connection is up and answered its last heartbeat (readiness). */
      readonly listening: boolean;
      readonly reconnects: number;
      /** Rebuilds the backstop ordered because the database changed in a way no signal announced (or may not have). */
      readonly resyncs: number;
    } | null;
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
 * see docs/decisions/0066-change-signal-crosses-instances-by-listen-notify.md): each local change is published after its commit; each instance listens on a
 * dedicated connection and emits what others published with origin 'remote' (never published again).
 *
 * A network that drops packets without closing the connection leaves a LISTEN deaf and TCP unaware for
 * minutes, so the connection is asked to answer every `heartbeatMs`; an answer later than 5 s, like a
 * closed connection, counts as lost: it reconnects with backoff and then emits `{ all: true }` (the read
 * model, answer cache and rendered pages rebuild, since changes may have been missed meanwhile). While
 * it is lost `listening` is false and readiness answers 503. As a backstop for a signal lost in any other
 * way (a publish that failed), the database's marker of the directory's tables (row counts and latest
 * `dt_update`) is compared every `recheckMs`, and a moved marker rebuilds too. Off on the embedded
 * database (one process).
 */
export const directoryRelayPlugin = fp<DirectoryRelayOptions>(
  async (app, options) => {
    const pool = poolOf(app.db);
    if (!pool) {
      app.decorate('directoryRelay', null);
      return;
    }
    const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
    const recheckMs = options.recheckMs ?? DEFAULT_RECHECK_MS;
    const answerMs = Math.min(MAX_ANSWER_MS, heartbeatMs);
    const instanceId = randomUUID();
    let current: { client: pg.Client; lost: (error?: Error) => void } | null = null;
    let listening = false;
    let closed = false;
    let reconnects = 0;
    let resyncs = 0;
    let attempt = 0;
    let retryTimer: NodeJS.Timeout | undefined;
    let beating = false;
    let checking = false;
    /** The database's change marker when last read (null: not known). */
    let marker: string | null = null;

    const readMarker = async (): Promise<string | null> => {
      try {
        const result = await pool.query(MARKER_QUERY);
        return JSON.stringify(result.rows[0] ?? null);
      } catch {
        return null;
      }
    };

    const rebuild = () => app.directoryChanges.emit({ all: true }, 'remote');

    const connect = async (isReconnect: boolean): Promise<void> => {
      if (closed) return;
      // every query on this connection (the LISTEN, the heartbeats) gives up after answerMs
      const client = new pg.Client({
        ...pool.options,
        keepAlive: true,
        application_name: LISTENER_APPLICATION_NAME,
        connectionTimeoutMillis: pool.options.connectionTimeoutMillis || 5_000,
        query_timeout: answerMs,
      });
      const lost = (error?: Error) => {
        if (current?.client !== client) return;
        current = null;
        listening = false;
        client.removeAllListeners('notification');
        // ends a connection whose query hangs too (pg destroys the socket then)
        void client.end().catch(() => undefined);
        if (closed) return;
        app.log.warn({ err: error }, 'sinal de mudanças entre instâncias: conexão perdida, reconectando');
        schedule();
      };
      current = { client, lost };
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
      if (current?.client !== client) return;
      // read before the rebuild: a change committed after this is heard or moves the marker
      marker = await readMarker();
      if (current?.client !== client) return;
      listening = true;
      attempt = 0;
      if (isReconnect) {
        reconnects += 1;
        // changes published while this instance was not listening are lost to it: rebuild what it holds
        rebuild();
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

    const heartbeat = setInterval(() => {
      const listener = current;
      if (!listener || !listening || beating) return;
      beating = true;
      listener.client
        .query('select 1')
        .then(
          () => undefined,
          (error: unknown) => listener.lost(error instanceof Error ? error : new Error(String(error))),
        )
        .finally(() => {
          beating = false;
        });
    }, heartbeatMs);
    heartbeat.unref();

    const recheck = setInterval(() => {
      // not listening: the reconnection rebuilds anyway
      if (!listening || checking) return;
      checking = true;
      void readMarker()
        .then((now) => {
          if (now === null || !listening) return;
          if (marker !== null && now !== marker) {
            resyncs += 1;
            rebuild();
            app.log.info({ resyncs }, 'sinal de mudanças entre instâncias: o banco mudou desde a última verificação, diretório reconstruído');
          }
          marker = now;
        })
        .finally(() => {
          checking = false;
        });
    }, recheckMs);
    recheck.unref();

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
              'sinal de mudanças entre instâncias: não publicado; as outras instâncias se atualizam na próxima verificação do banco',
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
      get resyncs() {
        return resyncs;
      },
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      clearInterval(recheck);
      unsubscribe();
      const client = current?.client;
      current = null;
      listening = false;
      await client?.end().catch(() => undefined);
    });
  },
  { name: 'directory-relay', dependencies: ['partner-directory'] },
);
