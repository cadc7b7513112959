/**
 * Invitations: the administrator of a company without one is invited by e-mail and chooses the password
 * (never staff). A login account needs USER:CREATE besides the COMPANY key. The link's token is single
 * use, expires in 7 days, dies when revoked or resent, is stored only hashed, and its e-mail is queued
 * once, with the change.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS, MESSAGES } from '@rede/domain';
import type { App } from '../src/app.ts';
import { companies, companyLogs, mailOutbox, userInvitations, users } from '../src/db/schema/index.ts';
import { hashInvitationToken } from '../src/modules/invitations/invitation-token.ts';
import { as, asAdminOf, companyPayload, tag, type Inject } from './company-helpers.ts';
import {
  TEST_ADMIN,
  build,
  createCompany,
  createRole,
  createTestClock,
  createUser,
  useTestDatabase,
  type FakeMailer,
  type TestClock,
} from './helpers/index.ts';

const database = useTestDatabase();
const STRONG = 'Girafa#Verde-2026';

const setup = async (clock?: TestClock) => {
  const built = await build(database.db, clock ? { clock } : {});
  const asAdmin = asAdminOf(built.app);
  const staffWith = async (permissions: string[]) =>
    as(built.app, await createUser(database.db, { type: 'admin', roleId: (await createRole(database.db, { permissions })).id }));
  return { ...built, asAdmin, staffWith };
};

/** A company without administrator and the PUT of its form with extra fields. */
const companyWithoutAdmin = async () => {
  const company = await createCompany(database.db, { lineIds: [1] });
  const put = (inject: Inject, fields: Record<string, unknown>) =>
    inject({
      method: 'PUT',
      url: '/api/companys',
      payload: { company: { ...companyPayload({ cnpj: null, name: company.name }), id: company.id, ...fields } },
    });
  return { company, put };
};

const invitationMails = async (email: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'invitation')));

const invite = async (app: App, asAdmin: Inject, mailer: FakeMailer) => {
  const { company } = await companyWithoutAdmin();
  const email = `convidado.${tag()}@loja.com.br`;
  const response = await asAdmin({
    method: 'POST',
    url: '/api/invitations',
    payload: { invitation: { companyId: company.id, name: 'Convidado', email } },
  });
  expect(response.statusCode, response.body).toBe(201);
  await app.mailOutbox.drain();
  return { company, email, invitation: response.json<{ id: number; state: string; userId: number }>(), token: mailer.lastInvitationToken(email)! };
};

const read = (app: App, token: string) => app.inject({ method: 'POST', url: '/api/invitations/read', payload: { token } });
const accept = (app: App, token: string, password = STRONG, confirmPassword = password) =>
  app.inject({ method: 'POST', url: '/api/invitations/accept', payload: { token, password, confirmPassword } });
const canLogIn = async (app: App, email: string, password: string) =>
  (await app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: email, password } })).statusCode === 200;

