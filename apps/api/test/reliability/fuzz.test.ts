/**
 * Fuzzing: every route of the OpenAPI document gets generated bad and random input (wrong types, 100 KB
 * strings, RTL/emoji/NUL, SQL and HTML fragments, missing wrappers, negative/zero/huge/fractional numbers,
 * arrays for objects, deep nesting, invalid JSON, wrong content types), as anonymous and as administrator,
 * through app.inject. Never a 5xx; every error in the format { statusCode, error, message, additionalData };
 * and the data (row counts + checksum of the main tables) unchanged by every refused call.
 * FUZZ_SEED and FUZZ_REQUESTS reproduce or widen a run.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, build, loginToken, useTestDatabase } from '../helpers/index.ts';
import { isErrorBody } from './helpers/server-process.ts';
import { HOSTILE_CONTENT_TYPES, INVALID_JSON, createRandom, hostileUrlValue, hostileValue, type Random } from './helpers/fuzz-values.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 7_070_707);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const database = useTestDatabase();

const TABLES = [
  'companies',
  'users',
  'roles',
  'lines',
  'banners',
  'menu_mains',
  'menu_secondarys',
  'notifications',
  'settings',
  'company_logs',
  'company_lines',
  'user_companies',
];
const CHECKSUM = sql.raw(
  `select ${TABLES.map((t) => `'${t}=' || (select count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${t} x)`).join(` || ' ' || `)} as sum`,
);
const checksum = async () => String(((await database.db.execute(CHECKSUM)) as unknown as { rows: { sum: string }[] }).rows[0]!.sum);

type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  query: string[];
  /** JSON body: the wrapper key (e.g. 'company') and the fields inside it, or the top-level fields. */
  body: { wrapper: string | null; fields: string[] } | null;
  multipart: boolean;
};

type OpenApi = {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema?: Schema }> } }>
  >;
};
type Schema = { properties?: Record<string, Schema>; allOf?: Schema[]; anyOf?: Schema[] };
const fieldsOf = (schema: Schema | undefined): string[] =>
  schema ? [...Object.keys(schema.properties ?? {}), ...(schema.allOf ?? []).flatMap(fieldsOf), ...(schema.anyOf ?? []).flatMap(fieldsOf)] : [];

const operationsOf = (doc: OpenApi): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const json = op.requestBody?.content?.['application/json']?.schema;
      const top = fieldsOf(json);
      const wrapper = top.length === 1 && fieldsOf(json?.properties?.[top[0]!]).length > 0 ? top[0]! : null;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: json ? { wrapper, fields: wrapper ? fieldsOf(json.properties![wrapper]) : top } : null,
        multipart: path.endsWith('/uploadFiles'),
      };
    }),
  );

