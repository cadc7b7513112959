import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, permissionKeysForType } from '@rede/domain';
import { buildApp, type App } from '../src/app.ts';
import {
  banners,
  companies,
  companyLines,
  companyLogs,
  lines,
  menuMains,
  menuSecondarys,
  notifications,
  passwordResetCodes,
  emailChangeCodes,
  roles,
  sessions,
  settings,
  uploads,
  userCompanies,
  mailOutbox,
  users,
  companyImports,
  companyImportRows,
  userInvitations,
} from '../src/db/schema/index.ts';
import { newCnpj } from './company-helpers.ts';
import {
  ALL_ACTORS,
  AUTHORIZATION_MATRIX,
  expectedOf,
  OK,
  type Actor,
  type Credentials,
  type Expected,
  type Fixtures,
  type Written,
} from './authorization-matrix.ts';
import {
  RELAXED_RATE_LIMITS,
  TEST_ADMIN,
  createCompany,
  createFakeMailer,
  createRole,
  createUser,
  testConfig,
  useTestDatabase,
  type FakeMailer,
  type TestUser,
} from './helpers/index.ts';

const database = useTestDatabase();
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * Every route the app serves as 'METHOD /path' (HEAD and the /api/docs pages left out), read from
 * `printRoutes()`: each tree line is `<indent>├── <segment> (<METHODS>)`, 4 characters per level.
 */
const servedRoutes = (app: App): string[] => {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = `${stack.join('')}${match[2]}`;
    stack.push(match[2]!);
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return [...new Set(routes)].filter((route) => / \/api(\/|$)/.test(route) && !/ \/api\/docs(\/|\*|$)/.test(route)).sort();
};

/** Each written table and the columns that order its snapshot. */
const TABLES: Record<Exclude<Written, 'uploads'>, { table: PgTable; order: SQLWrapper[] }> = {
  users: { table: users, order: [users.id] },
  roles: { table: roles, order: [roles.id] },
  sessions: { table: sessions, order: [sessions.id] },
  lines: { table: lines, order: [lines.id] },
  banners: { table: banners, order: [banners.id] },
  menu_mains: { table: menuMains, order: [menuMains.id] },
  menu_secondarys: { table: menuSecondarys, order: [menuSecondarys.id] },
  notifications: { table: notifications, order: [notifications.id] },
  settings: { table: settings, order: [settings.id] },
  password_reset_codes: { table: passwordResetCodes, order: [passwordResetCodes.id] },
  email_change_codes: { table: emailChangeCodes, order: [emailChangeCodes.id] },
  companies: { table: companies, order: [companies.id] },
  company_lines: { table: companyLines, order: [companyLines.id] },
  company_logs: { table: companyLogs, order: [companyLogs.id] },
  user_companies: { table: userCompanies, order: [userCompanies.userId, userCompanies.companyId] },
  mail_outbox: { table: mailOutbox, order: [mailOutbox.id] },
  company_imports: { table: companyImports, order: [companyImports.id] },
  company_import_rows: { table: companyImportRows, order: [companyImportRows.importId, companyImportRows.rowNumber] },
  user_invitations: { table: userInvitations, order: [userInvitations.id] },
};

let app: App;
let mailer: FakeMailer;
let dataDir: string;
let fixtures: Omit<Fixtures, 'self'>;
/** How to log in as each actor, and how to make a fresh copy of it (rows with `self`). */
let actors: Record<Exclude<Actor, 'anonymous'>, { credentials: Credentials; copy: () => Promise<Credentials> }>;
const tokens = new Map<string, string>();

const tokenFor = async (user: Credentials): Promise<string> => {
  const cached = tokens.get(user.email);
  if (cached) return cached;
  const response = await app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: user.email, password: user.password } });
  if (response.statusCode !== 200) throw new Error(`login of ${user.email}: ${response.statusCode} ${response.body}`);
  const token = response.json<{ token: string }>().token;
  tokens.set(user.email, token);
  return token;
};

