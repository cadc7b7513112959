import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle database; repository functions take it (or a transaction) as first argument. */
    db: Database;
  }
}

/** Decorates `app.db`. The app does not own the connection: main.ts (or the test helper) closes it. */
export const databasePlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'database' },
);