describe('company form: the administrator of a company without one', { timeout: 60_000 }, () => {
  it('COMPANY:UPDATE without USER:CREATE creates no login account (invitation or password), changing nothing', async () => {
    const { staffWith } = await setup();
    const { company, put } = await companyWithoutAdmin();
    const staff = await staffWith(['COMPANY:LIST', 'COMPANY:UPDATE']);
    const email = `tomada.${tag()}@mal.example`;
    const logsBefore = (await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, company.id))).length;
    for (const fields of [
      { adminName: 'Invasor', adminEmail: email, adminInvite: true, name: 'Invadida' },
      { adminName: 'Invasor', adminEmail: email, adminPassword: STRONG, adminPassword_confirm: STRONG, name: 'Invadida' },
    ]) {
      const response = await put(staff, fields);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe(MESSAGES.invitations.companyAdminNeedsUserCreate);
    }
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await database.db.select().from(userInvitations).where(eq(userInvitations.companyId, company.id))).toEqual([]);
    expect(await invitationMails(email)).toEqual([]);
    const [row] = await database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ name: company.name, userAdminId: null, adminEmail: null });
    expect((await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, company.id))).length).toBe(logsBefore);
  });

  it('COMPANY:CREATE without USER:CREATE creates a company, but not with a login account', async () => {
    const { staffWith } = await setup();
    const staff = await staffWith(['COMPANY:LIST', 'COMPANY:CREATE']);
    const email = `novo.${tag()}@loja.com.br`;
    const cnpjs: string[] = [];
    for (const admin of [
      { adminName: 'Dono', adminEmail: email, adminInvite: true },
      { adminName: 'Dono', adminEmail: email, adminPassword: STRONG, adminPassword_confirm: STRONG },
    ]) {
      const payload = companyPayload(admin);
      cnpjs.push(payload.cnpj);
      const response = await staff({ method: 'POST', url: '/api/companys', payload: { company: payload } });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe(MESSAGES.invitations.companyAdminNeedsUserCreate);
    }
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const created = await staff({ method: 'POST', url: '/api/companys', payload: { company: companyPayload() } });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('with USER:CREATE: a password chosen by staff is refused; the invitation creates the account, queues one e-mail and logs the change', async () => {
    const { staffWith, app, mailer } = await setup();
    const { company, put } = await companyWithoutAdmin();
    const staff = await staffWith(['COMPANY:LIST', 'COMPANY:UPDATE', 'USER:CREATE']);
    const email = `dona.${tag()}@loja.com.br`;
    const password = await put(staff, { adminName: 'Dona', adminEmail: email, adminPassword: STRONG, adminPassword_confirm: STRONG });
    expect(password.statusCode).toBe(400);
    expect(password.json().additionalData).toEqual({ 'company.adminPassword': MESSAGES.invitations.staffPasswordOnEdit });
    const both = await put(staff, { adminName: 'Dona', adminEmail: email, adminInvite: true, adminPassword: STRONG, adminPassword_confirm: STRONG });
    expect(both.json().additionalData).toEqual({ 'company.adminPassword': MESSAGES.invitations.passwordNotWithInvite });
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const logsBefore = (await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, company.id))).length;
    const invited = await put(staff, { adminName: 'Dona', adminEmail: email, adminInvite: true });
    expect(invited.statusCode, invited.body).toBe(200);
    const [account] = await database.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ type: 'company', companyId: company.id, isActive: true, mustChangePassword: false });
    expect(invited.json()).toMatchObject({ userAdminId: account!.id, adminName: 'Dona', adminEmail: email });
    expect((await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, company.id))).length).toBe(logsBefore + 1);
    // exactly one e-mail, carrying the link; the token is stored only as its hash
    expect(await invitationMails(email)).toHaveLength(1);
    await app.mailOutbox.drain();
    expect(mailer.to(email)).toHaveLength(1);
    const token = mailer.lastInvitationToken(email)!;
    expect(mailer.to(email)[0]!.text).toContain(`/convite#token=${token}`);
    const [stored] = await database.db.select().from(userInvitations).where(eq(userInvitations.userId, account!.id));
    expect(stored!.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // the sent e-mail's body is blanked in the outbox (it holds a credential)
    expect((await invitationMails(email))[0]!.textBody).not.toContain(token);
    // nobody knows the account's password until the invitation is accepted
    expect(await canLogIn(app, email, STRONG)).toBe(false);
    // a second invite on the same company: it has an administrator now
    const again = await put(staff, { adminName: 'Outra', adminEmail: `outra.${tag()}@loja.com.br`, adminInvite: true });
    expect(again.json().additionalData).toEqual({ 'company.adminInvite': MESSAGES.invitations.companyHasAdmin });
    expect(await invitationMails(email)).toHaveLength(1);
  });

  it('an administrator may create a company with its administrator invited', async () => {
    const { asAdmin, app, mailer } = await setup();
    const email = `nova.${tag()}@loja.com.br`;
    const created = await asAdmin({
      method: 'POST',
      url: '/api/companys',
      payload: { company: companyPayload({ adminName: 'Nova', adminEmail: email, adminInvite: true }) },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().userAdminId).toEqual(expect.any(Number));
    await app.mailOutbox.drain();
    const token = mailer.lastInvitationToken(email)!;
    expect((await accept(app, token)).statusCode).toBe(200);
    expect(await canLogIn(app, email, STRONG)).toBe(true);
  });
});