/** One generated request for an operation. */
const generate = (random: Random, op: Operation): InjectOptions => {
  const path = op.path.replace(/\{(\w+)\}/g, () => (random.chance(0.2) ? String(random.int(1, 5)) : hostileUrlValue(random)));
  const params: string[] = [];
  for (const name of op.query) if (random.chance(0.5)) params.push(`${name}=${hostileUrlValue(random)}`);
  if (random.chance(0.1) && op.query.length > 0) params.push(`${random.pick(op.query)}=${hostileUrlValue(random)}`); // repeated key → array
  if (random.chance(0.05)) params.push(`${hostileUrlValue(random)}=${hostileUrlValue(random)}`);
  const url = `/api${path.replace(/^\/api/, '')}${params.length ? `?${params.join('&')}` : ''}`;
  const request: InjectOptions = { method: op.method, url, headers: {} };
  if (op.method === 'GET' || op.method === 'DELETE') return request;

  const mode = random.int(0, 9);
  const fields = () => {
    const out: Record<string, unknown> = {};
    for (const field of op.body?.fields ?? ['name', 'id']) if (random.chance(0.6)) out[field] = hostileValue(random);
    return out;
  };
  if (mode <= 3)
    request.payload = op.body?.wrapper ? { [op.body.wrapper]: fields() } : fields(); // fields with bad values
  else if (mode === 4)
    request.payload = fields(); // missing wrapper
  else if (mode === 5)
    request.payload = op.body?.wrapper ? { [op.body.wrapper]: hostileValue(random) } : [fields()]; // wrong wrapper type / array for object
  else if (mode === 6) request.payload = JSON.stringify(hostileValue(random)) ?? 'null';
  else if (mode === 7) {
    request.payload = random.pick(INVALID_JSON);
    request.headers = { 'content-type': 'application/json' };
  } else if (mode === 8) {
    request.payload = random.chance(0.5)
      ? String(random.pick(['<a>1</a>', 'a=1&b=2', '\u0000\u0001', '--x--']))
      : Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x3c]);
    request.headers = { 'content-type': random.pick(HOSTILE_CONTENT_TYPES) };
  } else {
    request.payload = JSON.stringify(op.body?.wrapper ? { [op.body.wrapper]: fields() } : fields());
    request.headers = { 'content-type': random.pick(HOSTILE_CONTENT_TYPES) };
  }
  if (op.multipart && random.chance(0.5)) {
    const boundary = '----fuzz';
    const name = random.pick(['files', 'file', '../x.png', 'a'.repeat(300)]);
    const fileName = random.pick(['a.png', '../../etc/passwd', '..%2F..%2Fa.png', '%252e%252e%252fa.png', 'a.php', '']);
    const content = random.pick(['<html><script>alert(1)</script></html>', '\u0000', 'GIF89a']);
    request.payload = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n${content}\r\n--${boundary}--\r\n`;
    request.headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  }
  return request;
};

/** A short description of a request for failure messages (long values shortened). */
const describeRequest = (request: InjectOptions, as: string) => {
  const shorten = (value: string) => (value.length > 300 ? `${value.slice(0, 300)}…(${value.length} chars)` : value);
  const payload =
    typeof request.payload === 'string'
      ? request.payload
      : Buffer.isBuffer(request.payload)
        ? `<${request.payload.length} bytes>`
        : JSON.stringify(request.payload);
  return `${as} ${request.method} ${shorten(String(request.url))} content-type=${(request.headers as Record<string, string>)?.['content-type'] ?? '-'} payload=${shorten(payload ?? '')}`;
};

describe(`fuzzing every OpenAPI route (seed ${SEED})`, () => {
  it(`sends ${REQUESTS} hostile requests: no 5xx, errors in the format, refused calls change nothing`, async () => {
    const { app } = await build(database.db, {
      rateLimits: {
        ipMax: 1_000_000,
        publicMax: 1_000_000,
        lookupMax: 1_000_000,
        notFoundMax: 1_000_000,
        loginFailuresMax: 1_000_000,
        resetSendsMax: 1_000_000,
      },
      cepProvider: async () => null,
      // the geocoding route's provider answers no places (tests never reach the internet)
      geocoder: async () => [],
    });
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
    const operations = operationsOf(doc).filter((op) => !op.path.startsWith('/api/docs'));
    expect(operations.length).toBeGreaterThan(50);

    const random = createRandom(SEED);
    let token = await loginToken(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let last = await checksum();
    let sinceCheck = 0;
    let refusedWrites = 0;
    const started = Date.now();

    for (let i = 0; i < REQUESTS; i++) {
      const op = operations[i % operations.length]!;
      const asAdmin = random.chance(0.5);
      const request = generate(random, op);
      if (asAdmin) request.headers = { ...(request.headers as Record<string, string>), authorization: `Bearer ${token}` };
      const where = `#${i} ${describeRequest(request, asAdmin ? 'admin' : 'anonymous')}`;
      const response = await app.inject(request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const ok = response.statusCode >= 200 && response.statusCode < 300;
      if (response.statusCode >= 500) failures.push(`5xx ${response.statusCode} ${where} → ${response.body.slice(0, 300)}`);
      if (!ok) {
        let body: unknown = null;
        try {
          body = response.json();
        } catch {
          /* not JSON */
        }
        if (!isErrorBody(body, response.statusCode)) failures.push(`bad error body ${response.statusCode} ${where} → ${response.body.slice(0, 300)}`);
      }
      if (op.method !== 'GET') {
        const now = await checksum();
        if (!ok && now !== last) failures.push(`refused call changed data ${response.statusCode} ${where}`);
        if (!ok) refusedWrites++;
        last = now;
        // A 2xx logout / password change ends the administrator's session: log in again.
        if (ok && asAdmin && /logout|change-logged-user-password|deleteItself/.test(op.path)) {
          const fresh = await app.inject({
            method: 'POST',
            url: '/api/login/login',
            payload: { userName: TEST_ADMIN.email, password: TEST_ADMIN.password },
          });
          token = fresh.json<{ token: string }>().token;
        }
      } else if (++sinceCheck >= 200) {
        sinceCheck = 0;
        const now = await checksum();
        if (now !== last) failures.push(`GET requests changed data (between #${i - 200} and #${i})`);
        last = now;
      }
      if (failures.length >= 30) break;
    }

    const summary = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(
      `fuzz: ${REQUESTS} requests over ${operations.length} operations (seed ${SEED}) in ${Date.now() - started} ms; ${refusedWrites} refused writes checked; ${summary}`,
    );
    if (failures.length > 0) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
  }, 600_000);
});
