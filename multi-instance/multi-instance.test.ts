/**
 * Three instances behind nginx on one PostgreSQL, Redis, S3 bucket and SMTP server: what one
 * instance does, the others see; limits are shared; work that must happen once happens once; an
 * instance killed under load costs no read and loses no acknowledged write.
 * Skipped, saying what is missing, on a machine without PostgreSQL, Redis or nginx (.ci/run installs nginx).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload as validCompany } from '../apps/api/test/company-helpers.ts';
import { createTcpProxy, type TcpProxy } from '../apps/api/test/helpers/tcp-proxy.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  http,
  jsonBody,
  missingServices,
  POSTGRES_URL,
  startCluster,
  type Answer,
  type Cluster,
} from './support/cluster.ts';

const missing = await missingServices();
if (missing.length > 0) console.warn(`[multi-instance] ignorado: falta ${missing.join(', ')}`);

let cluster: Cluster;
/** Between the third instance and PostgreSQL: the test silences that instance's listening connection. */
let proxy: TcpProxy;
/** The change signal's channel (apps/api/src/plugins/app/directory-relay.ts): its LISTEN marks the connection to silence. */
const LISTEN_CHANGES = 'LISTEN rede_directory_changes';
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

const login = async (base: string, from: string, userName = ADMIN_EMAIL, password = ADMIN_PASSWORD) => {
  const answer = await http(`${base}/api/login/login`, { method: 'POST', from, ...jsonBody({ userName, password }) });
  expect(answer.status, answer.body).toBe(200);
  return answer.json().token as string;
};

/** The API tests' valid company payload, named, pending unless `extra` says otherwise. */
const companyPayload = (name: string, extra: Record<string, unknown> = {}) => validCompany({ name, status: 'pending', isActive: true, ...extra });

const publicIds = async (base: string, term: string, from: string) => {
  const answer = await http(`${base}/api/companys/listfiltred/open?searchTerm=${encodeURIComponent(term)}&pageSize=100`, { from });
  expect(answer.status, answer.body).toBe(200);
  return (answer.json().data as Array<{ id: number }>).map((partner) => partner.id);
};

/** The server-rendered city page of São Paulo (the companies' city): its 'N resultados' heading. */
const cityPageCount = async (base: string, from: string) => {
  const answer = await http(`${base}/sp/sao-paulo`, { from });
  expect(answer.status).toBe(200);
  const heading = /<h2[^>]*id="results-count"[^>]*>([^<]*)<\/h2>/.exec(answer.body)?.[1] ?? '';
  return heading === '1 resultado' ? 1 : Number(/^([\d.]+) resultados$/.exec(heading)?.[1]?.replaceAll('.', '') ?? 'NaN');
};

/** The server-rendered partner page: its status and whether it names the partner. */
const partnerPage = async (base: string, id: number, name: string, from: string) => {
  const answer = await http(`${base}/partnersdetails/${id}`, { from });
  return [answer.status, answer.body.includes(name)];
};

/** Polls until `read` gives `expected`; returns the milliseconds it took (fails past `withinMs`). */
const within = async (withinMs: number, read: () => Promise<unknown>, expected: unknown) => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (JSON.stringify(value) === JSON.stringify(expected)) return Date.now() - started;
    if (Date.now() - started > withinMs) expect(value, `após ${withinMs} ms`).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** Polls until `check` holds (fails past `withinMs`, naming `what`). */