describe('accepting an invitation', { timeout: 60_000 }, () => {
  it('shows whom it is for, applies the password policy, logs the person in, and works once', async () => {
    const { app, asAdmin, mailer } = await setup();
    const { company, email, token } = await invite(app, asAdmin, mailer);
    const info = await read(app, token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ name: 'Convidado', email, companyName: company.name, expiresAt: expect.any(String) });

    const weak = await accept(app, token, 'senha123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().additionalData).toEqual({ password: MESSAGES.validation.passwordCommon });
    const withEmail = await accept(app, token, `${email.split('@')[0]}#2026`);
    expect(withEmail.json().additionalData).toEqual({ password: MESSAGES.validation.passwordContainsEmail });
    const mismatch = await accept(app, token, STRONG, 'Outra#Senha-2026');
    expect(mismatch.json().additionalData).toEqual({ confirmPassword: MESSAGES.validation.passwordsMustMatch });
    expect((await read(app, token)).statusCode).toBe(200);

    const accepted = await accept(app, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ email, mustChangePassword: false, token: expect.any(String) });
    const session = await app.inject({ method: 'GET', url: '/api/login/logged-user', headers: { authorization: `Bearer ${accepted.json().token}` } });
    expect(session.json()).toMatchObject({ email, companyIds: [company.id] });
    expect(await canLogIn(app, email, STRONG)).toBe(true);

    // single use
    const invalid = { statusCode: 400, message: MESSAGES.invitations.invalid };
    expect((await read(app, token)).json()).toMatchObject(invalid);
    expect((await accept(app, token, 'Outra#Senha-2026')).json()).toMatchObject(invalid);
    expect(await canLogIn(app, email, 'Outra#Senha-2026')).toBe(false);
    expect((await read(app, 'x'.repeat(43))).json()).toMatchObject(invalid);
  });

  it('of two accepts of the same token at once, one wins', async () => {
    const { app, asAdmin, mailer } = await setup();
    const { token } = await invite(app, asAdmin, mailer);
    const answers = await Promise.all([accept(app, token, STRONG), accept(app, token, 'Outra#Senha-2026')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('expires after 7 days (the injectable clock)', async () => {
    const clock = createTestClock(new Date('2030-03-01T12:00:00Z'));
    const { app, asAdmin, mailer } = await setup(clock);
    const late = await invite(app, asAdmin, mailer);
    const inTime = await invite(app, asAdmin, mailer);
    clock.advance(INVITATION_TTL_MS - 60_000);
    expect((await accept(app, inTime.token)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await read(app, late.token)).statusCode).toBe(400);
    expect((await accept(app, late.token)).json().message).toBe(MESSAGES.invitations.invalid);
    // (a week later, the administrator logs in again)
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: { userName: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    const list = await app.inject({
      method: 'GET',
      url: `/api/invitations?companyId=${late.company.id}`,
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    });
    expect(list.json().data.map((i: { state: string }) => i.state)).toEqual(['expired']);
  });

  it('a revoked invitation stops working; a resend kills the old link and sends a new one', async () => {
    const { app, asAdmin, mailer } = await setup();
    const revoked = await invite(app, asAdmin, mailer);
    const revoke = await asAdmin({ method: 'POST', url: `/api/invitations/${revoked.invitation.id}/revoke` });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().state).toBe('revoked');
    expect((await read(app, revoked.token)).statusCode).toBe(400);
    expect((await accept(app, revoked.token)).statusCode).toBe(400);
    expect((await asAdmin({ method: 'POST', url: `/api/invitations/${revoked.invitation.id}/revoke` })).json().message).toBe(
      MESSAGES.invitations.notPending,
    );

    const resent = await invite(app, asAdmin, mailer);
    const again = await asAdmin({ method: 'POST', url: `/api/invitations/${resent.invitation.id}/resend` });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ state: 'sent', userId: resent.invitation.userId });
    expect(again.json().id).not.toBe(resent.invitation.id);
    await app.mailOutbox.drain();
    expect(mailer.to(resent.email)).toHaveLength(2);
    const fresh = mailer.lastInvitationToken(resent.email)!;
    expect(fresh).not.toBe(resent.token);
    expect((await read(app, resent.token)).statusCode).toBe(400);
    expect((await accept(app, fresh)).statusCode).toBe(200);
    const list = await asAdmin({ method: 'GET', url: `/api/invitations?companyId=${resent.company.id}` });
    expect(list.json()).toMatchObject({ total: 2, data: [{ state: 'accepted' }, { state: 'revoked' }] });
    expect(list.body).not.toMatch(/token/i);
    // an accepted invitation is not resent
    expect((await asAdmin({ method: 'POST', url: `/api/invitations/${again.json().id}/resend` })).json().message).toBe(
      MESSAGES.invitations.alreadyAccepted,
    );
  });

  it('staff invite only into a company without administrator, to a free e-mail', async () => {
    const { app, asAdmin, mailer } = await setup();
    const first = await invite(app, asAdmin, mailer);
    const onSame = await asAdmin({
      method: 'POST',
      url: '/api/invitations',
      payload: { invitation: { companyId: first.company.id, name: 'Outro', email: `outro.${tag()}@loja.com.br` } },
    });
    expect(onSame.json()).toMatchObject({ statusCode: 400, message: MESSAGES.invitations.companyHasAdmin });
    const { company } = await companyWithoutAdmin();
    const taken = await asAdmin({
      method: 'POST',
      url: '/api/invitations',
      payload: { invitation: { companyId: company.id, name: 'Outro', email: first.email } },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().additionalData).toEqual({ 'invitation.email': 'E-mail Já está em uso' });
    const unknown = await asAdmin({
      method: 'POST',
      url: '/api/invitations',
      payload: { invitation: { companyId: 999_999, name: 'Outro', email: `x.${tag()}@loja.com.br` } },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
