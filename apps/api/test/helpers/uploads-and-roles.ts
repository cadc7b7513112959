import type { InjectOptions } from 'fastify';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { createRole, createUser } from './fixtures.ts';
import { injectWithLogin } from './inject-with-login.ts';

/** A valid 1×1 PNG. */
export const TEST_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Stores a PNG as an upload would and returns its generated name. */
export const storeTestImage = async (app: App): Promise<string> => {
  const name = `${crypto.randomUUID()}.png`;
  await app.uploadStorage.save(name, TEST_PNG);
  return name;
};

/** A new user of `type` whose role holds exactly `permissions`, as an inject function logged in as them. */
export const injectAsUserWith = async (app: App, db: Database, type: 'admin' | 'company', permissions: string[]) => {
  const user = await createUser(db, { type, roleId: (await createRole(db, { type, permissions })).id });
  return (request: InjectOptions) => injectWithLogin(app, user.email, user.password, request);
};
