/**
 * The closing plugin on a real socket: a connection that has not sent its request when closing begins
 * gets a 503 in the error format (not a reset); a keep-alive connection idle between requests is closed;
 * a request in flight finishes.
 */
import { connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulClosePlugin } from '../src/plugins/app/graceful-close.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close().catch(() => undefined)));
});

const start = async () => {
  const app = Fastify({ forceCloseConnections: false });
  apps.push(app);
  await app.register(gracefulClosePlugin);
  let release = () => {};
  const slow = new Promise<void>((resolve) => (release = resolve));
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await slow;
    return { ok: 'slow' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, port, release };
};

const open = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

/** Everything the server writes until it closes the connection (or `until` matches), and whether it was reset. */
const read = (socket: Socket, until?: RegExp) =>
  new Promise<{ text: string; reset: boolean }>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      if (until?.test(text)) resolve({ text, reset: false });
    });
    socket.once('error', () => resolve({ text, reset: true }));
    socket.once('close', () => resolve({ text, reset: false }));
  });

const request = (path: string) => `GET ${path} HTTP/1.1\r\nhost: localhost\r\n\r\n`;
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('graceful close', () => {
  it('answers 503 in the error format to a connection whose request arrives after closing began', async () => {
    const { app, port } = await start();
    const socket = await open(port);
    await nextTick(); // accepted, nothing sent yet
    const closed = app.close();
    await nextTick();
    const answer = read(socket);
    socket.write(request('/fast'));
    const { text, reset } = await answer;
    await closed;
    expect(reset).toBe(false);
    expect(text).toMatch(/^HTTP\/1\.1 503/);
    expect(text.toLowerCase()).toContain('connection: close');
    // (the full error format of the real app is checked by reliability/graceful-shutdown.test.ts)
    expect(JSON.parse(text.slice(text.indexOf('{')))).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
  });

  it('finishes a request in flight, then closes its connection; closes keep-alive connections idle between requests', async () => {
    const { app, port, release } = await start();
    const idle = await open(port);
    const idleAnswer = read(idle, /\{"ok":true\}/);
    idle.write(request('/fast'));
    expect((await idleAnswer).text).toMatch(/^HTTP\/1\.1 200/);
    const idleClosed = new Promise((resolve) => idle.once('close', resolve));

    const busy = await open(port);
    const busyAnswer = read(busy);
    busy.write(request('/slow'));
    await nextTick();
    const closed = app.close();
    await idleClosed; // the idle keep-alive connection is closed at once
    release();
    const { text, reset } = await busyAnswer;
    await closed;
    expect(reset).toBe(false);
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(text).toContain('{"ok":"slow"}');
  });
});
