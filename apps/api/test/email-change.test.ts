/** Meu Perfil: the login e-mail changes only with the current password and a code sent to the new address. */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES, RESET_CODE_MAX_TRIES } from '@rede/domain';
import type { App } from '../src/app.ts';
import { emailChangeCodes, users } from '../src/db/schema/index.ts';
import { build, createTestClock, createUser, uniqueEmail, useTestDatabase, type BuildOptions } from './helpers/index.ts';

const database = useTestDatabase();
const setup = (options: BuildOptions = {}) => build(database.db, options);

const login = (app: App, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: email, password } });
const tokenOf = async (app: App, email: string, password: string) => {
  const response = await login(app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
};
const as = (app: App, token: string, request: InjectOptions) =>
  app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
const requestChange = (email: string, password: string): InjectOptions => ({
  method: 'POST',
  url: '/api/login/send-email-change-code',
  payload: { emailChange: { email, password } },
});
const confirmChange = (code: string): InjectOptions => ({
  method: 'POST',
  url: '/api/login/confirm-email-change',
  payload: { emailChange: { code } },
});
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail change (send-email-change-code, confirm-email-change)', () => {
  it('sends a code to the new address, confirms it, ends the other sessions and tells the old address', async () => {
    const { app, mailer } = await setup();
    const user = await createUser(database.db, { name: 'Carla Mendes', password: 'Girassol#2026' });
    const current = await tokenOf(app, user.email, user.password);
    const otherDevice = await tokenOf(app, user.email, user.password);
    const newEmail = uniqueEmail('carla.nova');

    const sent = await as(app, current, requestChange(newEmail.toUpperCase(), user.password));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      email: newEmail,
      message: `Enviamos um código de confirmação para ${newEmail}. Digite-o abaixo para concluir a troca.`,
    });
    await mailer.flush();
    const code = mailer.lastCode(newEmail);
    expect(code).toMatch(/^\d{6}$/);
    await mailer.flush();
    expect(mailer.to(user.email)).toEqual([]); // nothing changed yet, nothing told yet
    const [pending] = await database.db.select().from(emailChangeCodes).where(eq(emailChangeCodes.userId, user.id));
    expect(pending?.codeHash).not.toContain(code!); // stored hashed
    expect((await as(app, current, { method: 'GET', url: '/api/login/logged-user' })).json().email).toBe(user.email);

    const confirmed = await as(app, current, confirmChange(code!));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: user.id, email: newEmail });
    // This session lives on; the other one ended.
    expect((await as(app, current, { method: 'GET', url: '/api/login/logged-user' })).json().email).toBe(newEmail);
    expect((await as(app, otherDevice, { method: 'GET', url: '/api/login/logged-user' })).statusCode).toBe(401);
    // The old address is told, with the new one; the login uses the new address.
    await mailer.flush();
    const [notice] = mailer.to(user.email);
    expect(notice?.subject).toBe('Seu e-mail de acesso foi alterado - Rede de Parceiros');
    expect(notice?.text).toContain(newEmail);
    expect((await login(app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(app, newEmail, user.password)).statusCode).toBe(200);
    // The code is used up.
    expect((await as(app, current, confirmChange(code!))).statusCode).toBe(400);
  });

  it("needs the current password (403 'Senha inválida', counted per user), a new address not in use, and validates", async () => {
    const { app, mailer } = await setup({ rateLimits: { loginFailuresMax: 3 } });
    const user = await createUser(database.db, { password: 'Girassol#2026' });
    const other = await createUser(database.db);
    const token = await tokenOf(app, user.email, user.password);
    expect((await app.inject(requestChange(uniqueEmail(), user.password))).statusCode).toBe(401);

    const wrong = await as(app, token, requestChange(uniqueEmail(), 'Errada#2026'));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Senha inválida',
      additionalData: { 'emailChange.password': 'Senha inválida' },
    });
    const same = await as(app, token, requestChange(user.email, user.password));
    expect(same.json().additionalData).toEqual({ 'emailChange.email': MESSAGES.auth.emailUnchanged });
    const taken = await as(app, token, requestChange(other.email.toUpperCase(), user.password));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'E-mail Já está em uso', additionalData: { 'emailChange.email': 'E-mail Já está em uso' } });
    const invalid = await as(app, token, { method: 'POST', url: '/api/login/send-email-change-code', payload: { emailChange: { email: 'x' } } });
    expect(invalid.json().additionalData).toEqual({ 'emailChange.email': 'E-mail inválido', 'emailChange.password': 'Campo obrigatório' });
    await mailer.flush();
    expect(mailer.messages).toEqual([]);

    // Wrong current passwords are limited per user (shared with change password): after 3 in a row, 429 even with the right one.
    for (const guess of ['Errada#2027', 'Errada#2028', 'Errada#2029'])
      expect((await as(app, token, requestChange(uniqueEmail(), guess))).statusCode).toBe(403);
    const blocked = await as(app, token, requestChange(uniqueEmail(), user.password));
    expect(blocked.statusCode).toBe(429);
  });

  it('a wrong code spends a try (5 at most, then even the right one fails); codes expire after 10 minutes; a new request replaces the code', async () => {
    const clock = createTestClock();
    const { app, mailer } = await setup({ clock });
    const user = await createUser(database.db, { password: 'Girassol#2026' });
    const token = await tokenOf(app, user.email, user.password);
    const first = uniqueEmail('primeiro');
    await as(app, token, requestChange(first, user.password));
    await mailer.flush();
    const code = mailer.lastCode(first)!;
    for (let i = 0; i < RESET_CODE_MAX_TRIES; i++) {
      const response = await as(app, token, confirmChange(wrongCode(code)));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Código inválido ou expirado.',
        additionalData: { 'emailChange.code': 'Código inválido ou expirado.' },
      });
    }
    expect((await as(app, token, confirmChange(code))).statusCode).toBe(400);

    const second = uniqueEmail('segundo');
    await as(app, token, requestChange(second, user.password));
    await mailer.flush();
    const secondCode = mailer.lastCode(second)!;
    const third = uniqueEmail('terceiro');
    await as(app, token, requestChange(third, user.password));
    await mailer.flush();
    const thirdCode = mailer.lastCode(third)!;
    if (secondCode !== thirdCode) expect((await as(app, token, confirmChange(secondCode))).statusCode).toBe(400); // replaced
    clock.advance(10 * 60_000 + 1);
    expect((await as(app, token, confirmChange(thirdCode))).statusCode).toBe(400); // expired
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it("another user's code never works, and a code is bound to its address", async () => {
    const { app, mailer } = await setup();
    const alice = await createUser(database.db, { password: 'Girassol#2026' });
    const bob = await createUser(database.db, { password: 'Margarida#2026' });
    const aliceToken = await tokenOf(app, alice.email, alice.password);
    const bobToken = await tokenOf(app, bob.email, bob.password);
    const target = uniqueEmail('alvo');
    await as(app, aliceToken, requestChange(target, alice.password));
    await mailer.flush();
    const code = mailer.lastCode(target)!;
    expect((await as(app, bobToken, confirmChange(code))).statusCode).toBe(400);
    const [row] = await database.db.select().from(users).where(eq(users.id, bob.id));
    expect(row?.email).toBe(bob.email);
  });

  it('limits the codes sent per user (429 past resetSendsMax an hour)', async () => {
    const { app } = await setup({ rateLimits: { resetSendsMax: 2 } });
    const user = await createUser(database.db, { password: 'Girassol#2026' });
    const token = await tokenOf(app, user.email, user.password);
    expect((await as(app, token, requestChange(uniqueEmail(), user.password))).statusCode).toBe(200);
    expect((await as(app, token, requestChange(uniqueEmail(), user.password))).statusCode).toBe(200);
    const blocked = await as(app, token, requestChange(uniqueEmail(), user.password));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Muitas tentativas\. Tente novamente em (\d+ segundos?|cerca de \d+ (minutos?|horas?)( e \d+ minutos?)?)\.$/,
    );
  });
});
