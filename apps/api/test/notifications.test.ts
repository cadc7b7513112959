import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { App } from '../src/app.ts';
import { buildApp } from '../src/app.ts';
import { notificationDeliveries, notifications } from '../src/db/schema/index.ts';
import { createDatabaseDelivery } from '../src/modules/notifications/delivery/database-delivery.ts';
import type { DueNotification, NotificationDelivery } from '../src/modules/notifications/delivery/notification-delivery.ts';
import { MAX_DELIVERY_ATTEMPTS, runDueNotifications } from '../src/modules/notifications/delivery/run-due-notifications.ts';
import { TEST_ADMIN, build, createRole, createTestClock, createUser, injectWithLogin, testConfig, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const URL = '/api/notifications';
const NOW = new Date('2026-08-01T12:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

/** Captures the app's JSON log lines. */
const logCapture = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
};

const setup = async (options: { logger?: Record<string, unknown> } = {}) => {
  const clock = createTestClock(NOW);
  const { app } = await build(database.db, { clock, config: { dataDir: mkdtempSync(join(tmpdir(), 'rede-notifications-')) }, ...options });
  const asAdmin = (request: InjectOptions) => injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, request);
  return { app, asAdmin, clock };
};

const insertNotifications = async (
  values: { title?: string; deviceType?: 'all' | 'android' | 'ios'; scheduledDate?: Date | null; isSent?: boolean }[],
) =>
  database.db
    .insert(notifications)
    .values(
      values.map((v, i) => ({
        title: v.title ?? `Notificação ${i}`,
        deviceType: v.deviceType ?? 'all',
        scheduledDate: v.scheduledDate ?? null,
        isSent: v.isSent ?? false,
      })),
    )
    .returning();

const deliveriesOf = (ids: number[]) => database.db.select().from(notificationDeliveries).where(inArray(notificationDeliveries.notificationId, ids));
const notificationsOf = (ids: number[]) => database.db.select().from(notifications).where(inArray(notifications.id, ids));

const userWith = async (app: App, type: 'admin' | 'company', permissions: string[]) => {
  const user = await createUser(database.db, { type, roleId: (await createRole(database.db, { type, permissions })).id });
  return (request: InjectOptions) => injectWithLogin(app, user.email, user.password, request);
};

