/**
 * Abuse: password and reset-code guessing hit the limits; tokens die with logout, password change and
 * deactivation; lying uploads and path traversal are refused; exported cells never become formulas; no
 * password, token or reset code in the logs; security headers on every page; HTML in the settings and
 * footer is stored and answered unchanged as JSON (the web app sanitises it where shown: web suite).
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import JSZip from 'jszip';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RESET_CODE_LENGTH, RESET_CODE_MAX_TRIES, RESET_CODE_TTL_MS, waitInWords } from '@rede/domain';
import { DEFAULT_RATE_LIMITS } from '../../src/config/rate-limits.ts';
import {
  TEST_ADMIN,
  build,
  createCompany,
  createTestClock,
  createUser,
  injectWithLogin,
  loginToken,
  setUserActive,
  useTestDatabase,
} from '../helpers/index.ts';
import { isErrorBody } from './helpers/server-process.ts';

const database = useTestDatabase();
const TOO_MANY = /^Muitas tentativas\. Tente novamente em (\d+ segundos?|cerca de \d+ (minutos?|horas?)( e \d+ minutos?)?)\.$/;
const login = (userName: string, password: string, remoteAddress = '127.0.0.1'): InjectOptions => ({
  method: 'POST',
  url: '/api/login/login',
  payload: { userName, password },
  remoteAddress,
});

describe('guessing', () => {
  it('password guessing from one address meets growing delays (429 with the pt-BR message), per account and across accounts', async () => {
    const clock = createTestClock();
    const limits = DEFAULT_RATE_LIMITS;
    const { app } = await build(database.db, { clock, rateLimits: { ...limits, ipMax: 10_000 } });
    const user = await createUser(database.db);
    const ip = '10.9.0.1';
    for (let i = 0; i < limits.loginFailuresMax; i++) expect((await app.inject(login(user.email, `errada${i}`, ip))).statusCode).toBe(401);
    // From now on this client waits before each try, even with the right password, and the wait doubles.
    let wait = limits.loginDelayBaseMs / 1000;
    for (let round = 0; round < 5; round++) {
      const blocked = await app.inject(login(user.email, user.password, ip));
      expect(blocked.statusCode).toBe(429);
      expect(isErrorBody(blocked.json(), 429)).toBe(true);
      expect(blocked.json().message).toBe(`Muitas tentativas. Tente novamente em ${waitInWords(wait)}.`);
      expect(blocked.headers['retry-after']).toBe(String(wait));
      clock.advance(wait * 1000);
      expect((await app.inject(login(user.email, `errada-r${round}`, ip))).statusCode).toBe(401);
      wait *= 2;
    }
    // Across accounts from one address (a spray): past loginIpFailuresMax failures the address waits too.
    const sprayer = '10.9.3.1';
    const answers: number[] = [];
    for (let i = 0; i <= limits.loginIpFailuresMax; i++) answers.push((await app.inject(login(`alvo${i}@teste.com.br`, 'x', sprayer))).statusCode);
    expect(answers.slice(0, limits.loginIpFailuresMax).every((s) => s === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('login requests per IP are limited (ipMax a minute), whatever the account', async () => {
    const { app } = await build(database.db, { rateLimits: DEFAULT_RATE_LIMITS });
    const answers: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.ipMax + 1; i++)
      answers.push((await app.inject(login(`spray${i}@teste.com.br`, 'x', '10.9.2.1'))).statusCode);
    expect(answers.slice(0, DEFAULT_RATE_LIMITS.ipMax).every((s) => s === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('nobody can lock anyone out: after 100 wrong passwords from 20 addresses the administrator logs in at once', async () => {
    const { app } = await build(database.db, { rateLimits: { ...DEFAULT_RATE_LIMITS, ipMax: 10_000 } });
    const admin = await createUser(database.db, { type: 'admin', isAdmin: true, password: 'Chefe#Forte2026' });
    const statuses = new Set<number>();
    for (let n = 0; n < 20; n++) {
      for (let i = 0; i < 5; i++) statuses.add((await app.inject(login(admin.email, `chute-${n}-${i}`, `10.66.${n}.1`))).statusCode);
    }
    // 401s, and once the account counts 50 failures, 429 for each address right after its first failure.
    expect([...statuses].every((status) => status === 401 || status === 429)).toBe(true);
    const fromHome = await app.inject(login(admin.email, admin.password, '10.77.0.1'));
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json().isAdmin).toBe(true);
    // Under such a spread attack, a NEW address is delayed right after its first failure (but never before it).
    expect((await app.inject(login(admin.email, 'outro-chute', '10.66.99.1'))).statusCode).toBe(401);
    expect((await app.inject(login(admin.email, admin.password, '10.66.99.1'))).statusCode).toBe(429);
    expect((await app.inject(login(admin.email, admin.password, '10.77.0.2'))).statusCode).toBe(200);
  });

  it('a disabled account answers exactly like a wrong password, even to the right one', async () => {
    const { app } = await build(database.db);
    const user = await createUser(database.db, { password: 'Desligado#2026' });
    await setUserActive(database.db, user.id, false);
    const right = await app.inject(login(user.email, user.password, '10.5.0.1'));
    const wrong = await app.inject(login(user.email, 'Errada#2026', '10.5.0.2'));
    const unknown = await app.inject(login('ninguem.mesmo@teste.com.br', 'Errada#2026', '10.5.0.3'));
    expect([right.statusCode, wrong.statusCode, unknown.statusCode]).toEqual([401, 401, 401]);
    expect(right.body).toBe(wrong.body);
    expect(right.body).toBe(unknown.body);
  });

  it('a reset code cannot be guessed within the limits', async () => {
    const { app, mailer } = await build(database.db, { rateLimits: DEFAULT_RATE_LIMITS });
    const user = await createUser(database.db);
    let ip = 0;
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, remoteAddress: `10.8.${Math.floor(ip / 200)}.${ip++ % 200}` });
    expect((await post('/api/login/send-reset-password-code', { email: user.email })).statusCode).toBe(200);
    await mailer.flush();
    const code = mailer.lastCode(user.email)!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= RESET_CODE_MAX_TRIES; i++) {
      const guess = await post('/api/login/check-reset-password-code', { email: user.email, code: wrong(i) });
      expect(guess.statusCode).toBe(400);
      expect(isErrorBody(guess.json(), 400)).toBe(true);
    }
    // The code is burnt after 5 wrong tries: even the right one fails, for check and for reset.
    expect((await post('/api/login/check-reset-password-code', { email: user.email, code })).statusCode).toBe(400);
    const reset = await post('/api/login/reset-password-with-code', {
      email: user.email,
      code,
      newPassword: 'novaSenha123',
      newPassword_confirm: 'novaSenha123',
    });
    expect(reset.statusCode).toBe(400);
    // New codes per account are limited too (the 6th send in the hour is refused).
    for (let i = 1; i < DEFAULT_RATE_LIMITS.resetSendsMax; i++)
      expect((await post('/api/login/send-reset-password-code', { email: user.email })).statusCode).toBe(200);
    const sixth = await post('/api/login/send-reset-password-code', { email: user.email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(TOO_MANY);
    // Per IP, checks are limited as well (ipMax a minute).
    const answers: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.ipMax; i++) {
      answers.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/login/check-reset-password-code',
            payload: { email: user.email, code: '000000' },
            remoteAddress: '10.7.0.1',
          })
        ).statusCode,
      );
    }
    expect(answers.at(-1)).toBe(429);

    // The arithmetic: at most resetSendsMax codes per window, each with RESET_CODE_MAX_TRIES tries.
    const space = 10 ** RESET_CODE_LENGTH;
    const guessesPerDay = DEFAULT_RATE_LIMITS.resetSendsMax * RESET_CODE_MAX_TRIES * ((24 * 3_600_000) / DEFAULT_RATE_LIMITS.resetSendsWindowMs);
    const chancePerDay = guessesPerDay / space;
    console.log(
      `reset codes: ${guessesPerDay} guesses a day per account out of ${space} (${(chancePerDay * 100).toFixed(3)} %/day); a code lives ${RESET_CODE_TTL_MS / 60_000} min`,
    );
    expect(guessesPerDay).toBeLessThanOrEqual(space / 1_000);
  });
});

describe('tokens', () => {
  const loggedUser = (app: Parameters<typeof loginToken>[0], token: string) =>
    app.inject({ method: 'GET', url: '/api/login/logged-user', headers: { authorization: `Bearer ${token}` } });

  it('are refused (401) after logout, after a password change and after the user is disabled', async () => {
    const { app } = await build(database.db);
    const user = await createUser(database.db, { type: 'admin', isAdmin: true });
    const fresh = async () => (await app.inject(login(user.email, user.password))).json<{ token: string }>().token;

    const a = await fresh();
    expect((await loggedUser(app, a)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/login/logout', headers: { authorization: `Bearer ${a}` } })).statusCode).toBe(204);
    const afterLogout = await loggedUser(app, a);
    expect(afterLogout.statusCode).toBe(401);
    expect(isErrorBody(afterLogout.json(), 401)).toBe(true);

    const b = await fresh();
    const other = await fresh();
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/login/change-logged-user-password',
      headers: { authorization: `Bearer ${b}` },
      payload: { oldPassword: user.password, password: 'outraSenha456', confirmPassword: 'outraSenha456' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await loggedUser(app, b)).statusCode).toBe(401);
    expect((await loggedUser(app, other)).statusCode).toBe(401);
    const c = changed.json<{ token: string }>().token;
    expect((await loggedUser(app, c)).statusCode).toBe(200);

    await setUserActive(database.db, user.id, false);
    expect((await loggedUser(app, c)).statusCode).toBe(401);
    expect((await app.inject(login(user.email, 'outraSenha456'))).statusCode).not.toBe(200);
  });
});

describe('a stolen token', () => {
  it('cannot change the login e-mail: the profile refuses it, the e-mail change needs the password and a code sent to the new address', async () => {
    const { app, mailer } = await build(database.db);
    const user = await createUser(database.db, { password: 'Vitima#Forte2026' });
    const stolen = await loginToken(app, user.email, user.password);
    const withStolen = (request: InjectOptions) => app.inject({ ...request, headers: { authorization: `Bearer ${stolen}` } });
    const attackerEmail = `atacante.${Date.now()}@teste.com.br`;
    const profile = await withStolen({
      method: 'PUT',
      url: '/api/login/update-logged-user',
      payload: { user: { name: user.name, email: attackerEmail } },
    });
    expect(profile.statusCode).toBe(400);
    const guessed = await withStolen({
      method: 'POST',
      url: '/api/login/send-email-change-code',
      payload: { emailChange: { email: attackerEmail, password: 'Chute#2026' } },
    });
    expect(guessed.statusCode).toBe(403);
    const confirm = await withStolen({ method: 'POST', url: '/api/login/confirm-email-change', payload: { emailChange: { code: '123456' } } });
    expect(confirm.statusCode).toBe(400);
    await mailer.flush();
    expect(mailer.to(attackerEmail)).toEqual([]);
    const me = await withStolen({ method: 'GET', url: '/api/login/logged-user' });
    expect(me.json().email).toBe(user.email);
    // So a reset code still goes to the owner's address only.
    await app.inject({ method: 'POST', url: '/api/login/send-reset-password-code', payload: { email: attackerEmail } });
    await mailer.flush();
    expect(mailer.to(attackerEmail)).toEqual([]);
  });
});

describe('uploads', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const form = async (parts: { name: string; data: Buffer | string; type?: string }[]) => {
    const body = new FormData();
    for (const part of parts) body.append('files', new Blob([part.data], { type: part.type ?? 'image/png' }), part.name);
    const encoded = new Response(body);
    return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
  };

  it('refuse lying types and path traversal; a JPEG-prefixed script is only ever served as image/jpeg with nosniff', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rede-abuse-uploads-'));
    const { app } = await build(database.db, { config: { dataDir } });
    const company = await createCompany(database.db, { status: 'approved' }); // partners upload once approved
    const user = await createUser(database.db, { type: 'company', companyId: company.id, companyIds: [company.id] });
    const upload = async (parts: Parameters<typeof form>[0]) =>
      injectWithLogin(app, user.email, user.password, { method: 'POST', url: '/api/uploads/uploadFiles', ...(await form(parts)) });

    const html = await upload([{ name: 'foto.png', data: '<html><script>alert(document.cookie)</script></html>', type: 'image/png' }]);
    expect(html.statusCode).toBe(415);
    expect(isErrorBody(html.json(), 415)).toBe(true);
    const svg = await upload([{ name: 'logo.png', data: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' }]);
    expect(svg.statusCode).toBe(415);

    // A traversal in the file name is never used: the file gets a generated name inside the uploads folder.
    for (const name of ['../../../etc/evil.png', '..%2F..%2Fevil.png', '%252e%252e%252fevil.png', '..\\..\\evil.png']) {
      const response = await upload([{ name, data: PNG }]);
      expect(response.statusCode, name).toBe(200);
      expect(response.json().paths[0]).toMatch(/^[0-9a-f-]{36}\.png$/);
    }
    expect(readdirSync(dataDir).sort()).toEqual(['uploads']);
    expect(existsSync(join(dataDir, '..', 'evil.png'))).toBe(false);

    const polyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]);
    const accepted = await upload([{ name: 'x.html', data: polyglot, type: 'text/html' }]);
    expect(accepted.statusCode).toBe(200);
    const [stored] = accepted.json<{ paths: string[] }>().paths;
    expect(stored).toMatch(/\.jpg$/);
    const served = await app.inject({ method: 'GET', url: `/api/uploads/files/${stored}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    for (const path of [
      '..%2F..%2Fpackage.json',
      '%2e%2e%2f%2e%2e%2fpackage.json',
      '%252e%252e%252fpackage.json',
      '..%5c..%5cpackage.json',
      `${stored}%00.html`,
      'jwt-secret',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/uploads/files/${path}` });
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path).toBeLessThan(500);
      expect(isErrorBody(response.json(), response.statusCode), path).toBe(true);
    }
  });
});

describe('export', () => {
  it('never turns a cell into a formula', async () => {
    const { app } = await build(database.db);
    const asAdmin = (options: InjectOptions) => injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, options);
    const { newCnpj, companyPayload } = await import('../company-helpers.ts');
    const names = ['=HYPERLINK("http://evil.example","clique")', '+SUM(1,2)', '-2+3', '@cmd', '=1+1'];
    for (const name of names) {
      const created = await asAdmin({
        method: 'POST',
        url: '/api/companys',
        payload: { company: companyPayload({ name, cnpj: newCnpj(), razaoSocial: '=cmd|"/c calc"!A1' }) },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const exported = await asAdmin({ method: 'GET', url: '/api/companys/company/export' });
    expect(exported.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(exported.rawPayload);
    const sheets = Object.keys(zip.files).filter((name) => name.startsWith('xl/worksheets/') && name.endsWith('.xml'));
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(await zip.file(sheet)!.async('string')).not.toMatch(/<f[ >]/);
    const text = (
      await Promise.all(
        Object.values(zip.files)
          .filter((f) => f.name.endsWith('.xml'))
          .map((f) => f.async('string')),
      )
    ).join('');
    expect(text).toContain('HYPERLINK(&quot;http://evil.example&quot;'); // kept as text
  });
});

describe('logs', () => {
  it('never contain a password, a token or a reset code', async () => {
    let captured = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        captured += String(chunk);
        done();
      },
    });
    const { app, mailer } = await build(database.db, { logger: { level: 'trace', stream } });
    const password = 'SenhaSecreta#9137';
    const user = await createUser(database.db, { password });
    const query = new URLSearchParams({ userName: user.email, password });
    const viaGet = await app.inject({ method: 'GET', url: `/api/login/login?${query}` });
    expect(viaGet.statusCode).toBe(200);
    const viaPost = await app.inject(login(user.email, password));
    expect(viaPost.statusCode).toBe(200);
    await app.inject(login(user.email, 'TentativaErrada#55'));
    const tokens = [viaGet.json<{ token: string }>().token, viaPost.json<{ token: string }>().token];
    await app.inject({ method: 'GET', url: '/api/login/logged-user', headers: { authorization: `Bearer ${tokens[0]}` } });

    await app.inject({ method: 'POST', url: '/api/login/send-reset-password-code', payload: { email: user.email } });
    await mailer.flush();
    const code = mailer.lastCode(user.email)!;
    await app.inject({ method: 'POST', url: '/api/login/check-reset-password-code', payload: { email: user.email, code } });
    const newPassword = 'Girassol#4410';
    const reset = await app.inject({
      method: 'POST',
      url: '/api/login/reset-password-with-code',
      payload: { email: user.email, code, newPassword, newPassword_confirm: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const relogged = await app.inject(login(user.email, newPassword));
    const token3 = relogged.json<{ token: string }>().token;
    const changedPassword = 'Trocada#77120';
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/login/change-logged-user-password',
      headers: { authorization: `Bearer ${token3}` },
      payload: { oldPassword: newPassword, password: changedPassword, confirmPassword: changedPassword },
    });
    expect(changed.statusCode).toBe(200);
    tokens.push(token3, changed.json<{ token: string }>().token);
    // A company with an administrator password goes through the logs too.
    const { companyPayload, newCnpj } = await import('../company-helpers.ts');
    const adminPassword = 'AdminDaLoja#3391';
    await injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, {
      method: 'POST',
      url: '/api/companys',
      payload: {
        company: companyPayload({
          cnpj: newCnpj(),
          adminName: 'Dono',
          adminEmail: `dono.${Date.now()}@loja.com.br`,
          adminPassword,
          adminPassword_confirm: adminPassword,
        }),
      },
    });

    expect(captured.length).toBeGreaterThan(1000); // the requests were logged
    // Every login attempt is logged, with the account and the address, never the password.
    const events = captured
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { event?: string; account?: string; ip?: string; reason?: string; userId?: number });
    expect(events.find((e) => e.event === 'login.failed')).toMatchObject({ account: user.email, ip: '127.0.0.1', reason: 'wrong-password' });
    expect(events.filter((e) => e.event === 'login.succeeded' && e.userId === user.id).length).toBeGreaterThanOrEqual(3);
    for (const secret of [password, 'TentativaErrada#55', newPassword, changedPassword, adminPassword, code, ...tokens]) {
      expect(captured.includes(secret), `log contains ${secret.slice(0, 12)}…`).toBe(false);
      expect(captured.includes(encodeURIComponent(secret)), `log contains ${secret.slice(0, 12)}… (encoded)`).toBe(false);
    }
  });
});

describe('security headers and stored HTML', () => {
  const webDist = join(import.meta.dirname, '..', '..', '..', 'web', 'dist');

  it('sets CSP, nosniff, frame options and referrer policy on every page and API answer', async () => {
    const hasWeb = existsSync(join(webDist, 'index.html'));
    const { app } = await build(database.db, { webDistDir: hasWeb ? webDist : null });
    const token = await loginToken(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/config' },
      { method: 'GET', url: '/api/settings/public' },
      { method: 'GET', url: '/api/companys', headers: { authorization: `Bearer ${token}` } },
      { method: 'GET', url: '/api/companys' }, // 401
      { method: 'GET', url: '/api/nao-existe' }, // 404
      { method: 'POST', url: '/api/login/login', payload: '{', headers: { 'content-type': 'application/json' } }, // 400
      ...(hasWeb ? ['/', '/login', '/dashboard', '/companys/1', '/nao-existe'].map((url): InjectOptions => ({ method: 'GET', url })) : []),
    ];
    for (const request of requests) {
      const response = await app.inject(request);
      const where = `${request.method} ${request.url} → ${response.statusCode}`;
      const csp = String(response.headers['content-security-policy'] ?? '');
      expect(csp, where).toContain("default-src 'self'");
      expect(csp, where).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options'], where).toBe('nosniff');
      expect(response.headers['x-frame-options'] !== undefined || /frame-ancestors/.test(csp), where).toBe(true);
      expect(response.headers['referrer-policy'], where).toBeDefined();
      expect(response.statusCode, where).toBeLessThan(500);
    }
    if (hasWeb)
      for (const url of ['/', '/login', '/dashboard'])
        expect((await app.inject({ method: 'GET', url })).headers['content-type'], url).toMatch(/^text\/html/);
    console.log(`security headers: ${requests.length} answers checked${hasWeb ? ' (with apps/web/dist)' : ' (apps/web/dist not built: API only)'}`);
  });

  it('stores and answers HTML in terms, policy and footer unchanged, as JSON (the web app sanitises it where shown)', async () => {
    const footer = '<b>Rodapé</b><script>alert("rodapé")</script><img src=x onerror=alert(1)>';
    const { app } = await build(database.db, {
      config: { branding: { systemName: 'Rede de Parceiros', copyright: '©', logoUrl: null, primaryColors: ['#c62828'], footerText: footer } },
    });
    const terms = '<h1>Termos</h1><script>alert("termos")</script><a href="javascript:alert(1)">x</a>';
    const policy = '<p onclick="alert(1)">Política</p><iframe src="https://evil.example"></iframe>';
    const saved = await injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, {
      method: 'PUT',
      url: '/api/settings',
      payload: { setting: { id: 1, termsAndConditions: terms, privacyPolicy: policy } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const publicSettings = await app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(publicSettings.statusCode).toBe(200);
    expect(publicSettings.headers['content-type']).toMatch(/^application\/json/);
    expect(publicSettings.json()).toMatchObject({ termsAndConditions: terms, privacyPolicy: policy });
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(config.headers['content-type']).toMatch(/^application\/json/);
    expect(config.json().branding.footerText).toBe(footer);
  });
});