const snapshot = async (written: readonly Written[]) => {
  const state: Record<string, unknown> = {};
  for (const name of written) {
    if (name === 'uploads') {
      // the stored files and their records (the uploads table)
      state[name] = { files: readdirSync(join(dataDir, 'uploads')).sort(), rows: await database.db.select().from(uploads).orderBy(asc(uploads.id)) };
      continue;
    }
    const { table, order } = TABLES[name];
    state[name] = await database.db
      .select()
      .from(table)
      .orderBy(...order.map((column) => asc(column as never)));
  }
  return state;
};

const storeImage = async () => {
  const name = `${crypto.randomUUID()}.png`;
  await app.uploadStorage.save(name, PNG);
  return name;
};

const insertId = async (table: PgTable, values: Record<string, unknown>): Promise<number> => {
  const [row] = (await database.db
    .insert(table)
    .values(values as never)
    .returning()) as { id: number }[];
  return row!.id;
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rede-matrix-'));
  mailer = createFakeMailer();
  app = await buildApp({
    config: testConfig({ dataDir }),
    db: database.db,
    mailer,
    logger: false,
    rateLimits: RELAXED_RATE_LIMITS,
    webDistDir: null,
    cepProvider: async (cep) => ({ cep, logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }),
    // the place search answers no places (tests never reach the internet)
    geocoder: async () => [],
  });
  await app.ready();
  const db = database.db;

  const [firstLine, secondLine] = await db.select({ id: lines.id }).from(lines).orderBy(asc(lines.id)).limit(2);
  const baseLines = [firstLine!.id, secondLine!.id];
  const companyA = (await createCompany(db, { name: 'Empresa A', lineIds: baseLines })).id;
  const companyB = (await createCompany(db, { name: 'Empresa B', lineIds: baseLines })).id;
  const limitedRole = await createRole(db, { type: 'admin', permissions: ['COMPANY:LIST'] });
  const staffRole = await createRole(db, {
    type: 'admin',
    permissions: ['USER', 'ROLE'].flatMap((f) => ['LIST', 'CREATE', 'UPDATE', 'DELETE'].map((a) => `${f}:${a}`)),
  });
  // company A's own profile without the company record's keys (a shop seller's)
  const sellerRole = await createRole(db, {
    type: 'company',
    companyId: companyA,
    permissions: permissionKeysForType('company').filter((key) => !key.startsWith('MYCOMPANY:')),
  });
  const copies: Record<Exclude<Actor, 'anonymous'>, () => Promise<TestUser>> = {
    admin: () => createUser(db, { type: 'admin', isAdmin: true }),
    limited: () => createUser(db, { type: 'admin', roleId: limitedRole.id }),
    staff: () => createUser(db, { type: 'admin', roleId: staffRole.id }),
    companyA: () => createUser(db, { type: 'company', companyId: companyA, companyIds: [companyA] }),
    companyB: () => createUser(db, { type: 'company', companyId: companyB, companyIds: [companyB] }),
    seller: () => createUser(db, { type: 'company', companyId: companyA, companyIds: [companyA], roleId: sellerRole.id }),
  };
  const actorA = await copies.companyA();
  actors = {
    admin: { credentials: TEST_ADMIN, copy: copies.admin },
    limited: { credentials: await copies.limited(), copy: copies.limited },
    staff: { credentials: await copies.staff(), copy: copies.staff },
    companyA: { credentials: actorA, copy: copies.companyA },
    companyB: { credentials: await copies.companyB(), copy: copies.companyB },
    seller: { credentials: await copies.seller(), copy: copies.seller },
  };

  const image = await storeImage();
  // a role of company A holding one key: changing its holder is within reach of staff holding the USER keys
  const narrowRoleOfA = await createRole(db, { type: 'company', companyId: companyA, permissions: ['USER:LIST'] });
  const freshUserOfA = async () => {
    const user = await createUser(db, { type: 'company', companyId: companyA, roleId: narrowRoleOfA.id });
    return { id: user.id, name: user.name, email: user.email };
  };
  const freshRoleOfA = async () => {
    const role = await createRole(db, { type: 'company', companyId: companyA, permissions: ['USER:LIST'] });
    return { id: role.id, name: role.name };
  };
  const freshLine = () => insertId(lines, { name: `Linha ${crypto.randomUUID().slice(0, 8)}` });
  const freshBanner = () => insertId(banners, { image });
  const freshMenuMain = () => insertId(menuMains, { image });
  const freshMenuSecondary = () => insertId(menuSecondarys, { title: 'Menu' });
  const freshNotification = () => insertId(notifications, { title: 'Aviso', deviceType: 'all', scheduledDate: new Date('2099-01-01T00:00:00Z') });
  const freshSetting = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { authorization: `Bearer ${await tokenFor(TEST_ADMIN)}` },
      payload: { setting: { termsAndConditions: 'Termos de teste' } },
    });
    if (response.statusCode !== 201) throw new Error(`settings fixture: ${response.statusCode} ${response.body}`);
    return response.json<{ id: number }>().id;
  };

  const freshCompany = async () => (await createCompany(db, { lineIds: baseLines })).id;
  const freshCompanyLineOfA = async () => insertId(companyLines, { companyId: companyA, lineId: await freshLine() });
  const freshLineProposalOfA = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/companyLines',
      headers: { authorization: `Bearer ${await tokenFor(actorA)}` },
      payload: { companyLine: { companyId: companyA, lineId: await freshLine() } },
    });
    if (response.statusCode !== 202) throw new Error(`line proposal fixture: ${response.statusCode} ${response.body}`);
  };
  const [log] = await db
    .insert(companyLogs)
    .values({ companyId: companyA, typeAction: 'create', name: 'Empresa A', city: 'São Paulo', uf: 'SP' })
    .returning();

  const freshCompanyImport = async () => {
    const id = await insertId(companyImports, {
      fileName: 'empresas.csv',
      format: 'csv',
      bytes: 100,
      rowCount: 1,
      toCreate: 1,
      userName: 'Administrador',
      userEmail: 'admin@teste.com.br',
    });
    await db.insert(companyImportRows).values({ importId: id, rowNumber: 2, cells: { name: 'Loja' }, input: { name: 'Loja' }, action: 'create' });
    return id;
  };

  fixtures = {
    companyImport: await freshCompanyImport(),
    freshCompanyImport,
    importUpload: async () => {
      const header = 'Nome;CNPJ;UF;Cidade;Linhas;CEP;Logradouro;Número;Bairro';
      const row = `Baterias Matriz;${newCnpj()};SP;São Paulo;${(await db.select({ name: lines.name }).from(lines).limit(1))[0]!.name};01310-100;Avenida Paulista;1000;Bela Vista`;
      const form = new FormData();
      form.append('file', new Blob([`${header}\n${row}\n`], { type: 'text/csv' }), 'empresas.csv');
      const encoded = new Response(form);
      return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
    },
    companyA,
    companyB,
    userOfA: (await freshUserOfA()).id,
    roleOfA: (await freshRoleOfA()).id,
    line: await freshLine(),
    banner: await freshBanner(),
    menuMain: await freshMenuMain(),
    menuSecondary: await freshMenuSecondary(),
    notification: await freshNotification(),
    setting: 1,
    image,
    companyLineOfA: await freshCompanyLineOfA(),
    logOfA: log!.id,
    freshCompany,
    freshCompanyOfA: async () => {
      const id = await freshCompany();
      await db.insert(userCompanies).values({ userId: actorA.id, companyId: id, position: 1 });
      return id;
    },
    freshCompanyLineOfA,
    freshLineProposalOfA,
    companyPayload: async () => ({
      name: `Baterias ${crypto.randomUUID().slice(0, 8)}`,
      lines: [baseLines[0]],
      isAssistence: false,
      cep: '01310-100',
      addressPosition: { latitude: -23.5614, longitude: -46.6559 },
      logradouro: 'Avenida Paulista',
      numero: '1000',
      neibor: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
    }),
    freshUserOfA,
    freshRoleOfA,
    freshLine,
    freshBanner,
    freshMenuMain,
    freshMenuSecondary,
    freshNotification,
    freshSetting,
    freshLogin: () => createUser(db),
    freshResetCode: async () => {
      const user = await createUser(db);
      await app.inject({ method: 'POST', url: '/api/login/send-reset-password-code', payload: { email: user.email } });
      await app.mailOutbox.drain();
      const code = mailer.lastCode(user.email);
      if (!code) throw new Error('reset code fixture: no mail');
      return { email: user.email, code };
    },
    emailChangeCodeFor: async (user) => {
      const login = await app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: user.email, password: user.password } });
      if (login.statusCode !== 200) throw new Error(`e-mail change fixture: login ${login.statusCode}`);
      const newEmail = `troca.${crypto.randomUUID().slice(0, 8)}@teste.com.br`;
      const sent = await app.inject({
        method: 'POST',
        url: '/api/login/send-email-change-code',
        headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
        payload: { emailChange: { email: newEmail, password: user.password } },
      });
      if (sent.statusCode !== 200) throw new Error(`e-mail change fixture: ${sent.statusCode} ${sent.body}`);
      await app.mailOutbox.drain();
      const code = mailer.lastCode(newEmail);
      if (!code) throw new Error('e-mail change fixture: no mail');
      return code;
    },
    freshInvitation: async () => {
      const invitee = `convidado.${crypto.randomUUID().slice(0, 8)}@teste.com.br`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/invitations',
        headers: { authorization: `Bearer ${await tokenFor(TEST_ADMIN)}` },
        payload: { invitation: { companyId: await freshCompany(), name: 'Convidado', email: invitee } },
      });
      if (response.statusCode !== 201) throw new Error(`invitation fixture: ${response.statusCode} ${response.body}`);
      await app.mailOutbox.drain();
      const token = mailer.lastInvitationToken(invitee);
      if (!token) throw new Error('invitation fixture: no mail');
      return { id: response.json<{ id: number }>().id, token };
    },
    pngUpload: async () => {
      const form = new FormData();
      form.append('files', new Blob([PNG], { type: 'image/png' }), 'logo.png');
      const encoded = new Response(form);
      return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
    },
  };
});

