/**
 * THE AUTHORIZATION MATRIX: for every API route, the answer each actor gets.
 * Checked by `authorization-matrix.test.ts`, which also fails when a route exists that this table
 * does not list (or the table lists a route that no longer exists).
 *
 * Actors (built by the test):
 *   anonymous  no token
 *   admin      an administrator (isAdmin)
 *   limited    an admin-type user whose role holds only COMPANY:LIST (no company)
 *   staff      an admin-type user (no isAdmin, no company) whose role holds every USER and ROLE key:
 *              back-office staff managing the companies' users and roles (section 4: rows with a
 *              company are editable by anyone holding the permission; rows without one by admins)
 *   companyA   a company-type user without role (every company-type key), owner of company A
 *   companyB   the same for company B
 *   seller     a user of company A whose company profile holds every company-type key except
 *              MYCOMPANY's (a partner's 'Vendedor da loja'): it answers as companyA unless the row
 *              gives `seller` (changing or adding a company: the company's own profiles decide)
 *
 * Requests point at company A's objects wherever objects belong to a company (users, roles), so
 * companyA acts on its own objects and companyB on someone else's (404: not visible; 403 when it
 * tries to put an object in company A).
 *
 * Answers: 'allowed' (any 2xx), 401, 403 or 404. A refused call must change nothing: the test
 * compares the tables named in `writes` before and after every refused non-GET call.
 *
 * To add a route: add one row with the route exactly as Fastify declares it ('METHOD /api/path/:param'),
 * the six answers in the column order above, a valid-looking request built from the fixtures (use
 * `fresh…()` objects for writes so an allowed call never spoils the next actor's), and `writes`.
 * Routes under /api/docs (the public OpenAPI document and its UI) are not listed.
 * The test also walks every authenticated row with an administrator who must change the password: 403
 * PASSWORD_CHANGE_REQUIRED everywhere but the change-password screen's few routes.
 */
import type { InjectOptions } from 'fastify';
import { newCnpj, registrationFormToken } from './company-helpers.ts';

export const ACTORS = ['anonymous', 'admin', 'limited', 'staff', 'companyA', 'companyB'] as const;
/** The actor outside the six columns (see above). */
export const SELLER = 'seller';
export type Actor = (typeof ACTORS)[number] | typeof SELLER;

export const OK = 'allowed';
export type Expected = typeof OK | 401 | 403 | 404;

/** Tables (and the uploads folder) a write may touch; snapshotted around refused writes. */
export type Written =
  | 'users'
  | 'roles'
  | 'sessions'
  | 'lines'
  | 'banners'
  | 'menu_mains'
  | 'menu_secondarys'
  | 'notifications'
  | 'settings'
  | 'password_reset_codes'
  | 'email_change_codes'
  | 'companies'
  | 'company_lines'
  | 'company_logs'
  | 'user_companies'
  | 'mail_outbox'
  | 'company_imports'
  | 'company_import_rows'
  | 'user_invitations'
  | 'uploads';

export type Credentials = { email: string; password: string };

/** What the requests point at. Plain ids are long-lived (reads); `fresh…()` make a new object per call. */
export type Fixtures = {
  companyA: number;
  companyB: number;
  /** A company-type user of company A, and a company-type role of company A. */
  userOfA: number;
  roleOfA: number;
  line: number;
  banner: number;
  menuMain: number;
  menuSecondary: number;
  notification: number;
  setting: number;
  /** A stored upload (image name). */
  image: string;
  /** A product line linked to company A (company_lines id), and an entry of company A's log. */
  companyLineOfA: number;
  logOfA: number;
  freshUserOfA(): Promise<{ id: number; name: string; email: string }>;
  freshRoleOfA(): Promise<{ id: number; name: string }>;
  freshLine(): Promise<number>;
  freshBanner(): Promise<number>;
  freshMenuMain(): Promise<number>;
  freshMenuSecondary(): Promise<number>;
  freshNotification(): Promise<number>;
  freshSetting(): Promise<number>;
  /** A company of nobody (administrators' objects), and a new company managed by the companyA actor. */
  freshCompany(): Promise<number>;
  freshCompanyOfA(): Promise<number>;
  /** A new line linked to company A (company_lines id). */
  freshCompanyLineOfA(): Promise<number>;
  /** A line proposed for company A (approved) by its user: company A's proposed change then alters its lines. */
  freshLineProposalOfA(): Promise<void>;
  /** A valid company payload (POST/PUT bodies' `company`). */
  companyPayload(): Promise<Record<string, unknown>>;
  /** A user who may log in. */
  freshLogin(): Promise<Credentials>;
  /** A user with a valid reset code just sent to them. */
  freshResetCode(): Promise<{ email: string; code: string }>;
  /** A live e-mail change code of this user (asked with its password, read from the mail to the new address). */
  emailChangeCodeFor(user: Credentials): Promise<string>;
  /** A multipart body with one PNG (field `files`). */
  pngUpload(): Promise<Pick<InjectOptions, 'payload' | 'headers'>>;
  /** A company import's dry run (long-lived, for reads), a new one (for its commit), and a multipart body with a one-company CSV (field `file`). */
  companyImport: number;
  freshCompanyImport(): Promise<number>;
  importUpload(): Promise<Pick<InjectOptions, 'payload' | 'headers'>>;
  /** An invitation just sent to the administrator of a new company without one (its id, and the token of its e-mail). */
  freshInvitation(): Promise<{ id: number; token: string }>;
  /** Rows with `self: true`: the caller's own account (a fresh copy of the actor). */
  self: Credentials;
};