const until = async (what: string, check: () => boolean | Promise<boolean>, withinMs: number) => {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: não aconteceu em ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** An instance's readiness: its status and what it says of the change signal's connection. */
const readiness = async (base: string, from: string) => {
  const answer = await http(`${base}/api/health/ready`, { from });
  return [answer.status, answer.json().changeSignal as string];
};

/** Runs `tasks` with at most `limit` at a time. */
const pool = async <T>(limit: number, tasks: Array<() => Promise<T>>): Promise<T[]> => {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
};

describe.skipIf(missing.length > 0)('several instances behind nginx (PostgreSQL, Redis, S3, SMTP)', () => {
  beforeAll(async () => {
    const postgres = new URL(POSTGRES_URL);
    proxy = await createTcpProxy({ host: postgres.hostname, port: Number(postgres.port || 5432) });
    cluster = await startCluster({
      count: 3,
      // the heartbeat of the change signal's connection every second (30 s in production)
      env: { CHANGE_SIGNAL_HEARTBEAT_INTERVAL: '1s' },
      instanceEnv: (index, base) => {
        if (index !== 2) return base;
        const url = new URL(base.DATABASE_URL!);
        url.hostname = '127.0.0.1';
        url.port = String(proxy.port);
        return { ...base, DATABASE_URL: url.toString() };
      },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
    await proxy?.close();
  });

  it('a token from a login through one instance works on the others; logout on one revokes it everywhere', async () => {
    const [a, b, c] = cluster.instances.map((instance) => instance.url) as [string, string, string];
    const token = await login(a, '127.0.0.11');
    for (const base of [a, b, c])
      expect((await http(`${base}/api/login/logged-user`, { headers: { authorization: `Bearer ${token}` }, from: '127.0.0.11' })).status).toBe(200);
    expect((await http(`${b}/api/login/logout`, { method: 'POST', from: '127.0.0.11', ...jsonBody({}, token) })).status).toBe(204);
    for (const base of [a, b, c])
      expect((await http(`${base}/api/login/logged-user`, { headers: { authorization: `Bearer ${token}` }, from: '127.0.0.11' })).status).toBe(401);
  });

  it('the login limit counts across instances: the 11th attempt in a minute, through any instance, gets 429', async () => {
    const from = '127.0.0.12';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      // round robin through nginx, and also straight to each instance in turn
      const base = attempt % 2 === 0 ? cluster.url : cluster.instances[attempt % 3]!.url;
      const answer = await http(`${base}/api/login/login`, {
        method: 'POST',
        from,
        ...jsonBody({ userName: `ninguem.${unique()}@teste.com.br`, password: 'Errada-123456' }),
      });
      statuses.push(answer.status);
    }
    expect(
      statuses.slice(0, 10).every((status) => status === 401 || status === 400),
      statuses.join(','),
    ).toBe(true);
    expect(statuses[10]).toBe(429);
    // another client is not affected
    expect(
      (
        await http(`${cluster.url}/api/login/login`, {
          method: 'POST',
          from: '127.0.0.13',
          ...jsonBody({ userName: 'ninguem@teste.com.br', password: 'Errada-123456' }),
        })
      ).status,
    ).not.toBe(429);
  });

  it('an approval through one instance shows in the public search and the server-rendered pages of the other two within 1 s; a deletion disappears the same way', async () => {
    const [a, b, c] = cluster.instances.map((instance) => instance.url) as [string, string, string];
    const from = '127.0.0.14';
    const token = await login(a, from);
    const term = `Cluster ${unique()}`;
    const created = await http(`${a}/api/companys`, { method: 'POST', from, ...jsonBody({ company: companyPayload(`${term} Baterias`) }, token) });
    expect(created.status, created.body).toBe(201);
    const id = created.json().id as number;
    const name = `${term} Baterias`;
    const before = new Map<string, number>();
    for (const base of [b, c]) {
      expect(await publicIds(base, term, from)).toEqual([]); // cached and in each read model
      before.set(base, await cityPageCount(base, from)); // the pages rendered and kept by each instance
      expect(await partnerPage(base, id, name, from)).toEqual([404, false]);
    }

    expect((await http(`${a}/api/companys/company/approve`, { method: 'POST', from, ...jsonBody({ id }, token) })).status).toBe(200);
    for (const base of [b, c]) {
      console.log(`[multi-instance] aprovação visível em ${await within(1_000, () => publicIds(base, term, from), [id])} ms`);
      console.log(
        `[multi-instance] aprovação na página da cidade em ${await within(1_000, () => cityPageCount(base, from), before.get(base)! + 1)} ms`,
      );
      expect(await partnerPage(base, id, name, from)).toEqual([200, true]);
    }

    expect((await http(`${a}/api/companys?id=${id}`, { method: 'DELETE', from, headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    for (const base of [b, c]) {
      console.log(`[multi-instance] exclusão visível em ${await within(1_000, () => publicIds(base, term, from), [])} ms`);
      console.log(`[multi-instance] exclusão na página da cidade em ${await within(1_000, () => cityPageCount(base, from), before.get(base)!)} ms`);
      expect(await partnerPage(base, id, name, from)).toEqual([404, false]);
    }
  });

  it('nginx keeps a public answer as its Cache-Control allows, from its second request on, and never one asked with a session or a page', async () => {
    const from = '127.0.0.19';
    const path = `/api/companys/listfiltred/open?searchTerm=${encodeURIComponent(`Cache ${unique()}`)}&pageSize=10`;
    const cacheStatuses = async (url: string, count: number, headers: Record<string, string> = {}) => {
      const statuses: unknown[] = [];
      for (let i = 0; i < count; i += 1) {
        const answer = await http(url, { from, headers });
        expect(answer.status, answer.body).toBe(200);
        statuses.push(answer.headers['x-cache-status']);
      }
      return statuses;
    };
    expect(await cacheStatuses(`${cluster.url}${path}`, 3)).toEqual(['MISS', 'MISS', 'HIT']);
    const token = await login(cluster.url, from);
    expect(await cacheStatuses(`${cluster.url}${path}`, 2, { authorization: `Bearer ${token}` })).toEqual(['BYPASS', 'BYPASS']);
    // a server-rendered page says no-cache: each request reaches an instance
    expect(await cacheStatuses(`${cluster.url}/sp/sao-paulo`, 3)).toEqual(['MISS', 'MISS', 'MISS']);
  });

  it('an instance whose listening connection goes silent (packets dropped, nothing closed) leaves readiness, reconnects once the network is back, and shows what it missed', async () => {
    const [a, b, c] = cluster.instances.map((instance) => instance.url) as [string, string, string];
    const from = '127.0.0.18';
    const token = await login(a, from);
    const term = `Surdo ${unique()}`;
    const name = `${term} Baterias`;
    const created = await http(`${a}/api/companys`, { method: 'POST', from, ...jsonBody({ company: companyPayload(name) }, token) });
    expect(created.status, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await publicIds(c, term, from)).toEqual([]);
    const cityBefore = await cityPageCount(c, from);
    expect(await readiness(c, from)).toEqual([200, 'up']);
    const losses = () => (cluster.instances[2]!.output().match(/conexão perdida/g) ?? []).length;
    const lossesBefore = losses();

    // the third instance's LISTEN connection, and every new one it opens meanwhile, stop getting packets; nothing is closed
    proxy.blackholeWhere(LISTEN_CHANGES);
    try {
      expect((await http(`${a}/api/companys/company/approve`, { method: 'POST', from, ...jsonBody({ id }, token) })).status).toBe(200);
      await within(1_000, () => publicIds(b, term, from), [id]);
      // it cannot hear the others, and says so: not ready (a balancer with health checks takes it out)
      console.log(`[multi-instance] conexão de escuta muda detectada em ${await within(10_000, () => readiness(c, from), [503, 'down'])} ms`);
      // a reconnection through the silent network fails too (the cut lasts)
      await until('uma reconexão que também falha', () => losses() >= lossesBefore + 2, 30_000);
      expect(await publicIds(c, term, from)).toEqual([]);
    } finally {
      proxy.restore();
    }
    console.log(
      `[multi-instance] aprovação perdida visível após a volta da rede em ${await within(20_000, () => publicIds(c, term, from), [id])} ms`,
    );
    await within(10_000, () => readiness(c, from), [200, 'up']);
    await within(1_000, () => cityPageCount(c, from), cityBefore + 1);
    expect(await partnerPage(c, id, name, from)).toEqual([200, true]);
  });

  it('an image uploaded through one instance is served by the others', async () => {
    const [a, b, c] = cluster.instances.map((instance) => instance.url) as [string, string, string];
    const from = '127.0.0.15';
    const token = await login(a, from);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.append('files', new Blob([png], { type: 'image/png' }), 'fachada.png');
    const encoded = new Response(form);
    const uploaded = await http(`${a}/api/uploads/uploadFiles`, {
      method: 'POST',
      from,
      headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `Bearer ${token}` },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(uploaded.status, uploaded.body).toBe(200);
    const [name] = uploaded.json().paths as string[];
    for (const base of [b, c, cluster.url]) {
      const served = await http(`${base}/api/uploads/files/${name}`, { from });
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    }
  });

  it('1 000 due notifications and 200 approval e-mails across three instances are each delivered exactly once', async () => {
    const from = '127.0.0.16';
    const token = await login(cluster.url, from);
    // 200 pending companies, each with its administrator account (the approval goes to that address)
    const term = `Lote ${unique()}`;
    const owners = await pool(
      8,
      Array.from({ length: 200 }, (_, i) => async () => {
        const adminEmail = `dono.${unique()}.${i}@lote.com.br`;
        const answer = await http(`${cluster.url}/api/companys`, {
          method: 'POST',
          from,
          ...jsonBody(
            {
              company: companyPayload(`${term} ${i}`, {
                adminName: `Responsável ${i}`,
                adminEmail,
                adminPassword: 'Chave-Forte-2026!',
                adminPassword_confirm: 'Chave-Forte-2026!',
              }),
            },
            token,
          ),
        });
        expect(answer.status, answer.body).toBe(201);
        return { id: answer.json().id as number, adminEmail };
      }),
    );
    const toOwner = (email: string) => cluster.mails().filter((mail) => mail.to.includes(email)).length;
    const before = new Map(owners.map((owner) => [owner.adminEmail, toOwner(owner.adminEmail)]));

    const { rows } = await cluster.database.query<{ id: number }>(
      `insert into notifications (title, content, device_type, scheduled_date) select 'Aviso ' || g, 'Conteúdo', 'android', now() - interval '1 minute' from generate_series(1, 1000) g returning id`,
    );
    expect(rows).toHaveLength(1000);

    // approvals through nginx: spread over the three instances
    const approvals: Answer[] = await pool(
      8,
      owners.map(
        (owner) => () => http(`${cluster.url}/api/companys/company/approve`, { method: 'POST', from, ...jsonBody({ id: owner.id }, token) }),
      ),
    );
    expect(approvals.every((answer) => answer.status === 200)).toBe(true);

    await within(60_000, async () => (await cluster.database.query(`select count(*)::int as n from notifications where not is_sent`)).rows[0].n, 0);
    await within(
      60_000,
      async () => (await cluster.database.query(`select count(*)::int as n from mail_outbox where status <> 'sent'`)).rows[0].n,
      0,
    );
    // two more rounds of the schedulers after everything was sent (a notification due now, sent; twice): nothing sent again
    for (let round = 0; round < 2; round += 1) {
      const sentinel = await cluster.database.query<{ id: number }>(
        `insert into notifications (title, content, device_type, scheduled_date) values ('Sentinela', 'Conteúdo', 'android', now() - interval '1 minute') returning id`,
      );
      const isSent = async () =>
        (await cluster.database.query(`select is_sent from notifications where id = $1`, [sentinel.rows[0]!.id])).rows[0].is_sent;
      await within(30_000, isSent, true);
    }

    const deliveries = await cluster.database.query<{ notification_id: number; n: number }>(
      `select notification_id, count(*)::int as n from notification_deliveries where status = 'sent' and notification_id = any($1) group by notification_id`,
      [rows.map((row) => row.id)],
    );
    expect(deliveries.rows).toHaveLength(1000);
    expect(deliveries.rows.every((row) => row.n === 1)).toBe(true);
    const logged = new Map<number, number>();
    for (const instance of cluster.instances)
      for (const match of instance.output().matchAll(/notificação (\d+) enviada/g))
        logged.set(Number(match[1]), (logged.get(Number(match[1])) ?? 0) + 1);
    const ours = rows.map((row) => logged.get(row.id) ?? 0);
    expect(
      ours.every((count) => count === 1),
      'each notification logged as sent by exactly one instance',
    ).toBe(true);
    const byInstance = cluster.instances.map((instance) => [...instance.output().matchAll(/notificação (\d+) enviada/g)].length);
    console.log(`[multi-instance] notificações enviadas por instância: ${byInstance.join(' / ')}`);

    for (const owner of owners) expect(toOwner(owner.adminEmail) - before.get(owner.adminEmail)!, owner.adminEmail).toBe(1);
  });

  it('SIGKILL of one instance under a mixed load: no GET through nginx fails, every acknowledged write is stored with its log entry, the others go on', async () => {
    const from = '127.0.0.17';
    const token = await login(cluster.url, from);
    const term = `Carga ${unique()}`;
    const reads: Answer[] = [];
    const writes: Array<{ answer: Answer | null; name: string }> = [];
    let running = true;
    // many visitors (their own addresses: the per-IP limits must not be what this test measures)
    let visitor = 0;
    const nextVisitor = () => `127.0.1.${1 + (visitor++ % 250)}`;
    const reader = async (path: string) => {
      while (running)
        reads.push(
          await http(`${cluster.url}${path}`, { from: nextVisitor(), headers: { authorization: `Bearer ${token}` } }).catch((error: Error) => ({
            status: 0,
            body: error.message,
            json: () => null,
            headers: {},
          })),
        );
    };
    const writer = async (worker: number) => {
      for (let i = 0; running; i += 1) {
        const name = `${term} ${worker}-${i}`;
        const answer = await http(`${cluster.url}/api/companys`, {
          method: 'POST',
          from: nextVisitor(),
          ...jsonBody({ company: companyPayload(name) }, token),
        }).catch(() => null);
        writes.push({ answer, name });
      }
    };
    const victim = cluster.instances[2]!;
    const load = Promise.all([
      reader(`/api/companys/listfiltred/open?searchTerm=${encodeURIComponent(term)}&pageSize=10`),
      reader('/api/companys?page=1&pageSize=10'),
      reader('/api/settings/public'),
      reader('/api/lines'),
      writer(1),
      writer(2),
    ]);
    await until('carga em curso', () => reads.length >= 50 && writes.length >= 5, 30_000);
    const exited = new Promise((resolve) => victim.process.once('exit', resolve));
    victim.process.kill('SIGKILL');
    await exited;
    // the load goes on after the kill long enough for nginx to meet the dead instance and go round it
    const [readsAtKill, writesAtKill] = [reads.length, writes.length];
    await until('carga após o SIGKILL', () => reads.length >= readsAtKill + 200 && writes.length >= writesAtKill + 10, 60_000);
    running = false;
    await load;

    const failedReads = reads.filter((answer) => answer.status < 200 || answer.status >= 300);
    expect(failedReads.map((answer) => `${answer.status} ${answer.body.slice(0, 200)}`)).toEqual([]);
    expect(reads.length).toBeGreaterThan(50);
    const acknowledged = writes.filter((write) => write.answer?.status === 201);
    expect(acknowledged.length).toBeGreaterThan(5);
    for (const write of acknowledged) {
      const id = write.answer!.json().id as number;
      const stored = await cluster.database.query(
        `select c.name, (select count(*)::int from company_logs l where l.company_id = c.id) as logs from companies c where c.id = $1`,
        [id],
      );
      expect(stored.rows[0], write.name).toMatchObject({ name: write.name });
      expect(stored.rows[0].logs, write.name).toBeGreaterThanOrEqual(1);
    }
    console.log(
      `[multi-instance] sob carga com SIGKILL: ${reads.length} leituras sem falha, ${acknowledged.length}/${writes.length} escritas confirmadas e gravadas`,
    );
    for (const survivor of cluster.instances.slice(0, 2)) expect((await http(`${survivor.url}/api/health/ready`, { from })).status).toBe(200);
    expect((await http(`${cluster.url}/api/settings/public`, { from })).status).toBe(200);
  });
});