afterAll(async () => {
  await app?.close();
});

const matches = (expected: Expected, status: number) => (expected === OK ? status >= 200 && status < 300 : status === expected);

describe('authorization matrix (test/authorization-matrix.ts)', () => {
  it('lists every API route the app serves, once, and no route that does not exist', () => {
    const served = servedRoutes(app);
    expect(served.length).toBeGreaterThan(40);
    expect(served).toContain('GET /api/users/:id');
    const listed = AUTHORIZATION_MATRIX.map((row) => row.route);
    expect(
      listed.filter((route, index) => listed.indexOf(route) !== index),
      'listed twice',
    ).toEqual([]);
    expect(
      served.filter((route) => !listed.includes(route)),
      'served but missing from the matrix',
    ).toEqual([]);
    expect(
      listed.filter((route) => !served.includes(route)),
      'in the matrix but not served',
    ).toEqual([]);
    // The OpenAPI document agrees with the route tree.
    const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const [path, methods] of Object.entries(paths)) {
      for (const method of Object.keys(methods)) {
        const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        if (!route.startsWith('HEAD ')) expect(served, route).toContain(route);
      }
    }
  });

  for (const row of AUTHORIZATION_MATRIX) {
    it(`${row.route}: ${ALL_ACTORS.map((actor) => `${actor} ${expectedOf(row, actor)}`).join(', ')}`, async () => {
      const failures: string[] = [];
      for (const actor of ALL_ACTORS) {
        const expected = expectedOf(row, actor);
        const credentials = actor === 'anonymous' ? null : row.self ? await actors[actor].copy() : actors[actor].credentials;
        // Anonymous calls of `self` rows still send a valid-looking body (someone's real password).
        const self = credentials ?? (row.self ? await createUser(database.db) : { email: '', password: '' });
        const request: InjectOptions = await row.request({ ...fixtures, self });
        const headers = credentials ? { ...request.headers, authorization: `Bearer ${await tokenFor(credentials)}` } : request.headers;
        const isWrite = request.method !== 'GET';
        const before = isWrite && row.writes ? await snapshot(row.writes) : null;
        const response = await app.inject({ ...request, ...(headers ? { headers } : {}) });
        if (!matches(expected, response.statusCode)) {
          failures.push(`${actor}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 200)}`);
          continue;
        }
        const refused = response.statusCode >= 300;
        if (refused) expect(response.json(), `${actor} error body`).toMatchObject({ statusCode: response.statusCode, message: expect.any(String) });
        if (refused && before) {
          const after = await snapshot(row.writes!);
          if (JSON.stringify(after) !== JSON.stringify(before))
            failures.push(`${actor}: refused with ${response.statusCode} but changed ${row.writes!.join(', ')}`);
        }
      }
      expect(failures).toEqual([]);
      // rows acting on the caller's own account hash a password per actor (seven of them): slow on a busy machine
    }, 60_000);
  }
});