describe('notifications: API', () => {
  it('creates, reads, lists and deletes; there is no PUT', async () => {
    const { app, asAdmin } = await setup();
    const image = `${crypto.randomUUID()}.png`;
    await app.uploadStorage.save(image, PNG);
    const created = await asAdmin({
      method: 'POST',
      url: URL,
      payload: {
        notification: {
          title: 'Promoção de baterias',
          deviceType: 'android',
          content: 'Linha 1\nLinha 2',
          link: 'https://exemplo.com.br',
          image,
          scheduledDate: '2026-08-02T09:00:00-03:00',
          isSent: true,
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const notification = created.json();
    expect(notification).toEqual({
      id: expect.any(Number),
      title: 'Promoção de baterias',
      deviceType: 'android',
      content: 'Linha 1\nLinha 2',
      link: 'https://exemplo.com.br',
      image,
      scheduledDate: '2026-08-02T12:00:00.000Z',
      isSent: false,
      dtRegister: NOW.toISOString(),
      dtUpdate: NOW.toISOString(),
    });
    expect((await asAdmin({ method: 'GET', url: `${URL}/${notification.id}` })).json()).toEqual(notification);

    const put = await asAdmin({ method: 'PUT', url: URL, payload: { notification: { ...notification } } });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });

    expect((await asAdmin({ method: 'DELETE', url: `${URL}?id=${notification.id}` })).json().id).toBe(notification.id);
    expect((await asAdmin({ method: 'GET', url: `${URL}/${notification.id}` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'DELETE', url: `${URL}?id=${notification.id}` })).statusCode).toBe(404);
  });

  it('refuses bad input naming the field and stores nothing', async () => {
    const { asAdmin } = await setup();
    const total = async () => (await database.db.select().from(notifications)).length;
    const before = await total();
    const cases: [unknown, Record<string, string>][] = [
      [{ title: 'Sem invólucro', deviceType: 'all' }, { notification: 'Campo obrigatório' }],
      [{ notification: { deviceType: 'all' } }, { 'notification.title': 'Campo obrigatório' }],
      [{ notification: { title: 'Sem dispositivo' } }, { 'notification.deviceType': 'Campo obrigatório' }],
      [{ notification: { title: 'X', deviceType: 'windows' } }, { 'notification.deviceType': 'Valor inválido' }],
      [{ notification: { title: 'X', deviceType: 'ios', scheduledDate: 'amanhã' } }, { 'notification.scheduledDate': 'Data inválida' }],
      // section 5: dates between 1900 and 2099 (the year as written, whatever UTC makes of it)
      [
        { notification: { title: 'X', deviceType: 'ios', scheduledDate: '1899-12-31T23:00:00-03:00' } },
        { 'notification.scheduledDate': 'Data inválida' },
      ],
      [{ notification: { title: 'X', deviceType: 'ios', scheduledDate: '2100-01-01T00:00:00Z' } }, { 'notification.scheduledDate': 'Data inválida' }],
      [{ notification: { title: 'X', deviceType: 'ios', image: `${crypto.randomUUID()}.jpg` } }, { 'notification.image': 'Valor inválido' }],
      [{ notification: { title: 5, deviceType: 'ios' } }, { 'notification.title': 'Valor inválido' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await asAdmin({ method: 'POST', url: URL, payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().additionalData).toMatchObject(fields);
    }
    expect(await total()).toBe(before);
  });

  it('filters the list by deviceType and isSent, with totals', async () => {
    const { asAdmin } = await setup();
    const tag = crypto.randomUUID().slice(0, 8);
    await insertNotifications([
      { title: `${tag} 1`, deviceType: 'android', isSent: true, scheduledDate: minutes(60) },
      { title: `${tag} 2`, deviceType: 'android', isSent: false, scheduledDate: minutes(60) },
      { title: `${tag} 3`, deviceType: 'ios', isSent: false, scheduledDate: minutes(60) },
      { title: `${tag} 4`, deviceType: 'all', isSent: true, scheduledDate: minutes(60) },
    ]);
    const list = async (query: string) => (await asAdmin({ method: 'GET', url: `${URL}?searchTerm=${tag}&orderBy=title&${query}` })).json();
    expect((await list('')).total).toBe(4);
    expect((await list('deviceType=android')).data.map((n: { title: string }) => n.title)).toEqual([`${tag} 1`, `${tag} 2`]);
    expect((await list('isSent=true')).data.map((n: { title: string }) => n.title)).toEqual([`${tag} 1`, `${tag} 4`]);
    expect((await list('isSent=false&deviceType=ios')).total).toBe(1);
    expect((await list('isSent=&deviceType=')).total).toBe(4);
    const bad = await asAdmin({ method: 'GET', url: `${URL}?isSent=talvez&deviceType=windows` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().additionalData).toEqual({ isSent: 'Valor inválido', deviceType: 'Valor inválido' });
  });

  it('enforces NOTIFICATION permissions and the admin-type restriction', async () => {
    const { app, asAdmin } = await setup();
    const [row] = await insertNotifications([{ scheduledDate: minutes(999) }]);
    const id = row!.id;
    const calls: InjectOptions[] = [
      { method: 'GET', url: URL },
      { method: 'GET', url: `${URL}/${id}` },
      { method: 'POST', url: URL, payload: { notification: { title: 'Nova', deviceType: 'all', scheduledDate: minutes(999).toISOString() } } },
      { method: 'DELETE', url: `${URL}?id=${id}` },
    ];
    for (const call of calls) expect((await app.inject(call)).statusCode).toBe(401);
    const statuses = async (as: (r: InjectOptions) => Promise<{ statusCode: number }>) => {
      const out: number[] = [];
      for (const call of calls) out.push((await as(call)).statusCode);
      return out;
    };
    expect(await statuses(await userWith(app, 'admin', ['NOTIFICATION:LIST']))).toEqual([200, 200, 403, 403]);
    expect(await statuses(await userWith(app, 'admin', ['BANNER:LIST', 'BANNER:CREATE', 'BANNER:DELETE']))).toEqual([403, 403, 403, 403]);
    expect(await statuses(await userWith(app, 'company', ['NOTIFICATION:LIST', 'NOTIFICATION:CREATE', 'NOTIFICATION:DELETE']))).toEqual([
      403, 403, 403, 403,
    ]);
    expect(await statuses(await userWith(app, 'admin', ['NOTIFICATION:LIST', 'NOTIFICATION:CREATE', 'NOTIFICATION:DELETE']))).toEqual([
      200, 200, 201, 200,
    ]);
    expect((await asAdmin({ method: 'GET', url: `${URL}/${id}` })).statusCode).toBe(404);
  });
});

describe('notifications: scheduler', () => {
  it('dispatches due notifications (past or without date) once, leaves future ones, records deliveries', async () => {
    const { app } = await setup();
    const [past, undated, future, alreadySent] = await insertNotifications([
      { deviceType: 'all', scheduledDate: minutes(-5) },
      { deviceType: 'ios', scheduledDate: null },
      { deviceType: 'android', scheduledDate: minutes(5) },
      { deviceType: 'android', scheduledDate: minutes(-50), isSent: true },
    ]);
    const ids = [past!.id, undated!.id, future!.id, alreadySent!.id];
    const deps = { db: database.db, delivery: createDatabaseDelivery(), log: app.log };

    const result = await runDueNotifications(deps, NOW);
    expect(result.sent).toEqual(expect.arrayContaining([past!.id, undated!.id]));
    expect(result.sent).not.toContain(future!.id);
    expect(result.sent).not.toContain(alreadySent!.id);
    expect(result.failed).toEqual([]);

    const rows = new Map((await notificationsOf(ids)).map((n) => [n.id, n]));
    expect(rows.get(past!.id)).toMatchObject({ isSent: true, sentAt: NOW });
    expect(rows.get(undated!.id)).toMatchObject({ isSent: true, sentAt: NOW });
    expect(rows.get(future!.id)).toMatchObject({ isSent: false, sentAt: null });

    const deliveries = await deliveriesOf(ids);
    expect(deliveries.map((d) => [d.notificationId, d.deviceType, d.status]).sort()).toEqual(
      [
        [past!.id, 'android', 'sent'],
        [past!.id, 'ios', 'sent'],
        [undated!.id, 'ios', 'sent'],
      ].sort(),
    );

    // Running again sends nothing twice; the future one goes when its time comes.
    expect((await runDueNotifications(deps, NOW)).sent).not.toEqual(expect.arrayContaining([past!.id]));
    const later = await runDueNotifications(deps, minutes(5));
    expect(later.sent).toContain(future!.id);
    expect(await deliveriesOf(ids)).toHaveLength(4);
  });

  it('dispatches each notification exactly once when two runs race', async () => {
    const { app } = await setup();
    const created = await insertNotifications(Array.from({ length: 12 }, (_, i) => ({ deviceType: 'ios' as const, scheduledDate: minutes(-i) })));
    const ids = created.map((n) => n.id);
    const calls: number[] = [];
    const delivery: NotificationDelivery = {
      async deliver(notification, context) {
        calls.push(notification.id);
        await createDatabaseDelivery().deliver(notification, context);
      },
    };
    const deps = { db: database.db, delivery, log: app.log };
    const [a, b] = await Promise.all([runDueNotifications(deps, NOW), runDueNotifications(deps, NOW)]);
    const sentHere = [...a.sent, ...b.sent].filter((id) => ids.includes(id));
    expect(sentHere.sort()).toEqual([...ids].sort());
    expect(calls.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    expect(await deliveriesOf(ids)).toHaveLength(12);
    expect((await notificationsOf(ids)).every((n) => n.isSent)).toBe(true);
  });

  it('rolls back a failed delivery, records it, retries later and gives up after the limit', async () => {
    const { app } = await setup();
    const [bad, good] = await insertNotifications([
      { title: 'falha', deviceType: 'android', scheduledDate: minutes(-1) },
      { title: 'sucesso', deviceType: 'android', scheduledDate: minutes(-1) },
    ]);
    let attempts = 0;
    const delivery: NotificationDelivery = {
      async deliver(notification, context) {
        if (notification.id === bad!.id) {
          attempts++;
          await createDatabaseDelivery().deliver(notification, context); // written, then rolled back
          throw new Error('provedor fora do ar');
        }
        await createDatabaseDelivery().deliver(notification, context);
      },
    };
    const deps = { db: database.db, delivery, log: app.log };
    const first = await runDueNotifications(deps, NOW);
    expect(first.failed).toEqual([bad!.id]);
    expect(first.sent).toContain(good!.id);
    const [badRow] = await notificationsOf([bad!.id]);
    expect(badRow).toMatchObject({ isSent: false, sentAt: null });
    expect((await deliveriesOf([bad!.id])).map((d) => [d.status, d.error])).toEqual([['failed', 'provedor fora do ar']]);

    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 2; i++) await runDueNotifications(deps, NOW);
    expect(attempts).toBe(MAX_DELIVERY_ATTEMPTS);
    expect(await deliveriesOf([bad!.id])).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect(await deliveriesOf([good!.id])).toHaveLength(1);
  });

  it('logs each default delivery at info level', async () => {
    const capture = logCapture();
    const { app } = await setup({ logger: capture.logger });
    const [row] = await insertNotifications([{ title: 'Aviso logado', deviceType: 'all', scheduledDate: minutes(-1) }]);
    await app.notificationScheduler.runNow();
    const entry = capture.lines.find((l) => (l.notification as { id?: number } | undefined)?.id === row!.id);
    expect(entry).toMatchObject({
      level: 30,
      msg: `notificação ${row!.id} enviada (android, ios)`,
      notification: { title: 'Aviso logado', targets: ['android', 'ios'] },
    });
  });

  it('is off in tests unless started, then runs on its interval', async () => {
    const { app } = await setup();
    expect(app.notificationScheduler.isStarted).toBe(false);
    const [row] = await insertNotifications([{ deviceType: 'ios', scheduledDate: minutes(-1) }]);
    app.notificationScheduler.start(20);
    expect(app.notificationScheduler.isStarted).toBe(true);
    await expect.poll(async () => (await notificationsOf([row!.id]))[0]?.isSent, { timeout: 5000, interval: 50 }).toBe(true);
    app.notificationScheduler.stop();
    expect(app.notificationScheduler.isStarted).toBe(false);
  });

  it('uses the delivery given to buildApp', async () => {
    const delivered: DueNotification[] = [];
    const app = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: false,
      webDistDir: null,
      clock: () => NOW,
      notificationDelivery: { deliver: async (notification) => void delivered.push(notification) },
    });
    try {
      await app.ready();
      const [row] = await insertNotifications([{ title: 'Push', deviceType: 'all', scheduledDate: minutes(-1) }]);
      const result = await app.notificationScheduler.runNow();
      expect(result.sent).toContain(row!.id);
      expect(delivered.find((n) => n.id === row!.id)).toMatchObject({ title: 'Push', deviceType: 'all', targets: ['android', 'ios'] });
      expect(await deliveriesOf([row!.id])).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});
