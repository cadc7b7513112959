import { describe, expect, it } from 'vitest';
import { build, createTestClock, createUser, loginToken, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

const SENT = 'Se o e-mail estiver cadastrado, você receberá um código em instantes.';
const INVALID = { statusCode: 400, error: 'Bad Request', message: 'Código inválido ou expirado.', additionalData: null };

const send = (email: string) => ({ method: 'POST' as const, url: '/api/login/send-reset-password-code', payload: { email } });
const check = (email: string, code: string) => ({
  method: 'POST' as const,
  url: '/api/login/check-reset-password-code',
  payload: { email, code },
});
const reset = (email: string, code: string, newPassword: string) => ({
  method: 'POST' as const,
  url: '/api/login/reset-password-with-code',
  payload: { email, code, newPassword },
});
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset by e-mailed code', () => {
  it('sends, checks and resets; old sessions end; the new password logs in', async () => {
    const { app, mailer } = await build(database.db);
    const user = await createUser(database.db, { name: 'Maria Souza' });
    const oldToken = await loginToken(app, user.email, user.password);

    const sent = await app.inject(send(user.email.toUpperCase()));
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: SENT });
    await mailer.flush();
    const [mail] = mailer.to(user.email);
    expect(mail?.subject).toContain('redefinir sua senha');
    expect(mail?.text).toContain('Olá, Maria Souza!');
    await mailer.flush();
    const code = mailer.lastCode(user.email);
    expect(code).toMatch(/^\d{6}$/);

    const checked = await app.inject(check(user.email, code!));
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ correct: true });

    const done = await app.inject(reset(user.email, code!, 'cavalo-azul-1'));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Senha alterada com sucesso' });

    const me = await app.inject({ method: 'GET', url: '/api/login/logged-user', headers: { authorization: `Bearer ${oldToken}` } });
    expect(me.statusCode).toBe(401);
    const oldLogin = await app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: user.email, password: user.password } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: user.email, password: 'cavalo-azul-1' } });
    expect(newLogin.statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one and mails nothing', async () => {
    const { app, mailer } = await build(database.db);
    const response = await app.inject(send('nao-cadastrado@teste.com.br'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });
    await mailer.flush();
    expect(mailer.messages).toHaveLength(0);
    expect((await app.inject(check('nao-cadastrado@teste.com.br', '123456'))).json()).toEqual(INVALID);
  });

  it('expires the code after 10 minutes', async () => {
    const clock = createTestClock();
    const { app, mailer } = await build(database.db, { clock });
    const user = await createUser(database.db);
    await app.inject(send(user.email));
    await mailer.flush();
    const code = mailer.lastCode(user.email)!;
    clock.advance(9 * 60_000);
    expect((await app.inject(check(user.email, code))).statusCode).toBe(200);
    clock.advance(61_000);
    expect((await app.inject(check(user.email, code))).json()).toEqual(INVALID);
    expect((await app.inject(reset(user.email, code, 'cavalo-azul-1'))).json()).toEqual(INVALID);
  });

  it('uses a code once', async () => {
    const { app, mailer } = await build(database.db);
    const user = await createUser(database.db);
    await app.inject(send(user.email));
    await mailer.flush();
    const code = mailer.lastCode(user.email)!;
    expect((await app.inject(reset(user.email, code, 'cavalo-azul-1'))).statusCode).toBe(200);
    expect((await app.inject(reset(user.email, code, 'cavalo-azul-2'))).json()).toEqual(INVALID);
    expect((await app.inject(check(user.email, code))).json()).toEqual(INVALID);
  });

  it('invalidates the previous code when a new one is sent', async () => {
    const { app, mailer } = await build(database.db);
    const user = await createUser(database.db);
    await app.inject(send(user.email));
    await mailer.flush();
    const first = mailer.lastCode(user.email)!;
    await app.inject(send(user.email));
    await mailer.flush();
    const second = mailer.lastCode(user.email)!;
    if (first !== second) expect((await app.inject(check(user.email, first))).json()).toEqual(INVALID);
    expect((await app.inject(check(user.email, second))).statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries, even if then correct', async () => {
    const { app, mailer } = await build(database.db);
    const user = await createUser(database.db);
    await app.inject(send(user.email));
    await mailer.flush();
    const code = mailer.lastCode(user.email)!;
    for (let i = 0; i < 4; i++) expect((await app.inject(check(user.email, wrongCode(code)))).json()).toEqual(INVALID);
    // Right checks do not count: 4 wrong tries so far.
    expect((await app.inject(check(user.email, code))).statusCode).toBe(200);
    expect((await app.inject(check(user.email, code))).statusCode).toBe(200);
    expect((await app.inject(reset(user.email, wrongCode(code), 'cavalo-azul-1'))).json()).toEqual(INVALID);
    expect((await app.inject(check(user.email, code))).json()).toEqual(INVALID);
    expect((await app.inject(reset(user.email, code, 'cavalo-azul-1'))).json()).toEqual(INVALID);
  });

  it('validates the e-mail, the 6-digit code and the new password rule', async () => {
    const { app } = await build(database.db);
    const badCode = await app.inject(check('x@teste.com.br', '12ab'));
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toMatchObject({ message: 'Missing fields, see additionalData', additionalData: { code: 'Código inválido' } });
    const badPassword = await app.inject(reset('x@teste.com.br', '123456', '123'));
    expect(badPassword.json().additionalData).toEqual({ newPassword: 'Mínimo 8 caracteres' });
    const badEmail = await app.inject(send('sem-arroba'));
    expect(badEmail.json().additionalData).toEqual({ email: 'E-mail inválido' });
  });
});