export type MatrixRow = {
  /** 'METHOD /api/path/:param', exactly as Fastify declares it. */
  route: string;
  /** anonymous, admin, limited, staff, companyA, companyB */
  expect: readonly [Expected, Expected, Expected, Expected, Expected, Expected];
  request: (f: Fixtures) => InjectOptions | Promise<InjectOptions>;
  writes?: readonly Written[];
  /** The call acts on the caller's own account or session: the test logs in a fresh copy of the actor. */
  self?: true;
  /** The seller's answer when it is not companyA's. */
  seller?: Expected;
};

/** Every actor the test runs, and the answer a row expects of each. */
export const ALL_ACTORS: readonly Actor[] = [...ACTORS, SELLER];
export const expectedOf = (row: MatrixRow, actor: Actor): Expected =>
  actor === SELLER ? (row.seller ?? row.expect[ACTORS.indexOf('companyA')]!) : row.expect[ACTORS.indexOf(actor)]!;

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const body = (method: 'POST' | 'PUT', url: string, payload: object): InjectOptions => ({ method, url, payload });
const del = (url: string): InjectOptions => ({ method: 'DELETE', url });
const unique = () => crypto.randomUUID().slice(0, 8);
const email = () => `matriz.${unique()}@teste.com.br`;
const newUser = (extra: object = {}) => ({
  name: 'Usuário Matriz',
  type: 'company',
  email: email(),
  password: 'segredo1',
  password_confirm: 'segredo1',
  ...extra,
});

/** Every answer the same (public routes). */
const ALL_OK = [OK, OK, OK, OK, OK, OK] as const;
/** Any logged user. */
const LOGGED = [401, OK, OK, OK, OK, OK] as const;
/** Admin-type-only features (COMPANY, LINE, BANNER, MENUMAIN, MENUSECONDARY, NOTIFICATION): administrators. */
const ADMIN_FEATURE = [401, OK, 403, 403, 403, 403] as const;
/** A feature both types hold, on an object of no company (SETTING). */
/** USER / ROLE lists: each sees their own scope. */
const SCOPED_LIST = [401, OK, 403, OK, OK, OK] as const;
/** USER / ROLE on company A's object: company B does not see it. */
const COMPANY_A_OBJECT = [401, OK, 403, OK, OK, 404] as const;
/** USER / ROLE created in company A: company B may not choose another company. */
const INTO_COMPANY_A = [401, OK, 403, OK, OK, 403] as const;
/** COMPANY:LIST (the limited role's only key). */
const COMPANY_READ = [401, OK, OK, 403, 403, 403] as const;
/** COMPANY writes. */
const COMPANY_WRITE = [401, OK, 403, 403, 403, 403] as const;
/** /companys/companyUsers: company-type users only (administrators included: they are admin-type). */
const COMPANY_USERS = [401, 403, 403, 403, OK, OK] as const;
const COMPANY_USERS_ON_A = [401, 403, 403, 403, OK, 404] as const;
/** Company logs and company lines: administrators, and company users on their own companies. */
const OWN_COMPANIES = [401, OK, 403, 403, OK, OK] as const;
const OWN_COMPANY_A = [401, OK, 403, 403, OK, 404] as const;

