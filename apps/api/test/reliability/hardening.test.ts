/**
 * Hardening found by an attack on the server: slow bodies and connection floods, proxies that cannot be
 * spoofed, secrets in logged URLs, unbounded id lists, caching of personal answers and HSTS.
 */
import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_ID_LIST } from '@rede/domain/constants';
import { MESSAGES } from '@rede/domain/messages';
import { DEFAULT_RATE_LIMITS } from '../../src/config/rate-limits.ts';
import { requestChildLogger } from '../../src/logger.ts';
import { TEST_ADMIN, build, loginToken, useTestDatabase } from '../helpers/index.ts';

const database = useTestDatabase();

/** The app listening on 127.0.0.1 (real sockets), closed when the test ends. */
const listening = async (config: Parameters<typeof build>[1] extends infer O ? (O extends { config?: infer C } ? C : never) : never) => {
  const { app } = await build(database.db, { config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
};

const openSocket = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });

/** Resolves with what the server wrote once it closes the socket. */
const closed = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
  });

describe('slow clients and connection floods', () => {
  it('answers 408 and closes a request whose body does not arrive within the request timeout', async () => {
    const { port } = await listening({ requestTimeoutMs: 1_000 });
    const socket = await openSocket(port);
    const result = closed(socket);
    // the headers promise 100 bytes; one arrives, then nothing (a slow-body attack sends a byte every 10 s)
    socket.write('POST /api/login/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    const answer = await result;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 408,
      error: 'Request Timeout',
      message: MESSAGES.errors.requestTimeout,
      additionalData: null,
    });
  }, 15_000);

  it('answers a raw UTF-8 address (ção sent unencoded, which the HTTP parser refuses) with a pt-BR 400 in the error format', async () => {
    const { port } = await listening({});
    for (const target of ['/api/companys?name=ção', '/api/companys/ção']) {
      const socket = await openSocket(port);
      const result = closed(socket);
      socket.write(Buffer.concat([Buffer.from('GET '), Buffer.from(target, 'utf8'), Buffer.from(' HTTP/1.1\r\nHost: localhost\r\n\r\n')]));
      const answer = await result;
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
      const raw = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      expect(Number(/Content-Length: (\d+)/.exec(answer)?.[1])).toBe(Buffer.byteLength(raw));
      expect(JSON.parse(raw)).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message:
          'Endereço inválido: acentos, espaços e outros caracteres especiais devem ir codificados no endereço (por exemplo, ç como %C3%A7 e espaço como %20).',
        additionalData: { url: 'Caracteres não codificados no endereço.' },
      });
    }
    // the same search percent-encoded is an ordinary request
    const socket = await openSocket(port);
    const result = closed(socket);
    socket.write(`GET /api/companys?name=${encodeURIComponent('ção')} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(await result).toMatch(/^HTTP\/1\.1 401/);
  });

  it('keeps at most MAX_CONNECTIONS_PER_IP connections open per client address; the rest are closed at once', async () => {
    const { app, port } = await listening({ maxConnectionsPerIp: 5 });
    const connections = () => new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count)));
    const sockets = await Promise.all(Array.from({ length: 12 }, () => openSocket(port)));
    const closedOnes = sockets.map((socket) => closed(socket).then(() => true));
    const settled = await Promise.all(
      closedOnes.map((p) => Promise.race([p, new Promise<false>((resolve) => setTimeout(() => resolve(false), 1_000))])),
    );
    expect(settled.filter(Boolean)).toHaveLength(7);
    expect(await connections()).toBe(5);
    for (const socket of sockets) socket.destroy();
    while ((await connections()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    // the slots free up when connections close
    const again = await openSocket(port);
    const answer = closed(again);
    again.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
  }, 15_000);
});

describe('client addresses behind a proxy', () => {
  it('with one trusted proxy, the client is the address the proxy saw: a forged X-Forwarded-For entry does not escape the per-IP login limit', async () => {
    for (const trustProxy of [1, ['10.0.0.1']]) {
      const { app } = await build(database.db, { config: { trustProxy }, rateLimits: { ipMax: 10 } });
      const attempt = (forged: string, client: string) =>
        app.inject({
          method: 'POST',
          url: '/api/login/login',
          payload: { userName: `ninguem.${forged}@teste.com.br`, password: 'x' },
          remoteAddress: '10.0.0.1', // the proxy
          headers: { 'x-forwarded-for': `${forged}, ${client}` }, // a forged entry, then the address the proxy saw
        });
      const statuses: number[] = [];
      for (let i = 0; i <= DEFAULT_RATE_LIMITS.ipMax; i++) statuses.push((await attempt(`203.0.113.${i}`, '198.51.100.7')).statusCode);
      expect(
        statuses.slice(0, DEFAULT_RATE_LIMITS.ipMax).every((s) => s === 401),
        JSON.stringify(trustProxy),
      ).toBe(true);
      expect(statuses.at(-1), JSON.stringify(trustProxy)).toBe(429);
      // another client behind the same proxy has its own budget
      expect((await attempt('203.0.113.1', '198.51.100.8')).statusCode, JSON.stringify(trustProxy)).toBe(401);
    }
  });
});

/** A log stream that keeps the lines written to it. */
const capturedLog = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { lines, stream };
};

describe('secrets in logged URLs', () => {
  it('redacts password, code and token values by query key on every path, percent-encoded or mistyped', async () => {
    const { lines, stream } = capturedLog();
    const { app } = await build(database.db, { logger: { level: 'trace', stream } });
    const urls = [
      '/api/%6Cogin/login?userName=a@b.com&password=Segredo-Um-1',
      '/api/logn/login?userName=a@b.com&password=Segredo-Dois-2',
      '/api/login/login?userName=a@b.com&pass%77ord=Segredo-Tres-3',
      '/api/qualquer?newPassword=Segredo-Quatro-4&code=918273&token=eyJhbGciOiJIUzI1NiJ9.segredo&pasword=Segredo-Cinco-5',
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });
    const log = lines.join('');
    for (const secret of [
      'Segredo-Um-1',
      'Segredo-Dois-2',
      'Segredo-Tres-3',
      'Segredo-Quatro-4',
      '918273',
      'eyJhbGciOiJIUzI1NiJ9',
      'Segredo-Cinco-5',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).toContain('password=[redacted]');
    expect(log).toContain('userName=a@b.com'); // the rest of the URL stays readable
  });
});

describe("a request's log lines", () => {
  it('carry the request id (held by its logger, not a pino binding) and keep password fields redacted', async () => {
    const { lines, stream } = capturedLog();
    const { app } = await build(database.db, { logger: { level: 'info', stream } });
    await app.inject({ method: 'GET', url: '/api/health' });
    const completed = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'request completed');
    expect(completed?.reqId).toMatch(/^req-/);
    const child = requestChildLogger(app.log, { reqId: 'req-teste' }, {});
    child.child({ module: 'x' }).warn({ user: { password: 'Segredo-Seis-6', name: 'Ana' } }, 'linha de teste');
    const line = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
    expect(line).toMatchObject({ reqId: 'req-teste', module: 'x', user: { password: '[redacted]', name: 'Ana' }, msg: 'linha de teste' });
    expect(lines.join('')).not.toContain('Segredo-Seis-6');
  });

  it('below the info level writes no access line (and builds none), and still writes warnings', async () => {
    const { lines, stream } = capturedLog();
    const { app } = await build(database.db, { logger: { level: 'warn', stream } });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/companys/listfiltred/open?uf=PR' })).statusCode).toBe(200);
    expect(lines.filter((line) => line.includes('request completed'))).toEqual([]);
    app.log.warn('aviso de teste');
    expect(lines.at(-1)).toContain('aviso de teste');
  });
});

describe('bounded id lists', () => {
  it(`refuses more than ${MAX_ID_LIST} ids with 400 in pt-BR, and logs a bounded line`, async () => {
    const { lines, stream } = capturedLog();
    const { app } = await build(database.db, { logger: { level: 'info', stream } });
    const token = await loginToken(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    const ok = await app.inject({ method: 'GET', url: `/api/companys?lines=${ids(MAX_ID_LIST)}`, headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    for (const n of [MAX_ID_LIST + 1, 70_000]) {
      for (const url of [`/api/companys?lines=${ids(n)}`, `/api/companys/listfiltred/open?line=${ids(n)}`]) {
        lines.length = 0;
        const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(response.statusCode, url.slice(0, 40)).toBe(400);
        expect(Object.values(response.json().additionalData)).toEqual([`No máximo ${MAX_ID_LIST} itens`]);
        expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(4_000);
      }
    }
    const company = await app.inject({
      method: 'POST',
      url: '/api/companys',
      headers: { authorization: `Bearer ${token}` },
      payload: { company: { name: 'x', lines: Array.from({ length: 5_000 }, (_, i) => i + 1) } },
    });
    expect(company.statusCode).toBe(400);
    expect(company.json().additionalData['company.lines']).toBe(`No máximo ${MAX_ID_LIST} itens`);
  });
});

describe('caching of personal answers, and HSTS', () => {
  it('answers tokens and personal data with Cache-Control: no-store; the public directory keeps its own caching', async () => {
    const { app } = await build(database.db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: { userName: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const auth = { authorization: `Bearer ${login.json().token}` };
    for (const url of ['/api/login/logged-user', '/api/users', '/api/companys', '/api/settings/1']) {
      const response = await app.inject({ method: 'GET', url, headers: auth });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const failed = await app.inject({ method: 'GET', url: '/api/login/logged-user' });
    expect(failed.headers['cache-control']).toBe('no-store');
    const open = await app.inject({ method: 'GET', url: '/api/companys/listfiltred/open' });
    expect(open.headers['cache-control']).toMatch(/^public, max-age=/);
  });

  it('sends Strict-Transport-Security only on HTTPS answers (as a trusted proxy tells), and none when HSTS_MAX_AGE_SECONDS=0', async () => {
    const { app } = await build(database.db, { config: { trustProxy: 1, hstsMaxAgeSeconds: 31_536_000 } });
    const https = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    const http = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const { app: off } = await build(database.db, { config: { trustProxy: 1, hstsMaxAgeSeconds: 0 } });
    const none = await off.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(none.headers['strict-transport-security']).toBeUndefined();
  });
});