/**
 * A user who must change the password (a generated or weak start password) is refused by the API itself,
 * on every authenticated route of the matrix, except the few the change-password screen needs. It is an
 * administrator, so a route it reaches answers as for `admin`, and one it must not reach cannot hide
 * behind a missing permission.
 */
describe('an administrator who must change the password (every authenticated route of the matrix)', () => {
  const ALLOWED = [
    'GET /api/login/logged-user',
    'PUT /api/login/change-logged-user-password',
    'POST /api/login/logout',
    'POST /api/login/user-owner-items',
    'POST /api/login/user-visual-identity',
  ];
  const flag = (user: { id: number }) => database.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));

  it('answers 403 PASSWORD_CHANGE_REQUIRED (pt-BR message, nothing written) except on the change-password screen', async () => {
    const authenticated = AUTHORIZATION_MATRIX.filter((row) => row.expect[0] === 401);
    expect(authenticated.length).toBeGreaterThan(40);
    expect(ALLOWED.every((route) => authenticated.some((row) => row.route === route))).toBe(true);
    const shared = await createUser(database.db, { type: 'admin', isAdmin: true });
    await flag(shared);
    const failures: string[] = [];
    for (const row of authenticated) {
      // `self` rows: a fresh administrator builds its request (some fixtures act as it), then gets the flag;
      // the flag is read at every request, so it applies to a session opened before it was set.
      const credentials = row.self ? await createUser(database.db, { type: 'admin', isAdmin: true }) : shared;
      const request: InjectOptions = await row.request({ ...fixtures, self: credentials });
      if (row.self) await flag(credentials);
      const authorization = `Bearer ${await tokenFor(credentials)}`;
      // mail a fixture queued goes out now, not while the tables are compared
      await app.mailOutbox.drain();
      const before = request.method !== 'GET' && row.writes ? await snapshot(row.writes) : null;
      const response = await app.inject({ ...request, headers: { ...request.headers, authorization } });
      if (ALLOWED.includes(row.route)) {
        if (!matches(row.expect[1], response.statusCode)) failures.push(`${row.route}: expected ${row.expect[1]}, got ${response.statusCode}`);
        continue;
      }
      const body = response.json<{ code?: string; message?: string }>();
      if (response.statusCode !== 403 || body.code !== ERROR_CODES.passwordChangeRequired || body.message !== MESSAGES.auth.passwordChangeRequired) {
        failures.push(`${row.route}: expected 403 ${ERROR_CODES.passwordChangeRequired}, got ${response.statusCode} ${response.body.slice(0, 200)}`);
        continue;
      }
      if (before && JSON.stringify(await snapshot(row.writes!)) !== JSON.stringify(before))
        failures.push(`${row.route}: refused but changed ${row.writes!.join(', ')}`);
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