export const AUTHORIZATION_MATRIX: readonly MatrixRow[] = [
  // ── health, config ─────────────────────────────── anonymous, admin, limited, staff, companyA, companyB
  { route: 'GET /api/health', expect: ALL_OK, request: () => get('/api/health') },
  { route: 'GET /api/health/ready', expect: ALL_OK, request: () => get('/api/health/ready') },
  { route: 'GET /api/config', expect: ALL_OK, request: () => get('/api/config') },

  // ── login (public) ───────────────────────────────
  {
    route: 'GET /api/login/login',
    expect: ALL_OK,
    request: async (f) => {
      const user = await f.freshLogin();
      return get(`/api/login/login?userName=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`);
    },
    writes: ['sessions'],
  },
  {
    route: 'POST /api/login/login',
    expect: ALL_OK,
    request: async (f) => {
      const user = await f.freshLogin();
      return body('POST', '/api/login/login', { userName: user.email, password: user.password });
    },
    writes: ['sessions'],
  },
  {
    route: 'POST /api/login/send-reset-password-code',
    expect: ALL_OK,
    request: async (f) => body('POST', '/api/login/send-reset-password-code', { email: (await f.freshLogin()).email }),
    writes: ['password_reset_codes', 'mail_outbox'],
  },
  {
    route: 'POST /api/login/check-reset-password-code',
    expect: ALL_OK,
    request: async (f) => body('POST', '/api/login/check-reset-password-code', await f.freshResetCode()),
  },
  {
    route: 'POST /api/login/reset-password-with-code',
    expect: ALL_OK,
    request: async (f) => body('POST', '/api/login/reset-password-with-code', { ...(await f.freshResetCode()), newPassword: 'cavalo-azul' }),
    writes: ['users', 'sessions', 'password_reset_codes'],
  },

  // ── login: the logged user ───────────────────────
  { route: 'GET /api/login/logged-user', expect: LOGGED, request: () => get('/api/login/logged-user') },
  {
    route: 'POST /api/login/logout',
    expect: LOGGED,
    request: () => ({ method: 'POST', url: '/api/login/logout' }),
    writes: ['sessions'],
    self: true,
  },

  // ── account (users, roles and account issue) ────
  {
    route: 'PUT /api/login/change-logged-user-password',
    expect: LOGGED,
    request: (f) =>
      body('PUT', '/api/login/change-logged-user-password', {
        oldPassword: f.self.password,
        password: 'cavalo-azul',
        confirmPassword: 'cavalo-azul',
      }),
    writes: ['users', 'sessions'],
    self: true,
  },
  {
    route: 'PUT /api/login/update-logged-user',
    expect: LOGGED,
    request: () => body('PUT', '/api/login/update-logged-user', { user: { name: 'Meu Nome' } }),
    writes: ['users'],
    self: true,
  },
  {
    route: 'POST /api/login/send-email-change-code',
    expect: LOGGED,
    request: (f) => body('POST', '/api/login/send-email-change-code', { emailChange: { email: email(), password: f.self.password } }),
    writes: ['users', 'email_change_codes', 'mail_outbox'],
    self: true,
  },
  {
    route: 'POST /api/login/confirm-email-change',
    expect: LOGGED,
    request: async (f) => body('POST', '/api/login/confirm-email-change', { emailChange: { code: await f.emailChangeCodeFor(f.self) } }),
    writes: ['users', 'sessions', 'email_change_codes', 'mail_outbox'],
    self: true,
  },
  {
    route: 'POST /api/login/deleteItself',
    expect: LOGGED,
    request: (f) => body('POST', '/api/login/deleteItself', { account: { password: f.self.password } }),
    writes: ['users', 'sessions'],
    self: true,
  },

  // ── invitations: the invited person (public; the token in the body) and staff (COMPANY:UPDATE + USER:CREATE) ──
  {
    route: 'POST /api/invitations/read',
    expect: ALL_OK,
    request: async (f) => body('POST', '/api/invitations/read', { token: (await f.freshInvitation()).token }),
  },
  {
    route: 'POST /api/invitations/accept',
    expect: ALL_OK,
    request: async (f) =>
      body('POST', '/api/invitations/accept', {
        token: (await f.freshInvitation()).token,
        password: 'Girafa#Verde-2026',
        confirmPassword: 'Girafa#Verde-2026',
      }),
    writes: ['user_invitations', 'users', 'sessions'],
  },
  // the list needs COMPANY:LIST and USER:LIST: the limited role (COMPANY:LIST only) and staff (no COMPANY key) are refused
  { route: 'GET /api/invitations', expect: COMPANY_WRITE, request: (f) => get(`/api/invitations?companyId=${f.companyA}`) },
  {
    route: 'POST /api/invitations',
    expect: COMPANY_WRITE,
    request: async (f) =>
      body('POST', '/api/invitations', { invitation: { companyId: await f.freshCompany(), name: 'Convidado Matriz', email: email() } }),
    writes: ['users', 'roles', 'user_companies', 'companies', 'company_logs', 'user_invitations', 'mail_outbox'],
  },
  {
    route: 'POST /api/invitations/:id/resend',
    expect: COMPANY_WRITE,
    request: async (f) => ({ method: 'POST', url: `/api/invitations/${(await f.freshInvitation()).id}/resend` }),
    writes: ['user_invitations', 'mail_outbox'],
  },
  {
    route: 'POST /api/invitations/:id/revoke',
    expect: COMPANY_WRITE,
    request: async (f) => ({ method: 'POST', url: `/api/invitations/${(await f.freshInvitation()).id}/revoke` }),
    writes: ['user_invitations'],
  },

  // ── owners (login/user-owner-items, login/user-visual-identity) ──
  { route: 'POST /api/login/user-owner-items', expect: LOGGED, request: () => ({ method: 'POST', url: '/api/login/user-owner-items' }) },
  {
    route: 'POST /api/login/user-visual-identity',
    expect: [401, OK, OK, OK, OK, 404],
    request: (f) => body('POST', '/api/login/user-visual-identity', { companyId: f.companyA }),
  },

  // ── uploads ──────────────────────────────────────
  {
    route: 'POST /api/uploads/uploadFiles',
    expect: LOGGED,
    request: async (f) => ({ method: 'POST', url: '/api/uploads/uploadFiles', ...(await f.pngUpload()) }),
    writes: ['uploads'],
  },
  { route: 'GET /api/uploads/files/:fileName', expect: ALL_OK, request: (f) => get(`/api/uploads/files/${f.image}`) },

  // ── users (USER; company A's users) ──────────────
  { route: 'GET /api/users', expect: SCOPED_LIST, request: () => get('/api/users?pageSize=25&orderBy=name') },
  { route: 'GET /api/users/:id', expect: COMPANY_A_OBJECT, request: (f) => get(`/api/users/${f.userOfA}`) },
  {
    route: 'POST /api/users',
    expect: INTO_COMPANY_A,
    request: (f) => body('POST', '/api/users', { user: newUser({ companyId: f.companyA, roleId: f.roleOfA }) }),
    writes: ['users'],
  },
  {
    route: 'PUT /api/users',
    expect: COMPANY_A_OBJECT,
    request: async (f) => {
      const user = await f.freshUserOfA();
      return body('PUT', '/api/users', {
        user: { id: user.id, name: 'Nome Alterado', type: 'company', email: user.email, password: '', password_confirm: '' },
      });
    },
    writes: ['users', 'sessions'],
  },
  {
    route: 'DELETE /api/users',
    expect: COMPANY_A_OBJECT,
    request: async (f) => del(`/api/users?id=${(await f.freshUserOfA()).id}`),
    writes: ['users', 'sessions'],
  },

  // ── roles (ROLE; company A's roles) ──────────────
  { route: 'GET /api/roles', expect: SCOPED_LIST, request: () => get('/api/roles?type=company') },
  { route: 'GET /api/roles/:id', expect: COMPANY_A_OBJECT, request: (f) => get(`/api/roles/${f.roleOfA}`) },
  {
    route: 'POST /api/roles',
    expect: INTO_COMPANY_A,
    request: (f) =>
      body('POST', '/api/roles', { role: { name: `Perfil ${unique()}`, type: 'company', companyId: f.companyA, permissions: ['USER:LIST'] } }),
    writes: ['roles'],
  },
  {
    route: 'PUT /api/roles',
    expect: COMPANY_A_OBJECT,
    request: async (f) => {
      const role = await f.freshRoleOfA();
      return body('PUT', '/api/roles', {
        role: { id: role.id, name: 'Perfil Alterado', type: 'company', permissions: ['USER:LIST', 'USER:UPDATE'] },
      });
    },
    writes: ['roles'],
  },
  {
    route: 'DELETE /api/roles',
    expect: COMPANY_A_OBJECT,
    request: async (f) => del(`/api/roles?id=${(await f.freshRoleOfA()).id}`),
    writes: ['roles'],
  },

  // ── lines (LINE) ─────────────────────────────────
  { route: 'GET /api/lines', expect: ADMIN_FEATURE, request: () => get('/api/lines') },
  { route: 'GET /api/lines/list/newUser', expect: ALL_OK, request: () => get('/api/lines/list/newUser') },
  { route: 'GET /api/lines/:id', expect: ADMIN_FEATURE, request: (f) => get(`/api/lines/${f.line}`) },
  {
    route: 'POST /api/lines',
    expect: ADMIN_FEATURE,
    request: () => body('POST', '/api/lines', { line: { name: `Linha ${unique()}` } }),
    writes: ['lines'],
  },
  {
    route: 'PUT /api/lines',
    expect: ADMIN_FEATURE,
    request: async (f) => body('PUT', '/api/lines', { line: { id: await f.freshLine(), name: `Linha ${unique()}` } }),
    writes: ['lines'],
  },
  { route: 'DELETE /api/lines', expect: ADMIN_FEATURE, request: async (f) => del(`/api/lines?id=${await f.freshLine()}`), writes: ['lines'] },

  // ── banners (BANNER) ─────────────────────────────
  { route: 'GET /api/banners', expect: ADMIN_FEATURE, request: () => get('/api/banners') },
  { route: 'GET /api/banners/:id', expect: ADMIN_FEATURE, request: (f) => get(`/api/banners/${f.banner}`) },
  {
    route: 'POST /api/banners',
    expect: ADMIN_FEATURE,
    request: (f) => body('POST', '/api/banners', { banner: { image: f.image, link: '/parceiros' } }),
    writes: ['banners'],
  },
  {
    route: 'PUT /api/banners',
    expect: ADMIN_FEATURE,
    request: async (f) => body('PUT', '/api/banners', { banner: { id: await f.freshBanner(), image: f.image, link: 'https://exemplo.com.br' } }),
    writes: ['banners'],
  },
  {
    route: 'PUT /api/banners/reorder',
    expect: ADMIN_FEATURE,
    request: async (f) => body('PUT', '/api/banners/reorder', { banner: { id: await f.freshBanner(), position: 1 } }),
    writes: ['banners'],
  },
  { route: 'DELETE /api/banners', expect: ADMIN_FEATURE, request: async (f) => del(`/api/banners?id=${await f.freshBanner()}`), writes: ['banners'] },

  // ── main menus (MENUMAIN) ────────────────────────
  { route: 'GET /api/menuMains', expect: ADMIN_FEATURE, request: () => get('/api/menuMains') },
  { route: 'GET /api/menuMains/:id', expect: ADMIN_FEATURE, request: (f) => get(`/api/menuMains/${f.menuMain}`) },
  {
    route: 'POST /api/menuMains',
    expect: ADMIN_FEATURE,
    request: (f) => body('POST', '/api/menuMains', { menuMain: { image: f.image } }),
    writes: ['menu_mains'],
  },
  {
    route: 'PUT /api/menuMains',
    expect: ADMIN_FEATURE,
    request: async (f) => body('PUT', '/api/menuMains', { menuMain: { id: await f.freshMenuMain(), image: f.image, link: '/ajuda' } }),
    writes: ['menu_mains'],
  },
  {
    route: 'PUT /api/menuMains/reorder',
    expect: ADMIN_FEATURE,
    request: async (f) => body('PUT', '/api/menuMains/reorder', { menuMain: { id: await f.freshMenuMain(), position: 1 } }),
    writes: ['menu_mains'],
  },
  {
    route: 'DELETE /api/menuMains',
    expect: ADMIN_FEATURE,
    request: async (f) => del(`/api/menuMains?id=${await f.freshMenuMain()}`),
    writes: ['menu_mains'],
  },

  // ── secondary menus (MENUSECONDARY) ──────────────
  { route: 'GET /api/menuSecondarys', expect: ADMIN_FEATURE, request: () => get('/api/menuSecondarys') },
  { route: 'GET /api/menuSecondarys/:id', expect: ADMIN_FEATURE, request: (f) => get(`/api/menuSecondarys/${f.menuSecondary}`) },
  {
    route: 'POST /api/menuSecondarys',
    expect: ADMIN_FEATURE,
    request: () => body('POST', '/api/menuSecondarys', { menuSecondary: { title: 'Fale Conosco' } }),
    writes: ['menu_secondarys'],
  },
  {
    route: 'PUT /api/menuSecondarys',
    expect: ADMIN_FEATURE,
    request: async (f) => body('PUT', '/api/menuSecondarys', { menuSecondary: { id: await f.freshMenuSecondary(), title: 'Ajuda' } }),
    writes: ['menu_secondarys'],
  },
  {
    route: 'PUT /api/menuSecondarys/reorder',
    expect: ADMIN_FEATURE,
    request: async (f) => body('PUT', '/api/menuSecondarys/reorder', { menuSecondary: { id: await f.freshMenuSecondary(), position: 1 } }),
    writes: ['menu_secondarys'],
  },
  {
    route: 'DELETE /api/menuSecondarys',
    expect: ADMIN_FEATURE,
    request: async (f) => del(`/api/menuSecondarys?id=${await f.freshMenuSecondary()}`),
    writes: ['menu_secondarys'],
  },

  // ── notifications (NOTIFICATION; no PUT) ─────────
  { route: 'GET /api/notifications', expect: ADMIN_FEATURE, request: () => get('/api/notifications') },
  { route: 'GET /api/notifications/:id', expect: ADMIN_FEATURE, request: (f) => get(`/api/notifications/${f.notification}`) },
  {
    route: 'POST /api/notifications',
    expect: ADMIN_FEATURE,
    request: () =>
      body('POST', '/api/notifications', { notification: { title: 'Promoção', deviceType: 'all', scheduledDate: '2099-01-01T12:00:00Z' } }),
    writes: ['notifications'],
  },
  {
    route: 'DELETE /api/notifications',
    expect: ADMIN_FEATURE,
    request: async (f) => del(`/api/notifications?id=${await f.freshNotification()}`),
    writes: ['notifications'],
  },

  // ── settings (SETTING: admin-type only — section 6 lists terms, policy and banner settings as admin-only screens) ──
  { route: 'GET /api/settings', expect: ADMIN_FEATURE, request: () => get('/api/settings') },
  { route: 'GET /api/settings/public', expect: ALL_OK, request: () => get('/api/settings/public') },
  { route: 'GET /api/settings/:id', expect: ADMIN_FEATURE, request: (f) => get(`/api/settings/${f.setting}`) },
  {
    route: 'POST /api/settings',
    expect: ADMIN_FEATURE,
    request: () => body('POST', '/api/settings', { setting: { termsAndConditions: 'Termos' } }),
    writes: ['settings'],
  },
  {
    route: 'PUT /api/settings',
    expect: ADMIN_FEATURE,
    request: async (f) => body('PUT', '/api/settings', { setting: { id: await f.freshSetting(), privacyPolicy: 'Política' } }),
    writes: ['settings'],
  },
  {
    route: 'DELETE /api/settings',
    expect: ADMIN_FEATURE,
    request: async (f) => del(`/api/settings?id=${await f.freshSetting()}`),
    writes: ['settings'],
  },

  // ── public checks of the forms ───────────────────
  { route: 'GET /api/checkExist/cnpj', expect: ALL_OK, request: () => get('/api/checkExist/cnpj?value=11.222.333/0001-81') },
  { route: 'GET /api/checkExist/email', expect: ALL_OK, request: () => get(`/api/checkExist/email?value=${email()}`) },
  { route: 'GET /api/address/cep/:cep', expect: ALL_OK, request: () => get('/api/address/cep/01310-100') },
  { route: 'GET /api/geocoding/search', expect: ALL_OK, request: () => get('/api/geocoding/search?q=Avenida%20Paulista') },

  // ── public directory and registration (no login) ──
  {
    route: 'GET /api/companys/listfiltred/open',
    expect: ALL_OK,
    request: (f) => get(`/api/companys/listfiltred/open?uf=SP&line=${f.line}&lat=-23.5&lng=-46.6`),
  },
  { route: 'GET /api/companys/listfiltred/map', expect: ALL_OK, request: () => get('/api/companys/listfiltred/map?bbox=-47,-24,-46,-23&zoom=9') },
  { route: 'GET /api/companys/listfiltred/states', expect: ALL_OK, request: () => get('/api/companys/listfiltred/states') },
  { route: 'GET /api/companys/listfiltred/states/all', expect: ALL_OK, request: () => get('/api/companys/listfiltred/states/all') },
  { route: 'GET /api/companys/listfiltred/cities', expect: ALL_OK, request: () => get('/api/companys/listfiltred/cities?state=SP') },
  { route: 'GET /api/companys/listfiltred/places', expect: ALL_OK, request: () => get('/api/companys/listfiltred/places?q=sao%20paulo') },
  { route: 'GET /api/companys/listfiltred/place', expect: ALL_OK, request: () => get('/api/companys/listfiltred/place?q=S%C3%A3o%20Paulo') },
  { route: 'GET /api/companys/listfiltred/cities/all', expect: ALL_OK, request: () => get('/api/companys/listfiltred/cities/all?state=SP') },
  {
    route: 'GET /api/companys/company/partnerDetails/:id',
    expect: ALL_OK,
    request: (f) => get(`/api/companys/company/partnerDetails/${f.companyA}`),
  },
  // anonymous engagement events of the public pages (counted in memory, written by the analytics flush)
  {
    route: 'POST /api/analytics/events',
    expect: ALL_OK,
    request: (f) =>
      body('POST', '/api/analytics/events', {
        events: [
          { type: 'partner_view', partnerId: f.companyA },
          { type: 'search', uf: 'SP', byPosition: false, resultCount: 1 },
        ],
      }),
  },
  { route: 'GET /api/login/registerCompany/form', expect: ALL_OK, request: () => get('/api/login/registerCompany/form') },
  {
    route: 'POST /api/login/registerCompany',
    expect: ALL_OK,
    request: async (f) =>
      body('POST', '/api/login/registerCompany', {
        company: {
          ...(await f.companyPayload()),
          cnpj: newCnpj(),
          razaoSocial: 'Baterias Matriz Ltda',
          phone: '(11) 3333-4444',
          whatsapp: '(11) 98888-7777',
          email: email(),
          adminName: 'Administrador Matriz',
          adminEmail: email(),
          adminPassword: 'segredo1',
          adminPassword_confirm: 'segredo1',
        },
        formToken: registrationFormToken(),
      }),
    writes: ['companies', 'company_lines', 'company_logs', 'users', 'roles', 'user_companies', 'mail_outbox'],
  },

  // ── companies (COMPANY, admin-type users; the limited role holds COMPANY:LIST) ──
  { route: 'GET /api/companys', expect: COMPANY_READ, request: () => get('/api/companys?status=approved') },
  { route: 'GET /api/companys/:id', expect: COMPANY_READ, request: (f) => get(`/api/companys/${f.companyA}`) },
  { route: 'GET /api/companys/company/export', expect: COMPANY_READ, request: () => get('/api/companys/company/export?uf=SP') },
  { route: 'GET /api/companys/company/activeandinactive', expect: COMPANY_READ, request: () => get('/api/companys/company/activeandinactive') },
  { route: 'GET /api/companys/company/ids', expect: COMPANY_READ, request: () => get('/api/companys/company/ids?status=approved&uf=SP') },
  {
    route: 'POST /api/companys/bulk-decision',
    expect: COMPANY_WRITE,
    request: async (f) =>
      body('POST', '/api/companys/bulk-decision', {
        decision: { action: 'reject', ids: [await f.freshCompany(), await f.freshCompany()], reason: 'Dados incompletos' },
      }),
    writes: ['companies', 'company_logs', 'mail_outbox'],
  },
  {
    route: 'POST /api/companys',
    expect: COMPANY_WRITE,
    request: async (f) => body('POST', '/api/companys', { company: await f.companyPayload() }),
    writes: ['companies', 'company_lines', 'company_logs', 'users'],
  },
  {
    route: 'PUT /api/companys',
    expect: COMPANY_WRITE,
    request: async (f) => body('PUT', '/api/companys', { company: { ...(await f.companyPayload()), id: await f.freshCompany() } }),
    writes: ['companies', 'company_lines', 'company_logs', 'mail_outbox'],
  },
  {
    route: 'DELETE /api/companys',
    expect: COMPANY_WRITE,
    request: async (f) => del(`/api/companys?id=${await f.freshCompany()}`),
    writes: ['companies', 'company_logs', 'users', 'roles', 'sessions'],
  },
  ...(['approve', 'reject', 'deactivate', 'reactivate'] as const).map((action): MatrixRow => ({
    route: `POST /api/companys/company/${action}`,
    expect: COMPANY_WRITE,
    request: async (f) =>
      body('POST', `/api/companys/company/${action}`, {
        id: await f.freshCompany(),
        ...(action === 'reject' ? { reason: 'Dados incompletos' } : {}),
      }),
    writes: ['companies', 'company_logs', 'mail_outbox'],
  })),

  // ── company import (COMPANY:CREATE) ──
  { route: 'GET /api/companys/import/template', expect: COMPANY_WRITE, request: () => get('/api/companys/import/template') },
  {
    route: 'POST /api/companys/import',
    expect: COMPANY_WRITE,
    request: async (f) => ({ method: 'POST', url: '/api/companys/import', ...(await f.importUpload()) }),
    writes: ['company_imports', 'company_import_rows', 'companies', 'uploads'],
  },
  { route: 'GET /api/companys/import/:id', expect: COMPANY_WRITE, request: (f) => get(`/api/companys/import/${f.companyImport}`) },
  { route: 'GET /api/companys/import/:id/rows', expect: COMPANY_WRITE, request: (f) => get(`/api/companys/import/${f.companyImport}/rows`) },
  { route: 'GET /api/companys/import/:id/errors', expect: COMPANY_WRITE, request: (f) => get(`/api/companys/import/${f.companyImport}/errors`) },
  {
    route: 'POST /api/companys/import/:id/commit',
    expect: COMPANY_WRITE,
    request: async (f) => body('POST', `/api/companys/import/${await f.freshCompanyImport()}/commit`, { import: { companyStatus: 'pending' } }),
    writes: ['company_imports', 'company_import_rows', 'companies'],
  },

  // ── the company users' own companies (/companys/companyUsers) ──
  {
    route: 'GET /api/companys/companyUsers/companiesByUser',
    expect: COMPANY_USERS,
    request: () => get('/api/companys/companyUsers/companiesByUser'),
  },
  {
    route: 'GET /api/companys/companyUsers/companysByUser/:id',
    expect: COMPANY_USERS_ON_A,
    request: (f) => get(`/api/companys/companyUsers/companysByUser/${f.companyA}`),
  },
  {
    route: 'POST /api/companys/companyUsers/companysByUser',
    expect: COMPANY_USERS,
    seller: 403,
    request: async (f) => body('POST', '/api/companys/companyUsers/companysByUser', { company: await f.companyPayload() }),
    writes: ['companies', 'company_lines', 'company_logs', 'user_companies', 'mail_outbox'],
  },
  {
    route: 'PUT /api/companys/companyUsers/companysByUser/:id',
    expect: COMPANY_USERS_ON_A,
    seller: 403,
    request: async (f) => {
      const id = await f.freshCompanyOfA();
      return body('PUT', `/api/companys/companyUsers/companysByUser/${id}`, { company: { ...(await f.companyPayload()), id } });
    },
    writes: ['companies', 'company_lines', 'company_logs', 'mail_outbox'],
  },

  // ── company logs (administrators with COMPANYLOG:LIST; company users: their own companies) ──
  { route: 'GET /api/companysLog/companies', expect: OWN_COMPANIES, request: () => get('/api/companysLog/companies') },
  {
    route: 'GET /api/companysLog/logs/:companyId',
    expect: OWN_COMPANY_A,
    request: (f) => get(`/api/companysLog/logs/${f.companyA}?typeAction=create`),
  },
  { route: 'GET /api/companysLog/logs/excel/:companyId', expect: OWN_COMPANY_A, request: (f) => get(`/api/companysLog/logs/excel/${f.companyA}`) },
  { route: 'GET /api/companysLog/logs/log/:logId', expect: OWN_COMPANY_A, request: (f) => get(`/api/companysLog/logs/log/${f.logOfA}`) },

  // ── company lines (COMPANYLINE: company-type users on their companies; administrators) ──
  { route: 'GET /api/companyLines', expect: OWN_COMPANIES, request: () => get('/api/companyLines') },
  { route: 'GET /api/companyLines/company/list', expect: OWN_COMPANIES, request: () => get('/api/companyLines/company/list') },
  { route: 'GET /api/companyLines/:id', expect: OWN_COMPANY_A, request: (f) => get(`/api/companyLines/${f.companyLineOfA}`) },
  {
    route: 'POST /api/companyLines',
    expect: OWN_COMPANY_A,
    request: async (f) => body('POST', '/api/companyLines', { companyLine: { companyId: f.companyA, lineId: await f.freshLine() } }),
    writes: ['company_lines', 'company_logs'],
  },
  {
    route: 'PUT /api/companyLines',
    expect: OWN_COMPANY_A,
    request: async (f) =>
      body('PUT', '/api/companyLines', { companyLine: { id: await f.freshCompanyLineOfA(), companyId: f.companyA, lineId: await f.freshLine() } }),
    writes: ['company_lines', 'company_logs'],
  },
  {
    route: 'DELETE /api/companyLines',
    expect: OWN_COMPANY_A,
    request: async (f) => del(`/api/companyLines?id=${await f.freshCompanyLineOfA()}`),
    writes: ['company_lines', 'company_logs'],
  },
  {
    route: 'DELETE /api/companyLines/proposal',
    expect: OWN_COMPANY_A,
    request: async (f) => {
      await f.freshLineProposalOfA();
      return del(`/api/companyLines/proposal?companyId=${f.companyA}`);
    },
    writes: ['companies', 'company_lines', 'company_logs'],
  },

  // ── reports (REPORTS: company users see their own companies' numbers; lineCompanies is LINE) ──
  { route: 'GET /api/reports/summary', expect: [401, OK, 403, 403, OK, OK], request: () => get('/api/reports/summary') },
  { route: 'GET /api/reports/engagement', expect: [401, OK, 403, 403, OK, OK], request: () => get('/api/reports/engagement') },
  { route: 'GET /api/reports/lineCompanies', expect: ADMIN_FEATURE, request: () => get('/api/reports/lineCompanies') },
];
